package analytics

import (
	"errors"
	"testing"
	"time"
)

func TestReady(t *testing.T) {
	tests := []struct {
		name    string
		closeDB bool // the writer cannot write
		events  int
		queue   int
		after   time.Duration // when Ready is asked, after the last write attempt
		wantErr error
	}{
		{"written, long after", false, 5, 100, time.Hour, nil},
		{"waiting events, writer failing, not yet stuck", true, 5, 100, time.Second, nil},
		{"waiting events, writer failing for too long", true, 5, 100, StuckAfter + time.Second, ErrWriterStuck},
		{"queue near its limit", true, 90, 100, 0, ErrQueueNearFull},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, db, clk := newTestStore(t, Options{QueueSize: tt.queue})
			if tt.closeDB {
				db.Close()
			}
			batch := make([]Event, tt.events)
			for i := range batch {
				batch[i] = pageView("/en/home")
			}
			if err := s.Record(batch, alice); err != nil {
				t.Fatal(err)
			}
			flushErr := s.Flush(t.Context())
			if got, want := flushErr != nil, tt.closeDB; got != want {
				t.Fatalf("flush failed: got %v, want %v (%v)", got, want, flushErr)
			}
			if err := s.Ready(clk.Now().Add(tt.after)); !errors.Is(err, tt.wantErr) {
				t.Errorf("got %v, want %v", err, tt.wantErr)
			}
		})
	}
}

type countingObserver struct{ accepted, dropped, wrote, failed int }

func (c *countingObserver) Accepted(n int)          { c.accepted += n }
func (c *countingObserver) Dropped(_ string, n int) { c.dropped += n }
func (c *countingObserver) Wrote(n int, _ time.Duration, err error) {
	if err != nil {
		c.failed += n
		return
	}
	c.wrote += n
}

func TestObserverSeesAcceptedDroppedWritten(t *testing.T) {
	obs := &countingObserver{}
	s, _, _ := newTestStore(t, Options{Observer: obs})
	if err := s.Record([]Event{pageView("/en/home"), pageView("/en/faq")}, alice); err != nil {
		t.Fatal(err)
	}
	if err := s.Record([]Event{pageView("/en/home")}, Client{IP: "192.0.2.1", UserAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)"}); err != nil {
		t.Fatal(err)
	}
	flush(t, s)
	if got, want := *obs, (countingObserver{accepted: 2, dropped: 1, wrote: 2}); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if got := s.Queued(); got != 0 {
		t.Errorf("queued: got %v, want 0", got)
	}
}

package mail

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"agencysite/internal/clocktest"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/jobs"
)

// testRunner is a runner of Delivery on a fresh database with a
// hand-moved clock and the least jitter, so each wait is exactly half the
// exponential delay.
func testRunner(t *testing.T, sender Sender) (*jobs.Runner, *database.DB, *clocktest.Clock) {
	t.Helper()
	db := dbtest.Open(t)
	clock := clocktest.New(time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC))
	db.Now = clock.Now
	r := jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
	r.Now, r.Rand = clock.Now, func() float64 { return 0 }
	r.Add(Delivery(db, sender))
	return r, db, clock
}

func enqueue(t *testing.T, db *database.DB, m Message) string {
	t.Helper()
	if m.Created.IsZero() {
		m.Created = db.Now()
	}
	id, err := Enqueue(context.Background(), db, m)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func entry(t *testing.T, db *database.DB, ref string) Entry {
	t.Helper()
	es, err := Entries(context.Background(), db, ref)
	if err != nil || len(es) != 1 {
		t.Fatalf("got %d entries (%v), want 1", len(es), err)
	}
	return es[0]
}

// sendDue does every due mail job and returns how many were sent.
func sendDue(t *testing.T, r *jobs.Runner, db *database.DB) int {
	t.Helper()
	before := countSent(t, db)
	for {
		did, err := r.Work(context.Background(), JobKind)
		if err != nil {
			t.Fatal(err)
		}
		if !did {
			return countSent(t, db) - before
		}
	}
}

func countSent(t *testing.T, db *database.DB) int {
	t.Helper()
	return dbtest.Count(t, db, `SELECT count(*) FROM mail_outbox WHERE status = $1`, StatusSent)
}

// TestDeliverySurvivesSMTPOutage runs a real SMTP server, stops it (connection
// refused), then has it answer "try again later", and finally lets it
// accept: the message waits with growing delays and is delivered once.
func TestDeliverySurvivesSMTPOutage(t *testing.T) {
	in, s := startSMTP(t, "website@example.com")
	r, db, clock := testRunner(t, s)
	in.Stop()
	start := clock.Now()
	enqueue(t, db, Message{Kind: "test", Ref: "r1", To: "team@example.com", Subject: "Hi", Text: "Hello"})

	steps := []struct {
		name         string
		advance      time.Duration
		serverUp     bool
		reject       int
		wantSent     int
		wantAttempts int
		wantNext     time.Duration // after start
	}{
		{"server down: first failure", 0, false, 0, 0, 1, 15 * time.Second},
		{"not due yet: no attempt", 10 * time.Second, false, 0, 0, 1, 15 * time.Second},
		{"still down: second failure waits longer", 5 * time.Second, false, 0, 0, 2, 45 * time.Second},
		{"server back but busy (451)", 30 * time.Second, true, 1, 0, 3, 45*time.Second + time.Minute},
		{"accepted", time.Minute, true, 0, 1, 4, 45*time.Second + time.Minute},
		{"sent once, never again", time.Hour, true, 0, 0, 4, 45*time.Second + time.Minute},
	}
	for _, st := range steps {
		clock.Add(st.advance)
		if st.serverUp && !in.Up() {
			in.Listen(t)
		}
		in.RejectNext(st.reject)
		if got := sendDue(t, r, db); got != st.wantSent {
			t.Errorf("%s: got %d sent, want %d", st.name, got, st.wantSent)
		}
		e := entry(t, db, "r1")
		if e.Attempts != st.wantAttempts || !e.NextAttempt.Equal(start.Add(st.wantNext)) {
			t.Errorf("%s: got attempts %d next +%v, want %d +%v", st.name, e.Attempts, e.NextAttempt.Sub(start), st.wantAttempts, st.wantNext)
		}
		if st.wantAttempts > 0 && e.Status == StatusPending && e.LastError == "" {
			t.Errorf("%s: last error not recorded", st.name)
		}
	}
	e := entry(t, db, "r1")
	if e.Status != StatusSent || e.LastError != "" || e.Sent.IsZero() {
		t.Errorf("got status %v error %q sent %v, want sent without error", e.Status, e.LastError, e.Sent)
	}
	if got := len(in.Messages()); got != 1 {
		t.Errorf("got %d messages at the server, want 1", got)
	}
}

func TestLateMailExpires(t *testing.T) {
	sender := &countingSender{err: errDown}
	r, db, clock := testRunner(t, sender)
	enqueue(t, db, Message{Kind: "test", Ref: "late", To: "v@example.com", Subject: "Hi", Text: "Hello",
		Expires: clock.Now().Add(time.Hour)})
	enqueue(t, db, Message{Kind: "test", Ref: "forever", To: "team@example.com", Subject: "Hi", Text: "Hello"})
	sendDue(t, r, db)
	clock.Add(2 * time.Hour)
	sender.setErr(nil)
	sendDue(t, r, db)
	if e := entry(t, db, "late"); e.Status != StatusExpired {
		t.Errorf("got status %v for an expired message, want expired", e.Status)
	}
	if e := entry(t, db, "forever"); e.Status != StatusSent {
		t.Errorf("got status %v for a message without expiry, want sent", e.Status)
	}
	if got := sender.sent(); len(got) != 1 || got["forever"] != 1 {
		t.Errorf("got sends %v, want only the one without expiry", got)
	}
}

// TestRunnerDeliversWhenWoken: the server's runner sends a message as soon
// as the packages that queue mail wake it, not at its next poll.
func TestRunnerDeliversWhenWoken(t *testing.T) {
	in, s := startSMTP(t, "website@example.com")
	db := dbtest.Open(t)
	r := jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
	r.Add(Delivery(db, s))
	r.Poll = time.Hour // only the wake can make it look again
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { r.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	time.Sleep(50 * time.Millisecond) // the first pass finds nothing
	enqueue(t, db, Message{Kind: "test", Ref: "r", To: "t@example.com", Subject: "Hi", Text: "Hello"})
	r.Wake(JobKind)
	in.WaitFor(t, 1, 5*time.Second)
}

// TestForgetTakesTheJobs: an erasure leaves neither the mail nor the job
// that would have sent it.
func TestForgetTakesTheJobs(t *testing.T) {
	sender := &countingSender{}
	r, db, _ := testRunner(t, sender)
	enqueue(t, db, Message{Kind: "test", Ref: "gone", To: "v@example.com", Subject: "Hi", Text: "Hello"})
	enqueue(t, db, Message{Kind: "test", Ref: "kept", To: "v@example.com", Subject: "Hi", Text: "Hello"})
	if err := Forget(context.Background(), db, "gone"); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM jobs WHERE kind = $1`, JobKind).Scan(&n); err != nil || n != 1 {
		t.Errorf("got %d mail jobs (%v), want the kept one", n, err)
	}
	sendDue(t, r, db)
	if got := sender.sent(); len(got) != 1 || got["kept"] != 1 {
		t.Errorf("got sends %v, want only the kept one", got)
	}
}

var errDown = errors.New("smtp down")

// countingSender records how often each message (by Ref) was sent.
type countingSender struct {
	mu    sync.Mutex
	err   error
	count map[string]int
}

func (s *countingSender) setErr(err error) {
	s.mu.Lock()
	s.err = err
	s.mu.Unlock()
}

func (s *countingSender) Send(ctx context.Context, m Message) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return s.err
	}
	if s.count == nil {
		s.count = map[string]int{}
	}
	s.count[m.Ref]++
	return nil
}

func (s *countingSender) sent() map[string]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]int{}
	for k, v := range s.count {
		out[k] = v
	}
	return out
}

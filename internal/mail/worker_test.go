package mail

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/mail/mailtest"
)

func TestBackoffDelay(t *testing.T) {
	b := Backoff{Base: 30 * time.Second, Max: time.Hour}
	tests := []struct {
		name    string
		attempt int
		rnd     float64
		want    time.Duration
	}{
		{"first failure, least jitter", 1, 0, 15 * time.Second},
		{"first failure, most jitter", 1, 0.999999, 30 * time.Second},
		{"second failure doubles", 2, 0, 30 * time.Second},
		{"fifth failure", 5, 0.5, 6 * time.Minute},
		{"capped", 8, 0, 30 * time.Minute},
		{"capped after many", 1000, 0.999999, time.Hour},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := b.Delay(tt.attempt, tt.rnd)
			if d := got - tt.want; d < -time.Millisecond*10 || d > time.Millisecond*10 {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// testWorker is a worker on a fresh database with a hand-moved clock and
// the least jitter, so each wait is exactly half the exponential delay.
func testWorker(t *testing.T, sender Sender) (*Worker, *database.DB, *fakeClock) {
	t.Helper()
	db := dbtest.Open(t)
	clock := &fakeClock{t: time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)}
	db.Now = clock.Now
	w := NewWorker(db, sender, slog.New(slog.NewTextHandler(io.Discard, nil)))
	w.Now, w.Rand = clock.Now, func() float64 { return 0 }
	return w, db, clock
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

func deliver(t *testing.T, w *Worker) int {
	t.Helper()
	n, err := w.Deliver(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestWorkerSurvivesSMTPOutage runs a real SMTP server, stops it (connection
// refused), then has it answer "try again later", and finally lets it
// accept: the message waits with growing delays and is delivered once.
func TestWorkerSurvivesSMTPOutage(t *testing.T) {
	in := mailtest.Start(t)
	s, err := NewSMTP(in.URL(), "website@example.com")
	if err != nil {
		t.Fatal(err)
	}
	w, db, clock := testWorker(t, s)
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
		if got := deliver(t, w); got != st.wantSent {
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

func TestWorkerExpiresLateMessages(t *testing.T) {
	sender := &countingSender{err: errDown}
	w, db, clock := testWorker(t, sender)
	enqueue(t, db, Message{Kind: "test", Ref: "late", To: "v@example.com", Subject: "Hi", Text: "Hello",
		Expires: clock.Now().Add(time.Hour)})
	enqueue(t, db, Message{Kind: "test", Ref: "forever", To: "team@example.com", Subject: "Hi", Text: "Hello"})
	deliver(t, w)
	clock.Add(2 * time.Hour)
	sender.setErr(nil)
	deliver(t, w)
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

// TestWorkersNeverSendTwice runs several workers at once on one database,
// as several server instances would. Each worker's first send waits for the
// others' (the sender's meeting point), so all four hold claimed messages at
// the same moment, on every run, and a claim that took a leased row would
// send it twice.
func TestWorkersNeverSendTwice(t *testing.T) {
	const workers = 4
	sender := &countingSender{together: workers}
	w, db, _ := testWorker(t, sender)
	const messages = 40
	for i := range messages {
		enqueue(t, db, Message{Kind: "test", Ref: string(rune('a' + i)), To: "t@example.com", Subject: "Hi", Text: "Hello"})
	}
	var wg sync.WaitGroup
	for range workers {
		other := NewWorker(db, sender, w.log)
		other.Now, other.Batch = w.Now, 3
		wg.Go(func() {
			if _, err := other.Deliver(context.Background()); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if !sender.met() {
		t.Errorf("the %d workers never held claimed messages at once", workers)
	}
	deliver(t, w) // whatever a worker left when it ran out of due rows
	got := sender.sent()
	if len(got) != messages {
		t.Errorf("got %d distinct messages sent, want %d", len(got), messages)
	}
	for ref, n := range got {
		if n != 1 {
			t.Errorf("message %s sent %d times, want 1", ref, n)
		}
	}
}

// TestLeaseTakenOverAfterExpiry: a worker that stalls past its lease loses
// the message to another, and its late outcome is not recorded.
func TestLeaseTakenOverAfterExpiry(t *testing.T) {
	w, db, clock := testWorker(t, &countingSender{})
	enqueue(t, db, Message{Kind: "test", Ref: "r", To: "t@example.com", Subject: "Hi", Text: "Hello"})
	ctx := context.Background()
	first, err := claim(ctx, db, clock.Now(), w.Lease, 10)
	if err != nil || len(first) != 1 {
		t.Fatalf("got %d claimed (%v), want 1", len(first), err)
	}
	if again, _ := claim(ctx, db, clock.Now().Add(w.Lease-time.Second), w.Lease, 10); len(again) != 0 {
		t.Errorf("got %d claimed while leased, want 0", len(again))
	}
	clock.Add(w.Lease)
	second, err := claim(ctx, db, clock.Now(), w.Lease, 10)
	if err != nil || len(second) != 1 {
		t.Fatalf("got %d claimed after the lease ran out (%v), want 1", len(second), err)
	}
	if err := markSent(ctx, db, first[0], clock.Now()); !errors.Is(err, errLeaseLost) {
		t.Errorf("got %v for the stale worker, want errLeaseLost", err)
	}
	if err := markSent(ctx, db, second[0], clock.Now()); err != nil {
		t.Errorf("got %v for the current holder, want nil", err)
	}
	if e := entry(t, db, "r"); e.Status != StatusSent || e.Attempts != 2 {
		t.Errorf("got status %v attempts %d, want sent after 2", e.Status, e.Attempts)
	}
}

func TestRunDeliversWhenWoken(t *testing.T) {
	in := mailtest.Start(t)
	s, err := NewSMTP(in.URL(), "website@example.com")
	if err != nil {
		t.Fatal(err)
	}
	db := dbtest.Open(t)
	w := NewWorker(db, s, slog.New(slog.NewTextHandler(io.Discard, nil)))
	queued := NewSignal() // as run shares one with the packages that queue mail
	w.Signal = queued
	w.Poll = time.Hour // only the signal can make it look again
	passes := make(chan struct{}, 10)
	w.passed = func() { passes <- struct{}{} }
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { w.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })

	<-passes // the first pass has found nothing: only the signal can send what comes next
	enqueue(t, db, Message{Kind: "test", Ref: "r", To: "t@example.com", Subject: "Hi", Text: "Hello"})
	queued.Queued()
	in.WaitFor(t, 1, 5*time.Second)
}

// fakeClock is a clock tests move by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

var errDown = errors.New("smtp down")

// countingSender records how often each message (by Ref) was sent.
type countingSender struct {
	mu    sync.Mutex
	err   error
	count map[string]int
	// together, when set, holds the first together sends until all of them
	// have arrived (each worker sends one message at a time, so they come
	// from together workers), or for 10 s at most.
	together int
	arrived  int
	all      chan struct{}
	gaveUp   bool // a send stopped waiting for the others
}

// meet is the meeting point of the first together sends.
func (s *countingSender) meet() {
	s.mu.Lock()
	if s.arrived >= s.together {
		s.mu.Unlock()
		return
	}
	if s.all == nil {
		s.all = make(chan struct{})
	}
	s.arrived++
	if s.arrived == s.together {
		close(s.all)
	}
	all := s.all
	s.mu.Unlock()
	select {
	case <-all:
	case <-time.After(10 * time.Second):
		s.mu.Lock()
		s.gaveUp = true
		s.mu.Unlock()
	}
}

// met reports whether the first together sends were all in flight at once.
func (s *countingSender) met() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.all == nil || s.gaveUp {
		return false
	}
	select {
	case <-s.all:
		return true
	default:
		return false
	}
}

func (s *countingSender) setErr(err error) {
	s.mu.Lock()
	s.err = err
	s.mu.Unlock()
}

func (s *countingSender) Send(ctx context.Context, m Message) error {
	s.meet()
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

// A backlog longer than one pass's cap drains without waiting a poll
// between passes.
func TestRunDrainsABacklogPastOnePass(t *testing.T) {
	sender := &countingSender{}
	db := dbtest.Open(t)
	w := NewWorker(db, sender, slog.New(slog.NewTextHandler(io.Discard, nil)))
	w.Poll = time.Hour // a pass that stopped at its cap must not wait for this
	const backlog = 2*passCap + 5
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	for i := range backlog {
		if _, err := Enqueue(context.Background(), tx, Message{Kind: "test", Ref: fmt.Sprint(i), To: "t@example.com",
			Subject: "Hi", Text: "Hello", Created: db.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { w.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	deadline := time.Now().Add(60 * time.Second)
	for len(sender.sent()) < backlog && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if got := len(sender.sent()); got != backlog {
		t.Errorf("got %d of %d messages sent, want all without waiting a poll", got, backlog)
	}
}

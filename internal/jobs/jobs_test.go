package jobs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"agencysite/internal/clocktest"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

var t0 = time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)

func testRunner(db *database.DB, c *clocktest.Clock, kinds ...Kind) *Runner {
	r := NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
	r.Now, r.Rand = c.Now, func() float64 { return 1 }
	for _, k := range kinds {
		r.Add(k)
	}
	return r
}

// countingRunner is a runner on a fresh database at t0 of one kind,
// "test", with a minute's lease, whose Do counts its runs in *ran.
func countingRunner(t *testing.T) (db *database.DB, c *clocktest.Clock, r *Runner, ran *int) {
	t.Helper()
	db, c, ran = dbtest.Open(t), clocktest.New(t0), new(int)
	r = testRunner(db, c, Kind{Name: "test", Lease: time.Minute, Do: func(context.Context, *Job) error { *ran++; return nil }})
	return db, c, r, ran
}

func enqueue(t *testing.T, db *database.DB, n New) {
	t.Helper()
	if err := Enqueue(context.Background(), db, n); err != nil {
		t.Fatal(err)
	}
}

func lookup(t *testing.T, db *database.DB, kind, ref string) State {
	t.Helper()
	s, ok, err := Lookup(context.Background(), db, kind, ref)
	if err != nil || !ok {
		t.Fatalf("look up %s %s: found %v, %v", kind, ref, ok, err)
	}
	return s
}

func work(t *testing.T, r *Runner, kind string) bool {
	t.Helper()
	did, err := r.Work(context.Background(), kind)
	if err != nil {
		t.Fatal(err)
	}
	return did
}

func TestBackoffDelay(t *testing.T) {
	b := Backoff{Base: 30 * time.Second, Max: time.Hour}
	for _, c := range []struct {
		attempt int
		rnd     float64
		want    time.Duration
	}{
		{1, 0, 15 * time.Second}, {1, 0.999999, 30 * time.Second}, {2, 0, 30 * time.Second},
		{3, 1, 2 * time.Minute}, {8, 1, time.Hour}, {50, 0, 30 * time.Minute},
	} {
		if got := b.Delay(c.attempt, c.rnd); got.Round(time.Second) != c.want {
			t.Errorf("Delay(%d, %v) = %v, want %v", c.attempt, c.rnd, got, c.want)
		}
	}
}

// TestOverlappingClaimsWinOnce runs two instances (two connection pools on
// one database), each with four loops, on 60 rows. Every Do waits until
// eight claims are held at the same moment (the meeting point), on every
// run, so a claim that took a leased row would do it twice.
func TestOverlappingClaimsWinOnce(t *testing.T) {
	url := dbtest.MigratedURL(t)
	c := clocktest.New(t0)
	const loops, rows = 8, 60
	var mu sync.Mutex
	done := map[string]int{}
	held, meet := 0, make(chan struct{})
	kind := Kind{Name: "test", Lease: time.Minute, Do: func(ctx context.Context, j *Job) error {
		mu.Lock()
		done[j.Ref]++
		if held++; held == loops {
			close(meet)
		}
		mu.Unlock()
		select {
		case <-meet:
		case <-time.After(5 * time.Second): // some loop found nothing left: go on
		}
		return nil
	}}
	var runners []*Runner
	for range 2 {
		db := dbtest.OpenURL(t, url)
		runners = append(runners, testRunner(db, c, kind))
	}
	for i := range rows {
		enqueue(t, runners[0].db, New{Kind: "test", Ref: fmt.Sprint(i), At: t0})
	}
	var wg sync.WaitGroup
	for i := range loops {
		r := runners[i%2]
		wg.Go(func() {
			for {
				did, err := r.Work(context.Background(), "test")
				if err != nil {
					t.Error(err)
				}
				if !did || err != nil {
					return
				}
			}
		})
	}
	wg.Wait()
	select {
	case <-meet:
	default:
		t.Errorf("the %d loops never held claims at once", loops)
	}
	if len(done) != rows {
		t.Errorf("got %d rows done, want %d", len(done), rows)
	}
	for ref, n := range done {
		if n != 1 {
			t.Errorf("row %s done %d times, want 1", ref, n)
		}
		if s := lookup(t, runners[1].db, "test", ref); s.State != Done || s.Attempts != 1 {
			t.Errorf("row %s: %+v, want done after 1 attempt", ref, s)
		}
	}
}

// TestStaleLeaseIsTakenOver: a runner that stalls past its lease (or whose
// instance died) loses the row to another, and its late outcome is not
// recorded.
func TestStaleLeaseIsTakenOver(t *testing.T) {
	db, c, r, ran := countingRunner(t)
	enqueue(t, db, New{Kind: "test", Ref: "r", At: t0})
	ctx := context.Background()
	stalled, err := claim(ctx, db, "test", false, c.Now(), time.Minute)
	if err != nil || stalled == nil {
		t.Fatalf("claim: %v, %v", stalled, err)
	}
	c.Add(59 * time.Second)
	if work(t, r, "test") {
		t.Error("a row was taken while its lease held")
	}
	c.Add(time.Second)
	if !work(t, r, "test") || *ran != 1 {
		t.Fatalf("the row was not taken over once its lease ran out (ran %d)", *ran)
	}
	if err := stalled.Complete(ctx, db); !errors.Is(err, ErrLeaseLost) {
		t.Errorf("the stalled runner's outcome: %v, want ErrLeaseLost", err)
	}
	if s := lookup(t, db, "test", "r"); s.State != Done || s.Attempts != 2 {
		t.Errorf("got %+v, want done after 2 attempts", s)
	}
}

// TestRetriesWithBackoff: a failed attempt comes back after its backoff on
// the runner's clock, until MaxAttempts fails the row, and GaveUp records
// the last error; a permanent error fails it at once.
func TestRetriesWithBackoff(t *testing.T) {
	db := dbtest.Open(t)
	c := clocktest.New(t0)
	var gaveUp []string
	kind := Kind{Name: "test", Lease: time.Minute, MaxAttempts: 3, Backoff: Backoff{Base: time.Minute, Max: time.Hour},
		Do: func(_ context.Context, j *Job) error {
			if j.Ref == "refused" {
				return fmt.Errorf("bad input: %w", ErrPermanent)
			}
			return fmt.Errorf("attempt %d failed", j.Attempts)
		},
		GaveUp: func(ctx context.Context, tx database.Execer, j *Job, err error) error {
			gaveUp = append(gaveUp, j.Ref+": "+err.Error())
			return nil
		}}
	r := testRunner(db, c, kind)
	enqueue(t, db, New{Kind: "test", Ref: "flaky", At: t0})
	for i, wait := range []time.Duration{time.Minute, 2 * time.Minute} { // Rand is 1: the whole delay
		if !work(t, r, "test") {
			t.Fatalf("attempt %d: nothing due", i+1)
		}
		s := lookup(t, db, "test", "flaky")
		if s.State != Pending || s.Attempts != i+1 || !s.NextRun.Equal(c.Now().Add(wait)) || s.LastError != fmt.Sprintf("attempt %d failed", i+1) {
			t.Fatalf("after attempt %d: %+v, want pending, next in %v", i+1, s, wait)
		}
		c.Add(wait - time.Second)
		if work(t, r, "test") {
			t.Fatalf("attempt %d came back before its backoff", i+1)
		}
		c.Add(time.Second)
	}
	work(t, r, "test")
	if s := lookup(t, db, "test", "flaky"); s.State != Failed || s.Attempts != 3 {
		t.Errorf("after the last attempt: %+v, want failed", s)
	}
	enqueue(t, db, New{Kind: "test", Ref: "refused", At: c.Now()})
	work(t, r, "test")
	if s := lookup(t, db, "test", "refused"); s.State != Failed || s.Attempts != 1 {
		t.Errorf("a permanent error: %+v, want failed after 1 attempt", s)
	}
	want := []string{"flaky: attempt 3 failed", "refused: bad input: will not succeed if tried again"}
	if fmt.Sprint(gaveUp) != fmt.Sprint(want) {
		t.Errorf("GaveUp got %q, want %q", gaveUp, want)
	}
}

// TestEnqueueIsUnique: one row per kind and ref; enqueuing it again while
// it waits only brings it forward, and after it ended makes it due again.
func TestEnqueueIsUnique(t *testing.T) {
	db, _, r, ran := countingRunner(t)
	enqueue(t, db, New{Kind: "test", Ref: "r", At: t0.Add(time.Hour)})
	enqueue(t, db, New{Kind: "test", Ref: "r", At: t0.Add(2 * time.Hour)})
	if s := lookup(t, db, "test", "r"); !s.NextRun.Equal(t0.Add(time.Hour)) {
		t.Errorf("enqueued later again: due %v, want the earlier %v", s.NextRun, t0.Add(time.Hour))
	}
	enqueue(t, db, New{Kind: "test", Ref: "r", At: t0})
	enqueue(t, db, New{Kind: "other", Ref: "r", At: t0})
	for work(t, r, "test") {
	}
	if *ran != 1 {
		t.Errorf("the row enqueued three times ran %d times, want 1", *ran)
	}
	enqueue(t, db, New{Kind: "test", Ref: "r", At: t0})
	if s := lookup(t, db, "test", "r"); s.State != Pending || s.Attempts != 0 {
		t.Errorf("enqueued after it was done: %+v, want pending with no attempts", s)
	}
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM jobs`).Scan(&n); err != nil || n != 2 {
		t.Errorf("got %d rows (%v), want 2", n, err)
	}
}

// TestExpiredWorkIsGivenUp: a row past its expiry is failed without being
// tried, in the transaction where GaveUp records it.
func TestExpiredWorkIsGivenUp(t *testing.T) {
	db := dbtest.Open(t)
	c := clocktest.New(t0)
	var reasons []error
	r := testRunner(db, c, Kind{Name: "test", Lease: time.Minute,
		Do: func(context.Context, *Job) error { t.Error("an expired row was tried"); return nil },
		GaveUp: func(ctx context.Context, tx database.Execer, j *Job, err error) error {
			reasons = append(reasons, err)
			return nil
		}})
	enqueue(t, db, New{Kind: "test", Ref: "late", At: t0.Add(time.Hour), Expires: t0.Add(30 * time.Minute)})
	c.Add(time.Hour)
	if work(t, r, "test") {
		t.Error("an expired row was claimed")
	}
	if s := lookup(t, db, "test", "late"); s.State != Failed || s.LastError != "expired" {
		t.Errorf("got %+v, want failed as expired", s)
	}
	if len(reasons) != 1 || !errors.Is(reasons[0], ErrExpired) {
		t.Errorf("GaveUp got %v, want ErrExpired once", reasons)
	}
}

// TestFairKindsServePeopleInTurn: of the due rows, the fairness key with
// fewest waiting goes first, so one person's flood waits behind another's
// single row.
func TestFairKindsServePeopleInTurn(t *testing.T) {
	db := dbtest.Open(t)
	c := clocktest.New(t0)
	var order []string
	r := testRunner(db, c, Kind{Name: "test", Lease: time.Minute, Fair: true,
		Do: func(_ context.Context, j *Job) error { order = append(order, j.Ref); return nil }})
	for i := range 3 {
		enqueue(t, db, New{Kind: "test", Ref: fmt.Sprint("flood", i), At: t0, FairnessKey: "ann"})
	}
	enqueue(t, db, New{Kind: "test", Ref: "single", At: t0.Add(time.Second), FairnessKey: "bob"})
	c.Add(time.Minute)
	for work(t, r, "test") {
	}
	if want := "[single flood0 flood1 flood2]"; fmt.Sprint(order) != want {
		t.Errorf("got %v, want %s", order, want)
	}
}

// TestCompleteInTheWorksTransaction: a Do that completes its row in its
// own transaction and then rolls it back leaves the row to be done again.
func TestCompleteInTheWorksTransaction(t *testing.T) {
	db := dbtest.Open(t)
	c := clocktest.New(t0)
	calls := 0
	r := testRunner(db, c, Kind{Name: "test", Lease: time.Minute, Backoff: Backoff{Base: time.Second, Max: time.Second},
		Do: func(ctx context.Context, j *Job) error {
			calls++
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return err
			}
			defer tx.Rollback()
			if err := j.Complete(ctx, tx); err != nil {
				return err
			}
			if calls == 1 {
				return errors.New("the rest of the work failed")
			}
			return tx.Commit()
		}})
	enqueue(t, db, New{Kind: "test", Ref: "r", At: t0})
	work(t, r, "test")
	if s := lookup(t, db, "test", "r"); s.State != Pending {
		t.Fatalf("after a rolled-back completion: %+v, want pending", s)
	}
	c.Add(time.Second)
	work(t, r, "test")
	if s := lookup(t, db, "test", "r"); s.State != Done || s.Attempts != 2 {
		t.Errorf("got %+v, want done after 2 attempts", s)
	}
}

// TestRunWorksWhenWoken: a loop looks again at once when its kind is woken,
// not at its next poll.
func TestRunWorksWhenWoken(t *testing.T) {
	db := dbtest.Open(t)
	c := clocktest.New(t0)
	done := make(chan string, 1)
	r := testRunner(db, c, Kind{Name: "test", Lease: time.Minute, Do: func(_ context.Context, j *Job) error { done <- j.Ref; return nil }})
	r.Poll = time.Hour // only a wake can make it look again
	passes := make(chan string, 10)
	r.passed = func(kind string) { passes <- kind }
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { r.Run(ctx); close(stopped) }()
	t.Cleanup(func() { cancel(); <-stopped })
	<-passes // the first pass found nothing
	enqueue(t, db, New{Kind: "test", Ref: "r", At: t0})
	r.Wake("test")
	select {
	case ref := <-done:
		if ref != "r" {
			t.Errorf("did %q, want r", ref)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the woken loop did not do the row")
	}
}

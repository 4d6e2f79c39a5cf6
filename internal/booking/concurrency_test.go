package booking

import (
	"context"
	"database/sql"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
)

// TestTwentyAtOnceBookOneSlot: twenty requests for one member's one slot
// at the same moment give one booking and nineteen ErrSlotTaken, through
// one pool and through two (two instances), with no block held twice.
func TestTwentyAtOnceBookOneSlot(t *testing.T) {
	tests := []struct {
		name  string
		pools int
	}{
		{"one instance", 1},
		{"two instances", 2},
	}
	now := utc(t, "2026-03-02T06:00Z")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stores := storesOn(t, tt.pools, now, settings(func(s *Settings) { s.BufferBeforeMinutes, s.BufferAfterMinutes = 10, 10 }))
			putHost(t, stores[0], host("a", "Europe/Paris", Range{"09:00", "17:00"}))
			start := local(t, "Europe/Paris", "2026-03-03 10:00")
			booked, taken, other := race(20, func(i int) error {
				_, err := stores[i%len(stores)].Book(context.Background(), Request{Start: start})
				return err
			})
			if booked != 1 || taken != 19 || len(other) != 0 {
				t.Errorf("got %d booked, %d taken, other errors %v; want 1, 19, none", booked, taken, other)
			}
			if got := dbtest.Rows(t, stores[0].db, "booking_blocks"); got != 10 {
				t.Errorf("got %d blocks held, want 10 (30 minutes and two 10-minute buffers)", got)
			}
		})
	}
}

// TestRescheduleRaceKeepsOneBooking: ten bookings moved to one slot at
// once: one moves, nine are refused and keep their own time.
func TestRescheduleRaceKeepsOneBooking(t *testing.T) {
	now := utc(t, "2026-03-02T06:00Z")
	stores := storesOn(t, 2, now, settings(nil))
	putHost(t, stores[0], host("a", "Europe/Paris", Range{"09:00", "17:00"}))
	var ids []string
	for i := range 10 {
		ids = append(ids, book(t, stores[0], local(t, "Europe/Paris", "2026-03-03 09:00").Add(time.Duration(i)*30*time.Minute)).ID)
	}
	target := local(t, "Europe/Paris", "2026-03-04 09:00")
	moved, taken, other := race(10, func(i int) error {
		_, err := stores[i%2].Reschedule(context.Background(), ids[i], target)
		return err
	})
	if moved != 1 || taken != 9 || len(other) != 0 {
		t.Errorf("got %d moved, %d taken, other errors %v; want 1, 9, none", moved, taken, other)
	}
	if got := dbtest.Rows(t, stores[0].db, "booking_blocks"); got != 10*6 {
		t.Errorf("got %d blocks held, want %d: each booking's own", got, 10*6)
	}
}

// TestOneCommitAnswersEachBooking: twelve visitors book six slots, two
// each, while the writer is busy, so that on SQLite they wait for one
// group commit together (database.DB.Durably): each slot is booked once,
// each winner gets its own slot, and each loser ErrSlotTaken, its refusal
// undoing its own writes only.
func TestOneCommitAnswersEachBooking(t *testing.T) {
	now := utc(t, "2026-03-02T06:00Z")
	var reads atomic.Int64 // Book reads the clock twice before it writes
	s := NewStore(dbtest.Open(t), Options{Now: func() time.Time { reads.Add(1); return now }})
	setSettings(t, s, settings(nil))
	putHost(t, s, host("a", "Europe/Paris", Range{"09:00", "17:00"}))
	ctx := context.Background()
	first := local(t, "Europe/Paris", "2026-03-03 09:00")
	const visitors = 12
	writing, release, held := make(chan struct{}), make(chan struct{}), make(chan error, 1)
	go func() {
		held <- s.db.Durably(ctx, func(context.Context, *sql.Tx) error {
			close(writing)
			<-release
			return nil
		})
	}()
	<-writing
	reads.Store(0)
	got := make([]Booking, visitors)
	errs := make([]error, visitors)
	var wg sync.WaitGroup
	for i := range visitors {
		wg.Go(func() {
			got[i], errs[i] = s.Book(ctx, Request{Start: first.Add(time.Duration(i/2) * 30 * time.Minute)})
		})
	}
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	// On SQLite every visitor reaches its write and waits for the held
	// writer; on PostgreSQL each commits on its own, and a loser may be
	// refused by its read, before it writes.
wait:
	for reads.Load() < 2*visitors {
		select {
		case <-finished:
			break wait
		case <-time.After(time.Millisecond):
		}
	}
	close(release)
	<-finished
	if err := <-held; err != nil {
		t.Fatal(err)
	}
	booked := map[time.Time]string{}
	for i, err := range errs {
		want := first.Add(time.Duration(i/2) * 30 * time.Minute)
		switch {
		case err == nil && got[i].Start.Equal(want):
			if other, twice := booked[want]; twice {
				t.Errorf("%v booked twice: %s and %s", want, other, got[i].ID)
			}
			booked[want] = got[i].ID
		case errors.Is(err, ErrSlotTaken):
		default:
			t.Errorf("visitor %d, for %v: got %+v, %v; want their slot or ErrSlotTaken", i, want, got[i], err)
		}
	}
	if len(booked) != visitors/2 || dbtest.Rows(t, s.db, "bookings") != visitors/2 || dbtest.Rows(t, s.db, "booking_blocks") != visitors/2*6 {
		t.Errorf("got %d slots answered booked, %d bookings and %d blocks stored; want 6, 6 and 36", len(booked),
			dbtest.Rows(t, s.db, "bookings"), dbtest.Rows(t, s.db, "booking_blocks"))
	}
}

// race runs n calls of fn at once and sorts what they returned.
func race(n int, fn func(i int) error) (ok, taken int, other []error) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	gate := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-gate
			err := fn(i)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				ok++
			case errors.Is(err, ErrSlotTaken):
				taken++
			default:
				other = append(other, err)
			}
		})
	}
	close(gate)
	wg.Wait()
	return ok, taken, other
}

// TestBlocksRefuseWhatAStaleReadAllows: a write that read the member's time
// before another booking took it, and overlaps it by one block only, is
// refused by the database itself, not by the check before it.
func TestBlocksRefuseWhatAStaleReadAllows(t *testing.T) {
	now := utc(t, "2026-03-02T06:00Z")
	s := testStore(t, now, settings(func(s *Settings) { s.BufferAfterMinutes = 5 }))
	putHost(t, s, host("a", "Europe/Paris", Range{"09:00", "17:00"}))
	ctx := context.Background()
	at := local(t, "Europe/Paris", "2026-03-03 10:00")
	stale, err := s.plan(ctx, at, at, "")
	if err != nil {
		t.Fatal(err)
	}
	first := book(t, s, at.Add(-30*time.Minute)) // holds 09:30-10:05 with its buffer
	_, free := stale.at(at)
	if len(free) != 1 {
		t.Fatalf("got %d members free in the stale read, want 1", len(free))
	}
	err = s.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO bookings (id, host_id, host_zone, start_at, end_at, busy_from, busy_to,
			status, created_at, updated_at) SELECT 'second', host_id, host_zone, start_at, end_at, busy_from, busy_to, status,
			created_at, updated_at FROM bookings WHERE id = $1`, first.ID); err != nil {
			return err
		}
		return hold(ctx, tx, stale, free[0], "second", at)
	})
	if !errors.Is(err, errHeld) {
		t.Errorf("got %v, want errHeld", err)
	}
}

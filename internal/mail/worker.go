package mail

import (
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"time"

	"agencysite/internal/database"
)

// Backoff is how long a failed message waits before its next attempt:
// Base after the first failure, doubling each time, never more than Max,
// with jitter so that messages that failed together (an SMTP outage) do
// not all come back in the same second.
type Backoff struct {
	Base time.Duration
	Max  time.Duration
}

// Delay is the wait after the attempt-th failed attempt (1 for the first),
// for rnd in [0, 1): between half and all of the exponential delay.
func (b Backoff) Delay(attempt int, rnd float64) time.Duration {
	d := b.Base
	for i := 1; i < attempt && d < b.Max; i++ {
		d *= 2
	}
	d = min(d, b.Max)
	return d/2 + time.Duration(rnd*float64(d/2))
}

// Worker delivers the outbox. Several workers (one per server instance)
// may run against one database: leases keep them from sending a message
// twice, unless a worker stalls for longer than Lease in the middle of a
// send. Delivery is at least once: a crash between the SMTP server
// accepting a message and the row being marked sent sends it again, with
// the same Message-ID, so mail clients show it once.
type Worker struct {
	// Now is the worker's clock; tests replace it to skip the waits.
	Now func() time.Time
	// Rand returns a number in [0, 1) for the backoff jitter.
	Rand    func() float64
	Backoff Backoff
	// Lease is how long a claimed message is reserved for this worker;
	// longer than a send can take (the SMTP client gives up after 30 s).
	Lease time.Duration
	// Poll is how often Run looks for due messages without being woken.
	Poll time.Duration
	// Batch is how many messages one claim takes.
	Batch int
	// Signal wakes Run when mail was queued: the one that the packages
	// queueing mail were given.
	Signal *Signal

	db     *database.DB
	sender Sender
	log    *slog.Logger
	// passed, when set, is called after each pass of Run: tests wait on it
	// instead of sleeping.
	passed func()
}

// NewWorker returns a worker with production settings: retries after 30 s,
// 1 min, 2 min … up to every hour, leases of 2 minutes, a look every 5 s.
func NewWorker(db *database.DB, sender Sender, log *slog.Logger) *Worker {
	return &Worker{
		Now:     db.Now,
		Rand:    rand.Float64,
		Backoff: Backoff{Base: 30 * time.Second, Max: time.Hour},
		Lease:   2 * time.Minute,
		Poll:    5 * time.Second,
		Batch:   10,
		db:      db,
		sender:  sender,
		log:     log,
		Signal:  NewSignal(),
	}
}

// passCap bounds one Deliver pass, so a long backlog cannot starve its
// caller; Run starts the next pass at once while passes end at the cap.
const passCap = 100

// Run delivers due messages until ctx is done. Database errors are logged
// and retried at the next poll: the outbox is the record, so nothing is
// lost while the database is away.
func (w *Worker) Run(ctx context.Context) {
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		case <-w.Signal.c:
		}
		for ctx.Err() == nil {
			_, more, err := w.deliver(ctx)
			if err != nil && ctx.Err() == nil {
				w.log.Error("mail: delivery pass failed", "err", err)
			}
			if err != nil || !more {
				break
			}
		}
		if w.passed != nil {
			w.passed()
		}
		timer.Reset(w.Poll)
	}
}

// Deliver makes one pass over the outbox: it expires what is too late to
// send, then claims, sends and records due messages until none is left (at
// most passCap). It returns how many were sent. A failed send is recorded
// on its row and not returned; the error is the database's.
func (w *Worker) Deliver(ctx context.Context) (int, error) {
	sent, _, err := w.deliver(ctx)
	return sent, err
}

// deliver is Deliver that also says whether the pass stopped at its cap
// with messages possibly left.
func (w *Worker) deliver(ctx context.Context) (sent int, more bool, err error) {
	if n, err := expire(ctx, w.db, w.Now()); err != nil {
		return 0, false, err
	} else if n > 0 {
		w.log.Warn("mail: gave up on expired messages", "count", n)
	}
	for total := 0; total < passCap; {
		want := min(w.Batch, passCap-total)
		batch, err := claim(ctx, w.db, w.Now(), w.Lease, want)
		if err != nil {
			return sent, false, err
		}
		for _, c := range batch {
			ok, err := w.attempt(ctx, c)
			if err != nil {
				return sent, false, err
			}
			if ok {
				sent++
			}
		}
		total += len(batch)
		if len(batch) < want {
			return sent, false, nil
		}
	}
	return sent, true, nil
}

// attempt sends one claimed message and records the outcome, even when
// ctx ends meanwhile: an unrecorded outcome would be retried only after
// the lease runs out.
func (w *Worker) attempt(ctx context.Context, c claimed) (bool, error) {
	sendErr := w.sender.Send(ctx, c.Message)
	record := context.WithoutCancel(ctx)
	var err error
	if sendErr == nil {
		err = markSent(record, w.db, c, w.Now())
	} else {
		next := w.Now().Add(w.Backoff.Delay(c.attempts, w.Rand()))
		w.log.Warn("mail: send failed, will retry", "id", c.ID, "kind", c.Kind, "ref", c.Ref,
			"attempts", c.attempts, "next", next, "err", sendErr)
		err = markFailed(record, w.db, c, next, sendErr)
	}
	if errors.Is(err, errLeaseLost) {
		// Another worker took the row over after our lease ran out; its
		// outcome is the one that counts.
		w.log.Warn("mail: lease ran out during a send", "id", c.ID, "sent", sendErr == nil)
		return false, nil
	}
	return sendErr == nil && err == nil, err
}

package jobs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"agencysite/internal/database"
)

// Kind is a kind of work and how it is done.
type Kind struct {
	Name string
	// Do does j. nil: done (unless Do completed it itself). An error
	// wrapping ErrPermanent fails j at once; any other error tries it again
	// after Backoff, until MaxAttempts or its expiry.
	Do func(ctx context.Context, j *Job) error
	// GaveUp, when set, records through tx (the transaction that marks
	// the row failed) that j will not be done and why: err wraps
	// ErrPermanent or ErrExpired, or is the last attempt's error.
	GaveUp func(ctx context.Context, tx database.Execer, j *Job, err error) error
	// Lease is how long a claimed row is this runner's: longer than Do can
	// take, for Do runs under a context that ends with the lease.
	Lease time.Duration
	// MaxAttempts is how many failed attempts fail the row; 0: no limit.
	MaxAttempts int
	Backoff     Backoff
	// Fair takes, of the due rows, those of the fairness key with fewest
	// waiting first, so one person's flood does not hold up another's work.
	Fair bool
}

// ErrPermanent marks an error that trying again will not mend.
var ErrPermanent = errors.New("will not succeed if tried again")

// Permanent marks err as one that trying again will not mend, keeping
// its text: what the row and GaveUp record.
func Permanent(err error) error { return permanent{err} }

type permanent struct{ error }

func (p permanent) Unwrap() []error { return []error{p.error, ErrPermanent} }

// ErrExpired is why a row past its expiry was given up on.
var ErrExpired = errors.New("expired")

// Backoff is how long a failed row waits before its next attempt: Base
// after the first failure, doubling each time, never more than Max, with
// jitter so that rows that failed together (an SMTP outage) do not all
// come back in the same second.
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

// Runner does the work of the kinds added to it: on Run, one loop per kind,
// each doing one row at a time, so a long publish does not hold up mail.
// Every instance runs one against the shared database.
type Runner struct {
	// Now is the runner's clock; tests replace it to skip the waits.
	Now func() time.Time
	// Rand returns a number in [0, 1) for the backoff jitter.
	Rand func() float64
	// Poll is how often a kind's loop looks for due rows without being woken.
	Poll time.Duration

	db    *database.DB
	log   *slog.Logger
	mu    sync.Mutex
	kinds map[string]*lane
	// passed, when set, is called after each pass of a loop: tests wait on
	// it instead of sleeping.
	passed func(kind string)
}

type lane struct {
	Kind
	wake chan struct{}
}

// NewRunner returns a runner on the database's clock that looks every 5 s.
func NewRunner(db *database.DB, log *slog.Logger) *Runner {
	return &Runner{Now: db.Now, Rand: rand.Float64, Poll: 5 * time.Second, db: db, log: log, kinds: map[string]*lane{}}
}

// Add makes the runner do work of kind k; before Run.
func (r *Runner) Add(k Kind) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.kinds[k.Name] = &lane{Kind: k, wake: make(chan struct{}, 1)}
}

// Wake makes kind's loop look for due rows now: work of that kind was
// committed. It never blocks; a kind the runner does not do is ignored.
func (r *Runner) Wake(kind string) {
	r.mu.Lock()
	l := r.kinds[kind]
	r.mu.Unlock()
	if l == nil {
		return
	}
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// Run does the work until ctx is done, and returns once every loop ended.
// Database errors are logged and tried again at the next poll: the rows
// are the record, so nothing is lost while the database is away.
func (r *Runner) Run(ctx context.Context) {
	r.mu.Lock()
	lanes := make([]*lane, 0, len(r.kinds))
	for _, l := range r.kinds {
		lanes = append(lanes, l)
	}
	r.mu.Unlock()
	var wg sync.WaitGroup
	for _, l := range lanes {
		wg.Go(func() { r.loop(ctx, l) })
	}
	wg.Wait()
}

func (r *Runner) loop(ctx context.Context, l *lane) {
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		case <-l.wake:
		}
		for ctx.Err() == nil {
			did, err := r.next(ctx, l)
			if err != nil && ctx.Err() == nil {
				r.log.Error("jobs: pass failed", "kind", l.Name, "err", err)
			}
			if err != nil || !did {
				break
			}
		}
		if r.passed != nil {
			r.passed(l.Name)
		}
		timer.Reset(r.Poll)
	}
}

// Work does one due row of kind, if there is one, and says whether there
// was: for a command that cannot wait for a server's loop, and for tests.
func (r *Runner) Work(ctx context.Context, kind string) (bool, error) {
	r.mu.Lock()
	l := r.kinds[kind]
	r.mu.Unlock()
	if l == nil {
		return false, fmt.Errorf("jobs: no kind %q", kind)
	}
	return r.next(ctx, l)
}

// next gives up on the expired rows of l, then does one due row. The
// error is the database's: Do's is recorded on the row.
func (r *Runner) next(ctx context.Context, l *lane) (bool, error) {
	if err := r.expire(ctx, l); err != nil {
		return false, err
	}
	j, err := claim(ctx, r.db, l.Name, l.Fair, r.Now(), l.Lease)
	if err != nil || j == nil {
		return false, err
	}
	doCtx, cancel := context.WithTimeout(ctx, l.Lease)
	doErr := l.Do(doCtx, j)
	cancel()
	if doErr != nil && ctx.Err() != nil {
		return true, ctx.Err() // stopped: the lease runs out and the row is taken again
	}
	// The outcome is recorded even when ctx ends meanwhile: an unrecorded
	// one would be tried again only after the lease runs out.
	err = r.record(context.WithoutCancel(ctx), l, j, doErr)
	if errors.Is(err, ErrLeaseLost) {
		r.log.Warn("jobs: the lease ran out while working", "kind", l.Name, "ref", j.Ref, "ok", doErr == nil)
		return true, nil
	}
	return true, err
}

func (r *Runner) record(ctx context.Context, l *lane, j *Job, doErr error) error {
	switch {
	case doErr == nil && j.recorded:
		return nil
	case doErr == nil:
		return j.Complete(ctx, r.db)
	case !errors.Is(doErr, ErrPermanent) && (l.MaxAttempts == 0 || j.Attempts < l.MaxAttempts):
		next := r.Now().Add(l.Backoff.Delay(j.Attempts, r.Rand()))
		r.log.Warn("jobs: attempt failed, will try again", "kind", l.Name, "ref", j.Ref, "attempts", j.Attempts, "next", next, "err", doErr)
		return j.end(ctx, r.db, `run_at = $1, last_error = $2`, database.FormatTime(next), ErrorText(doErr))
	}
	r.log.Warn("jobs: gave up", "kind", l.Name, "ref", j.Ref, "attempts", j.Attempts, "err", doErr)
	return r.giveUp(ctx, l, func(tx *sql.Tx) error {
		if err := j.end(ctx, tx, `state = 'failed', last_error = $1`, ErrorText(doErr)); err != nil {
			return err
		}
		return r.gaveUp(ctx, tx, l, j, doErr)
	})
}

// expire gives up on l's rows past their expiry that nobody holds.
func (r *Runner) expire(ctx context.Context, l *lane) error {
	// A read first: the pass runs before every claim, and a write
	// transaction each time would take SQLite's one writer lock from the
	// analytics writer and the leads for nothing.
	if some, err := anyExpired(ctx, r.db, l.Name, r.Now()); err != nil || !some {
		return err
	}
	var n int
	err := r.giveUp(ctx, l, func(tx *sql.Tx) error {
		rows, err := expired(ctx, tx, l.Name, r.Now())
		for _, j := range rows {
			if err == nil {
				err = r.gaveUp(ctx, tx, l, j, ErrExpired)
			}
		}
		n = len(rows)
		return err
	})
	if err == nil && n > 0 {
		r.log.Warn("jobs: gave up on expired work", "kind", l.Name, "count", n)
	}
	return err
}

func (r *Runner) gaveUp(ctx context.Context, tx database.Execer, l *lane, j *Job, err error) error {
	if l.GaveUp == nil {
		return nil
	}
	return l.GaveUp(ctx, tx, j, err)
}

// giveUp runs write in a transaction.
func (r *Runner) giveUp(ctx context.Context, l *lane, write func(tx *sql.Tx) error) error {
	tx, err := r.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("jobs: %s: %w", l.Name, err)
	}
	defer tx.Rollback()
	if err := write(tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("jobs: %s: %w", l.Name, err)
	}
	return nil
}

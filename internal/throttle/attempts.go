package throttle

import (
	"context"
	"fmt"
	"sync"
	"time"

	"agencysite/internal/database"
)

// Policy is how many attempts a key may make before it is blocked, and for
// how long: the Free-th attempt in a row starts a block of Base, each
// attempt let through after a block doubles it, up to Max (Max must stay
// under the window of Attempts).
type Policy struct {
	Free      int
	Base, Max time.Duration
}

// Attempts reserves expensive checks (a password hash, a second factor)
// before they run: Reserve counts the attempt in one statement and says
// whether it may go ahead, so requests that arrive together are counted
// one after another, on every instance, and never more than Free of them
// are checked. A success gives its attempt back (Refund) or clears the key
// (Forget); a failure leaves it counted.
type Attempts struct {
	db     *database.DB
	now    func() time.Time
	window time.Duration // a key is forgotten this long after its last attempt

	mu     sync.Mutex
	pruned time.Time
}

// NewAttempts returns attempts kept in db, each key forgotten window after
// its last attempt by the clock now.
func NewAttempts(db *database.DB, now func() time.Time, window time.Duration) *Attempts {
	return &Attempts{db: db, now: now, window: window}
}

// Reservation is the outcome of Reserve.
type Reservation struct {
	Granted    bool
	N          int           // the key's attempts, this one included when granted
	RetryAfter time.Duration // when refused, until the block ends
}

// Reserve counts an attempt on key under p, unless key is blocked.
func (a *Attempts) Reserve(ctx context.Context, key string, p Policy) (Reservation, error) {
	now := a.now()
	if err := a.prune(ctx, now); err != nil {
		return Reservation{}, err
	}
	ms := now.UnixMilli()
	var firstBlock, firstWait int64
	if p.Free <= 1 {
		firstBlock, firstWait = ms+p.Base.Milliseconds(), p.Base.Milliseconds()
	}
	// Every SET sees the row as it was: blocked (kept, only seq moves),
	// stale (starts again at 1), or one more attempt, which blocks once
	// it is the Free-th or later.
	var seq, granted, until int64
	var n int
	err := a.db.QueryRowContext(ctx, `INSERT INTO throttle_attempts (key, n, last_at, blocked_until, wait_ms, seq, granted_seq)
		VALUES ($1, 1, $2, $7, $8, 1, 1)
		ON CONFLICT (key) DO UPDATE SET
		seq = throttle_attempts.seq + 1,
		granted_seq = CASE WHEN throttle_attempts.blocked_until > $2 THEN throttle_attempts.granted_seq
			ELSE throttle_attempts.seq + 1 END,
		n = CASE WHEN throttle_attempts.blocked_until > $2 THEN throttle_attempts.n
			WHEN throttle_attempts.last_at < $3 THEN 1 ELSE throttle_attempts.n + 1 END,
		last_at = CASE WHEN throttle_attempts.blocked_until > $2 THEN throttle_attempts.last_at ELSE $2 END,
		wait_ms = CASE WHEN throttle_attempts.blocked_until > $2 THEN throttle_attempts.wait_ms
			WHEN throttle_attempts.last_at < $3 THEN $8
			WHEN throttle_attempts.n + 1 < $4 THEN 0
			WHEN throttle_attempts.wait_ms = 0 THEN $5
			WHEN throttle_attempts.wait_ms * 2 > $6 THEN $6
			ELSE throttle_attempts.wait_ms * 2 END,
		blocked_until = CASE WHEN throttle_attempts.blocked_until > $2 THEN throttle_attempts.blocked_until
			WHEN throttle_attempts.last_at < $3 THEN $7
			WHEN throttle_attempts.n + 1 < $4 THEN 0
			WHEN throttle_attempts.wait_ms = 0 THEN $2 + $5
			WHEN throttle_attempts.wait_ms * 2 > $6 THEN $2 + $6
			ELSE $2 + throttle_attempts.wait_ms * 2 END
		RETURNING seq, granted_seq, n, blocked_until`,
		key, ms, ms-a.window.Milliseconds(), p.Free, p.Base.Milliseconds(), p.Max.Milliseconds(), firstBlock, firstWait,
	).Scan(&seq, &granted, &n, &until)
	if err != nil {
		return Reservation{}, fmt.Errorf("throttle: reserve: %w", err)
	}
	if seq == granted {
		return Reservation{Granted: true, N: n}, nil
	}
	return Reservation{N: n, RetryAfter: time.Duration(until-ms) * time.Millisecond}, nil
}

// Refund gives back one attempt on key that turned out not to be a
// failure (a right password from an address that keeps its count), and
// lifts the block if the key is back under p.Free.
func (a *Attempts) Refund(ctx context.Context, key string, p Policy) error {
	if _, err := a.db.ExecContext(ctx, `UPDATE throttle_attempts SET n = n - 1,
		blocked_until = CASE WHEN n - 1 < $2 THEN 0 ELSE blocked_until END,
		wait_ms = CASE WHEN n - 1 < $2 THEN 0 ELSE wait_ms END
		WHERE key = $1 AND n > 0`, key, p.Free); err != nil {
		return fmt.Errorf("throttle: refund: %w", err)
	}
	return nil
}

// Forget clears key: its owner proved who they are.
func (a *Attempts) Forget(ctx context.Context, key string) error {
	if _, err := a.db.ExecContext(ctx, `DELETE FROM throttle_attempts WHERE key = $1`, key); err != nil {
		return fmt.Errorf("throttle: forget: %w", err)
	}
	return nil
}

// prune deletes, at most once a minute, the keys idle for longer than
// the window: a flood of attempts from rotating addresses leaves nothing
// behind an hour later.
func (a *Attempts) prune(ctx context.Context, now time.Time) error {
	a.mu.Lock()
	due := now.Sub(a.pruned) >= time.Minute
	if due {
		a.pruned = now
	}
	a.mu.Unlock()
	if !due {
		return nil
	}
	ms := now.UnixMilli()
	if _, err := a.db.ExecContext(ctx, `DELETE FROM throttle_attempts WHERE last_at < $1 AND blocked_until < $2`,
		ms-a.window.Milliseconds(), ms); err != nil {
		return fmt.Errorf("throttle: prune: %w", err)
	}
	return nil
}

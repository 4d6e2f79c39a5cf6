// Package throttle limits how often a client may do something, every
// limit counting a client by one key (AddressKey: IPv4, or an IPv6 /64).
// Limiter keeps token buckets in the database, so a limit holds however
// many instances share it (a consultation request: one short transaction
// per check); Attempts reserves password and code checks in the database
// before they run (sign-in); Memory is one instance's buckets, for the
// busy analytics ingest.
package throttle

import (
	"context"
	"database/sql"
	"encoding/hex"
	"fmt"
	"math"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/settings"
)

// Limiter is a token bucket per key: Burst requests at once, then one every
// Every.
type Limiter struct {
	db    *database.DB
	now   func() time.Time
	scope string
	every time.Duration
	burst int
	keyed *settings.Keyed
}

// New returns a limiter whose buckets are named scope in the database,
// filled and drained by the clock now (the one run hands every package).
func New(db *database.DB, now func() time.Time, scope string, every time.Duration, burst int) *Limiter {
	return &Limiter{db: db, now: now, scope: scope, every: every, burst: burst, keyed: settings.NewKeyed(db, secretKey)}
}

// Allow takes a token from key's bucket. When none is left it returns false
// and how long until the next one.
func (l *Limiter) Allow(ctx context.Context, key string) (bool, time.Duration, error) {
	hashed, err := l.hash(ctx, key)
	if err != nil {
		return false, 0, fmt.Errorf("throttle: %w", err)
	}
	ok, wait, err := l.take(ctx, hashed)
	if err != nil {
		return false, 0, fmt.Errorf("throttle: %w", err)
	}
	return ok, wait, nil
}

// take runs in a batched write (database.DB.Write): on SQLite, a burst of
// requests takes its tokens in the batches of the writes beside them
// rather than each polling for the file's lock.
func (l *Limiter) take(ctx context.Context, key string) (ok bool, wait time.Duration, err error) {
	now := l.now().UnixMilli()
	full := float64(l.burst)
	refilled := now - int64(full*float64(l.every.Milliseconds()))
	err = l.db.Write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM throttle_buckets WHERE scope = $1 AND updated_at < $2`,
			l.scope, refilled); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO throttle_buckets (scope, key, tokens, updated_at)
			VALUES ($1, $2, $3, $4) ON CONFLICT (scope, key) DO NOTHING`, l.scope, key, full, now); err != nil {
			return err
		}
		var tokens float64
		var updated int64
		if err := tx.QueryRowContext(ctx, `SELECT tokens, updated_at FROM throttle_buckets
			WHERE scope = $1 AND key = $2`+l.db.Dialect.ForUpdate(), l.scope, key).Scan(&tokens, &updated); err != nil {
			return err
		}
		tokens = math.Min(full, tokens+float64(max(now-updated, 0))/float64(l.every.Milliseconds()))
		if tokens < 1 {
			ok, wait = false, time.Duration((1-tokens)*float64(l.every))
			return nil
		}
		ok, wait = true, 0
		_, err := tx.ExecContext(ctx, `UPDATE throttle_buckets SET tokens = $1, updated_at = $2
			WHERE scope = $3 AND key = $4`, tokens-1, now, l.scope, key)
		return err
	})
	if err != nil {
		return false, 0, err
	}
	return ok, wait, nil
}

// hash keys the bucket by an HMAC of key under a secret kept in the
// database, shared by the instances: the table never holds a client's
// address, not even as a plain hash one could reverse by trying all IPv4
// addresses.
func (l *Limiter) hash(ctx context.Context, key string) (string, error) {
	sum, err := l.keyed.Sum(ctx, l.scope+"\x00"+key)
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(sum[:16]), nil
}

// secretKey names the buckets' secret among the installation's secrets.
const secretKey = "throttle_secret"

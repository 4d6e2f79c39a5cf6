package auth

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Sign-in throttling: after throttleFree failures in a row on one key (an
// account or a client address), each further attempt waits, doubling from
// throttleBase up to throttleMax. Failures are forgotten throttleWindow
// after the last one. Never a permanent lock: the owner of an account
// under attack can always get in once the wait is over.
const (
	throttleFree   = 5
	throttleBase   = time.Minute
	throttleMax    = 15 * time.Minute
	throttleWindow = time.Hour
)

// throttleDelay is the wait after the n-th failure in a row.
func throttleDelay(n int) time.Duration {
	if n < throttleFree {
		return 0
	}
	d := throttleBase
	for i := throttleFree; i < n && d < throttleMax; i++ {
		d *= 2
	}
	return min(d, throttleMax)
}

func accountKey(email string) string { return "account:" + hashToken(email) }
func addressKey(addr string) string  { return "address:" + addr }

// throttled returns how long the longest block over keys still lasts.
func (s *Store) throttled(ctx context.Context, keys ...string) (time.Duration, error) {
	now := s.db.Now()
	var wait time.Duration
	for _, k := range keys {
		var until string
		err := s.db.QueryRowContext(ctx, `SELECT blocked_until FROM sign_in_throttle WHERE key = $1`, k).Scan(&until)
		if err == sql.ErrNoRows || until == "" {
			continue
		}
		if err != nil {
			return 0, fmt.Errorf("auth: throttle: %w", err)
		}
		wait = max(wait, parseTime(until).Sub(now))
	}
	return wait, nil
}

// failed counts a failed sign-in on each key. The increment is one
// statement, so attempts on several instances at once all count.
func (s *Store) failed(ctx context.Context, keys ...string) error {
	now := s.db.Now()
	for _, k := range keys {
		var n int
		err := s.db.QueryRowContext(ctx, `INSERT INTO sign_in_throttle (key, failures, last_failure_at, blocked_until)
			VALUES ($1, 1, $2, '')
			ON CONFLICT (key) DO UPDATE SET last_failure_at = $2, failures = CASE
				WHEN sign_in_throttle.last_failure_at < $3 THEN 1 ELSE sign_in_throttle.failures + 1 END
			RETURNING failures`, k, formatTime(now), formatTime(now.Add(-throttleWindow))).Scan(&n)
		if err != nil {
			return fmt.Errorf("auth: throttle: %w", err)
		}
		if d := throttleDelay(n); d > 0 {
			if _, err := s.db.ExecContext(ctx, `UPDATE sign_in_throttle SET blocked_until = $1 WHERE key = $2`,
				formatTime(now.Add(d)), k); err != nil {
				return fmt.Errorf("auth: throttle: %w", err)
			}
		}
	}
	return nil
}

// succeeded forgets the failures of key.
func (s *Store) succeeded(ctx context.Context, key string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM sign_in_throttle WHERE key = $1`, key); err != nil {
		return fmt.Errorf("auth: throttle: %w", err)
	}
	return nil
}

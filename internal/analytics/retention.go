package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"agencysite/internal/database"
)

// retentionChunk bounds one DELETE, so that deleting a day of a busy site
// holds SQLite's write lock (or PostgreSQL's row locks) only briefly and
// the writer's inserts go on in between.
const retentionChunk = 5000

// retain is the retention goroutine: it deletes expired events at start
// and every RetentionEvery. It runs beside the writer, never inside it, so
// a long delete does not hold up event writes.
func (s *Recorder) retain() {
	defer close(s.retained)
	tick := time.NewTicker(s.opt.RetentionEvery)
	defer tick.Stop()
	for {
		s.deleteExpired()
		select {
		case <-tick.C:
		case <-s.stop:
			return
		}
	}
}

// deleteExpired removes events older than the retention period. On
// PostgreSQL one instance at a time does it (an advisory lock); the others
// skip their turn instead of deleting the same rows again.
func (s *Recorder) deleteExpired() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	before := s.opt.Now().Add(-s.opt.Retention)
	_, err := s.db.TryWithLock(ctx, database.LockRetention, func(conn *sql.Conn) error {
		_, err := deleteBefore(ctx, conn, before, retentionChunk)
		return err
	})
	if err != nil {
		s.opt.Log.Error("analytics: retention", "err", err)
	}
}

// DeleteBefore deletes the events of the UTC days before the day of t and
// returns how many it deleted.
func (s *Recorder) DeleteBefore(ctx context.Context, t time.Time) (int64, error) {
	return deleteBefore(ctx, s.db, t, retentionChunk)
}

// deleteBefore deletes at most chunk rows a statement until none is left.
func deleteBefore(ctx context.Context, db interface {
	ExecContext(context.Context, string, ...any) (sql.Result, error)
}, t time.Time, chunk int) (int64, error) {
	var total int64
	for {
		res, err := db.ExecContext(ctx, `DELETE FROM analytics_events WHERE id IN
			(SELECT id FROM analytics_events WHERE day < $1 LIMIT $2)`, database.FormatDay(t), chunk)
		if err != nil {
			return total, fmt.Errorf("analytics: delete expired: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return total, fmt.Errorf("analytics: delete expired: %w", err)
		}
		total += n
		if n < int64(chunk) {
			break
		}
	}
	// The roll-ups hold a row per visit rather than per event: one
	// statement a table deletes an hour's worth of expired days.
	for _, table := range []string{"analytics_visits", "analytics_visit_pages", "analytics_visit_events"} {
		if _, err := db.ExecContext(ctx, `DELETE FROM `+table+` WHERE day < $1`, database.FormatDay(t)); err != nil {
			return total, fmt.Errorf("analytics: delete expired %s: %w", table, err)
		}
	}
	if _, err := db.ExecContext(ctx, `DELETE FROM analytics_hourly WHERE hour < $1`, database.FormatMillis(t.UTC().Truncate(24*time.Hour))); err != nil {
		return total, fmt.Errorf("analytics: delete expired hours: %w", err)
	}
	return total, nil
}

package mail

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"agencysite/internal/database"
)

// Pending returns how many messages wait in the outbox and when the oldest
// of them was queued (zero when none waits), for metrics.
func Pending(ctx context.Context, db *database.DB) (int, time.Time, error) {
	var n int
	var oldest sql.NullString
	if err := db.QueryRowContext(ctx, `SELECT count(*), min(created_at) FROM mail_outbox WHERE status = $1`,
		StatusPending).Scan(&n, &oldest); err != nil {
		return 0, time.Time{}, fmt.Errorf("mail: pending: %w", err)
	}
	if !oldest.Valid {
		return n, time.Time{}, nil
	}
	t, err := database.ParseTime(oldest.String)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("mail: pending: %w", err)
	}
	return n, t, nil
}

package mail

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/database"
)

// claimed is an outbox row a worker holds the lease on.
type claimed struct {
	Message
	attempts int
	token    string
}

// claim leases up to limit due rows to this worker until now+lease and
// counts the attempt. The lease is what keeps two instances from sending
// the same mail: a row is due only while nobody holds an unexpired lease,
// and the conditions are checked again in the UPDATE itself, so of two
// workers racing for a row one gets it and the other gets nothing.
func claim(ctx context.Context, db *database.DB, now time.Time, lease time.Duration, limit int) ([]claimed, error) {
	token := newID()
	n := database.FormatTime(now)
	rows, err := db.QueryContext(ctx, `UPDATE mail_outbox
		SET lease_token = $1, lease_until = $2, attempts = attempts + 1
		WHERE id IN (SELECT id FROM mail_outbox
			WHERE status = 'pending' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= $4)
			ORDER BY next_attempt_at, id LIMIT $5`+db.Dialect.SkipLocked()+`)
		AND status = 'pending' AND (lease_until IS NULL OR lease_until <= $6)
		RETURNING id, kind, ref, to_addr, reply_to, lang, subject, text_body, html_body, created_at, attempts`,
		token, database.FormatTime(now.Add(lease)), n, n, limit, n)
	if err != nil {
		return nil, fmt.Errorf("mail: claim: %w", err)
	}
	defer rows.Close()
	var out []claimed
	for rows.Next() {
		c := claimed{token: token}
		var created string
		if err := rows.Scan(&c.ID, &c.Kind, &c.Ref, &c.To, &c.ReplyTo, &c.Lang, &c.Subject, &c.Text,
			&c.HTML, &created, &c.attempts); err != nil {
			return nil, fmt.Errorf("mail: claim: %w", err)
		}
		if c.Created, err = database.ParseTime(created); err != nil {
			return nil, fmt.Errorf("mail: claim: %w", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("mail: claim: %w", err)
	}
	return out, nil
}

// expire gives up on pending rows past their expiry that nobody is sending.
func expire(ctx context.Context, db *database.DB, now time.Time) (int64, error) {
	n := database.FormatTime(now)
	res, err := db.ExecContext(ctx, `UPDATE mail_outbox SET status = 'expired', lease_token = NULL, lease_until = NULL
		WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= $1
		AND (lease_until IS NULL OR lease_until <= $2)`, n, n)
	if err != nil {
		return 0, fmt.Errorf("mail: expire: %w", err)
	}
	count, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("mail: expire: %w", err)
	}
	return count, nil
}

// errLeaseLost: the row's lease ran out during the attempt and another
// worker took it over, so this worker's outcome is not recorded.
var errLeaseLost = errors.New("mail: lease lost")

func markSent(ctx context.Context, db *database.DB, c claimed, now time.Time) error {
	return finish(ctx, db, c, `UPDATE mail_outbox
		SET status = 'sent', sent_at = $1, last_error = '', lease_token = NULL, lease_until = NULL
		WHERE id = $2 AND lease_token = $3`, database.FormatTime(now), c.ID, c.token)
}

func markFailed(ctx context.Context, db *database.DB, c claimed, next time.Time, cause error) error {
	msg := cause.Error()
	if len(msg) > 1000 {
		msg = strings.ToValidUTF8(msg[:1000], "") // a cut rune would be invalid UTF-8, which PostgreSQL refuses
	}
	return finish(ctx, db, c, `UPDATE mail_outbox
		SET next_attempt_at = $1, last_error = $2, lease_token = NULL, lease_until = NULL
		WHERE id = $3 AND lease_token = $4`, database.FormatTime(next), msg, c.ID, c.token)
}

func finish(ctx context.Context, db *database.DB, c claimed, query string, args ...any) error {
	res, err := db.ExecContext(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("mail: record outcome of %s: %w", c.ID, err)
	}
	n, err := res.RowsAffected()
	switch {
	case err != nil:
		return fmt.Errorf("mail: record outcome of %s: %w", c.ID, err)
	case n == 0:
		return fmt.Errorf("%w: %s", errLeaseLost, c.ID)
	}
	return nil
}

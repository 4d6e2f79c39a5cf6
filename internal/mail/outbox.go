package mail

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/jobs"
)

// Statuses of an outbox row.
const (
	StatusPending = "pending"
	StatusSent    = "sent"
	StatusExpired = "expired"
)

// Enqueue writes m to the outbox through tx, with the job that sends it
// due at once. m.Created must be
// set. It returns the id of the outbox row.
func Enqueue(ctx context.Context, tx database.Execer, m Message) (string, error) {
	if m.Created.IsZero() || m.To == "" || m.Subject == "" || m.Text == "" {
		return "", fmt.Errorf("mail: enqueue: %w: to, subject, text and created are required", ErrBadMessage)
	}
	if (m.Calendar == "") != (m.CalendarMethod == "") {
		return "", fmt.Errorf("mail: enqueue: %w: a calendar goes with its method", ErrBadMessage)
	}
	id := database.NewID()
	var expires any
	if !m.Expires.IsZero() {
		expires = database.FormatTime(m.Expires)
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO mail_outbox
		(id, kind, ref, to_addr, reply_to, lang, subject, text_body, html_body, created_at, expires_at,
			calendar_body, calendar_method)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
		id, m.Kind, m.Ref, m.To, m.ReplyTo, m.Lang, m.Subject, m.Text, m.HTML, database.FormatTime(m.Created), expires,
		m.Calendar, m.CalendarMethod)
	if err != nil {
		return "", fmt.Errorf("mail: enqueue: %w", err)
	}
	return id, jobs.Enqueue(ctx, tx, jobs.New{Kind: JobKind, Ref: id, At: m.Created, Expires: m.Expires})
}

// Redact replaces, through tx, the text of the outbox rows of kind about
// each of refs: what was sent stays on record without what must stop
// working (the link of a used or withdrawn invitation).
func Redact(ctx context.Context, tx database.Execer, kind, text string, refs ...string) error {
	for _, ref := range refs {
		if _, err := tx.ExecContext(ctx, `UPDATE mail_outbox SET text_body = $1 WHERE kind = $2 AND ref = $3`,
			text, kind, ref); err != nil {
			return fmt.Errorf("mail: redact: %w", err)
		}
	}
	return nil
}

// Forget deletes, through tx, every outbox row about ref, sent or not (a
// visitor's erasure request).
func Forget(ctx context.Context, tx database.Execer, ref string) error {
	if err := jobs.ForgetSelected(ctx, tx, JobKind, `SELECT id FROM mail_outbox WHERE ref = $1`, ref); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM mail_outbox WHERE ref = $1`, ref); err != nil {
		return fmt.Errorf("mail: forget: %w", err)
	}
	return nil
}

// Entry is an outbox row with its delivery state (its job's).
type Entry struct {
	Message
	Status      string
	Attempts    int
	LastError   string
	NextAttempt time.Time
	Sent        time.Time // zero until sent
}

// Entries returns the outbox rows about ref, oldest first: what was sent
// (or is still waiting) because of one lead, say.
func Entries(ctx context.Context, db *database.DB, ref string) ([]Entry, error) {
	out, err := database.Query(ctx, db, func(row database.Scanner) (Entry, error) {
		var e Entry
		var created string
		var expires, sent sql.NullString
		if err := row.Scan(&e.ID, &e.Kind, &e.Ref, &e.To, &e.ReplyTo, &e.Lang, &e.Subject, &e.Text,
			&e.HTML, &created, &expires, &e.Status, &sent); err != nil {
			return e, err
		}
		var errs [3]error
		e.Created, errs[0] = database.ParseTime(created)
		e.Expires, errs[1] = database.ParseNullTime(expires)
		e.Sent, errs[2] = database.ParseNullTime(sent)
		return e, errors.Join(errs[:]...)
	}, `SELECT id, kind, ref, to_addr, reply_to, lang, subject, text_body, html_body, created_at, expires_at, status, sent_at
		FROM mail_outbox WHERE ref = $1 ORDER BY created_at, kind, id`, ref)
	if err != nil {
		return nil, fmt.Errorf("mail: entries: %w", err)
	}
	for i := range out {
		job, _, err := jobs.Lookup(ctx, db, JobKind, out[i].ID)
		if err != nil {
			return nil, err
		}
		out[i].Attempts, out[i].LastError, out[i].NextAttempt = job.Attempts, job.LastError, job.NextRun
	}
	return out, nil
}

// ErrNotFound: no outbox row with that id (about that ref).
var ErrNotFound = errors.New("mail: not found")

// Retry sends the outbox row id (which must be about ref) again: a pending
// one is due at once, a sent or expired one is copied into a new row due at
// once without expiry, so the record of what went out stays. It returns the
// id of the row that will be sent.
func Retry(ctx context.Context, tx *sql.Tx, id, ref string, now time.Time) (string, error) {
	var status string
	err := tx.QueryRowContext(ctx, `SELECT status FROM mail_outbox WHERE id = $1 AND ref = $2`, id, ref).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("mail: retry %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return "", fmt.Errorf("mail: retry %s: %w", id, err)
	}
	if status == StatusPending {
		return id, jobs.Enqueue(ctx, tx, jobs.New{Kind: JobKind, Ref: id, At: now})
	}
	copyID := database.NewID()
	_, err = tx.ExecContext(ctx, `INSERT INTO mail_outbox
		(id, kind, ref, to_addr, reply_to, lang, subject, text_body, html_body, created_at, calendar_body, calendar_method)
		SELECT $1, kind, ref, to_addr, reply_to, lang, subject, text_body, html_body, $2, calendar_body, calendar_method
		FROM mail_outbox WHERE id = $3`,
		copyID, database.FormatTime(now), id)
	if err != nil {
		return "", fmt.Errorf("mail: retry %s: %w", id, err)
	}
	return copyID, jobs.Enqueue(ctx, tx, jobs.New{Kind: JobKind, Ref: copyID, At: now})
}

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

// JobKind is the kind of the jobs (internal/jobs) that send the outbox's
// mail: one per outbox row, its ref the row's id.
const JobKind = "mail"

// Delivery is the work of sending the outbox through sender, for a
// jobs.Runner: a message is tried until it is sent or expires, after 30 s,
// 1 min, 2 min … up to every hour, each attempt leased for 2 minutes
// (longer than a send can take: the SMTP client gives up after 30 s).
// Delivery is at least once: a crash between the SMTP server accepting a
// message and its row being marked sent sends it again, with the same
// Message-ID, so mail clients show it once.
func Delivery(db *database.DB, sender Sender) jobs.Kind {
	return jobs.Kind{
		Name:    JobKind,
		Lease:   2 * time.Minute,
		Backoff: jobs.Backoff{Base: 30 * time.Second, Max: time.Hour},
		Do:      func(ctx context.Context, j *jobs.Job) error { return deliver(ctx, db, sender, j) },
		GaveUp:  expire,
	}
}

// deliver sends the outbox row of j and records it sent with j done.
func deliver(ctx context.Context, db *database.DB, sender Sender, j *jobs.Job) error {
	m, status, err := message(ctx, db, j.Ref)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && status != StatusPending) {
		return nil // forgotten (an erasure), or already ended
	}
	if err != nil {
		return err
	}
	if err := sender.Send(ctx, m); err != nil {
		return err
	}
	// The send happened: record it even if ctx ends now.
	ctx = context.WithoutCancel(ctx)
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("mail: record %s sent: %w", m.ID, err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE mail_outbox SET status = $1, sent_at = $2 WHERE id = $3`,
		StatusSent, database.FormatTime(db.Now()), m.ID); err != nil {
		return fmt.Errorf("mail: record %s sent: %w", m.ID, err)
	}
	if err := j.Complete(ctx, tx); err != nil {
		return err
	}
	return tx.Commit()
}

// expire marks the outbox row of a job given up on as expired: the only
// way a mail job ends without being sent, for it has no attempt limit.
func expire(ctx context.Context, tx database.Execer, j *jobs.Job, _ error) error {
	if _, err := tx.ExecContext(ctx, `UPDATE mail_outbox SET status = $1 WHERE id = $2 AND status = $3`,
		StatusExpired, j.Ref, StatusPending); err != nil {
		return fmt.Errorf("mail: expire %s: %w", j.Ref, err)
	}
	return nil
}

func message(ctx context.Context, db *database.DB, id string) (m Message, status string, err error) {
	var created string
	err = db.QueryRowContext(ctx, `SELECT id, kind, ref, to_addr, reply_to, lang, subject, text_body, html_body,
		created_at, status, calendar_body, calendar_method FROM mail_outbox WHERE id = $1`, id).Scan(&m.ID, &m.Kind, &m.Ref, &m.To, &m.ReplyTo,
		&m.Lang, &m.Subject, &m.Text, &m.HTML, &created, &status, &m.Calendar, &m.CalendarMethod)
	if err == nil {
		m.Created, err = database.ParseTime(created)
	}
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		err = fmt.Errorf("mail: read %s: %w", id, err)
	}
	return m, status, err
}

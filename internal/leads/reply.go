package leads

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/mail"
	"agencysite/internal/validation"
)

// MailReply is the outbox kind of a team member's answer to a visitor.
const MailReply = mail.KindReply

// Length limits of a reply sent through the outbox.
const (
	ReplySubjectMax = 200
	ReplyBodyMax    = 10000
)

// Reply queues a plain-text e-mail to the visitor of lead id, in reply-to
// the agency's address, and records it. It returns the outbox row's id.
func (s *Store) Reply(ctx context.Context, actor auth.Actor, id, subject, body string) (string, error) {
	subject, body = strings.TrimSpace(subject), strings.TrimSpace(body)
	p := validation.Problems{}
	if code := textCode(subject, &Rule{Required: true, Max: ReplySubjectMax}); code != "" {
		p["subject"] = code
	}
	if code := textCode(body, &Rule{Required: true, Max: ReplyBodyMax, Multiline: true}); code != "" {
		p["body"] = code
	}
	if len(p) > 0 {
		return "", p
	}
	return s.withMail(ctx, actor, id, "reply_sent", func(tx *sql.Tx, l Lead, now time.Time) (string, error) {
		agency, err := s.agencyEmail(ctx, l.Variant)
		if err != nil {
			return "", err
		}
		return mail.Enqueue(ctx, tx, mail.Message{Kind: MailReply, Ref: l.ID, To: l.Email, ReplyTo: agency,
			Lang: l.Language, Subject: subject, Text: body + "\n", Created: now})
	})
}

// ResendMail sends an outbox mail about lead id again (see mail.Retry).
func (s *Store) ResendMail(ctx context.Context, actor auth.Actor, id, mailID string) (string, error) {
	return s.withMail(ctx, actor, id, "mail_resent", func(tx *sql.Tx, l Lead, now time.Time) (string, error) {
		return mail.Retry(ctx, tx, mailID, l.ID, now)
	})
}

// withMail runs queue for lead id in a transaction with its history row,
// then wakes the mail worker.
func (s *Store) withMail(ctx context.Context, actor auth.Actor, id, action string,
	queue func(tx *sql.Tx, l Lead, now time.Time) (string, error)) (string, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", fmt.Errorf("leads: %s: %w", action, err)
	}
	defer tx.Rollback()
	l, err := database.One(ctx, tx, scanLead, ErrNotFound, selectLeads+` WHERE leads.id = $1`, id)
	if err != nil {
		return "", fmt.Errorf("leads: %s %s: %w", action, id, err)
	}
	now := s.Now()
	mailID, err := queue(tx, l, now)
	if err != nil {
		return "", fmt.Errorf("leads: %s: %w", action, err)
	}
	if err := s.history(ctx, tx, now, actor, id, action, "", "", "mail "+mailID); err != nil {
		return "", fmt.Errorf("leads: %s: %w", action, err)
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("leads: %s: %w", action, err)
	}
	if s.Queued != nil {
		s.Queued()
	}
	return mailID, nil
}

// Delete erases lead id with its notes, history and mails (a visitor's
// erasure request). The audit log keeps that it happened, and the id only.
func (s *Store) Delete(ctx context.Context, actor auth.Actor, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("leads: delete: %w", err)
	}
	defer tx.Rollback()
	if err := s.exists(ctx, tx, id); err != nil {
		return err
	}
	if err := mail.Forget(ctx, tx, id); err != nil {
		return fmt.Errorf("leads: delete: %w", err)
	}
	if s.Events != nil {
		if err := s.Events.Forget(ctx, tx, id); err != nil {
			return fmt.Errorf("leads: delete: %w", err)
		}
	}
	for _, q := range []string{`DELETE FROM lead_notes WHERE lead_id = $1`, `DELETE FROM lead_history WHERE lead_id = $1`,
		`DELETE FROM leads WHERE id = $1`} {
		if _, err := tx.ExecContext(ctx, q, id); err != nil {
			return fmt.Errorf("leads: delete: %w", err)
		}
	}
	if err := auth.Audit(ctx, tx, s.Now(), actor, "lead.deleted", "lead:"+id, ""); err != nil {
		return fmt.Errorf("leads: delete: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("leads: delete: %w", err)
	}
	return nil
}

// Mails returns the outbox rows about lead id, oldest first.
func (s *Store) Mails(ctx context.Context, id string) ([]mail.Entry, error) {
	return mail.Entries(ctx, s.db, id)
}

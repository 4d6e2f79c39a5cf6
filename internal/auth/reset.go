package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"agencysite/internal/mail"
)

// ResetLinkTTL is how long a password reset link works, once.
const ResetLinkTTL = 24 * time.Hour

// MailPasswordReset is the outbox kind of a password reset e-mail.
const MailPasswordReset = "password-reset"

const purposeReset = "reset"

// ResetLink is a password reset link the owner made for a team member.
type ResetLink struct {
	ID        string    `json:"id"`
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// NewResetLink makes a single-use link with which userID chooses a new
// password, queues it by e-mail in their language, and returns it for the
// screen too (like an invitation: a site without SMTP hands it over
// itself). A new link replaces the user's open one. The server lets only
// owners call it.
func (s *Store) NewResetLink(ctx context.Context, actor Actor, userID string) (ResetLink, string, error) {
	u, err := s.User(ctx, userID)
	if err != nil {
		return ResetLink{}, "", fmt.Errorf("auth: reset link: %w", err)
	}
	token, now := newToken(), s.clock().UTC().Truncate(time.Microsecond)
	rl := ResetLink{ID: newID(), Email: u.Email, Name: u.Name, CreatedAt: now, ExpiresAt: now.Add(ResetLinkTTL)}
	url := s.opts.BaseURL + "/admin/reset#" + token
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		if err := dropOpenLinks(ctx, tx, purposeReset, u.Email, MailPasswordReset, scrubbedReset); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO auth_links (id, token_hash, purpose, email, created_by, created_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, rl.ID, hashToken(token), purposeReset, u.Email, actor.ID,
			formatTime(now), formatTime(rl.ExpiresAt)); err != nil {
			return err
		}
		if _, err := mail.Enqueue(ctx, tx, resetMail(rl, url, u.Language, actor.Name, s.opts.Issuer)); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "team.reset_link_sent", "user:"+u.ID, u.Email)
	})
	if err != nil {
		return ResetLink{}, "", fmt.Errorf("auth: reset link: %w", err)
	}
	s.queued()
	return rl, url, nil
}

// CheckResetLink returns whose password a reset token sets.
func (s *Store) CheckResetLink(ctx context.Context, token string) (ResetLink, error) {
	l, err := s.openLink(ctx, s.db, purposeReset, token)
	if err != nil {
		return ResetLink{}, fmt.Errorf("auth: check reset link: %w", err)
	}
	a, err := s.accountWhere(ctx, s.db, `email = $1`, l.email)
	if err != nil {
		return ResetLink{}, fmt.Errorf("auth: check reset link: %w", ErrLinkInvalid) // the member was removed
	}
	return ResetLink{ID: l.id, Email: a.Email, Name: a.Name, CreatedAt: l.createdAt, ExpiresAt: l.expiresAt}, nil
}

// ResetWithLink sets a new password with a reset token and ends every
// session of the user. It does not sign them in: they sign in with the new
// password, and their second factor if they have one, as always.
func (s *Store) ResetWithLink(ctx context.Context, token, password, address string) error {
	rl, err := s.CheckResetLink(ctx, token)
	if err != nil {
		return err
	}
	a, err := s.accountWhere(ctx, s.db, `email = $1`, rl.Email)
	if err != nil {
		return fmt.Errorf("auth: reset with link: %w", err)
	}
	if code := CheckPassword(password, s.opts.Issuer, a.Email, a.Name); code != "" {
		return Problems{"password": code}
	}
	hash, err := s.hash.Hash(ctx, password)
	if err != nil {
		return fmt.Errorf("auth: reset with link: %w", err)
	}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		l, err := s.openLink(ctx, tx, purposeReset, token)
		if err != nil {
			return err
		}
		if err := s.useLink(ctx, tx, l.id); err != nil {
			return err
		}
		if err := mail.Redact(ctx, tx, MailPasswordReset, scrubbedReset, l.id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE users SET password_hash = $1 WHERE id = $2`, hash, a.ID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1`, a.ID); err != nil {
			return err
		}
		by := "someone no longer on the team"
		if err := tx.QueryRowContext(ctx, `SELECT name FROM users WHERE id = $1`, l.createdBy).Scan(&by); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		actor := Actor{ID: a.ID, Name: a.Name, Address: address}
		return s.audit(ctx, tx, actor, "auth.password_reset_link", "user:"+a.ID, "link sent by "+by+"; sessions ended")
	})
	if err != nil {
		return fmt.Errorf("auth: reset with link: %w", err)
	}
	return nil
}

func resetMail(rl ResetLink, url, lang, by, site string) mail.Message {
	m := linkMail(func(w words) mailText { return w.Reset }, lang, by, site, url, ResetLinkTTL)
	m.Kind, m.Ref, m.To, m.Created, m.Expires = MailPasswordReset, rl.ID, rl.Email, rl.CreatedAt, rl.ExpiresAt
	return m
}

// scrubbedReset replaces the text of a reset mail once its link is used or
// replaced: the outbox keeps what was sent, but no working link.
const scrubbedReset = "(This password reset link was used or replaced.)\n"

package auth

import (
	"context"
	"database/sql"
	"fmt"

	"agencysite/internal/mail"
)

// recheck proves, before a change that could lock the owner out (two-factor,
// recovery codes, the password), that the person at a signed-in session
// knows the password, or a current code when two-factor is on. Checks are
// reserved like sign-ins (recheckPolicy), every failure is audited, and
// the session ends on the last free failure: a stolen session cannot be
// used to guess the password. field names the problem of a mismatch.
func (s *Store) recheck(ctx context.Context, actor Actor, field, password, code string) (account, error) {
	if password == "" && code == "" {
		return account{}, Problems{field: "required"}
	}
	key := recheckKey(actor.ID)
	r, err := s.attempts.Reserve(ctx, key, recheckPolicy)
	if err != nil {
		return account{}, err
	}
	if !r.Granted {
		return account{}, &ThrottledError{RetryAfter: r.RetryAfter}
	}
	a, err := s.accountWhere(ctx, s.db, `id = $1`, actor.ID)
	if err != nil {
		return account{}, fmt.Errorf("auth: recheck: %w", err)
	}
	var ok bool
	if code != "" && a.TOTPEnabled {
		ok, err = s.secondFactor(ctx, a, code, "")
	} else {
		ok, err = s.hash.Verify(ctx, a.passwordHash, password)
	}
	if err != nil {
		return account{}, fmt.Errorf("auth: recheck: %w", err)
	}
	if ok {
		return a, s.attempts.Forget(ctx, key)
	}
	if r.N < recheckPolicy.Free {
		if err := s.audit(ctx, s.db, actor, "auth.recheck_failed", "user:"+actor.ID, ""); err != nil {
			return account{}, err
		}
		return account{}, Problems{field: "mismatch"}
	}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE id = $1`, actor.Session); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "auth.recheck_failed", "user:"+actor.ID, "session ended")
	})
	if err != nil {
		return account{}, fmt.Errorf("auth: recheck: %w", err)
	}
	return account{}, ErrSignedOut
}

// MailSecurity is the outbox kind of a mail telling a user that their
// sign-in changed.
const MailSecurity = "security-notice"

// notify queues, in tx, a mail telling u that what changed on their account.
func (s *Store) notify(ctx context.Context, tx *sql.Tx, u User, what string) error {
	w := allWords.In(u.Language)
	t := w.Security[what]
	_, err := mail.Enqueue(ctx, tx, mail.Message{Kind: MailSecurity, Ref: u.ID, To: u.Email, Lang: u.Language,
		Subject: t.Subject, Text: fmt.Sprintf(t.Text, s.opts.Issuer) + "\n\n" + w.SecurityFooter + "\n", Created: s.clock()})
	return err
}

// queued tells the outbox worker that mail waits.
func (s *Store) queued() {
	if s.opts.Queued != nil {
		s.opts.Queued()
	}
}

package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/validation"
)

// SignInRequest is what a sign-in form sends, with where it came from.
type SignInRequest struct {
	Email, Password string
	Code            string // TOTP code, when the account has two-factor
	RecoveryCode    string // or one of its recovery codes
	Address         string // HashAddress of the client
	Device          string // "Chrome on Android"
}

// SignIn checks credentials and starts a session, returning its token.
// Errors: *ThrottledError, ErrInvalidCredentials (whatever was wrong),
// ErrTOTPRequired (the password was right; send a code too).
func (s *Store) SignIn(ctx context.Context, req SignInRequest) (User, string, error) {
	email := normalizeEmail(req.Email)
	if !validation.CleanText(email, validation.OneLine) {
		// Never a real account's, and PostgreSQL cannot even compare it.
		email = "invalid e-mail"
	}
	at, err := s.reserveSignIn(ctx, email, req.Address)
	if err != nil {
		return User{}, "", err
	}
	a, err := s.accountWhere(ctx, s.db, `email = $1`, email)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return User{}, "", fmt.Errorf("auth: sign in: %w", err)
	}
	// An unknown e-mail is checked against the dummy hash (a.passwordHash
	// is ""), so the answer takes as long as for a real account.
	ok, err := s.hash.Verify(ctx, a.passwordHash, req.Password)
	if err != nil {
		return User{}, "", fmt.Errorf("auth: sign in: %w", errors.Join(err, at.notAFailure(ctx)))
	}
	if ok && a.HasSecondFactor() { // a TOTP code, or a recovery code of a passkey account
		if req.Code == "" && req.RecoveryCode == "" {
			if err := at.notAFailure(ctx); err != nil {
				return User{}, "", err
			}
			return User{}, "", ErrTOTPRequired
		}
		if ok, err = s.secondFactor(ctx, a, req.Code, req.RecoveryCode); err != nil {
			return User{}, "", fmt.Errorf("auth: sign in: %w", err)
		}
	}
	actor := Actor{ID: a.ID, Name: a.Name, Address: req.Address}
	if !ok {
		if err := s.signInFailed(ctx, actor, email); err != nil {
			return User{}, "", err
		}
		return User{}, "", ErrInvalidCredentials
	}
	if err := at.succeeded(ctx); err != nil {
		return User{}, "", err
	}
	token, err := s.newSession(ctx, actor, a.ID, req.Device, "auth.sign_in", "")
	if err != nil {
		return User{}, "", fmt.Errorf("auth: sign in: %w", err)
	}
	return a.User, token, nil
}

// signInFailed records a failed sign-in. An unknown e-mail is not written
// down (people type passwords into the e-mail field), and its failures
// from one address are one row with a count (repeats), until an hour
// passes without one: a flood of made-up accounts cannot fill the audit
// log.
func (s *Store) signInFailed(ctx context.Context, actor Actor, email string) error {
	if actor.ID != "" {
		return s.audit(ctx, s.db, actor, "auth.sign_in_failed", "", email)
	}
	now := s.clock()
	res, err := s.db.ExecContext(ctx, `UPDATE audit_log SET repeats = repeats + 1, at = $1
		WHERE id = (SELECT max(id) FROM audit_log WHERE action = 'auth.sign_in_failed' AND actor_id = ''
			AND address = $2 AND at >= $3)`, formatTime(now), actor.Address, formatTime(now.Add(-time.Hour)))
	if err != nil {
		return fmt.Errorf("auth: audit sign-in failure: %w", err)
	}
	if n, _ := res.RowsAffected(); n > 0 {
		return nil
	}
	return s.audit(ctx, s.db, actor, "auth.sign_in_failed", "", "unknown account")
}

// newSession starts a session and records action in the audit log.
func (s *Store) newSession(ctx context.Context, actor Actor, userID, device, action, detail string) (string, error) {
	var token string
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		var err error
		if token, err = s.startSession(ctx, tx, userID, device); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, action, "user:"+userID, detail)
	})
	return token, err
}

// ChangePassword sets a new password after checking the current one
// (recheck: throttled, audited, the session ended after repeated
// failures), and ends every other session of the user: whoever knew the
// old password is signed out everywhere but here.
func (s *Store) ChangePassword(ctx context.Context, actor Actor, current, next string) error {
	u, err := s.User(ctx, actor.ID)
	if err != nil {
		return fmt.Errorf("auth: change password: %w", err)
	}
	p := Problems{}
	if code := CheckPassword(next, s.opts.Issuer, u.Email, u.Name); code != "" {
		p["newPassword"] = code
	}
	if _, err := s.recheck(ctx, actor, "currentPassword", current, ""); err != nil {
		var q Problems
		if !errors.As(err, &q) {
			return err
		}
		p.AddAll("", q)
	}
	if err := p.Err(); err != nil {
		return err
	}
	return s.setPassword(ctx, actor, u.ID, next, actor.Session, "auth.password_changed")
}

// ResetPassword sets a user's password without the old one (the operator's
// command line) and ends all their sessions.
func (s *Store) ResetPassword(ctx context.Context, actor Actor, email, next string) error {
	a, err := s.accountWhere(ctx, s.db, `email = $1`, normalizeEmail(email))
	if err != nil {
		return fmt.Errorf("auth: reset password: %w", err)
	}
	if code := CheckPassword(next, s.opts.Issuer, a.Email, a.Name); code != "" {
		return Problems{"password": code}
	}
	return s.setPassword(ctx, actor, a.ID, next, "", "auth.password_reset")
}

func (s *Store) setPassword(ctx context.Context, actor Actor, userID, password, keepSession, action string) error {
	hash, err := s.hash.Hash(ctx, password)
	if err != nil {
		return err
	}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE users SET password_hash = $1 WHERE id = $2`, hash, userID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1 AND id <> $2`, userID, keepSession); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, action, "user:"+userID, "other sessions ended")
	})
	if err != nil {
		return fmt.Errorf("auth: set password: %w", err)
	}
	return nil
}

// normalizeCode drops what people type between the digits of a code.
func normalizeCode(c string) string {
	return strings.ToLower(strings.NewReplacer(" ", "", "-", "").Replace(strings.TrimSpace(c)))
}

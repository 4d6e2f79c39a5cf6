package auth

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"fmt"
	"image/png"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// TOTP settings every authenticator app understands: 6 digits every 30 s,
// SHA-1, one step of clock drift either way.
const (
	totpPeriod = 30
	totpSkew   = 1
	// RecoveryCodeCount single-use codes are given when 2FA is turned on.
	RecoveryCodeCount = 10
)

// openSeed opens a TOTP seed sealed for userID (internal/seal: AES-256-GCM
// under -totp-key, the user id as additional data).
func (s *Store) openSeed(userID, sealed string) (string, error) {
	seed, err := s.sealer.Open(userID, sealed)
	if err != nil {
		return "", fmt.Errorf("auth: open seed (wrong -totp-key?): %w", err)
	}
	return seed, nil
}

// Enrolment is what an authenticator app needs to add the account.
type Enrolment struct {
	Secret     string `json:"secret"`
	OTPAuthURL string `json:"otpauthUrl"`
	QR         string `json:"qr"` // data:image/png;base64,…
}

// StartTOTP makes a new seed for the actor, kept aside until EnableTOTP
// confirms that the user's app produces its codes. It needs the password,
// or a current code when two-factor is already on (recheck): a session
// alone must not be able to put an attacker's authenticator in place of
// the owner's.
func (s *Store) StartTOTP(ctx context.Context, actor Actor, password, code string) (Enrolment, error) {
	if s.sealer == nil {
		return Enrolment{}, ErrTOTPUnavailable
	}
	a, err := s.recheck(ctx, actor, "password", password, code)
	if err != nil {
		return Enrolment{}, err
	}
	u, userID := a.User, a.ID
	key, err := totp.Generate(totp.GenerateOpts{Issuer: s.opts.Issuer, AccountName: u.Email, Period: totpPeriod})
	if err != nil {
		return Enrolment{}, fmt.Errorf("auth: start totp: %w", err)
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return Enrolment{}, fmt.Errorf("auth: start totp: %w", err)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return Enrolment{}, fmt.Errorf("auth: start totp: %w", err)
	}
	if _, err := s.db.ExecContext(ctx, `UPDATE users SET totp_pending = $1 WHERE id = $2`,
		s.sealer.Seal(userID, key.Secret()), userID); err != nil {
		return Enrolment{}, fmt.Errorf("auth: start totp: %w", err)
	}
	return Enrolment{Secret: key.Secret(), OTPAuthURL: key.URL(),
		QR: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())}, nil
}

// EnableTOTP turns two-factor on once code matches the pending seed, and
// returns the recovery codes (shown once).
func (s *Store) EnableTOTP(ctx context.Context, actor Actor, code string) ([]string, error) {
	if s.sealer == nil {
		return nil, ErrTOTPUnavailable
	}
	a, err := s.accountWhere(ctx, s.db, `id = $1`, actor.ID)
	if err != nil {
		return nil, err
	}
	if a.totpPending == "" {
		return nil, Problems{"code": "required"}
	}
	secret, err := s.openSeed(a.ID, a.totpPending)
	if err != nil {
		return nil, err
	}
	step, ok := matchStep(secret, normalizeCode(code), s.clock(), a.totpLastStep)
	if !ok {
		return nil, Problems{"code": "invalid"}
	}
	codes := newRecoveryCodes()
	what := "totp_enabled"
	if a.TOTPEnabled {
		what = "totp_replaced"
	}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE users SET totp_secret = totp_pending, totp_pending = '', totp_last_step = $1
			WHERE id = $2`, step, a.ID); err != nil {
			return err
		}
		if err := replaceRecoveryCodes(ctx, tx, a.ID, codes); err != nil {
			return err
		}
		if err := s.notify(ctx, tx, a.User, what); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "auth."+what, "user:"+a.ID, "")
	})
	if err != nil {
		return nil, fmt.Errorf("auth: enable totp: %w", err)
	}
	s.queued()
	return codes, nil
}

// DisableTOTP turns two-factor off after checking the password or a
// current code, unless the owner requires it for everyone and the user has
// no passkey, and tells the user by mail. The recovery codes stay while a
// passkey needs them.
func (s *Store) DisableTOTP(ctx context.Context, actor Actor, password, code string) error {
	u, err := s.User(ctx, actor.ID)
	if err != nil {
		return err
	}
	if required, err := s.twoFactorRequired(ctx); err != nil {
		return err
	} else if required && u.Passkeys == 0 {
		return ErrTOTPRequiredByTeam
	}
	a, err := s.recheck(ctx, actor, "password", password, code)
	if err != nil {
		return err
	}
	if err := s.clearTOTP(ctx, actor, a.User, "auth.totp_disabled", "totp_disabled", "", false); err != nil {
		return fmt.Errorf("auth: disable totp: %w", err)
	}
	return nil
}

// ResetTOTP turns two-factor off for the user with email without any
// proof (the operator's command line, for a lost phone), ends their
// sessions and tells them by mail.
func (s *Store) ResetTOTP(ctx context.Context, actor Actor, email string) error {
	a, err := s.accountWhere(ctx, s.db, `email = $1`, normalizeEmail(email))
	if err != nil {
		return fmt.Errorf("auth: reset totp: %w", err)
	}
	if err := s.clearTOTP(ctx, actor, a.User, "auth.totp_reset", "totp_reset", "passkeys removed, sessions ended", true); err != nil {
		return fmt.Errorf("auth: reset totp: %w", err)
	}
	return nil
}

// clearTOTP removes u's authenticator app. The operator's reset removes
// every second factor (passkeys too) and ends u's sessions; a user turning
// the app off keeps the recovery codes while a passkey needs them.
func (s *Store) clearTOTP(ctx context.Context, actor Actor, u User, action, what, detail string, reset bool) error {
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE users SET totp_secret = '', totp_pending = '' WHERE id = $1`, u.ID); err != nil {
			return err
		}
		if reset || u.Passkeys == 0 {
			if err := replaceRecoveryCodes(ctx, tx, u.ID, nil); err != nil {
				return err
			}
		}
		if reset {
			if _, err := tx.ExecContext(ctx, `DELETE FROM passkeys WHERE user_id = $1`, u.ID); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1`, u.ID); err != nil {
				return err
			}
		}
		if err := s.notify(ctx, tx, u, what); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, action, "user:"+u.ID, detail)
	})
	if err == nil {
		s.queued()
	}
	return err
}

// NewRecoveryCodes replaces the user's recovery codes after checking the
// password or a current code.
func (s *Store) NewRecoveryCodes(ctx context.Context, actor Actor, password, code string) ([]string, error) {
	if _, err := s.recheck(ctx, actor, "password", password, code); err != nil {
		return nil, err
	}
	codes := newRecoveryCodes()
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if err := replaceRecoveryCodes(ctx, tx, actor.ID, codes); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "auth.recovery_codes", "user:"+actor.ID, "")
	})
	return codes, err
}

// secondFactor checks a TOTP code (a step already used is refused, on
// every instance: the step is recorded with a compare-and-set) or uses up
// a recovery code.
func (s *Store) secondFactor(ctx context.Context, a account, code, recovery string) (bool, error) {
	if recovery != "" {
		res, err := s.db.ExecContext(ctx, `DELETE FROM recovery_codes WHERE user_id = $1 AND code_hash = $2`,
			a.ID, hashToken(normalizeCode(recovery)))
		if err != nil {
			return false, err
		}
		n, _ := res.RowsAffected()
		return n == 1, nil
	}
	if !a.TOTPEnabled {
		return false, nil // a passkey account: only recovery codes stand in here
	}
	if s.sealer == nil {
		return false, ErrTOTPUnavailable
	}
	secret, err := s.openSeed(a.ID, a.totpSecret)
	if err != nil {
		return false, err
	}
	step, ok := matchStep(secret, normalizeCode(code), s.clock(), a.totpLastStep)
	if !ok {
		return false, nil
	}
	res, err := s.db.ExecContext(ctx, `UPDATE users SET totp_last_step = $1 WHERE id = $2 AND totp_last_step < $1`, step, a.ID)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// matchStep finds the time step within the allowed drift whose code is
// code, later than lastStep.
func matchStep(secret, code string, now time.Time, lastStep int64) (int64, bool) {
	if len(code) != 6 {
		return 0, false
	}
	current := now.Unix() / totpPeriod
	for step := current - totpSkew; step <= current+totpSkew; step++ {
		if step <= lastStep {
			continue
		}
		want, err := totp.GenerateCodeCustom(secret, time.Unix(step*totpPeriod, 0),
			totp.ValidateOpts{Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return step, true
		}
	}
	return 0, false
}

// newRecoveryCodes are ten codes of 60 random bits, "xxxx-xxxx-xxxx".
func newRecoveryCodes() []string {
	codes := make([]string, RecoveryCodeCount)
	for i := range codes {
		t := strings.ToLower(rand.Text()[:12])
		codes[i] = t[:4] + "-" + t[4:8] + "-" + t[8:]
	}
	return codes
}

func replaceRecoveryCodes(ctx context.Context, tx *sql.Tx, userID string, codes []string) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM recovery_codes WHERE user_id = $1`, userID); err != nil {
		return err
	}
	for _, c := range codes {
		if _, err := tx.ExecContext(ctx, `INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)`,
			userID, hashToken(normalizeCode(c))); err != nil {
			return err
		}
	}
	return nil
}

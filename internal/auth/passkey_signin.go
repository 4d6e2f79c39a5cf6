package auth

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"
)

// BeginPasskeySignIn starts a sign-in with a discoverable passkey: no
// e-mail is asked, the browser offers the passkeys it holds for this site.
func (s *Store) BeginPasskeySignIn(ctx context.Context) (Ceremony, error) {
	if s.rp == nil {
		return Ceremony{}, ErrPasskeysUnavailable
	}
	opts, session, err := s.rp.BeginDiscoverableLogin(webauthn.WithUserVerification(protocol.VerificationRequired))
	if err != nil {
		return Ceremony{}, fmt.Errorf("auth: begin passkey sign-in: %w", err)
	}
	return s.saveCeremony(ctx, "sign_in", "", session, opts)
}

// PasskeySignInRequest is a browser's answer to a sign-in ceremony.
type PasskeySignInRequest struct {
	Ceremony string
	Response []byte // the PublicKeyCredential as JSON
	Address  string // HashAddress of the client
	Device   string
}

// PasskeySignIn checks a passkey's assertion and starts a session. A passkey
// with user verification is two factors in one (something held, unlocked by
// something known or a biometric), so it replaces password and code. It
// goes through the password sign-in's throttle on the client's address:
// a blocked address is refused before any check and a failure counts.
// Errors: *ThrottledError, ErrCeremonyInvalid, ErrInvalidCredentials.
func (s *Store) PasskeySignIn(ctx context.Context, req PasskeySignInRequest) (User, string, error) {
	if s.rp == nil {
		return User{}, "", ErrPasskeysUnavailable
	}
	// The attempt is reserved before any check, as for a password, and a
	// failure keeps it: concurrent forgeries cannot outrun the count.
	address := limit{addressKey(req.Address), addressPolicy}
	if r, err := s.attempts.Reserve(ctx, address.key, address.policy); err != nil {
		return User{}, "", err
	} else if !r.Granted {
		return User{}, "", &ThrottledError{RetryAfter: r.RetryAfter}
	}
	_, session, err := s.takeCeremony(ctx, req.Ceremony, "sign_in")
	if err != nil {
		return User{}, "", err
	}
	var a account
	var passkeyID, passkeyName string
	find := func(rawID, userHandle []byte) (webauthn.User, error) {
		var raw string
		err := s.db.QueryRowContext(ctx, `SELECT id, user_id, name, credential FROM passkeys WHERE credential_id = $1`,
			credentialKey(rawID)).Scan(&passkeyID, &a.ID, &passkeyName, &raw)
		if err != nil {
			return nil, err
		}
		if !bytes.Equal(userHandle, []byte(a.ID)) {
			return nil, errors.New("user handle of another account")
		}
		var c webauthn.Credential
		if err := json.Unmarshal([]byte(raw), &c); err != nil {
			return nil, err
		}
		if a, err = s.accountWhere(ctx, s.db, `id = $1`, a.ID); err != nil {
			return nil, err
		}
		return webauthnUser{User: a.User, credentials: []webauthn.Credential{c}}, nil
	}
	var cred *webauthn.Credential
	parsed, err := protocol.ParseCredentialRequestResponseBytes(req.Response)
	if err == nil {
		_, cred, err = s.rp.ValidatePasskeyLogin(find, session, parsed)
	}
	if err == nil && cred.Authenticator.CloneWarning {
		err = errors.New("signature counter went back: a cloned authenticator?")
	}
	actor := Actor{ID: a.ID, Name: a.Name, Address: req.Address}
	if err != nil {
		detail := "passkey"
		if passkeyName != "" {
			detail = "passkey " + passkeyName + ": " + err.Error()
		}
		if aerr := s.audit(ctx, s.db, actor, "auth.sign_in_failed", "", trimDetail(detail)); aerr != nil {
			return User{}, "", aerr
		}
		return User{}, "", ErrInvalidCredentials
	}
	stored, err := json.Marshal(cred)
	if err != nil {
		return User{}, "", fmt.Errorf("auth: passkey sign-in: %w", err)
	}
	var token string
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		// The new sign count and flags are kept, so a clone replaying an
		// older counter is noticed next time.
		if _, err := tx.ExecContext(ctx, `UPDATE passkeys SET credential = $1, last_used_at = $2 WHERE id = $3`,
			string(stored), s.now(), passkeyID); err != nil {
			return err
		}
		var err error
		if token, err = s.startSession(ctx, tx, a.ID, req.Device); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "auth.sign_in", "user:"+a.ID, "passkey "+passkeyName)
	})
	if err != nil {
		return User{}, "", fmt.Errorf("auth: passkey sign-in: %w", err)
	}
	// As after a right password: the account's failures are forgotten and
	// the address gets its attempt back.
	if err := s.attempts.Forget(ctx, accountKey(a.Email)); err != nil {
		return User{}, "", err
	}
	if err := s.refund(ctx, address); err != nil {
		return User{}, "", err
	}
	return a.User, token, nil
}

// trimDetail keeps a library's error message from filling an audit row.
func trimDetail(s string) string {
	if len(s) > 200 {
		return strings.ToValidUTF8(s[:200], "")
	}
	return s
}

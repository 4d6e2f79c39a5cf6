package auth

import (
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"agencysite/internal/database"
	"agencysite/internal/validation"
	"agencysite/web"
)

// Passkey errors; the server maps each to one status.
var (
	// ErrPasskeysUnavailable: -base-url is neither https nor localhost,
	// where browsers refuse WebAuthn.
	ErrPasskeysUnavailable = errors.New("auth: passkeys need an https base URL or localhost")
	// ErrCeremonyInvalid: the ceremony token is unknown, used or expired.
	ErrCeremonyInvalid = errors.New("auth: passkey ceremony unknown or expired")
	// ErrPasskeyRejected: the authenticator's answer to a registration
	// did not verify (wrong origin, no user verification, malformed…).
	ErrPasskeyRejected = errors.New("auth: passkey rejected")
)

// ceremonyTimeout is how long a browser has between a ceremony's begin and
// finish: the prompt's timeout, and the row's expiry.
const ceremonyTimeout = 5 * time.Minute

// passkeyNameMax is the longest name a passkey may be given, in characters
// (web/app/config/limits.json, which the back office's form reads too).
var passkeyNameMax = web.Limits().PasskeyNameMax

// relyingParty returns the WebAuthn relying party of baseURL: its host is
// the RP ID and its origin the only one accepted. Browsers offer WebAuthn
// in secure contexts only, so anything but https or localhost is nil
// (passkeys unavailable) rather than a setting that cannot work.
func relyingParty(baseURL, name string) (*webauthn.WebAuthn, error) {
	u, err := url.Parse(baseURL)
	if err != nil || u.Host == "" {
		return nil, nil
	}
	host := u.Hostname()
	if u.Scheme != "https" && host != "localhost" && !strings.HasSuffix(host, ".localhost") {
		return nil, nil
	}
	if name == "" {
		name = host
	}
	uv := protocol.VerificationRequired
	rk := true
	return webauthn.New(&webauthn.Config{
		RPID:          host,
		RPDisplayName: name,
		RPOrigins:     []string{u.Scheme + "://" + u.Host},
		// Discoverable credentials (the browser lists the accounts, no
		// e-mail typed) with user verification: the passkey is both
		// factors, so it stands in for password and code.
		AuthenticatorSelection: protocol.AuthenticatorSelection{
			ResidentKey: protocol.ResidentKeyRequirementRequired, RequireResidentKey: &rk, UserVerification: uv,
		},
		AttestationPreference: protocol.PreferNoAttestation,
		Timeouts: webauthn.TimeoutsConfig{
			Login:        webauthn.TimeoutConfig{Enforce: true, Timeout: ceremonyTimeout, TimeoutUVD: ceremonyTimeout},
			Registration: webauthn.TimeoutConfig{Enforce: true, Timeout: ceremonyTimeout, TimeoutUVD: ceremonyTimeout},
		},
	})
}

// PasskeysAvailable reports whether passkeys work with this server's base URL.
func (s *Store) PasskeysAvailable() bool { return s.rp != nil }

// Passkey is a WebAuthn credential of a user, as the account page lists it.
type Passkey struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	CreatedAt  time.Time  `json:"createdAt"`
	LastUsedAt *time.Time `json:"lastUsedAt"`
}

// Ceremony is what a browser needs to run navigator.credentials: the
// options (under "publicKey") and the token that names the challenge when
// the answer comes back.
type Ceremony struct {
	Token   string `json:"ceremony"`
	Options any    `json:"options"`
}

// webauthnUser is a user as go-webauthn sees it. The user handle is the
// user id: random, says nothing about the person, and fixed for life.
type webauthnUser struct {
	User
	credentials []webauthn.Credential
}

func (u webauthnUser) WebAuthnID() []byte                         { return []byte(u.ID) }
func (u webauthnUser) WebAuthnName() string                       { return u.Email }
func (u webauthnUser) WebAuthnDisplayName() string                { return u.Name }
func (u webauthnUser) WebAuthnCredentials() []webauthn.Credential { return u.credentials }

// credentialKey is how a credential id is kept and looked up.
func credentialKey(id []byte) string { return base64.RawURLEncoding.EncodeToString(id) }

// Passkeys lists a user's passkeys, oldest first.
func (s *Store) Passkeys(ctx context.Context, userID string) ([]Passkey, error) {
	passkeys, err := database.Query(ctx, s.db, func(row database.Scanner) (Passkey, error) {
		var p Passkey
		var created string
		var used sql.NullString
		err := row.Scan(&p.ID, &p.Name, &created, &used)
		p.CreatedAt = parseTime(created)
		if used.Valid {
			t := parseTime(used.String)
			p.LastUsedAt = &t
		}
		return p, err
	}, `SELECT id, name, created_at, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("auth: passkeys: %w", err)
	}
	return passkeys, nil
}

// credentials returns a user's passkeys as go-webauthn credentials.
func (s *Store) credentials(ctx context.Context, q database.Querier, userID string) ([]webauthn.Credential, error) {
	return database.Query(ctx, q, func(row database.Scanner) (webauthn.Credential, error) {
		var raw string
		var c webauthn.Credential
		if err := row.Scan(&raw); err != nil {
			return c, err
		}
		if err := json.Unmarshal([]byte(raw), &c); err != nil {
			return c, fmt.Errorf("stored credential: %w", err)
		}
		return c, nil
	}, `SELECT credential FROM passkeys WHERE user_id = $1`, userID)
}

// BeginPasskey starts adding a passkey to the actor's account. It asks for
// the password first: a session alone (a borrowed laptop, a stolen cookie)
// must not be able to plant a lasting way in.
func (s *Store) BeginPasskey(ctx context.Context, actor Actor, password string) (Ceremony, error) {
	if s.rp == nil {
		return Ceremony{}, ErrPasskeysUnavailable
	}
	if _, err := s.recheck(ctx, actor, "password", password, ""); err != nil {
		return Ceremony{}, err
	}
	u, err := s.User(ctx, actor.ID)
	if err != nil {
		return Ceremony{}, err
	}
	creds, err := s.credentials(ctx, s.db, u.ID)
	if err != nil {
		return Ceremony{}, fmt.Errorf("auth: begin passkey: %w", err)
	}
	// Excluding the user's passkeys stops an authenticator that already
	// holds one from making a second, which would only confuse the list.
	opts, session, err := s.rp.BeginRegistration(webauthnUser{u, creds},
		webauthn.WithExclusions(webauthn.Credentials(creds).CredentialDescriptors()))
	if err != nil {
		return Ceremony{}, fmt.Errorf("auth: begin passkey: %w", err)
	}
	return s.saveCeremony(ctx, "register", u.ID, session, opts)
}

// AddPasskey finishes adding a passkey: response is the browser's
// PublicKeyCredential as JSON. The first second factor of an account comes
// with recovery codes (returned once), the way back in when the passkey is
// lost; an account with codes already keeps them.
func (s *Store) AddPasskey(ctx context.Context, actor Actor, ceremony, name string, response []byte) (Passkey, []string, error) {
	if s.rp == nil {
		return Passkey{}, nil, ErrPasskeysUnavailable
	}
	name = strings.TrimSpace(name)
	switch n := utf8.RuneCountInString(name); {
	case n == 0:
		return Passkey{}, nil, Problems{"name": "required"}
	case n > passkeyNameMax:
		return Passkey{}, nil, Problems{"name": "too_long"}
	case !validation.CleanText(name, validation.OneLine):
		return Passkey{}, nil, Problems{"name": "invalid"}
	}
	userID, session, err := s.takeCeremony(ctx, ceremony, "register")
	if err != nil {
		return Passkey{}, nil, err
	}
	if userID != actor.ID {
		return Passkey{}, nil, ErrCeremonyInvalid
	}
	u, err := s.User(ctx, actor.ID)
	if err != nil {
		return Passkey{}, nil, err
	}
	parsed, err := protocol.ParseCredentialCreationResponseBytes(response)
	if err != nil {
		return Passkey{}, nil, fmt.Errorf("%w: %v", ErrPasskeyRejected, err)
	}
	cred, err := s.rp.CreateCredential(webauthnUser{User: u}, session, parsed)
	if err != nil {
		return Passkey{}, nil, fmt.Errorf("%w: %v", ErrPasskeyRejected, err)
	}
	stored, err := json.Marshal(cred)
	if err != nil {
		return Passkey{}, nil, fmt.Errorf("auth: add passkey: %w", err)
	}
	p := Passkey{ID: newID(), Name: name, CreatedAt: s.clock().UTC().Truncate(time.Microsecond)}
	var codes []string
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO passkeys (id, user_id, credential_id, name, credential, created_at)
			VALUES ($1, $2, $3, $4, $5, $6)`, p.ID, u.ID, credentialKey(cred.ID), p.Name, string(stored),
			formatTime(p.CreatedAt)); err != nil {
			return err
		}
		var have int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM recovery_codes WHERE user_id = $1`, u.ID).Scan(&have); err != nil {
			return err
		}
		if have == 0 {
			codes = newRecoveryCodes()
			if err := replaceRecoveryCodes(ctx, tx, u.ID, codes); err != nil {
				return err
			}
		}
		if err := s.notify(ctx, tx, u, "passkey_added"); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "auth.passkey_added", "user:"+u.ID, p.Name)
	})
	if err != nil {
		return Passkey{}, nil, fmt.Errorf("auth: add passkey: %w", err)
	}
	s.queued()
	return p, codes, nil
}

// RemovePasskey deletes one of the actor's passkeys. The last second
// factor of an account cannot go while the owner requires one; when an
// account is left with none, its recovery codes go too (there is nothing
// left for them to stand in for).
func (s *Store) RemovePasskey(ctx context.Context, actor Actor, id string) error {
	required, err := s.twoFactorRequired(ctx)
	if err != nil {
		return err
	}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		var name string
		err := tx.QueryRowContext(ctx, `SELECT name FROM passkeys WHERE id = $1 AND user_id = $2`, id, actor.ID).Scan(&name)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		a, err := s.accountWhere(ctx, tx, `id = $1`, actor.ID)
		if err != nil {
			return err
		}
		if a.Passkeys == 1 && !a.TOTPEnabled {
			if required {
				return ErrTOTPRequiredByTeam
			}
			if err := replaceRecoveryCodes(ctx, tx, a.ID, nil); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM passkeys WHERE id = $1`, id); err != nil {
			return err
		}
		if err := s.notify(ctx, tx, a.User, "passkey_removed"); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "auth.passkey_removed", "user:"+a.ID, name)
	})
	if err != nil {
		return fmt.Errorf("auth: remove passkey: %w", err)
	}
	s.queued()
	return nil
}

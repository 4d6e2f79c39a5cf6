package auth

import (
	"context"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/go-webauthn/webauthn/webauthn"

	"agencysite/internal/database"
	"agencysite/internal/seal"
	"agencysite/internal/settings"
	"agencysite/internal/throttle"
)

// Options configure a Store.
type Options struct {
	// BaseURL is the public origin that links in logs and mails start with.
	BaseURL string
	// Issuer names the site in authenticator apps.
	Issuer string
	// Languages a user may choose for the back office; the first is the default.
	Languages []string
	// TOTPKey seals two-factor seeds at rest (32 bytes); nil turns 2FA off.
	TOTPKey []byte
	// Queued, when set, is called after mail was put in the outbox (the
	// outbox worker's mail.Signal).
	Queued func()
	// Now is the store's clock; nil: time.Now.
	Now func() time.Time
	// Removing, when set, is called in the transaction that removes a
	// user, before their row goes, for what refers to them elsewhere (the
	// leads package unassigns their leads).
	Removing func(ctx context.Context, tx *sql.Tx, userID string) error
	// Settings hold the team-wide rules (settings.Store); nil: two-factor
	// is never required.
	Settings Settings
	// HashCost is argon2id's cost for new password hashes; the zero value
	// is the production setting, and only tests set less.
	HashCost HashCost
}

// Settings is what the sign-in needs of the site's settings.
type Settings interface {
	TwoFactorRequired(ctx context.Context) (bool, error)
}

// Store keeps users, sessions, links, throttles and the audit log.
type Store struct {
	db       *database.DB
	opts     Options
	hash     *hasher
	sealer   *seal.Box
	attempts *throttle.Attempts
	rp       *webauthn.WebAuthn // nil: passkeys unavailable at this base URL

	addrKey *settings.Keyed // made once per installation; loaded on first use
}

// NewStore returns a store on db. A TOTPKey of the wrong length is an error.
func NewStore(db *database.DB, opts Options) (*Store, error) {
	if len(opts.Languages) == 0 {
		return nil, errors.New("auth: no languages")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	s := &Store{db: db, opts: opts, hash: newHasher(hashSlots, hashQueue, opts.HashCost), attempts: throttle.NewAttempts(db, opts.Now, throttleWindow),
		addrKey: settings.NewKeyed(db, "auth_address_key")}
	var err error
	if s.rp, err = relyingParty(opts.BaseURL, opts.Issuer); err != nil {
		return nil, fmt.Errorf("auth: passkeys: %w", err)
	}
	if opts.TOTPKey != nil {
		if s.sealer, err = seal.New(opts.TOTPKey); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// TOTPAvailable reports whether two-factor can be set up on this server.
func (s *Store) TOTPAvailable() bool { return s.sealer != nil }

// HashAddress is how a client address is kept (throttles, audit log): a
// keyed hash of its throttle.AddressKey (an IPv6 address counts by its
// /64, like every rate limit), so the table cannot be reversed by hashing
// every address.
// The key is made once per installation and shared by every instance.
func (s *Store) HashAddress(ctx context.Context, addr string) (string, error) {
	sum, err := s.addrKey.Sum(ctx, throttle.AddressKey(addr))
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(sum)[:16], nil
}

// clock is the time now, by the store's clock.
func (s *Store) clock() time.Time { return s.opts.Now() }

func (s *Store) now() string { return formatTime(s.clock()) }

// twoFactorRequired reports whether the owner requires two-factor of everyone.
func (s *Store) twoFactorRequired(ctx context.Context) (bool, error) {
	if s.opts.Settings == nil {
		return false, nil
	}
	required, err := s.opts.Settings.TwoFactorRequired(ctx)
	if err != nil {
		return false, fmt.Errorf("auth: settings: %w", err)
	}
	return required, nil
}

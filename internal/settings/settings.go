// Package settings keeps what the owner sets for the whole site in the
// back office (the time zone, the team-wide two-factor requirement), the
// threshold past which a new lead is "waiting", and the installation's
// secrets. It alone writes the installation table.
package settings

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/validation"
)

// Options configure a Store.
type Options struct {
	// Waiting is how old a new consultation request gets before the back
	// office highlights it (-leads-waiting).
	Waiting time.Duration
}

// Store reads and changes the site's settings.
type Store struct {
	db   *database.DB
	opts Options
}

// NewStore returns a store on db.
func NewStore(db *database.DB, opts Options) *Store {
	return &Store{db: db, opts: opts}
}

// Record writes the record of a change (an audit log row) through the
// change's transaction, so that both commit or neither does. The settings
// package does not know who acts; the caller does.
type Record func(ctx context.Context, tx *sql.Tx, detail string) error

// Waiting is how old a new consultation request gets before it is
// highlighted as waiting.
func (s *Store) Waiting() time.Duration { return s.opts.Waiting }

const (
	keyTwoFactor = "auth_two_factor_required"
	keyTimeZone  = "site_time_zone"
)

// TwoFactorRequired reports whether the owner requires two-factor for everyone.
func (s *Store) TwoFactorRequired(ctx context.Context) (bool, error) {
	v, ok, err := s.get(ctx, keyTwoFactor)
	if err != nil || !ok {
		return false, err
	}
	return v == "true", nil
}

// SetTwoFactorRequired turns the team-wide two-factor requirement on or off
// and records it. Members without 2FA keep their sessions but can do
// nothing else until they set it up.
func (s *Store) SetTwoFactorRequired(ctx context.Context, required bool, record Record) error {
	return s.set(ctx, keyTwoFactor, strconv.FormatBool(required), "two-factor required: "+strconv.FormatBool(required), record)
}

// TimeZone is the site's time zone, in which the dashboard groups days
// (UTC until the owner sets one).
func (s *Store) TimeZone(ctx context.Context) (*time.Location, error) {
	v, ok, err := s.get(ctx, keyTimeZone)
	if err != nil || !ok {
		return time.UTC, err
	}
	loc, err := LoadTimeZone(v)
	if err != nil {
		return time.UTC, nil // a zone this build no longer knows: UTC rather than no dashboard
	}
	return loc, nil
}

// TimeZoneChosen reports whether the owner has set the site's time zone
// (until then the back office suggests the owner's own).
func (s *Store) TimeZoneChosen(ctx context.Context) (bool, error) {
	_, ok, err := s.get(ctx, keyTimeZone)
	return ok, err
}

// LoadTimeZone loads an IANA time zone name; "Local" and "" are refused,
// as they would mean whatever the server machine is set to.
func LoadTimeZone(name string) (*time.Location, error) {
	if name == "" || name == "Local" || len(name) > 64 {
		return nil, fmt.Errorf("settings: unknown time zone %q", name)
	}
	return time.LoadLocation(name)
}

// SetTimeZone sets the site's time zone (an IANA name such as
// Europe/Istanbul) and records it; an unknown name is
// validation.Problems{"timeZone": "unknown"}.
func (s *Store) SetTimeZone(ctx context.Context, name string, record Record) error {
	if _, err := LoadTimeZone(name); err != nil {
		return validation.Problems{"timeZone": "unknown"}
	}
	return s.set(ctx, keyTimeZone, name, "time zone: "+name, record)
}

// get returns the value stored under key, and false when there is none.
func (s *Store) get(ctx context.Context, key string) (string, bool, error) {
	var v string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM installation WHERE key = $1`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("settings: %s: %w", key, err)
	}
	return v, true, nil
}

// set stores value under key and its record in one transaction.
func (s *Store) set(ctx context.Context, key, value, detail string, record Record) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("settings: set %s: %w", key, err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO installation (key, value) VALUES ($1, $2)
		ON CONFLICT (key) DO UPDATE SET value = $2`, key, value); err != nil {
		return fmt.Errorf("settings: set %s: %w", key, err)
	}
	if err := record(ctx, tx, detail); err != nil {
		return fmt.Errorf("settings: set %s: %w", key, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("settings: set %s: %w", key, err)
	}
	return nil
}

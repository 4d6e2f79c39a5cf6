package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"agencysite/internal/validation"
)

const settingTwoFactor = "auth_two_factor_required"

// TwoFactorRequired reports whether the owner requires two-factor for everyone.
func (s *Store) TwoFactorRequired(ctx context.Context) (bool, error) {
	var v string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM installation WHERE key = $1`, settingTwoFactor).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("auth: settings: %w", err)
	}
	return v == "true", nil
}

// SetTwoFactorRequired turns the team-wide two-factor requirement on or off.
// Members without 2FA keep their sessions but can do nothing else until
// they set it up.
func (s *Store) SetTwoFactorRequired(ctx context.Context, actor Actor, required bool) error {
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO installation (key, value) VALUES ($1, $2)
			ON CONFLICT (key) DO UPDATE SET value = $2`, settingTwoFactor, strconv.FormatBool(required)); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "team.settings", "", "two-factor required: "+strconv.FormatBool(required))
	})
	if err != nil {
		return fmt.Errorf("auth: settings: %w", err)
	}
	return nil
}

const settingTimeZone = "site_time_zone"

// TimeZone is the site's time zone, in which the dashboard groups days
// (UTC until the owner sets one).
func (s *Store) TimeZone(ctx context.Context) (*time.Location, error) {
	var v string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM installation WHERE key = $1`, settingTimeZone).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return time.UTC, nil
	}
	if err != nil {
		return nil, fmt.Errorf("auth: settings: %w", err)
	}
	loc, err := LoadTimeZone(v)
	if err != nil {
		return time.UTC, nil // a zone this build no longer knows: UTC rather than no dashboard
	}
	return loc, nil
}

// LoadTimeZone loads an IANA time zone name; "Local" and "" are refused,
// as they would mean whatever the server machine is set to.
func LoadTimeZone(name string) (*time.Location, error) {
	if name == "" || name == "Local" || len(name) > 64 {
		return nil, fmt.Errorf("auth: unknown time zone %q", name)
	}
	return time.LoadLocation(name)
}

// SetTimeZone sets the site's time zone (an IANA name such as
// Europe/Istanbul); an unknown name is validation.Problems{"timeZone": "unknown"}.
func (s *Store) SetTimeZone(ctx context.Context, actor Actor, name string) error {
	if _, err := LoadTimeZone(name); err != nil {
		return validation.Problems{"timeZone": "unknown"}
	}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO installation (key, value) VALUES ($1, $2)
			ON CONFLICT (key) DO UPDATE SET value = $2`, settingTimeZone, name); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "team.settings", "", "time zone: "+name)
	})
	if err != nil {
		return fmt.Errorf("auth: settings: %w", err)
	}
	return nil
}

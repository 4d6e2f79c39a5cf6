package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
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

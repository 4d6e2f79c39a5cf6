package settings

import (
	"context"
	"fmt"
)

// keySeeded marks a database whose analytics events came from `site
// analytics seed`, so seeding it again needs no --force.
const keySeeded = "analytics_seeded"

// AnalyticsSeeded reports whether the database's events are synthetic.
func (s *Store) AnalyticsSeeded(ctx context.Context) (bool, error) {
	v, _, err := s.get(ctx, keySeeded)
	return v == "true", err
}

// MarkAnalyticsSeeded records that synthetic events were written. It is
// no team member's act, so it leaves no audit record.
func (s *Store) MarkAnalyticsSeeded(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO installation (key, value) VALUES ($1, 'true')
		ON CONFLICT (key) DO UPDATE SET value = 'true'`, keySeeded); err != nil {
		return fmt.Errorf("settings: mark analytics seeded: %w", err)
	}
	return nil
}

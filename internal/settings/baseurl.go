package settings

import (
	"context"
	"fmt"
)

// keyServedBaseURL is the base URL the servers on this database last
// started with: a publish from the command line renders for it (issue 36).
const keyServedBaseURL = "served_base_url"

// ServedBaseURL returns the base URL the servers started with; ok is
// false before any server started on the database.
func (s *Store) ServedBaseURL(ctx context.Context) (url string, ok bool, err error) {
	return s.get(ctx, keyServedBaseURL)
}

// SetServedBaseURL records the base URL a server starts with. It is no
// team member's act, so it leaves no audit record.
func (s *Store) SetServedBaseURL(ctx context.Context, url string) error {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO installation (key, value) VALUES ($1, $2)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`, keyServedBaseURL, url); err != nil {
		return fmt.Errorf("settings: served base URL: %w", err)
	}
	return nil
}

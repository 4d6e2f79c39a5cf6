package leads

import (
	"context"
	"fmt"
	"time"

	"agencysite/internal/database"
)

// Waiter is a lead still new past the waiting threshold, as the weekly
// report names it.
type Waiter struct {
	Name      string
	Service   string
	CreatedAt time.Time
}

// Waiting counts the inbox's leads still new that arrived before before
// (now less the waiting threshold: what the inbox highlights), and returns
// the oldest limit of them.
func (s *Store) Waiting(ctx context.Context, before time.Time, limit int) (int, []Waiter, error) {
	b := database.FormatTime(before)
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM leads WHERE spam = 0 AND status = $1 AND created_at < $2`,
		StatusNew, b).Scan(&n); err != nil {
		return 0, nil, fmt.Errorf("leads: waiting: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT name, service, created_at FROM leads
		WHERE spam = 0 AND status = $1 AND created_at < $2 ORDER BY created_at, id LIMIT $3`, StatusNew, b, limit)
	if err != nil {
		return 0, nil, fmt.Errorf("leads: waiting: %w", err)
	}
	defer rows.Close()
	var out []Waiter
	for rows.Next() {
		var w Waiter
		var created string
		if err := rows.Scan(&w.Name, &w.Service, &created); err != nil {
			return 0, nil, fmt.Errorf("leads: waiting: %w", err)
		}
		if w.CreatedAt, err = database.ParseTime(created); err != nil {
			return 0, nil, fmt.Errorf("leads: waiting: %w", err)
		}
		out = append(out, w)
	}
	return n, out, rows.Err()
}

// Arrivals returns when the inbox's leads created at or after since
// arrived, oldest first: how often leads usually come.
func (s *Store) Arrivals(ctx context.Context, since time.Time) ([]time.Time, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT created_at FROM leads WHERE spam = 0 AND created_at >= $1 ORDER BY created_at`,
		database.FormatTime(since))
	if err != nil {
		return nil, fmt.Errorf("leads: arrivals: %w", err)
	}
	defer rows.Close()
	var out []time.Time
	for rows.Next() {
		var created string
		if err := rows.Scan(&created); err != nil {
			return nil, fmt.Errorf("leads: arrivals: %w", err)
		}
		t, err := database.ParseTime(created)
		if err != nil {
			return nil, fmt.Errorf("leads: arrivals: %w", err)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

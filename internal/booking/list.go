package booking

import (
	"context"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/database"
)

// Between returns the bookings that start in [from, to), cancelled ones
// included, in start order.
func (s *Store) Between(ctx context.Context, from, to time.Time) ([]Booking, error) {
	return s.list(ctx, ` WHERE start_at >= $1 AND start_at < $2 ORDER BY start_at, id`,
		database.FormatTime(from.UTC()), database.FormatTime(to.UTC()))
}

// OfHost returns member host's bookings that end after from and are not
// cancelled, in start order: their calendar.
func (s *Store) OfHost(ctx context.Context, host string, from time.Time) ([]Booking, error) {
	return s.list(ctx, ` WHERE host_id = $1 AND end_at > $2 AND status <> $3 ORDER BY start_at, id`,
		host, database.FormatTime(from.UTC()), StatusCancelled)
}

// OfLeads returns the bookings of the leads ids, by lead id (the latest
// booking when a lead has several).
func (s *Store) OfLeads(ctx context.Context, ids []string) (map[string]Booking, error) {
	out := map[string]Booking{}
	if len(ids) == 0 {
		return out, nil
	}
	args := make([]any, len(ids))
	marks := make([]string, len(ids))
	for i, id := range ids {
		args[i], marks[i] = id, fmt.Sprintf("$%d", i+1)
	}
	list, err := s.list(ctx, ` WHERE lead_id IN (`+strings.Join(marks, ", ")+`) ORDER BY created_at`, args...)
	if err != nil {
		return nil, err
	}
	for _, b := range list {
		out[b.LeadID] = b
	}
	return out, nil
}

func (s *Store) list(ctx context.Context, where string, args ...any) ([]Booking, error) {
	list, err := database.Query(ctx, s.db, scanBooking, selectBookings+where, args...)
	if err != nil {
		return nil, fmt.Errorf("booking: list: %w", err)
	}
	return list, nil
}

// Cutoff is when the visitor's own changes to b stop: CutoffMinutes
// before it starts.
func (st Settings) Cutoff(b Booking) time.Time {
	return b.Start.Add(-time.Duration(st.CutoffMinutes) * time.Minute)
}

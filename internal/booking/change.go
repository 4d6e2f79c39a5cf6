package booking

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"agencysite/internal/database"
)

// errChanged: the booking changed between reading it and writing.
var errChanged = errors.New("booking: changed meanwhile")

// Reschedule moves booking id to the slot starting at start, through the
// same blocks as Book: its own time is free to it, its member keeps it
// when free, and otherwise it goes to the free member with the fewest
// meetings that week. ErrNotOffered, ErrSlotTaken, ErrNotFound or
// ErrCancelled say why it cannot.
func (s *Store) Reschedule(ctx context.Context, id string, start time.Time) (Booking, error) {
	start = start.UTC().Truncate(time.Microsecond)
	for range attempts {
		b, err := s.Get(ctx, id)
		if err != nil {
			return Booking{}, err
		}
		if b.Status == StatusCancelled {
			return Booking{}, fmt.Errorf("booking: reschedule %s: %w", id, ErrCancelled)
		}
		p, err := s.planAt(ctx, start, id)
		if err != nil {
			return Booking{}, err
		}
		offered, free := p.at(start)
		if !offered {
			return Booking{}, ErrNotOffered
		}
		if len(free) == 0 {
			return Booking{}, ErrSlotTaken
		}
		host := free[0]
		for _, sc := range free {
			if sc.id == b.HostID {
				host = sc
			}
		}
		moved := b
		moved.HostID, moved.HostZone, moved.Start, moved.End = host.id, host.zone, start, start.Add(p.length())
		moved.Status, moved.Sequence, moved.UpdatedAt = StatusRescheduled, b.Sequence+1, s.now()
		err = s.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
			h := p.holds(start)
			res, err := tx.ExecContext(ctx, `UPDATE bookings SET host_id = $1, host_zone = $2, start_at = $3, end_at = $4,
				busy_from = $5, busy_to = $6, status = $7, sequence = $8, updated_at = $9
				WHERE id = $10 AND sequence = $11 AND status <> $12`,
				moved.HostID, moved.HostZone, database.FormatTime(moved.Start), database.FormatTime(moved.End),
				database.FormatTime(h.from), database.FormatTime(h.to), moved.Status, moved.Sequence,
				database.FormatTime(moved.UpdatedAt), id, b.Sequence, StatusCancelled)
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil || n == 0 {
				return errors.Join(err, errChanged)
			}
			if err := release(ctx, tx, id); err != nil {
				return err
			}
			if err := hold(ctx, tx, p, host, id, start); err != nil {
				return err
			}
			return s.changed(ctx, tx, moved)
		})
		if errors.Is(err, errHeld) || errors.Is(err, errChanged) {
			continue // look again
		}
		if err != nil {
			return Booking{}, fmt.Errorf("booking: reschedule %s: %w", id, err)
		}
		return moved, nil
	}
	return Booking{}, ErrSlotTaken
}

// Cancel cancels booking id and frees the time it held; cancelling it
// again changes nothing. ErrNotFound for an unknown id.
func (s *Store) Cancel(ctx context.Context, id string) (Booking, error) {
	var b Booking
	err := s.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE bookings SET status = $1, sequence = sequence + 1, updated_at = $2
			WHERE id = $3 AND status <> $1`, StatusCancelled, database.FormatTime(s.now()), id)
		if err != nil {
			return err
		}
		if b, err = s.get(ctx, tx, id); err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err // cancelled before: nothing changes
		}
		if err := release(ctx, tx, id); err != nil {
			return err
		}
		return s.changed(ctx, tx, b)
	})
	if err != nil {
		return Booking{}, fmt.Errorf("booking: cancel %s: %w", id, err)
	}
	return b, nil
}

// Mark sets the status of booking id to StatusHeld or StatusNoShow, what
// the team saw of it (ErrStatus for another, ErrCancelled for a cancelled
// booking). Its time stays held: the meeting did take it.
func (s *Store) Mark(ctx context.Context, id, status string) (Booking, error) {
	if status != StatusHeld && status != StatusNoShow {
		return Booking{}, fmt.Errorf("booking: mark %s %q: %w", id, status, ErrStatus)
	}
	var b Booking
	err := s.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		var err error
		if b, err = s.get(ctx, tx, id); err != nil {
			return err
		}
		if b.Status == StatusCancelled {
			return ErrCancelled
		}
		if b.Status == status {
			return nil
		}
		b.Status, b.UpdatedAt = status, s.now()
		if _, err := tx.ExecContext(ctx, `UPDATE bookings SET status = $1, updated_at = $2 WHERE id = $3`,
			status, database.FormatTime(b.UpdatedAt), id); err != nil {
			return err
		}
		return s.changed(ctx, tx, b)
	})
	if err != nil {
		return Booking{}, fmt.Errorf("booking: mark %s: %w", id, err)
	}
	return b, nil
}

// Erase deletes through tx, the transaction that erases lead leadID (a
// visitor's erasure request), every booking made with it: the time each
// held is freed, so a meeting still to come is cancelled and its slot
// offered again, and nothing of them is kept, so neither the agenda nor a
// host's calendar feed shows them (docs/decisions/0481). Nobody is told:
// Options.Changed is not called. It returns the bookings as they were.
func (s *Store) Erase(ctx context.Context, tx *sql.Tx, leadID string) ([]Booking, error) {
	erased, err := database.Query(ctx, tx, scanBooking, selectBookings+` WHERE lead_id = $1`, leadID)
	if err != nil {
		return nil, fmt.Errorf("booking: erase: %w", err)
	}
	for _, b := range erased {
		if err := release(ctx, tx, b.ID); err != nil {
			return nil, fmt.Errorf("booking: erase: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM bookings WHERE id = $1`, b.ID); err != nil {
			return nil, fmt.Errorf("booking: erase: %w", err)
		}
	}
	return erased, nil
}

package booking

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/validation"
)

// Booking is a meeting booked with a member: UTC instants, and the zone
// the member's rules gave it in.
type Booking struct {
	ID          string    `json:"id"`
	HostID      string    `json:"hostId"`
	HostZone    string    `json:"hostZone"`
	Start       time.Time `json:"start"`
	End         time.Time `json:"end"`
	VisitorZone string    `json:"visitorZone"`
	Status      string    `json:"status"`
	// LeadID is the lead it was booked with; Lang the visitor's language;
	// MeetingBy ByVideo or ByPhone.
	LeadID    string `json:"leadId"`
	Lang      string `json:"lang"`
	MeetingBy string `json:"meetingBy"`
	// Sequence counts the changes since it was booked.
	Sequence  int       `json:"sequence"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// Request is a visitor's booking of the slot that starts at Start.
type Request struct {
	Start time.Time
	// VisitorZone is the visitor's IANA zone, for what they are sent.
	VisitorZone string
	// Key, when set, makes Book book once: a retried request with the same
	// key gets the booking the first made.
	Key string
	// LeadID, Lang and MeetingBy are kept with the booking as given.
	LeadID    string
	Lang      string
	MeetingBy string
	// Within, when set, writes what goes with the booking (its lead) in
	// the booking's transaction, before Options.Changed: both are kept or
	// neither. An error from it is Book's. It writes through tx only and
	// computes nothing slow: other bookings wait while it runs
	// (database.DB.Durably).
	Within func(ctx context.Context, tx *sql.Tx, b Booking) error
}

// KeyMax is the longest request key.
const KeyMax = 200

// Valid returns every problem of r.
func (r Request) Valid() validation.Problems {
	p := validation.Problems{}
	if r.Start.IsZero() {
		p.Add("start", "required")
	}
	if _, err := loadZone(r.VisitorZone); r.VisitorZone != "" && err != nil {
		p.Add("visitorZone", "unknown_zone")
	}
	if len(r.Key) > KeyMax {
		p.Add("key", "too_long")
	}
	if r.MeetingBy != "" && r.MeetingBy != ByVideo && r.MeetingBy != ByPhone {
		p.Add("meetingBy", "unknown")
	}
	return p
}

// errHeld: the host's time was taken between reading it and writing.
var errHeld = errors.New("booking: held meanwhile")

// Book books the slot starting at r.Start with the free member who has
// the fewest meetings that week. It returns ErrNotOffered for a slot the
// availability does not offer (or no longer: past, inside the notice),
// ErrSlotTaken when no member is free for it, or r's validation.Problems.
func (s *Store) Book(ctx context.Context, r Request) (Booking, error) {
	if err := r.Valid().Err(); err != nil {
		return Booking{}, err
	}
	start := r.Start.UTC().Truncate(time.Microsecond)
	for range attempts {
		// Asked again each time: the same key sent twice at once may have
		// booked the slot since.
		if b, err := s.byKey(ctx, r.Key); err != nil || b.ID != "" {
			return b, err
		}
		p, err := s.planAt(ctx, start, "")
		if err != nil {
			return Booking{}, err
		}
		offered, free := p.at(start)
		if !offered || len(free) == 0 {
			// The same key's booking, committed since the key was looked
			// up, holds this slot: it is the answer, not a refusal.
			if b, err := s.byKey(ctx, r.Key); err != nil || b.ID != "" {
				return b, err
			}
		}
		if !offered {
			return Booking{}, ErrNotOffered
		}
		if len(free) == 0 {
			return Booking{}, ErrSlotTaken
		}
		now := s.now()
		b := Booking{ID: database.NewID(), HostID: free[0].id, HostZone: free[0].zone, Start: start, End: start.Add(p.length()),
			VisitorZone: r.VisitorZone, LeadID: r.LeadID, Lang: r.Lang, MeetingBy: r.MeetingBy,
			Status: StatusBooked, CreatedAt: now, UpdatedAt: now}
		if b.Lang == "" {
			b.Lang = "en"
		}
		if b.MeetingBy == "" {
			b.MeetingBy = ByVideo
		}
		err = s.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
			var key any // NULL without a key
			if r.Key != "" {
				key = r.Key
			}
			var lead any // NULL without a lead
			if b.LeadID != "" {
				lead = b.LeadID
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO bookings (id, host_id, host_zone, start_at, end_at, busy_from, busy_to,
				visitor_zone, status, request_key, created_at, updated_at, lead_id, lang, meeting_by)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13, $14)`,
				b.ID, b.HostID, b.HostZone, database.FormatTime(b.Start), database.FormatTime(b.End),
				database.FormatTime(p.holds(start).from), database.FormatTime(p.holds(start).to),
				b.VisitorZone, b.Status, key, database.FormatTime(now), lead, b.Lang, b.MeetingBy); err != nil {
				return err
			}
			if err := hold(ctx, tx, p, free[0], b.ID, start); err != nil {
				return err
			}
			if r.Within != nil {
				if err := r.Within(ctx, tx, b); err != nil {
					return err
				}
			}
			return s.changed(ctx, tx, b)
		})
		if errors.Is(err, errHeld) {
			continue // look again: another member may be free, or the key used
		}
		if err != nil {
			return Booking{}, fmt.Errorf("booking: book: %w", err)
		}
		return b, nil
	}
	return Booking{}, ErrSlotTaken
}

// attempts bounds how often Book and Reschedule look again after a block
// or seat was taken between their read and their write: each retry means
// another request won, so it takes a crowd of them to run out.
const attempts = 5

// write runs fn in a durable transaction (database.DB.Durably: on SQLite,
// committed with the other writes waiting then, fn in a savepoint of its
// own), and turns a key the database refused into errHeld. fn is given
// the ctx its statements run with.
func (s *Store) write(ctx context.Context, fn func(ctx context.Context, tx *sql.Tx) error) error {
	err := s.db.Durably(ctx, fn)
	if database.IsUniqueViolation(err) {
		return errHeld
	}
	return err
}

// hold writes the blocks of sc's time a meeting at t holds, and a seat of
// its local day when there is a daily cap, for booking id. The primary keys
// refuse a block or seat already held: that is the guarantee against double
// booking, whatever was read before.
func hold(ctx context.Context, tx *sql.Tx, p *plan, sc schedule, id string, t time.Time) error {
	h := p.holds(t)
	var values strings.Builder
	args := []any{sc.id, id}
	for at := h.from; at.Before(h.to); at = at.Add(Block) {
		if len(args) > 2 {
			values.WriteString(", ")
		}
		args = append(args, database.FormatTime(at))
		fmt.Fprintf(&values, "($1, $%d, $2)", len(args))
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO booking_blocks (host_id, block_start, booking_id) VALUES `+values.String(), args...); err != nil {
		return err
	}
	if p.settings.DailyCap == 0 {
		return nil
	}
	day := sc.day(t)
	var seats int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM booking_day_seats WHERE host_id = $1 AND day = $2`,
		sc.id, day).Scan(&seats); err != nil {
		return err
	}
	if seats >= p.settings.DailyCap {
		return errHeld
	}
	// The lowest seat nobody holds: cancelled meetings leave gaps.
	_, err := tx.ExecContext(ctx, `INSERT INTO booking_day_seats (host_id, day, seat, booking_id)
		SELECT $1, $2, COALESCE(MIN(n.seat + 1), 1), $3 FROM (SELECT 0 AS seat UNION ALL
			SELECT seat FROM booking_day_seats WHERE host_id = $1 AND day = $2) n
		WHERE NOT EXISTS (SELECT 1 FROM booking_day_seats o WHERE o.host_id = $1 AND o.day = $2 AND o.seat = n.seat + 1)`,
		sc.id, day, id)
	return err
}

// release frees the blocks and seat booking id holds.
func release(ctx context.Context, tx *sql.Tx, id string) error {
	for _, table := range []string{"booking_blocks", "booking_day_seats"} {
		if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE booking_id = $1`, id); err != nil {
			return err
		}
	}
	return nil
}

// querier is a *sql.Tx or the database: reads inside a change or on their own.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

const selectBookings = `SELECT id, host_id, host_zone, start_at, end_at, visitor_zone, status, sequence, created_at, updated_at,
	COALESCE(lead_id, ''), lang, meeting_by FROM bookings`

func scanBooking(row interface{ Scan(...any) error }) (Booking, error) {
	var b Booking
	var start, end, created, updated string
	if err := row.Scan(&b.ID, &b.HostID, &b.HostZone, &start, &end, &b.VisitorZone, &b.Status, &b.Sequence, &created, &updated,
		&b.LeadID, &b.Lang, &b.MeetingBy); err != nil {
		return b, err
	}
	var errs [4]error
	b.Start, errs[0] = database.ParseTime(start)
	b.End, errs[1] = database.ParseTime(end)
	b.CreatedAt, errs[2] = database.ParseTime(created)
	b.UpdatedAt, errs[3] = database.ParseTime(updated)
	return b, errors.Join(errs[:]...)
}

// Get returns booking id, or an error wrapping ErrNotFound.
func (s *Store) Get(ctx context.Context, id string) (Booking, error) {
	return s.get(ctx, s.db, id)
}

func (s *Store) get(ctx context.Context, q querier, id string) (Booking, error) {
	b, err := scanBooking(q.QueryRowContext(ctx, selectBookings+` WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return b, fmt.Errorf("booking: %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return b, fmt.Errorf("booking: %s: %w", id, err)
	}
	return b, nil
}

// byKey returns the booking made with request key, or none.
func (s *Store) byKey(ctx context.Context, key string) (Booking, error) {
	if key == "" {
		return Booking{}, nil
	}
	b, err := scanBooking(s.db.QueryRowContext(ctx, selectBookings+` WHERE request_key = $1`, key))
	if errors.Is(err, sql.ErrNoRows) {
		return Booking{}, nil
	}
	if err != nil {
		return Booking{}, fmt.Errorf("booking: by key: %w", err)
	}
	return b, nil
}

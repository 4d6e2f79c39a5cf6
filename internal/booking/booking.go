// Package booking is the server side of scheduled meetings (issue 39): the
// availability the team sets (meeting length, the members who take
// meetings and their weekly hours in their own time zones, date overrides
// and days off, buffers, notice, window, a daily cap), the free slots it
// offers, and bookings that can never overlap. A booking holds every
// five-minute block of its host's busy time as a row whose primary key
// the database enforces, in the booking's own transaction, so no
// concurrency on SQLite or on several instances over PostgreSQL books a
// host twice (docs/decisions/0390).
//
// Rules are expanded per local date in each host's zone, never by adding
// 24 hours; slots and bookings are UTC instants with the host's zone
// named. Zones come from the system's tzdata, or Go's embedded copy on a
// machine without one (the time/tzdata import below).
package booking

import (
	"context"
	"database/sql"
	"errors"
	"time"
	_ "time/tzdata" // zones on machines without zoneinfo (docs/deploy.md)

	"agencysite/internal/database"
)

// Errors a visitor's request may meet.
var (
	// ErrNotOffered: the slot is not one the availability offers (no rule
	// gives it, it is past, inside the notice or beyond the window).
	ErrNotOffered = errors.New("booking: the slot is not offered")
	// ErrSlotTaken: the slot is offered but no member is free for it any
	// more (booked meanwhile, or the day's cap reached).
	ErrSlotTaken = errors.New("booking: the slot is taken")
	// ErrNotFound: no booking has this id.
	ErrNotFound = errors.New("booking: no such booking")
	// ErrCancelled: the booking is cancelled and cannot be moved.
	ErrCancelled = errors.New("booking: the booking is cancelled")
	// ErrStatus: a status the team cannot set.
	ErrStatus = errors.New("booking: not a status the team sets")
)

// Block is the unit of a host's time a booking holds: busy times are
// whole blocks of UTC time, and hours, lengths and buffers are multiples.
const Block = 5 * time.Minute

// Statuses of a booking.
const (
	StatusBooked      = "booked"
	StatusRescheduled = "rescheduled"
	StatusCancelled   = "cancelled"
	// StatusHeld and StatusNoShow are set by the team once the meeting's
	// time has come: it took place, or the visitor did not come.
	StatusHeld   = "held"
	StatusNoShow = "no_show"
)

// How a visitor meets: MeetingBy values.
const (
	ByVideo = "video"
	ByPhone = "phone"
)

// Options tune a Store.
type Options struct {
	// Now is the clock (time.Now when nil); tests set it.
	Now func() time.Time
	// Changed, when set, is called with a booking as it is after each
	// change (booked, rescheduled, cancelled, marked), in the transaction
	// that changes it: what it writes is kept with the change or not at
	// all (the meeting's mails and reminders). Like Request.Within, it
	// writes through tx only.
	Changed func(ctx context.Context, tx *sql.Tx, b Booking) error
}

// Store keeps the availability and the bookings.
type Store struct {
	db      *database.DB
	now     func() time.Time
	changed func(ctx context.Context, tx *sql.Tx, b Booking) error
}

// NewStore returns the store of db's availability and bookings.
func NewStore(db *database.DB, opts Options) *Store {
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	changed := opts.Changed
	if changed == nil {
		changed = func(context.Context, *sql.Tx, Booking) error { return nil }
	}
	return &Store{db: db, changed: changed, now: func() time.Time { return now().UTC().Truncate(time.Microsecond) }}
}

// Slot is a free time a visitor may book: UTC instants, and the zone of
// the member it would go to.
type Slot struct {
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
	Zone  string    `json:"zone"`
}

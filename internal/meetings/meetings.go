// Package meetings is a booked meeting as the product handles it
// (issue 39): a booking (internal/booking) made with the consultation
// form's fields, stored as a lead in the booking's own transaction; the
// views the visitor and the team read; the signed manage link that lets a
// visitor reschedule or cancel without an account until the cut-off; the
// iMIP invitations and reminders sent through the outbox; and each
// member's private calendar feed (docs/decisions/0400). It knows nothing
// of HTTP: internal/server answers with what it returns.
package meetings

import (
	"context"
	"errors"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/booking"
	"agencysite/internal/database"
	"agencysite/internal/leads"
	"agencysite/internal/settings"
)

// Errors of the visitor's manage link and of the team's changes.
var (
	// ErrLinkInvalid: the token is not one the server signed (forged or
	// altered), or names no booking.
	ErrLinkInvalid = errors.New("meetings: link invalid")
	// ErrLinkExpired: the meeting the token names has started.
	ErrLinkExpired = errors.New("meetings: link expired")
	// ErrPastCutoff: the meeting starts within the cut-off; the visitor
	// writes or calls instead.
	ErrPastCutoff = errors.New("meetings: past the cut-off")
)

// Team is what meetings needs of the back office's users: a member (their
// address and language, for their invitation) and the whole team.
type Team interface {
	User(ctx context.Context, id string) (auth.User, error)
	Users(ctx context.Context) ([]auth.User, error)
}

// Options tune a Service.
type Options struct {
	// BaseURL is the public site's URL, for manage links and feeds.
	BaseURL string
	// Now is the clock (time.Now when nil).
	Now func() time.Time
	// Queued, when set, is called after a change of a booking committed
	// the job that mails it (MailJobs' wake); MailQueued after mail was
	// written to the outbox (the outbox's wake).
	Queued     func()
	MailQueued func()
}

// Service is the meetings side of the product on one database.
type Service struct {
	db       *database.DB
	bookings *booking.Store
	leads    *leads.Store
	team     Team
	links    *settings.Keyed
	opts     Options
}

// New returns the service on db, writing its leads through leadStore and
// reading members from team. Erasing a lead of leadStore erases its
// meetings too (leads.Store.Erasing).
func New(db *database.DB, leadStore *leads.Store, team Team, opts Options) *Service {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Queued == nil {
		opts.Queued = func() {}
	}
	if opts.MailQueued == nil {
		opts.MailQueued = func() {}
	}
	s := &Service{db: db, leads: leadStore, team: team, links: settings.NewKeyed(db, "booking-links"), opts: opts}
	s.bookings = booking.NewStore(db, booking.Options{Now: opts.Now, Changed: s.changed})
	leadStore.Erasing = s.forget
	return s
}

func (s *Service) now() time.Time { return s.opts.Now().UTC() }

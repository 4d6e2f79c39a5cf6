package meetings

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"agencysite/internal/booking"
	"agencysite/internal/database"
	"agencysite/internal/leads"
	"agencysite/internal/validation"
)

// Request is a visitor's booking: the consultation form's fields (with
// the spam verdict, visit and idempotency key set as for a form request),
// the slot's start, their zone and how they meet.
type Request struct {
	Lead        leads.Lead
	Start       time.Time
	VisitorZone string
	MeetingBy   string
}

// Valid returns every problem of r: the lead's and the booking's fields
// together. It normalizes r.Lead (its contact method is how they meet).
func (r *Request) Valid(ctx context.Context) validation.Problems {
	r.Lead.ContactMethod, r.Lead.Channel = r.MeetingBy, leads.ChannelBooking
	r.Lead.Normalize()
	p := validation.Problems{}
	for field, code := range r.Lead.Valid(ctx) {
		if field != "contactMethod" { // told as meetingBy
			p.Add(field, code)
		}
	}
	p.AddAll("", r.booking().Valid())
	if r.VisitorZone == "" {
		p.Add("visitorZone", "required")
	}
	switch r.MeetingBy {
	case "":
		p.Add("meetingBy", "required")
	case booking.ByVideo, booking.ByPhone:
	default:
		p.Add("meetingBy", "unknown")
	}
	return p
}

func (r Request) booking() booking.Request {
	return booking.Request{Start: r.Start, VisitorZone: r.VisitorZone, Key: r.Lead.IdempotencyKey,
		Lang: r.Lead.Language, MeetingBy: r.MeetingBy}
}

// Book books r's slot and stores its lead, with the lead's and the
// meeting's mails, in one transaction: both are kept or neither. A request
// resent with the key of a booking made gets that booking again. Spam is
// stored as a spam lead, books nothing, and gets a view like a success,
// so a bot learns nothing. made is true when this call booked (not a
// resent request's booking, not spam). Errors: r's validation.Problems,
// booking.ErrNotOffered or booking.ErrSlotTaken.
func (s *Service) Book(ctx context.Context, r Request) (v View, made bool, err error) {
	if err := r.Valid(ctx).Err(); err != nil {
		return View{}, false, err
	}
	if r.Lead.Spam {
		v, err := s.bookSpam(ctx, r)
		return v, false, err
	}
	req := r.booking()
	req.LeadID = database.NewID()
	l := r.Lead
	l.ID = req.LeadID
	lead, err := s.leads.Prepare(ctx, l)
	if err != nil {
		return View{}, false, fmt.Errorf("meetings: book: %w", err)
	}
	var stored leads.Lead
	var committed func()
	req.Within = func(ctx context.Context, tx *sql.Tx, b booking.Booking) error {
		var err error
		stored, committed, err = s.leads.CreateIn(ctx, tx, lead)
		return err
	}
	b, err := s.bookings.Book(ctx, req)
	if err != nil {
		return View{}, false, fmt.Errorf("meetings: book: %w", err)
	}
	made = committed != nil && b.LeadID == stored.ID // not a resent request's
	if !made {
		v, err = s.viewOf(ctx, b)
		return v, false, err
	}
	committed()
	s.opts.Queued()
	vc, err := s.viewContext(ctx)
	return vc.view(b, stored), true, err // the lead as just stored, not read back
}

// bookSpam stores r's lead as spam and answers as if it were booked.
func (s *Service) bookSpam(ctx context.Context, r Request) (View, error) {
	if _, err := s.leads.Create(ctx, r.Lead); err != nil {
		return View{}, fmt.Errorf("meetings: book: %w", err)
	}
	st, err := s.bookings.Settings(ctx)
	if err != nil {
		return View{}, err
	}
	b := booking.Booking{ID: database.NewID(), Start: r.Start.UTC(), Status: booking.StatusBooked, VisitorZone: r.VisitorZone,
		Lang: r.Lead.Language, MeetingBy: r.MeetingBy}
	b.End = b.Start.Add(time.Duration(st.MeetingMinutes) * time.Minute)
	vc := viewContext{settings: st, now: s.now()}
	return vc.view(b, r.Lead), nil
}

// Refused reports whether err is a slot the visitor cannot have (not
// offered, or taken): they are shown fresh slots.
func Refused(err error) bool {
	return errors.Is(err, booking.ErrNotOffered) || errors.Is(err, booking.ErrSlotTaken)
}

package meetings

import (
	"context"
	"time"

	"agencysite/internal/booking"
	"agencysite/internal/validation"
)

// Days a visitor asks slots for at once: DaysDefault unless they say, at
// most DaysMax.
const (
	DaysDefault = 14
	DaysMax     = 62
)

// Offer is the free slots of a stretch of days: no host named.
type Offer struct {
	AgencyZone     string      `json:"agencyZone"`
	MeetingMinutes int         `json:"meetingMinutes"`
	WindowDays     int         `json:"windowDays"`
	From           time.Time   `json:"from"`
	To             time.Time   `json:"to"`
	Slots          []OfferSlot `json:"slots"`
}

// OfferSlot is a free time, without the zone of the member it would go to.
type OfferSlot struct {
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
}

// Slots returns the free slots of days days from the agency's local date
// from ("" is today), clamped to the window: problems "from" (invalid_date)
// and "days" (too_small, too_large) otherwise.
func (s *Service) Slots(ctx context.Context, from string, days int) (Offer, error) {
	st, err := s.bookings.Settings(ctx)
	if err != nil {
		return Offer{}, err
	}
	loc, err := time.LoadLocation(st.AgencyZone)
	if err != nil {
		loc = time.UTC
	}
	now := s.now()
	p := validation.Problems{}
	day := now.In(loc)
	if from != "" {
		if day, err = time.ParseInLocation(time.DateOnly, from, loc); err != nil {
			p.Add("from", "invalid_date")
		}
	}
	switch {
	case days < 1:
		p.Add("days", "too_small")
	case days > DaysMax:
		p.Add("days", "too_large")
	}
	if err := p.Err(); err != nil {
		return Offer{}, err
	}
	start := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc)
	end := start.AddDate(0, 0, days)
	if limit := now.AddDate(0, 0, st.WindowDays); end.After(limit) {
		end = limit
	}
	if start.Before(now) {
		start = now
	}
	offer := Offer{AgencyZone: st.AgencyZone, MeetingMinutes: st.MeetingMinutes, WindowDays: st.WindowDays,
		From: start.UTC(), To: end.UTC(), Slots: []OfferSlot{}}
	if !end.After(start) {
		offer.To = offer.From
		return offer, nil
	}
	free, err := s.bookings.Slots(ctx, start, end)
	if err != nil {
		return Offer{}, err
	}
	offer.Slots = offerSlots(free)
	return offer, nil
}

func offerSlots(free []booking.Slot) []OfferSlot {
	out := make([]OfferSlot, len(free))
	for i, sl := range free {
		out[i] = OfferSlot{Start: sl.Start, End: sl.End}
	}
	return out
}

// Fresh returns the free slots of the next DaysDefault days: what a
// visitor refused a slot is offered instead.
func (s *Service) Fresh(ctx context.Context) ([]OfferSlot, error) {
	now := s.now()
	free, err := s.bookings.Slots(ctx, now, now.AddDate(0, 0, DaysDefault))
	if err != nil {
		return nil, err
	}
	return offerSlots(free), nil
}

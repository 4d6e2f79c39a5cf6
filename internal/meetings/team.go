package meetings

import (
	"context"
	"fmt"
	"time"

	"agencysite/internal/booking"
	"agencysite/internal/validation"
)

// AgendaMaxDays is the longest stretch the agenda lists at once.
const AgendaMaxDays = 62

// Availability is what the team sets: the settings, the members who have
// hours, and the whole team (who may be given hours).
type Availability struct {
	Settings booking.Settings `json:"settings"`
	Hosts    []booking.Host   `json:"hosts"`
	Members  []Member         `json:"members"`
}

// Member is a team member who could take meetings.
type Member struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Availability returns the settings, hosts and members.
func (s *Service) Availability(ctx context.Context) (Availability, error) {
	st, hosts, err := s.settingsAndHosts(ctx)
	if err != nil {
		return Availability{}, err
	}
	users, err := s.team.Users(ctx)
	if err != nil {
		return Availability{}, fmt.Errorf("meetings: members: %w", err)
	}
	members := make([]Member, len(users))
	for i, u := range users {
		members[i] = Member{ID: u.ID, Name: u.Name}
	}
	return Availability{Settings: st, Hosts: hosts, Members: members}, nil
}

// SetSettings replaces the settings, or returns their problems.
func (s *Service) SetSettings(ctx context.Context, st booking.Settings) (booking.Settings, error) {
	if err := s.bookings.SetSettings(ctx, st); err != nil {
		return booking.Settings{}, err
	}
	return s.bookings.Settings(ctx)
}

// PutHost gives member id the hours of h (its id is id's), or returns
// h's problems; an id that is no member's is "id": "unknown".
func (s *Service) PutHost(ctx context.Context, id string, h booking.Host) (booking.Host, error) {
	h.ID = id
	if _, err := s.team.User(ctx, id); err != nil {
		p := h.Valid()
		p.Add("id", "unknown")
		return booking.Host{}, p
	}
	if err := s.bookings.PutHost(ctx, h); err != nil {
		return booking.Host{}, err
	}
	hosts, err := s.bookings.Hosts(ctx)
	if err != nil {
		return booking.Host{}, err
	}
	for _, got := range hosts {
		if got.ID == id {
			return got, nil
		}
	}
	return booking.Host{}, fmt.Errorf("meetings: host %s not stored", id)
}

// Agenda returns the meetings that start in [from, to), in start order.
func (s *Service) Agenda(ctx context.Context, from, to time.Time) ([]AgendaItem, error) {
	p := validation.Problems{}
	if from.IsZero() {
		p.Add("from", "required")
	}
	if to.IsZero() {
		p.Add("to", "required")
	} else if !to.After(from) {
		p.Add("to", "not_after_from")
	} else if to.Sub(from) > AgendaMaxDays*24*time.Hour {
		p.Add("to", "too_far")
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	list, err := s.bookings.Between(ctx, from, to)
	if err != nil {
		return nil, err
	}
	return s.items(ctx, list)
}

// items are list as the team reads it.
func (s *Service) items(ctx context.Context, list []booking.Booking) ([]AgendaItem, error) {
	vc, err := s.viewContext(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]AgendaItem, 0, len(list))
	for _, b := range list {
		l, err := s.leadOf(ctx, b)
		if err != nil {
			return nil, err
		}
		out = append(out, vc.item(b, l))
	}
	return out, nil
}

// OfLeads returns the meeting of each of the leads ids that has one.
func (s *Service) OfLeads(ctx context.Context, ids []string) (map[string]AgendaItem, error) {
	byLead, err := s.bookings.OfLeads(ctx, ids)
	if err != nil {
		return nil, err
	}
	vc, err := s.viewContext(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]AgendaItem{}
	for id, b := range byLead {
		l, err := s.leadOf(ctx, b)
		if err != nil {
			return nil, err
		}
		out[id] = vc.item(b, l)
	}
	return out, nil
}

// MoveByTeam moves booking id to start, whatever the cut-off (the visitor
// is told).
func (s *Service) MoveByTeam(ctx context.Context, id string, start time.Time) (AgendaItem, error) {
	if start.IsZero() {
		return AgendaItem{}, requiredStart()
	}
	b, err := s.bookings.Reschedule(ctx, id, start)
	if err != nil {
		return AgendaItem{}, err
	}
	s.opts.Queued()
	return s.itemOf(ctx, b)
}

// CancelByTeam cancels booking id (the visitor is told).
func (s *Service) CancelByTeam(ctx context.Context, id string) (AgendaItem, error) {
	b, err := s.bookings.Cancel(ctx, id)
	if err != nil {
		return AgendaItem{}, err
	}
	s.opts.Queued()
	return s.itemOf(ctx, b)
}

// Mark records that booking id was held or that its visitor did not come.
func (s *Service) Mark(ctx context.Context, id, status string) (AgendaItem, error) {
	if status != booking.StatusHeld && status != booking.StatusNoShow {
		return AgendaItem{}, validation.Problems{"status": "unknown"}
	}
	b, err := s.bookings.Mark(ctx, id, status)
	if err != nil {
		return AgendaItem{}, err
	}
	return s.itemOf(ctx, b)
}

func requiredStart() error { return validation.Problems{"start": "required"} }

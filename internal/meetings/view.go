package meetings

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/booking"
	"agencysite/internal/content"
	"agencysite/internal/leads"
)

// View is a booking as its visitor reads it (the contract's BookingView):
// no ids of members, and whether the manage link may still change it.
type View struct {
	ID          string    `json:"id"`
	Start       time.Time `json:"start"`
	End         time.Time `json:"end"`
	Status      string    `json:"status"`
	VisitorZone string    `json:"visitorZone"`
	AgencyZone  string    `json:"agencyZone"`
	MeetingBy   string    `json:"meetingBy"`
	HostName    string    `json:"hostName"`
	Lang        string    `json:"lang"`
	// Changeable is false after the cut-off, or once cancelled or past.
	Changeable bool      `json:"changeable"`
	CutoffAt   time.Time `json:"cutoffAt"`
	// WhatsApp and Email are the agency's, for the visitor who can no
	// longer change the meeting: "+971501234567" and an address.
	WhatsApp string `json:"whatsapp"`
	Email    string `json:"email"`
}

// AgendaItem is a booking as the team reads it: the view with its lead,
// its host and who booked it.
type AgendaItem struct {
	View
	LeadID       string `json:"leadId"`
	HostID       string `json:"hostId"`
	VisitorName  string `json:"visitorName"`
	VisitorEmail string `json:"visitorEmail"`
	Company      string `json:"company"`
}

// changeable reports whether the visitor may still move or cancel b.
func changeable(b booking.Booking, st booking.Settings, now time.Time) bool {
	live := b.Status == booking.StatusBooked || b.Status == booking.StatusRescheduled
	return live && now.Before(st.Cutoff(b))
}

// agencyContact is the agency's WhatsApp number (E.164: + and digits) and
// address among c, the published contacts (content.Contact's numbers may
// hold spaces).
func agencyContact(c content.Contact) (whatsapp, email string) {
	if digits := strings.Map(keepDigit, c.WhatsApp); digits != "" {
		whatsapp = "+" + digits
	}
	return whatsapp, c.Email
}

func keepDigit(r rune) rune {
	if r >= '0' && r <= '9' {
		return r
	}
	return -1
}

// settingsAndHosts reads the booking settings and every host.
func (s *Service) settingsAndHosts(ctx context.Context) (booking.Settings, []booking.Host, error) {
	st, err := s.bookings.Settings(ctx)
	if err != nil {
		return booking.Settings{}, nil, err
	}
	hosts, err := s.bookings.Hosts(ctx)
	return st, hosts, err
}

// viewContext is what views are made from, read once for a list of them.
type viewContext struct {
	settings booking.Settings
	hosts    map[string]booking.Host
	contacts map[string]content.Contact // the published ones, by variant
	now      time.Time
}

func (s *Service) viewContext(ctx context.Context) (viewContext, error) {
	st, hosts, err := s.settingsAndHosts(ctx)
	if err != nil {
		return viewContext{}, err
	}
	contacts, err := s.leads.Contacts.Contacts(ctx)
	if err != nil {
		return viewContext{}, fmt.Errorf("meetings: the agency's contacts: %w", err)
	}
	vc := viewContext{settings: st, hosts: map[string]booking.Host{}, contacts: contacts, now: s.now()}
	for _, h := range hosts {
		vc.hosts[h.ID] = h
	}
	return vc, nil
}

func (vc viewContext) view(b booking.Booking, l leads.Lead) View {
	whatsapp, email := agencyContact(content.ContactOf(vc.contacts, l.Variant))
	return View{ID: b.ID, Start: b.Start, End: b.End, Status: b.Status, VisitorZone: b.VisitorZone,
		AgencyZone: vc.settings.AgencyZone, MeetingBy: b.MeetingBy, HostName: vc.hosts[b.HostID].Name, Lang: b.Lang,
		Changeable: changeable(b, vc.settings, vc.now), CutoffAt: vc.settings.Cutoff(b), WhatsApp: whatsapp, Email: email}
}

func (vc viewContext) item(b booking.Booking, l leads.Lead) AgendaItem {
	return AgendaItem{View: vc.view(b, l), LeadID: b.LeadID, HostID: b.HostID, VisitorName: l.Name,
		VisitorEmail: l.Email, Company: l.Company}
}

// leadOf is the lead b was booked with; a lead erased since reads empty.
func (s *Service) leadOf(ctx context.Context, b booking.Booking) (leads.Lead, error) {
	if b.LeadID == "" {
		return leads.Lead{}, nil
	}
	l, err := s.leads.Get(ctx, b.LeadID)
	if errors.Is(err, leads.ErrNotFound) {
		return leads.Lead{}, nil
	}
	if err != nil {
		return leads.Lead{}, fmt.Errorf("meetings: lead of %s: %w", b.ID, err)
	}
	return l, nil
}

// viewOf is b as its visitor reads it.
func (s *Service) viewOf(ctx context.Context, b booking.Booking) (View, error) {
	item, err := s.itemOf(ctx, b)
	return item.View, err
}

// itemOf is b as the team reads it.
func (s *Service) itemOf(ctx context.Context, b booking.Booking) (AgendaItem, error) {
	vc, err := s.viewContext(ctx)
	if err != nil {
		return AgendaItem{}, err
	}
	l, err := s.leadOf(ctx, b)
	if err != nil {
		return AgendaItem{}, err
	}
	return vc.item(b, l), nil
}

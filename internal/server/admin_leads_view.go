package server

import (
	"context"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
	"agencysite/internal/meetings"
)

// leadSummary is a lead as the inbox lists it.
type leadSummary struct {
	ID            string       `json:"id"`
	CreatedAt     time.Time    `json:"createdAt"`
	Name          string       `json:"name"`
	Email         string       `json:"email"`
	Phone         string       `json:"phone"`        // E.164, for tel: and wa.me links
	PhoneDisplay  string       `json:"phoneDisplay"` // the same, grouped for reading
	Company       string       `json:"company"`
	Service       string       `json:"service"`
	Budget        string       `json:"budget"`
	ContactMethod string       `json:"contactMethod"`
	Language      string       `json:"language"`
	Variant       string       `json:"variant"`
	Status        string       `json:"status"`
	Assignee      *auth.Person `json:"assignee"`
	Spam          bool         `json:"spam"`
	SpamReason    string       `json:"spamReason"`
	Waiting       bool         `json:"waiting"`
	Version       int          `json:"version"`
	Channel       string       `json:"channel"`
	// Booking is the meeting booked with the lead, or null.
	Booking *meetings.AgendaItem `json:"booking"`
}

// leadDetail is a lead's page: every field, its workflow and how to answer.
type leadDetail struct {
	leadSummary
	Message          string           `json:"message"`
	MeetingTime      string           `json:"meetingTime"`
	PagePath         string           `json:"pagePath"`
	Consent          bool             `json:"consent"`
	LostReason       string           `json:"lostReason"`
	FirstContactedAt *time.Time       `json:"firstContactedAt"`
	ResponseMinutes  *int             `json:"responseMinutes"`
	UpdatedAt        *time.Time       `json:"updatedAt"`
	Reply            replyInfo        `json:"reply"`
	WhatsAppRef      string           `json:"whatsappRef"`
	Visit            *analytics.Visit `json:"visit"`
}

// replyInfo is what the reply templates need: the texts live in the page.
type replyInfo struct {
	Language string `json:"language"`
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	WhatsApp string `json:"whatsapp"`
}

type mailView struct {
	ID        string     `json:"id"`
	Kind      string     `json:"kind"`
	To        string     `json:"to"`
	Status    string     `json:"status"` // sent, waiting, failed or expired
	Attempts  int        `json:"attempts"`
	LastError string     `json:"lastError"`
	CreatedAt time.Time  `json:"createdAt"`
	SentAt    *time.Time `json:"sentAt"`
}

func optionalTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func summaryOf(l leads.Lead, waiting time.Duration, now time.Time) leadSummary {
	return leadSummary{ID: l.ID, CreatedAt: l.CreatedAt, Name: l.Name, Email: l.Email, Phone: l.Phone, PhoneDisplay: leads.DisplayPhone(l.Phone), Company: l.Company,
		Service: l.Service, Budget: l.Budget, ContactMethod: l.ContactMethod, Language: l.Language, Variant: l.Variant,
		Status: l.Status, Assignee: auth.NewPerson(l.AssigneeID, l.AssigneeName), Spam: l.Spam, SpamReason: l.SpamReason,
		Waiting: !l.Spam && l.Status == leads.StatusNew && now.Sub(l.CreatedAt) > waiting, Version: l.Version,
		Channel: l.Channel}
}

func detailOf(l leads.Lead, waiting time.Duration, now time.Time) leadDetail {
	d := leadDetail{leadSummary: summaryOf(l, waiting, now), Message: l.Message, MeetingTime: l.MeetingTime,
		PagePath: l.PagePath, Consent: l.Consent, LostReason: l.LostReason, FirstContactedAt: optionalTime(l.FirstContactedAt),
		UpdatedAt: optionalTime(l.UpdatedAt), Reply: replyInfo{Language: l.Language, Email: l.Email, Phone: l.Phone},
		WhatsAppRef: l.WhatsAppRef, Visit: l.Visit}
	if !l.FirstContactedAt.IsZero() {
		m := int(l.FirstContactedAt.Sub(l.CreatedAt) / time.Minute)
		d.ResponseMinutes = &m
	}
	if l.Phone != "" {
		d.Reply.WhatsApp = "https://wa.me/" + l.Phone[1:] // E.164: "+" and digits
	}
	return d
}

func mailOf(e mail.Entry) mailView {
	v := mailView{ID: e.ID, Kind: e.Kind, To: e.To, Attempts: e.Attempts, LastError: e.LastError, CreatedAt: e.Created,
		SentAt: optionalTime(e.Sent)}
	switch {
	case e.Status == mail.StatusSent:
		v.Status = "sent"
	case e.Status == mail.StatusExpired:
		v.Status = "expired"
	case e.Attempts > 0:
		v.Status = "failed"
	default:
		v.Status = "waiting"
	}
	return v
}

// withBookings sets the meeting of each lead of list that has one.
func (h adminAPI) withBookings(ctx context.Context, list ...*leadSummary) error {
	if h.meetings == nil {
		return nil
	}
	ids := make([]string, len(list))
	for i, l := range list {
		ids[i] = l.ID
	}
	byLead, err := h.meetings.OfLeads(ctx, ids)
	if err != nil {
		return err
	}
	for _, l := range list {
		if item, ok := byLead[l.ID]; ok {
			l.Booking = &item
		}
	}
	return nil
}

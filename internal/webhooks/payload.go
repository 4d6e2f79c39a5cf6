package webhooks

import (
	"encoding/json"
	"strings"
	"time"

	"agencysite/internal/leads"
)

// PayloadVersion is the version of the JSON a webhook receives; a change
// that could break a receiver makes a new one.
const PayloadVersion = 1

// payload is the body of a signed webhook (KindWebhook): the event's type
// and time, and the lead with its visit and a link to it.
type payload struct {
	Type      string    `json:"type"`
	Version   int       `json:"version"`
	Timestamp time.Time `json:"timestamp"`
	Data      struct {
		Lead           leadJSON `json:"lead"`
		PreviousStatus string   `json:"previousStatus,omitempty"`
		Link           string   `json:"link"`
		Test           bool     `json:"test,omitempty"`
	} `json:"data"`
}

// leadJSON is a lead as receivers get it: codes, not labels, so a CRM
// maps them once whatever the language.
type leadJSON struct {
	ID            string      `json:"id"`
	CreatedAt     time.Time   `json:"createdAt"`
	Status        string      `json:"status"`
	Name          string      `json:"name"`
	Email         string      `json:"email"`
	Phone         string      `json:"phone"`
	Company       string      `json:"company"`
	Service       string      `json:"service"`
	Budget        string      `json:"budget"`
	ContactMethod string      `json:"contactMethod"`
	MeetingTime   string      `json:"meetingTime"`
	Message       string      `json:"message"`
	Language      string      `json:"language"`
	Variant       string      `json:"variant"`
	Channel       string      `json:"channel"`
	PagePath      string      `json:"pagePath"`
	Source        *sourceJSON `json:"source"` // null when no visit was found
}

type sourceJSON struct {
	FirstSeenAt  time.Time `json:"firstSeenAt"`
	LandingPage  string    `json:"landingPage"`
	ReferrerHost string    `json:"referrerHost"`
	UTMSource    string    `json:"utmSource"`
	UTMMedium    string    `json:"utmMedium"`
	UTMCampaign  string    `json:"utmCampaign"`
	Device       string    `json:"device"`
	Browser      string    `json:"browser"`
	Pages        int       `json:"pages"`
}

func leadPayload(l leads.Lead) leadJSON {
	out := leadJSON{ID: l.ID, CreatedAt: l.CreatedAt, Status: l.Status, Name: l.Name, Email: l.Email, Phone: l.Phone,
		Company: l.Company, Service: l.Service, Budget: l.Budget, ContactMethod: l.ContactMethod,
		MeetingTime: l.MeetingTime, Message: l.Message, Language: l.Language, Variant: l.Variant,
		Channel: l.Channel, PagePath: l.PagePath}
	if v := l.Visit; v != nil {
		out.Source = &sourceJSON{FirstSeenAt: v.FirstSeenAt, LandingPage: v.LandingPage, ReferrerHost: v.ReferrerHost,
			UTMSource: v.UTMSource, UTMMedium: v.UTMMedium, UTMCampaign: v.UTMCampaign, Device: v.Device,
			Browser: v.Browser, Pages: v.PagesViewed}
	}
	return out
}

// message is what a webhook of kind is sent about h.
type message struct {
	kind     string
	personal bool
	h        leads.Happening
	test     bool
}

// render returns the body of m: the signed JSON for a webhook, a chat
// message in lang for Slack and Teams.
func (s *Store) render(m message) ([]byte, error) {
	link := strings.TrimRight(s.opts.BaseURL, "/") + "/admin/leads/" + m.h.Lead.ID
	if m.test {
		link = strings.TrimRight(s.opts.BaseURL, "/") + "/admin/webhooks"
	}
	switch m.kind {
	case KindSlack:
		return json.Marshal(slackMessage(s.alert(m, link)))
	case KindTeams:
		return json.Marshal(teamsMessage(s.alert(m, link), s.opts.Language == "ar"))
	}
	var p payload
	p.Type, p.Version, p.Timestamp = m.h.Name, PayloadVersion, m.h.At.UTC()
	p.Data.Lead, p.Data.Link, p.Data.Test = leadPayload(m.h.Lead), link, m.test
	if m.h.Name == leads.EventStatusChanged {
		p.Data.PreviousStatus = m.h.From
	}
	return json.Marshal(p)
}

// sampleLead is the lead a test delivery is about: plainly not a real one.
func sampleLead(at time.Time) leads.Lead {
	return leads.Lead{ID: "test", CreatedAt: at, Status: leads.StatusNew, Name: "Test Request",
		Email: "test@example.com", Phone: "+15550100000", Service: leads.LeadSchema().Services[0].Value, ContactMethod: "email",
		Message: "A test from the back office.", Language: "en", Variant: "default", Channel: leads.ChannelForm,
		PagePath: "/en/contact"}
}

package meetings

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	htmltemplate "html/template"
	"net/mail"
	"net/url"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/booking"
	"agencysite/internal/content"
	"agencysite/internal/leads"
	outbox "agencysite/internal/mail"
	"agencysite/internal/wordfile"
	"agencysite/web"
)

// Kinds of outbox mail a meeting causes.
const (
	MailVisitor = "meeting-visitor" // the visitor's invitation, change or reminder
	MailHost    = "meeting-host"    // the host's invitation or change
)

//go:embed words.json
var wordsJSON []byte

// words are one language's texts of the meetings' mails (words.json).
type words struct {
	Weekdays    [7]string         `json:"weekdays"`
	Subject     map[string]string `json:"subject"`
	Intro       map[string]string `json:"intro"`
	When        string            `json:"when"`
	Ours        string            `json:"ours"`
	Host        string            `json:"host"`
	Video       string            `json:"video"`
	VideoLater  string            `json:"videoLater"`
	Phone       string            `json:"phone"`
	PhoneHost   string            `json:"phoneHost"`
	Manage      string            `json:"manage"`
	Rebook      string            `json:"rebook"`
	Contact     string            `json:"contact"`
	Closing     string            `json:"closing"`
	Signature   string            `json:"signature"`
	HostSubject map[string]string `json:"hostSubject"`
	HostIntro   map[string]string `json:"hostIntro"`
	Visitor     string            `json:"visitor"`
	Company     string            `json:"company"`
	Lead        string            `json:"lead"`
	lang        string
}

var allWords = wordfile.MustParse[words]("meetings: words.json", wordsJSON)

// wordsIn are lang's words, English's without them.
func wordsIn(lang string) words {
	w := allWords.In(lang)
	w.lang = allWords.Lang(lang)
	return w
}

// fill replaces each {key} of s by its value.
func fill(s string, kv ...string) string {
	pairs := make([]string, 0, len(kv))
	for i := 0; i+1 < len(kv); i += 2 {
		pairs = append(pairs, "{"+kv[i]+"}", kv[i+1])
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

// ltr isolates a left-to-right run (a date, a zone, a link) in a
// right-to-left language's line, so it reads whole where it stands.
func (w words) ltr(s string) string {
	if w.lang != "ar" {
		return s
	}
	return "\u2066" + s + "\u2069"
}

// at is t in zone as w's reader reads it: weekday, date, time, zone.
func (w words) at(t time.Time, zone string) string {
	loc, err := time.LoadLocation(zone)
	if err != nil {
		loc, zone = time.UTC, "UTC"
	}
	local := t.In(loc)
	return w.Weekdays[local.Weekday()] + " " + w.ltr(local.Format("2006-01-02 15:04")+" ("+zone+")")
}

// meeting is what a booking's mails are written from.
type meeting struct {
	b        booking.Booking
	lead     leads.Lead
	host     booking.Host
	member   auth.User // the host's account: their address and language
	settings booking.Settings
	manage   string // the visitor's manage link
	book     string // the booking page, in the visitor's language
	leadURL  string // the lead's page in the back office
	uidHost  string
	brand    string
	agency   content.Contact // the published contacts of the lead's variant
	now      time.Time
}

// meeting reads what b's mails need; a lead erased since reads empty.
func (s *Service) meeting(ctx context.Context, b booking.Booking) (meeting, error) {
	m := meeting{b: b, now: s.now(), brand: web.Site().Brand}
	var err error
	if m.lead, err = s.leadOf(ctx, b); err != nil || m.lead.ID == "" {
		return m, err
	}
	if m.settings, err = s.bookings.Settings(ctx); err != nil {
		return m, err
	}
	if m.agency, err = s.leads.Contacts.Contact(ctx, m.lead.Variant); err != nil {
		return m, fmt.Errorf("meetings: the agency's contacts: %w", err)
	}
	hosts, err := s.bookings.Hosts(ctx)
	if err != nil {
		return m, err
	}
	for _, h := range hosts {
		if h.ID == b.HostID {
			m.host = h
		}
	}
	if m.member, err = s.team.User(ctx, b.HostID); err != nil && !errors.Is(err, auth.ErrNotFound) {
		return m, err
	}
	token, err := s.Token(ctx, b)
	if err != nil {
		return m, err
	}
	base := strings.TrimRight(s.opts.BaseURL, "/")
	m.manage, m.book, m.leadURL = s.ManageURL(b.Lang, token), base+"/"+b.Lang+"/book", base+"/admin/leads/"+m.lead.ID
	m.uidHost = hostOf(base)
	return m, nil
}

// hostOf is the host name of the site's URL, the domain of the meetings'
// UIDs.
func hostOf(baseURL string) string {
	if u, err := url.Parse(baseURL); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return "localhost"
}

// changeMails are the visitor's and the host's mails of a change: moment
// is booked, rescheduled or cancelled. A host without an account (removed
// since) gets none.
func (m meeting) changeMails(moment string) ([]outbox.Message, error) {
	v, err := m.visitorMail(moment)
	if err != nil || m.member.Email == "" {
		return []outbox.Message{v}, err
	}
	h, err := m.hostMail(moment)
	return []outbox.Message{v, h}, err
}

// invite is the invitation of the meeting, the host organizing.
func (m meeting) invite(summary string) invite {
	inv := inviteOf(m.b, m.uidHost, m.now)
	inv.summary = summary
	inv.organizer = mail.Address{Name: m.host.Name, Address: m.member.Email}
	if inv.organizer.Address == "" {
		inv.organizer.Address = m.agency.Email
	}
	inv.attendee = mail.Address{Address: m.lead.Email}
	if m.b.MeetingBy == booking.ByPhone {
		inv.location = m.host.Phone
	} else {
		inv.location = m.host.VideoLink
	}
	return inv
}

// visitorMail is the visitor's mail of moment, in their language; it
// quotes nothing they typed but their own number (anyone may enter a
// stranger's address).
func (m meeting) visitorMail(moment string) (outbox.Message, error) {
	w := wordsIn(m.b.Lang)
	when := w.at(m.b.Start, m.b.VisitorZone)
	whatsapp, email := agencyContact(m.agency)
	lines := []string{w.Intro[moment], "", fill(w.When, "when", when)}
	if m.settings.AgencyZone != m.b.VisitorZone {
		lines = append(lines, fill(w.Ours, "when", w.at(m.b.Start, m.settings.AgencyZone)))
	}
	if m.host.Name != "" {
		lines = append(lines, fill(w.Host, "host", m.host.Name))
	}
	cancelled := moment == "cancelled"
	if !cancelled {
		lines = append(lines, m.how(w)...)
		lines = append(lines, "", fill(w.Manage, "cutoff", w.at(m.settings.Cutoff(m.b), m.b.VisitorZone)), w.ltr(m.manage))
	} else {
		lines = append(lines, "", w.Rebook, w.ltr(m.book))
	}
	if whatsapp != "" {
		lines = append(lines, "", fill(w.Contact, "whatsapp", w.ltr(whatsapp)))
	}
	lines = append(lines, "", w.Closing, fill(w.Signature, "brand", m.brand))
	subject := fill(w.Subject[moment], "brand", m.brand, "when", when)
	msg := outbox.Message{Kind: MailVisitor, Ref: m.lead.ID, To: m.lead.Email, ReplyTo: email, Lang: m.b.Lang,
		Subject: subject, Created: m.now, Expires: m.b.Start}
	if err := m.body(&msg, w, lines); err != nil {
		return msg, err
	}
	if moment == "reminderDay" || moment == "reminderHour" {
		return msg, nil // the invitation they have stands
	}
	return m.withInvite(msg, subject)
}

// how is how they meet: the video room, or the phone both ways.
func (m meeting) how(w words) []string {
	if m.b.MeetingBy == booking.ByPhone {
		lines := []string{fill(w.Phone, "phone", w.ltr(m.lead.Phone))}
		if m.host.Phone != "" {
			lines = append(lines, fill(w.PhoneHost, "phone", w.ltr(m.host.Phone)))
		}
		return lines
	}
	if m.host.VideoLink == "" {
		return []string{w.VideoLater}
	}
	return []string{fill(w.Video, "link", w.ltr(m.host.VideoLink))}
}

// hostMail is the host's mail of moment, in their back-office language.
func (m meeting) hostMail(moment string) (outbox.Message, error) {
	w := wordsIn(m.member.Language)
	when := w.at(m.b.Start, m.host.Zone)
	lines := []string{fill(w.HostIntro[moment], "name", m.lead.Name), "", fill(w.When, "when", when),
		fill(w.Visitor, "name", m.lead.Name, "email", w.ltr(m.lead.Email))}
	if m.lead.Company != "" {
		lines = append(lines, fill(w.Company, "company", m.lead.Company))
	}
	if moment != "cancelled" {
		lines = append(lines, m.how(w)...)
	}
	lines = append(lines, "", fill(w.Lead, "link", w.ltr(m.leadURL)))
	subject := fill(w.HostSubject[moment], "name", m.lead.Name, "when", when)
	msg := outbox.Message{Kind: MailHost, Ref: m.lead.ID, To: m.member.Email,
		ReplyTo: (&mail.Address{Name: m.lead.Name, Address: m.lead.Email}).String(), Lang: m.member.Language,
		Subject: subject, Created: m.now, Expires: m.b.End}
	if err := m.body(&msg, w, lines); err != nil {
		return msg, err
	}
	return m.withInvite(msg, subject)
}

func (m meeting) withInvite(msg outbox.Message, summary string) (outbox.Message, error) {
	inv := m.invite(summary)
	cal, err := inv.calendar()
	msg.Calendar, msg.CalendarMethod = cal, inv.method
	return msg, err
}

// body writes lines as the text and an HTML alternative: links are links,
// the page's direction the language's.
func (m meeting) body(msg *outbox.Message, w words, lines []string) error {
	msg.Text = strings.Join(lines, "\n") + "\n"
	dir := "ltr"
	if w.lang == "ar" {
		dir = "rtl"
	}
	var html strings.Builder
	err := bodyHTML.Execute(&html, map[string]any{"Lang": w.lang, "Dir": dir, "Subject": msg.Subject, "Lines": lines})
	msg.HTML = html.String()
	return err
}

var bodyHTML = htmltemplate.Must(htmltemplate.New("meeting").Funcs(htmltemplate.FuncMap{
	"link": func(s string) string { return strings.Trim(s, "\u2066\u2069") },
	"isLink": func(s string) bool {
		s = strings.Trim(s, "\u2066\u2069")
		return strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://")
	},
}).Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.Dir}}"><head><meta charset="utf-8"><title>{{.Subject}}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;line-height:1.5;font-size:15px">
{{range .Lines}}{{if eq . ""}}<br>{{else if isLink .}}<p style="margin:0"><a href="{{link .}}" dir="ltr">{{link .}}</a></p>
{{else}}<p style="margin:0">{{.}}</p>
{{end}}{{end}}</body></html>
`))

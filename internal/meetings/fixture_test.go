package meetings

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/auth/authtest"
	"agencysite/internal/booking"
	"agencysite/internal/clocktest"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/jobs"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
	"agencysite/internal/mail/mailtest"
)

// t0 is Monday 2026-11-02, 09:00 UTC (12:00 in Istanbul).
var t0 = time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)

// fixture is a database with one host, Amira in Istanbul (her back office
// in French), who takes 30-minute calls 09:00 to 17:00 on weekdays; the
// service; a job runner; and a real SMTP server the outbox delivers to.
type fixture struct {
	t        *testing.T
	db       *database.DB
	clock    *clocktest.Clock
	svc      *Service
	bookings *booking.Store
	runner   *jobs.Runner
	smtp     *mailtest.Server
	host     auth.User
	// delivered counts the messages deliver has returned.
	delivered int
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	return newFixtureOn(t, dbtest.Open(t))
}

// amira is the fixture's host.
var amira = auth.User{ID: "amira", Email: "amira@agency.example", Name: "Amira", Role: "owner", Language: "fr"}

// newService is the service on db as an instance builds it.
func newService(db *database.DB, now func() time.Time) *Service {
	ls := leads.NewStore(db, "team@agency.example")
	ls.Now = now
	return New(db, ls, authtest.Team{amira.ID: amira}, Options{BaseURL: "https://agency.example", Now: now})
}

func newFixtureOn(t *testing.T, db *database.DB) *fixture {
	t.Helper()
	f := &fixture{t: t, db: db, clock: clocktest.New(t0)}
	f.host = amira
	if _, err := f.db.ExecContext(context.Background(), `INSERT INTO users (id, email, name, role, language, password_hash, created_at)
		VALUES ($1, $2, $3, $4, $5, 'x', $6)`, f.host.ID, f.host.Email, f.host.Name, f.host.Role, f.host.Language,
		database.FormatTime(t0)); err != nil {
		t.Fatal(err)
	}
	f.svc = newService(f.db, f.clock.Now)
	f.bookings = booking.NewStore(f.db, booking.Options{Now: f.clock.Now})
	ctx := context.Background()
	if err := f.bookings.SetSettings(ctx, booking.Settings{MeetingMinutes: 30, NoticeMinutes: 60, WindowDays: 30,
		CutoffMinutes: 120, AgencyZone: "Europe/Istanbul"}); err != nil {
		t.Fatal(err)
	}
	h := booking.Host{ID: f.host.ID, Name: "Amira", Zone: "Europe/Istanbul", TakesMeetings: true, Dates: map[string][]booking.Range{},
		VideoLink: "https://meet.example.com/amira", Phone: "+902125550101"}
	for day := time.Monday; day <= time.Friday; day++ {
		h.Weekly[day] = []booking.Range{{From: "09:00", To: "17:00"}}
	}
	if err := f.bookings.PutHost(ctx, h); err != nil {
		t.Fatal(err)
	}
	f.smtp = mailtest.Start(t)
	sender, err := mail.NewSMTP(f.smtp.URL(), "website@agency.example")
	if err != nil {
		t.Fatal(err)
	}
	f.runner = jobs.NewRunner(f.db, slog.New(slog.NewTextHandler(io.Discard, nil)))
	f.runner.Now, f.runner.Rand = f.clock.Now, func() float64 { return 1 }
	for _, k := range []jobs.Kind{f.svc.MailJobs(), f.svc.ReminderJobs(), mail.Delivery(f.db, sender)} {
		f.runner.Add(k)
	}
	return f
}

// request is a visitor's booking of start from the page of lang.
func request(lang string, start time.Time) Request {
	return Request{Lead: leads.Lead{Name: "Ada Lovelace", Email: "ada@example.com", Phone: "+44 20 7946 0958",
		Service: "custom-apps", Message: "We need an app for our members.", Consent: true, PagePath: "/" + lang + "/book"},
		Start: start, VisitorZone: "America/New_York", MeetingBy: booking.ByVideo}
}

func (f *fixture) book(r Request) View {
	f.t.Helper()
	v, _, err := f.svc.Book(context.Background(), r)
	if err != nil {
		f.t.Fatalf("book: %v", err)
	}
	return v
}

// deliver runs the due meeting and mail jobs, and returns the messages
// the SMTP server received since the last call.
func (f *fixture) deliver() []sent {
	f.t.Helper()
	for _, kind := range []string{MailKind, ReminderKind, mail.JobKind} {
		for {
			did, err := f.runner.Work(context.Background(), kind)
			if err != nil {
				f.t.Fatalf("work %s: %v", kind, err)
			}
			if !did {
				break
			}
		}
	}
	all := f.smtp.Messages()
	var out []sent
	for _, m := range all[f.delivered:] {
		out = append(out, parseSent(f.t, m))
	}
	f.delivered = len(all)
	return out
}

// sent is a delivered message, parsed back: its headers and each part of
// its multipart/alternative by type, with the calendar part's method=.
type sent struct {
	to, subject, lang string
	parts             map[string]string
	calendarMethod    string
}

func parseSent(t *testing.T, m mailtest.Message) sent {
	t.Helper()
	msg, err := netmail.ReadMessage(bytes.NewReader(m.Data))
	if err != nil {
		t.Fatal(err)
	}
	subject, _ := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	s := sent{to: strings.Join(m.To, ","), subject: subject, lang: msg.Header.Get("Content-Language"), parts: map[string]string{}}
	kind, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || kind != "multipart/alternative" {
		t.Fatalf("got %s (%v), want multipart/alternative", kind, err)
	}
	r := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := r.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		var body []byte
		if p.Header.Get("Content-Transfer-Encoding") == "base64" {
			body, err = io.ReadAll(base64.NewDecoder(base64.StdEncoding, p))
		} else {
			body, err = io.ReadAll(p)
		}
		if err != nil {
			t.Fatal(err)
		}
		kind, params, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		s.parts[kind] = string(body)
		if kind == "text/calendar" {
			s.calendarMethod = params["method"]
			if params["charset"] != "UTF-8" {
				t.Errorf("got calendar part %q, want charset=UTF-8", p.Header.Get("Content-Type"))
			}
		}
	}
	return s
}

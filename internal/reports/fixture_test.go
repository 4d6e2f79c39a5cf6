package reports

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"testing"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/auth/authtest"
	"agencysite/internal/clocktest"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/jobs"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
	"agencysite/internal/settings"
)

// t0 is a Monday, 09:30 UTC, in ISO week 2026-W49.
var t0 = time.Date(2026, 11, 30, 9, 30, 0, 0, time.UTC)

const ua = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36"

// instance is one server's share of the work: its own pool, store and
// runner over the shared database.
type instance struct {
	db     *database.DB
	store  *Store
	runner *jobs.Runner
}

// fixture is a database with a team, analytics, leads, and one or more
// instances on one clock.
type fixture struct {
	t         *testing.T
	clock     *clocktest.Clock
	team      authtest.Team
	site      *settings.Store
	rec       *analytics.Recorder
	leads     *leads.Store
	instances []instance
	visitor   int
}

func newFixture(t *testing.T, instances int) *fixture {
	t.Helper()
	url := dbtest.MigratedURL(t)
	f := &fixture{t: t, clock: clocktest.New(t0), team: authtest.Team{}}
	cat, err := analytics.LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for range instances {
		db := dbtest.OpenURL(t, url)
		site := settings.NewStore(db, settings.Options{Waiting: 24 * time.Hour})
		ls := leads.NewStore(db, "team@example.com")
		ls.Now = f.clock.Now
		s := NewStore(db, Options{Analytics: analytics.NewReader(db, cat), Leads: ls, Team: f.team, Site: site,
			BaseURL: "https://agency.example", Brand: "Nuqta", Now: f.clock.Now})
		r := jobs.NewRunner(db, log)
		r.Now, r.Rand = f.clock.Now, func() float64 { return 1 }
		for _, k := range []jobs.Kind{s.ReportJobs(), s.WatchJobs(), s.AlertJobs()} {
			r.Add(k)
		}
		f.instances = append(f.instances, instance{db: db, store: s, runner: r})
		if f.site == nil {
			f.site, f.leads = site, ls
			f.rec = analytics.NewRecorder(db, cat, analytics.Options{SiteURL: "https://agency.example", FlushEvery: time.Hour, Now: f.clock.Now})
			t.Cleanup(func() { f.rec.Close(context.Background()) })
		}
	}
	return f
}

func (f *fixture) db() *database.DB { return f.instances[0].db }
func (f *fixture) store() *Store    { return f.instances[0].store }

// member adds a team member writing lang.
func (f *fixture) member(id, lang string) auth.User {
	f.t.Helper()
	u := auth.User{ID: id, Email: id + "@example.com", Name: id, Role: "member", Language: lang}
	if _, err := f.db().ExecContext(context.Background(), `INSERT INTO users (id, email, name, role, language, password_hash, created_at)
		VALUES ($1, $2, $3, $4, $5, 'x', $6)`, u.ID, u.Email, u.Name, u.Role, u.Language, database.FormatTime(t0)); err != nil {
		f.t.Fatal(err)
	}
	f.team[id] = u
	return u
}

func (f *fixture) wants(userID string, p Preference) {
	f.t.Helper()
	p.Enabled = true
	if err := f.store().SetPreference(context.Background(), userID, p); err != nil {
		f.t.Fatal(err)
	}
}

// visits records n new visitors' page views of path at time at, from
// referrer (a URL or "") and campaign (utm source, medium, name or none).
func (f *fixture) visits(at time.Time, n int, path, referrer string, campaign ...string) {
	f.t.Helper()
	f.clock.Set(at)
	for range n {
		f.visitor++
		e := analytics.Event{Name: "page_view", Path: path, Referrer: referrer}
		if len(campaign) == 3 {
			e.UTMSource, e.UTMMedium, e.UTMCampaign = campaign[0], campaign[1], campaign[2]
		}
		ip := fmt.Sprintf("198.51.%d.%d", f.visitor/250, f.visitor%250+1)
		if err := f.rec.Record([]analytics.Event{e}, analytics.Client{IP: ip, UserAgent: ua}); err != nil {
			f.t.Fatal(err)
		}
	}
	if err := f.rec.Flush(context.Background()); err != nil {
		f.t.Fatal(err)
	}
}

// lead records a consultation request at time at.
func (f *fixture) lead(at time.Time, name string) {
	f.t.Helper()
	f.clock.Set(at)
	if _, err := f.leads.Create(context.Background(), leads.Lead{Name: name, Email: "ada@example.com", Service: "custom-apps",
		Budget: "15k-50k", ContactMethod: "email", Message: "We need an app for our members.", Consent: true,
		PagePath: "/en/contact"}); err != nil {
		f.t.Fatal(err)
	}
}

// work does every job of kind due now, on instance i.
func (f *fixture) work(i int, kind string) {
	f.t.Helper()
	for {
		did, err := f.instances[i].runner.Work(context.Background(), kind)
		if err != nil {
			f.t.Fatal(err)
		}
		if !did {
			return
		}
	}
}

// mails returns the outbox's mails of kind, oldest first.
func (f *fixture) mails(kind string) []mail.Message {
	f.t.Helper()
	out, err := database.Query(context.Background(), f.db(), func(row database.Scanner) (mail.Message, error) {
		m := mail.Message{Kind: kind}
		return m, row.Scan(&m.Ref, &m.To, &m.Lang, &m.Subject, &m.Text, &m.HTML)
	}, `SELECT ref, to_addr, lang, subject, text_body, html_body FROM mail_outbox WHERE kind = $1 ORDER BY created_at, to_addr`, kind)
	if err != nil {
		f.t.Fatal(err)
	}
	return out
}

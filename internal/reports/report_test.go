package reports

import (
	"bytes"
	"context"
	"database/sql"
	"maps"
	"mime"
	netmail "net/mail"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
	"agencysite/internal/mail/mailtest"
)

func utc(s string) time.Time {
	t, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		panic(err)
	}
	return t
}

func noRecord(context.Context, *sql.Tx, string) error { return nil }

// seedWeeks writes two weeks of traffic and leads before t0 (Monday
// 2026-11-30): the week of 16–22 November has 3 visits and a lead, that of
// 23–29 November 6 visits (4 from Google, 2 from a campaign) and 2 leads,
// and a visit at 22:30 UTC on the 29th is in that week in Paris but in the
// next one in Istanbul.
func seedWeeks(f *fixture) {
	f.t.Helper()
	if err := f.site.SetTimeZone(context.Background(), "Europe/Istanbul", noRecord); err != nil {
		f.t.Fatal(err)
	}
	f.visits(utc("2026-11-18 10:00"), 3, "/en/home", "")
	f.lead(utc("2026-11-19 10:00"), "Grace Hopper")
	f.visits(utc("2026-11-24 10:00"), 4, "/en/home", "https://www.google.com/")
	f.visits(utc("2026-11-26 12:00"), 2, "/ar/projects", "", "newsletter", "email", "winter")
	f.lead(utc("2026-11-25 09:00"), "Ada Lovelace")
	f.lead(utc("2026-11-29 20:00"), "Katherine Johnson")
	f.visits(utc("2026-11-29 22:30"), 1, "/fr/about", "")
}

// A report's figures are the dashboard's for the same week, read by the
// dashboard's own reader (Dashboard, Overview) and the leads' Attribute,
// and they are the seeded ones, in the member's time zone.
func TestReportFiguresAreTheDashboards(t *testing.T) {
	f := newFixture(t, 1)
	seedWeeks(f)
	f.clock.Set(t0)
	ctx := context.Background()
	cat, err := analytics.LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	reader := analytics.NewReader(f.db(), cat)
	tests := []struct {
		name                string
		zone                string
		visits, prev, leads int64
		pages               []string
	}{
		{"Istanbul", "Europe/Istanbul", 6, 3, 2, []string{"/en/home", "/ar/projects"}},
		{"Paris", "Europe/Paris", 7, 3, 2, []string{"/en/home", "/ar/projects", "/fr/about"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			loc, _ := time.LoadLocation(tt.zone)
			from, to := time.Date(2026, 11, 23, 0, 0, 0, 0, loc), time.Date(2026, 11, 30, 0, 0, 0, 0, loc)
			w, err := f.store().Figures(ctx, from, to)
			if err != nil {
				t.Fatal(err)
			}
			if w.Visits != tt.visits || w.PrevVisits != tt.prev || w.Leads != tt.leads || w.PrevLeads != 1 {
				t.Errorf("got visits %d (before %d), leads %d (before %d), want %d (%d), %d (1)",
					w.Visits, w.PrevVisits, w.Leads, w.PrevLeads, tt.visits, tt.prev, tt.leads)
			}
			var pages []string
			for _, p := range w.Pages {
				pages = append(pages, p.Key)
			}
			if !reflect.DeepEqual(pages, tt.pages) {
				t.Errorf("got pages %v, want %v", pages, tt.pages)
			}
			q := analytics.Query{From: from, To: to, Loc: loc, Limit: topRows}
			dash, err := reader.Dashboard(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			a, err := f.leads.Attribute(ctx, from, to, leads.AttributionFilter{}, topRows)
			if err != nil {
				t.Fatal(err)
			}
			if w.Visits != dash.Totals.Visitors || w.Leads != a.Total || !reflect.DeepEqual(w.Pages, dash.Pages) ||
				!reflect.DeepEqual(w.Sources, dash.Referrers) || len(w.Campaigns) != len(dash.Campaigns) {
				t.Errorf("got %+v, want the dashboard's %+v and %d leads", w, dash, a.Total)
			}
			q.From, q.To = from.AddDate(0, 0, -7), from
			prev, _, err := reader.Overview(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			if w.PrevVisits != prev.Visitors {
				t.Errorf("got %d visits the week before, the dashboard %d", w.PrevVisits, prev.Visitors)
			}
			if len(w.Sources) != 2 || w.Sources[0].Key != "www.google.com" || w.Sources[0].Visitors != 4 || w.Sources[1].Key != "" {
				t.Errorf("got sources %+v, want www.google.com with 4, then direct", w.Sources)
			}
			if len(w.Campaigns) != 1 || w.Campaigns[0].Campaign != "winter" || w.Campaigns[0].Visitors != 2 {
				t.Errorf("got campaigns %+v, want winter with 2", w.Campaigns)
			}
			if w.Waiting != 2 || w.Waiters[0].Name != "Grace Hopper" {
				t.Errorf("got %d waiting %+v, want 2, Grace Hopper first", w.Waiting, w.Waiters)
			}
		})
	}
}

// Each member's report comes in their language and time zone, with the
// language's plurals (Arabic: 6 is "few", 2 is "two"), as text and HTML;
// in Arabic a path, a date and a name are isolated so they read whole
// inside a right-to-left line, and lists take the Arabic comma.
func TestReportInEachMembersLanguage(t *testing.T) {
	f := newFixture(t, 1)
	seedWeeks(f)
	f.clock.Set(utc("2026-11-30 03:00"))
	for _, m := range []struct{ id, lang, zone string }{
		{"en1", "en", "Europe/Istanbul"}, {"ar1", "ar", "Asia/Riyadh"}, {"fr1", "fr", "Europe/Paris"}, {"tr1", "tr", "Europe/Istanbul"},
	} {
		f.member(m.id, m.lang)
		f.wants(m.id, Preference{Weekday: 1, Hour: 8, TimeZone: m.zone})
	}
	f.clock.Set(t0)
	f.work(0, ReportKind)
	want := map[string][]string{
		"en": {"Visits: 6 visits (+100% on the week before: 3)", "Requests: 2 requests (+100% on the week before: 1)",
			"2 requests are still waiting (new for more than 24 hours):", "/en/home: 4 visits", "www.google.com: 4 visits", "Direct (no referrer): 2 visits",
			"newsletter / email / winter: 2 visits, 0 requests", "2026-11-23 – 2026-11-29 (Europe/Istanbul)"},
		"ar": {"الزيارات: 6 زيارات (+100% مقارنةً بالأسبوع السابق: 3)", "الطلبات: طلبان", "طلبان ما زالا ينتظران (جديدة منذ أكثر من 24 ساعة):",
			"\u2066/ar/projects\u2069: زيارتان", "\u2068Grace Hopper\u2069 — تطبيقات حسب الطلب — \u20662026-11-19 13:00\u2069", "زيارتان، لا طلبات"},
		"fr": {"Visites : 7 visites (+133% par rapport à la semaine précédente : 3)", "/fr/about : 1 visite",
			"2 demandes attendent encore (nouvelles depuis plus de 24 heures) :", "(Europe/Paris)"},
		"tr": {"Ziyaretler: 6 ziyaret (önceki haftaya göre +100%: 3)", "2 talep hâlâ bekliyor"},
	}
	mails := f.mails(ReportKind)
	if len(mails) != 4 {
		t.Fatalf("got %d reports, want 4", len(mails))
	}
	for _, m := range mails {
		for _, line := range want[m.Lang] {
			if !strings.Contains(m.Text, line) {
				t.Errorf("%s: the text lacks %q:\n%s", m.Lang, line, m.Text)
			}
		}
		if !strings.HasPrefix(m.To, m.Lang) || !strings.HasSuffix(m.Ref, "/2026-W49") {
			t.Errorf("got %s's report to %s about %s, want theirs of 2026-W49", m.Lang, m.To, m.Ref)
		}
		if strings.Contains(m.HTML, "<img") || strings.Contains(m.HTML, "src=") {
			t.Errorf("%s: the HTML loads something: %s", m.Lang, m.HTML)
		}
		if wantDir := direction(m.Lang); !strings.Contains(m.HTML, `dir="`+wantDir+`"`) {
			t.Errorf("%s: the HTML is not %s", m.Lang, wantDir)
		}
	}
}

// Two instances over one database send a member one report a week, even
// when the member saves the preference again after it went out.
func TestOneReportPerMemberPerWeekOverTwoInstances(t *testing.T) {
	f := newFixture(t, 2)
	f.member("u1", "en")
	f.clock.Set(utc("2026-11-30 07:00"))
	f.wants("u1", Preference{Weekday: 1, Hour: 8, TimeZone: "UTC"})
	both := func() {
		var wg sync.WaitGroup
		for i := range f.instances {
			wg.Go(func() { f.work(i, ReportKind) })
		}
		wg.Wait()
	}
	f.clock.Set(utc("2026-11-30 08:00"))
	both()
	f.clock.Set(utc("2026-11-30 09:00"))
	f.wants("u1", Preference{Weekday: 1, Hour: 10, TimeZone: "UTC"}) // later the same day: the week's report went out
	f.clock.Set(utc("2026-11-30 10:00"))
	both()
	if got := len(f.mails(ReportKind)); got != 1 {
		t.Fatalf("got %d reports in week 49, want 1", got)
	}
	f.clock.Set(utc("2026-12-07 10:00"))
	both()
	mails := f.mails(ReportKind)
	if len(mails) != 2 || mails[0].Ref != "report/u1/2026-W49" || mails[1].Ref != "report/u1/2026-W50" {
		t.Fatalf("got %+v, want one report of weeks 49 and 50", mails)
	}
}

func TestReportTimes(t *testing.T) {
	tokyo, _ := time.LoadLocation("Asia/Tokyo")
	tests := []struct {
		name     string
		p        Preference
		loc      *time.Location
		now      time.Time
		wantWeek string
		wantAt   time.Time
	}{
		{"later today", Preference{Weekday: 1, Hour: 10}, time.UTC, t0, "2026-W49", utc("2026-11-30 10:00")},
		{"earlier today: next week", Preference{Weekday: 1, Hour: 8}, time.UTC, t0, "2026-W50", utc("2026-12-07 08:00")},
		{"Sunday, in Tokyo", Preference{Weekday: 0, Hour: 7}, tokyo, t0, "2026-W49", utc("2026-12-05 22:00")},
		{"the year's 53rd week", Preference{Weekday: 5, Hour: 9}, time.UTC, utc("2026-12-28 00:00"), "2026-W53", utc("2027-01-01 09:00")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, at := tt.p.next(tt.now, tt.loc)
			if w.String() != tt.wantWeek || !at.Equal(tt.wantAt) {
				t.Errorf("got %s at %v, want %s at %v", w, at.UTC(), tt.wantWeek, tt.wantAt)
			}
		})
	}
	if got := after(week{2026, 53}).String(); got != "2027-W01" {
		t.Errorf("got %s after 2026-W53, want 2027-W01", got)
	}
}

// The report reaches a real SMTP server as mail clients get it: text and
// HTML as alternatives, the subject in the member's language, the HTML
// right to left in Arabic.
func TestReportArrivesThroughSMTP(t *testing.T) {
	f := newFixture(t, 1)
	seedWeeks(f)
	f.clock.Set(utc("2026-11-30 03:00"))
	f.member("ar1", "ar")
	f.wants("ar1", Preference{Weekday: 1, Hour: 8, TimeZone: "Asia/Riyadh"})
	f.clock.Set(t0)
	f.work(0, ReportKind)
	in := mailtest.Start(t)
	smtp, err := mail.NewSMTP(in.URL(), "website@example.com")
	if err != nil {
		t.Fatal(err)
	}
	f.instances[0].runner.Add(mail.Delivery(f.db(), smtp))
	f.work(0, mail.JobKind)
	want := f.mails(ReportKind)[0].Subject
	var msg *netmail.Message
	for _, m := range in.Messages() { // the seeded leads' notifications went out too
		parsed, err := netmail.ReadMessage(bytes.NewReader(m.Data))
		if err != nil {
			t.Fatal(err)
		}
		if subject, _ := new(mime.WordDecoder).DecodeHeader(parsed.Header.Get("Subject")); subject == want {
			msg = parsed
		}
	}
	if msg == nil || !strings.Contains(want, "أسبوعك") {
		t.Fatalf("no message with the report's Arabic subject %q among %d", want, len(in.Messages()))
	}
	parts := mailtest.Parts(t, msg)
	if !strings.Contains(parts["text/plain; charset=UTF-8"], "الزيارات: 6 زيارات") || !strings.Contains(parts["text/html; charset=UTF-8"], `dir="rtl"`) {
		t.Fatalf("got parts %v, want the Arabic text and a right-to-left HTML", slices.Collect(maps.Keys(parts)))
	}
}

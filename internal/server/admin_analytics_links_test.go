package server

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"agencysite/web"
)

func TestLeadLinksToTheSameDaysVisit(t *testing.T) {
	f := newAnalyticsFixture(t)
	id := browseFixture(t, f) // B's events and lead carry no cookie at all
	got := f.get(t, "/api/admin/leads/"+id, 200)
	want := map[string]any{"landingPage": "/ar/home", "referrerHost": "", "utmSource": "", "utmMedium": "", "utmCampaign": "",
		"lang": "ar", "variant": "default", "device": "mobile", "browser": "Safari", "pagesViewed": 2,
		"firstSeenAt": "2026-11-10T11:00:00Z"}
	if g, w := compact(t, pick(t, got, "lead.visit")), compact(t, want); g != w {
		t.Errorf("got visit %v, want %v", g, w)
	}
	if g := pick(t, got, "lead.channel"); g != "form" {
		t.Errorf("got channel %v, want form", g)
	}
}

func TestLeadLinksTheCampaignOfItsLanding(t *testing.T) {
	f := newAnalyticsFixture(t)
	f.send(t, visitorA, at(10, 9, 0), ev("page_view", "/fr/home", "referrer", "https://www.google.com/",
		"utm_source", "google", "utm_medium", "cpc", "utm_campaign", "launch"))
	f.send(t, visitorA, at(10, 9, 2), ev("page_view", "/fr/contact", "utm_source", "google", "utm_medium", "cpc", "utm_campaign", "launch"))
	id := f.sendLead(t, visitorA, at(10, 9, 5), "/fr/contact")
	got := f.get(t, "/api/admin/leads/"+id, 200)
	for field, want := range map[string]any{"landingPage": "/fr/home", "referrerHost": "www.google.com", "utmSource": "google",
		"utmMedium": "cpc", "utmCampaign": "launch", "pagesViewed": float64(2), "device": "desktop"} {
		if g := pick(t, got, "lead.visit."+field); g != want {
			t.Errorf("got %s %v, want %v", field, g, want)
		}
	}
	tests := []struct {
		name, query string
		want        int
	}{
		{"by source", "source=google", 1},
		{"by referrer host", "source=www.google.com", 1},
		{"by campaign", "campaign=launch", 1},
		{"another campaign", "campaign=spring", 0},
		{"direct", "source=direct", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if g := pick(t, f.get(t, "/api/admin/leads?"+tt.query, 200), "total"); g != float64(tt.want) {
				t.Errorf("got %v leads, want %d", g, tt.want)
			}
		})
	}
	f.get(t, "/api/admin/leads?campaign="+strings.Repeat("x", 101), 422)
}

func TestLeadDoesNotLinkAnotherDaysVisit(t *testing.T) {
	f := newAnalyticsFixture(t)
	f.send(t, visitorA, at(10, 23, 0), ev("page_view", "/en/home"))
	f.send(t, visitorC, at(11, 0, 30), ev("page_view", "/en/faq")) // someone else makes the 11th's salt
	id := f.sendLead(t, visitorA, at(11, 9, 0), "/en/contact")
	if got := pick(t, f.get(t, "/api/admin/leads/"+id, 200), "lead.visit"); got != nil {
		t.Errorf("got visit %v, want null: a visitor id lives one day", got)
	}
}

func TestLeadWithoutEventsHasNoVisit(t *testing.T) {
	f := newAnalyticsFixture(t)
	f.send(t, visitorA, at(10, 9, 0), ev("page_view", "/en/home"))
	id := f.sendLead(t, visitorB, at(10, 9, 5), "/en/contact") // tracking off on B
	if got := pick(t, f.get(t, "/api/admin/leads/"+id, 200), "lead.visit"); got != nil {
		t.Errorf("got visit %v, want null", got)
	}
}

func TestTeamVisitsAreNotCounted(t *testing.T) {
	f := newAnalyticsFixture(t)
	*f.now = at(10, 9, 0)
	scenario{method: "POST", path: "/api/events", remote: visitorA.ip + ":1", body: `{"events":[{"name":"page_view","path":"/en/home"}]}`,
		header: map[string]string{"Content-Type": "text/plain", "User-Agent": uaDesktopChrome, "Cookie": f.session(t)}, wantStatus: 202}.run(t, f.h)
	scenario{name: "a team browser's bad batch is still refused", method: "POST", path: "/api/events", remote: visitorA.ip + ":1",
		body:   `{"events":[{"name":"nope","path":"/en/home"}]}`,
		header: map[string]string{"Content-Type": "text/plain", "User-Agent": uaDesktopChrome, "Cookie": f.session(t)}, wantStatus: 400}.run(t, f.h)
	f.send(t, visitorB, at(10, 9, 1), ev("page_view", "/ar/home"))
	// A stale cookie is nobody's session: that browser counts.
	scenario{method: "POST", path: "/api/events", remote: visitorC.ip + ":1", body: `{"events":[{"name":"page_view","path":"/en/faq"}]}`,
		header: map[string]string{"User-Agent": uaDesktopChrome, "Cookie": "session=not-a-session"}, wantStatus: 202}.run(t, f.h)
	if err := f.rec.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	var events int
	if err := f.db.QueryRow(`SELECT count(*) FROM analytics_events`).Scan(&events); err != nil {
		t.Fatal(err)
	}
	if events != 2 {
		t.Errorf("got %d events stored, want 2 (the team's left out)", events)
	}
	if got := pick(t, f.get(t, "/api/admin/analytics?from=2026-11-10&to=2026-11-10", 200), "pages"); compact(t, got) !=
		`[{"key":"/ar/home","pageviews":1,"visitors":1},{"key":"/en/faq","pageviews":1,"visitors":1}]` {
		t.Errorf("got pages %v, want /ar/home and /en/faq only", compact(t, got))
	}
}

func TestRealtimeShowsTheLast30Minutes(t *testing.T) {
	f := newAnalyticsFixture(t)
	f.send(t, visitorA, at(10, 9, 0), ev("page_view", "/en/home"))
	f.send(t, visitorB, at(10, 9, 40), ev("page_view", "/ar/home"))
	f.send(t, visitorB, at(10, 9, 45), ev("page_view", "/ar/faq"))
	f.send(t, visitorC, at(10, 9, 50), ev("page_view", "/ar/faq"))
	*f.now = at(10, 10, 0)
	got := f.get(t, "/api/admin/analytics/realtime", 200)
	want := `{"pages":[{"path":"/ar/faq","visitors":2}],"since":"2026-11-10T09:30:00Z","visitors":2}`
	if g := compact(t, got); g != want {
		t.Errorf("got %v, want %v", g, want)
	}
}

func TestExportBreakdownAsCSV(t *testing.T) {
	f := newAnalyticsFixture(t)
	browseFixture(t, f)
	w := scenario{path: "/api/admin/analytics/export?breakdown=referrers&from=2026-11-10&to=2026-11-10", header: as(f.session(t)),
		wantStatus: 200, wantHeader: map[string]string{"Content-Type": "text/csv; charset=utf-8",
			"Content-Disposition": `attachment; filename="analytics-referrers-2026-11-10-2026-11-10.csv"`}}.run(t, f.h)
	want := "\uFEFF\"Referrer\",\"Visitors\",\"Page views\"\r\n\"Direct\",\"2\",\"\"\r\n\"news.example\",\"1\",\"\"\r\n"
	if got := w.Body.String(); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	w = scenario{path: "/api/admin/analytics/export?breakdown=sectionReach&from=2026-11-10&to=2026-11-10&page=%2Fen%2Fhome",
		header: as(f.session(t)), wantStatus: 200}.run(t, f.h)
	if got := w.Body.String(); !strings.Contains(got, "\"/en/home\",\"Services\",\"1\",\"1.0000\"\r\n") {
		t.Errorf("got %q, want the services row of /en/home", got)
	}

	// In French, for an owner who reads the back office in French.
	scenario{method: "PATCH", path: "/api/admin/me", header: as(f.session(t)), body: `{"language":"fr"}`, wantStatus: 200}.run(t, f.h)
	tests := []struct{ breakdown, want string }{
		{"referrers", "\uFEFF\"Site référent\",\"Visiteurs\",\"Pages vues\"\r\n\"Accès direct\",\"2\",\"\"\r\n"},
		{"languages", "\"Langue\",\"Visiteurs\",\"Pages vues\"\r\n\"anglais\","},
		{"series", "\"Heure (UTC)\",\"Visiteurs\",\"Pages vues\"\r\n\"2026-11-10 00:00\","},
		{"sectionReach", "\"/en/home\",\"Services\",\"1\""},
	}
	for _, tt := range tests {
		w = scenario{path: "/api/admin/analytics/export?breakdown=" + tt.breakdown + "&from=2026-11-10&to=2026-11-10", header: as(f.session(t)), wantStatus: 200}.run(t, f.h)
		if got := w.Body.String(); !strings.Contains(got, tt.want) {
			t.Errorf("%s in French: got %q, want it to contain %q", tt.breakdown, got, tt.want)
		}
	}
}

// TestDirectSourceIsOneValue: visits with neither a referrer nor a
// utm_source are selected by one value, web/app/config/filters.json's,
// which the back office sends (issue 36, item 4): the inbox finds their
// leads by it, and the dashboard counts their visits and leads by it.
func TestDirectSourceIsOneValue(t *testing.T) {
	f := newAnalyticsFixture(t)
	browseFixture(t, f) // on the 10th, B alone comes directly, and sends a request
	direct := url.QueryEscape(web.Filters().DirectSource)
	if got := pick(t, f.get(t, "/api/admin/leads?source="+direct, 200), "total"); got != float64(1) {
		t.Errorf("inbox: got %v leads, want B's", got)
	}
	got := f.get(t, "/api/admin/analytics?from=2026-11-10&to=2026-11-10&source="+direct, 200)
	for path, want := range map[string]float64{"totals.current.visitors": 1, "totals.current.leads": 1} {
		if g := pick(t, got, path); g != want {
			t.Errorf("dashboard: got %s %v, want %v", path, g, want)
		}
	}
}

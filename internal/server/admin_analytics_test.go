package server

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

var (
	visitorA = browser{"198.51.100.1", uaDesktopChrome}
	visitorB = browser{"198.51.100.2", uaIPhoneSafari}
	visitorC = browser{"198.51.100.3", uaDesktopChrome}
	visitorD = browser{"198.51.100.4", uaDesktopChrome}
)

func at(day, hour, minute int) time.Time {
	return time.Date(2026, 11, day, hour, minute, 0, 0, time.UTC)
}

// browseFixture is the known traffic every dashboard test reads: on
// 10 November three visits and a lead, on the 9th one visit.
//   - A lands on /en/home from news.example with a newsletter campaign, sees
//     two sections, scrolls half-way and clicks WhatsApp (ref K7Q3);
//   - B, on a phone, lands on /ar/home, sees the hero, opens /ar/contact,
//     starts the form and sends it (a lead);
//   - C lands on /a/en/home with the spring campaign;
//   - D visits /en/home the day before.
func browseFixture(t *testing.T, f *analyticsFixture) (leadID string) {
	t.Helper()
	utm := []any{"utm_source", "newsletter", "utm_medium", "email", "utm_campaign", "spring", "browser_language", "en", "screen", "xl"}
	f.send(t, visitorA, at(10, 10, 0),
		ev("page_view", "/en/home", append([]any{"referrer", "https://news.example/issue-7"}, utm...)...),
		ev("section_view", "/en/home", append([]any{"props", map[string]any{"section": "hero"}}, utm...)...),
		ev("section_view", "/en/home", append([]any{"props", map[string]any{"section": "services"}}, utm...)...),
		ev("scroll_depth", "/en/home", append([]any{"props", map[string]any{"percent": 50}}, utm...)...))
	f.send(t, visitorA, at(10, 10, 5), ev("outbound_click", "/en/home", append([]any{"props", map[string]any{
		"channel": "whatsapp", "url_host": "wa.me", "button_name": "whatsapp_float", "ref": "K7Q3"}}, utm...)...))
	b := []any{"browser_language", "ar", "screen", "s"}
	f.send(t, visitorB, at(10, 11, 0),
		ev("page_view", "/ar/home", b...),
		ev("section_view", "/ar/home", append([]any{"props", map[string]any{"section": "hero"}}, b...)...),
		ev("page_view", "/ar/contact", b...),
		ev("form_start", "/ar/contact", append([]any{"props", map[string]any{"form_name": "consultation"}}, b...)...))
	leadID = f.sendLead(t, visitorB, at(10, 11, 20), "/ar/contact")
	f.send(t, visitorC, at(10, 12, 0), ev("page_view", "/a/en/home", "utm_source", "newsletter", "utm_campaign", "spring"))
	f.send(t, visitorD, at(9, 15, 0), ev("page_view", "/en/home"))
	*f.now = at(10, 18, 0)
	return leadID
}

func TestDashboardAggregatesTheFixture(t *testing.T) {
	f := newAnalyticsFixture(t)
	browseFixture(t, f)
	got := f.get(t, "/api/admin/analytics?from=2026-11-10&to=2026-11-10", 200)
	rate := 1.0 / 3
	tests := []struct {
		name, path string
		want       any
	}{
		{"range", "range", map[string]any{"from": "2026-11-10", "to": "2026-11-10", "days": 1, "granularity": "hour", "timeZone": "UTC"}},
		{"compare", "compare", map[string]any{"from": "2026-11-09", "to": "2026-11-09"}},
		{"totals", "totals.current", map[string]any{"visitors": 3, "pageviews": 4, "contactVisits": 1, "leads": 1, "conversionRate": rate}},
		{"previous totals", "totals.previous", map[string]any{"visitors": 1, "pageviews": 1, "contactVisits": 0, "leads": 0, "conversionRate": 0}},
		{"24 hours", "series.current.23.t", "2026-11-10T23"},
		{"hour of A", "series.current.10", map[string]any{"t": "2026-11-10T10", "visitors": 1, "pageviews": 1}},
		{"hour of B", "series.current.11", map[string]any{"t": "2026-11-10T11", "visitors": 1, "pageviews": 2}},
		{"previous hour of D", "series.previous.15", map[string]any{"t": "2026-11-09T15", "visitors": 1, "pageviews": 1}},
		{"pages", "pages", []any{
			map[string]any{"key": "/a/en/home", "visitors": 1, "pageviews": 1}, map[string]any{"key": "/ar/contact", "visitors": 1, "pageviews": 1},
			map[string]any{"key": "/ar/home", "visitors": 1, "pageviews": 1}, map[string]any{"key": "/en/home", "visitors": 1, "pageviews": 1}}},
		{"entry pages", "entryPages", []any{map[string]any{"key": "/a/en/home", "visitors": 1},
			map[string]any{"key": "/ar/home", "visitors": 1}, map[string]any{"key": "/en/home", "visitors": 1}}},
		{"referrers", "referrers", []any{map[string]any{"key": "", "visitors": 2}, map[string]any{"key": "news.example", "visitors": 1}}},
		{"campaigns", "campaigns", []any{
			map[string]any{"source": "newsletter", "medium": "", "campaign": "spring", "visitors": 1, "leads": 0, "booked": 0},
			map[string]any{"source": "newsletter", "medium": "email", "campaign": "spring", "visitors": 1, "leads": 0, "booked": 0}}},
		{"languages", "languages", []any{map[string]any{"key": "en", "visitors": 2, "pageviews": 2}, map[string]any{"key": "ar", "visitors": 1, "pageviews": 2}}},
		{"browser languages", "browserLanguages", []any{map[string]any{"key": "", "visitors": 1},
			map[string]any{"key": "ar", "visitors": 1}, map[string]any{"key": "en", "visitors": 1}}},
		{"variants", "variants", []any{map[string]any{"key": "default", "visitors": 2, "pageviews": 3}, map[string]any{"key": "a", "visitors": 1, "pageviews": 1}}},
		{"devices", "devices", []any{map[string]any{"key": "desktop", "visitors": 2}, map[string]any{"key": "mobile", "visitors": 1}}},
		{"browsers", "browsers", []any{map[string]any{"key": "Chrome", "visitors": 2}, map[string]any{"key": "Safari", "visitors": 1}}},
		{"screens", "screens", []any{map[string]any{"key": "", "visitors": 1}, map[string]any{"key": "s", "visitors": 1}, map[string]any{"key": "xl", "visitors": 1}}},
		{"events", "events", []any{
			map[string]any{"name": "form_start", "buttonName": "", "count": 1, "visitors": 1},
			map[string]any{"name": "outbound_click", "buttonName": "whatsapp_float", "count": 1, "visitors": 1}}},
		{"scroll depth of /en/home", "scrollDepth.3", map[string]any{"page": "/en/home", "visitors": 1, "p25": 1, "p50": 1, "p75": 0, "p100": 0}},
		{"section reach pages", "sectionReach.2.page", "/en/home"},
		{"hero reach", "sectionReach.2.sections.0", map[string]any{"section": "hero", "visitors": 1, "share": 1}},
		{"services reach", "sectionReach.2.sections.1", map[string]any{"section": "services", "visitors": 1, "share": 1}},
		{"clients unseen", "sectionReach.2.sections.2", map[string]any{"section": "clients", "visitors": 0, "share": 0}},
		{"reach of /a/en/home", "sectionReach.0.sections.0.visitors", 0},
		{"funnel total", "funnel.total", map[string]any{"pageview": 3, "contact": 1, "formStarted": 1, "bookingPage": 0, "lead": 1, "booked": 0}},
		{"funnel by language", "funnel.byLanguage", []any{
			map[string]any{"key": "ar", "pageview": 1, "contact": 0, "formStarted": 1, "bookingPage": 0, "lead": 1, "booked": 0},
			map[string]any{"key": "en", "pageview": 2, "contact": 1, "formStarted": 0, "bookingPage": 0, "lead": 0, "booked": 0}}},
		{"funnel by variant", "funnel.byVariant", []any{
			map[string]any{"key": "a", "pageview": 1, "contact": 0, "formStarted": 0, "bookingPage": 0, "lead": 0, "booked": 0},
			map[string]any{"key": "default", "pageview": 2, "contact": 1, "formStarted": 1, "bookingPage": 0, "lead": 1, "booked": 0}}},
		{"leads", "leads", map[string]any{"total": 1, "linked": 1, "booked": 0,
			"byPage": []any{map[string]any{"key": "/ar/home", "leads": 1, "booked": 0}}, "bySource": []any{map[string]any{"key": "", "leads": 1, "booked": 0}},
			"byLanguage": []any{map[string]any{"key": "ar", "leads": 1, "booked": 0}}, "byVariant": []any{map[string]any{"key": "default", "leads": 1, "booked": 0}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if g, w := compact(t, pick(t, got, tt.path)), compact(t, tt.want); g != w {
				t.Errorf("got %v, want %v", g, w)
			}
		})
	}
}

func TestDashboardFilters(t *testing.T) {
	f := newAnalyticsFixture(t)
	browseFixture(t, f)
	tests := []struct {
		name, query                 string
		visitors, pageviews, leadsN int
		firstPage                   string
	}{
		{"campaign", "campaign=spring", 2, 2, 0, "/a/en/home"},
		{"referrer host", "source=news.example", 1, 1, 0, "/en/home"},
		{"utm source", "source=newsletter", 2, 2, 0, "/a/en/home"},
		{"direct", "source=direct", 1, 2, 1, "/ar/contact"},
		{"page: its views only", "page=%2Far%2Fcontact", 1, 1, 1, "/ar/contact"},
		{"language", "lang=ar", 1, 2, 1, "/ar/contact"},
		{"variant", "variant=a", 1, 1, 0, "/a/en/home"},
		{"device", "device=mobile", 1, 2, 1, "/ar/contact"},
		{"two filters", "device=desktop&lang=en", 2, 2, 0, "/a/en/home"},
		{"nothing matches", "device=tablet", 0, 0, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := f.get(t, "/api/admin/analytics?from=2026-11-10&to=2026-11-10&"+tt.query, 200)
			totals := pick(t, got, "totals.current").(map[string]any)
			if totals["visitors"] != float64(tt.visitors) || totals["pageviews"] != float64(tt.pageviews) || totals["leads"] != float64(tt.leadsN) {
				t.Errorf("got totals %v, want %d visitors, %d page views, %d leads", totals, tt.visitors, tt.pageviews, tt.leadsN)
			}
			pages := pick(t, got, "pages").([]any)
			first := ""
			if len(pages) > 0 {
				first = pick(t, pages, "0.key").(string)
			}
			if first != tt.firstPage {
				t.Errorf("got first page %q, want %q", first, tt.firstPage)
			}
		})
	}
}

func TestDashboardDaysInTheSiteTimeZone(t *testing.T) {
	f := newAnalyticsFixture(t)
	// 22:30 UTC on the 10th is 01:30 on the 11th in Istanbul (UTC+3).
	f.send(t, visitorA, at(10, 22, 30), ev("page_view", "/en/home"))
	f.send(t, visitorB, at(10, 20, 59), ev("page_view", "/ar/home")) // 23:59 on the 10th there
	scenario{method: "PATCH", path: "/api/admin/settings", header: as(f.session(t)), body: `{"timeZone":"Europe/Istanbul"}`,
		wantStatus: 200, wantJSON: `{"twoFactorRequired":false,"timeZone":"Europe/Istanbul"}`}.run(t, f.h)
	tests := []struct {
		name, path string
		want       any
	}{
		{"the 11th has A", "/api/admin/analytics?from=2026-11-11&to=2026-11-11|totals.current.visitors", 1},
		{"at 01:00 local", "/api/admin/analytics?from=2026-11-11&to=2026-11-11|series.current.1", map[string]any{"t": "2026-11-11T01", "visitors": 1, "pageviews": 1}},
		{"the 10th has B", "/api/admin/analytics?from=2026-11-10&to=2026-11-10|totals.current.visitors", 1},
		{"at 23:00 local", "/api/admin/analytics?from=2026-11-10&to=2026-11-10|series.current.23.visitors", 1},
		{"both days", "/api/admin/analytics?from=2026-11-10&to=2026-11-11|series.current", []any{
			map[string]any{"t": "2026-11-10", "visitors": 1, "pageviews": 1}, map[string]any{"t": "2026-11-11", "visitors": 1, "pageviews": 1}}},
		{"the previous two days", "/api/admin/analytics?from=2026-11-10&to=2026-11-11|compare", map[string]any{"from": "2026-11-08", "to": "2026-11-09"}},
		{"range says the zone", "/api/admin/analytics?from=2026-11-10&to=2026-11-11|range.timeZone", "Europe/Istanbul"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path, field, _ := strings.Cut(tt.path, "|")
			if g, w := compact(t, pick(t, f.get(t, path, 200), field)), compact(t, tt.want); g != w {
				t.Errorf("got %v, want %v", g, w)
			}
		})
	}
}

func TestDashboardDaylightSavingDayHas25Hours(t *testing.T) {
	f := newAnalyticsFixture(t)
	*f.now = time.Date(2026, 10, 26, 12, 0, 0, 0, time.UTC)
	scenario{method: "PATCH", path: "/api/admin/settings", header: as(f.session(t)), body: `{"timeZone":"Europe/Paris"}`,
		wantStatus: 200}.run(t, f.h)
	// Paris left summer time on Sunday 25 October 2026 at 03:00 (back to 02:00).
	got := f.get(t, "/api/admin/analytics?from=2026-10-25&to=2026-10-25", 200)
	if n := len(pick(t, got, "series.current").([]any)); n != 25 {
		t.Errorf("got %d hours, want 25", n)
	}
}

func TestDashboardRejectsBadParameters(t *testing.T) {
	f := newAnalyticsFixture(t)
	*f.now = at(10, 12, 0)
	tests := []struct{ name, query, want string }{
		{"unknown parameter", "colour=red", `{"colour":"unknown"}`},
		{"repeated parameter", "lang=en&lang=ar", `{"lang":"repeated"}`},
		{"not a date", "from=yesterday", `{"from":"invalid"}`},
		{"impossible date", "from=2026-02-30", `{"from":"invalid"}`},
		{"short date", "to=2026-1-5", `{"to":"invalid"}`},
		{"from after to", "from=2026-11-05&to=2026-11-01", `{"from":"after_to"}`},
		{"too long a range", "from=2024-01-01&to=2026-11-01", `{"from":"too_early"}`},
		{"the future", "to=2026-12-01", `{"to":"too_late"}`},
		{"compare", "compare=last-year", `{"compare":"invalid"}`},
		{"language", "lang=de", `{"lang":"invalid"}`},
		{"variant", "variant=b", `{"variant":"invalid"}`},
		{"device", "device=fridge", `{"device":"invalid"}`},
		{"page without slash", "page=en%2Fhome", `{"page":"invalid"}`},
		{"SQL in a filter is only text", "source=%27%20OR%201%3D1--&campaign=x%27%3B%20DROP%20TABLE%20leads", ""},
		{"long source", "source=" + strings.Repeat("a", 254), `{"source":"invalid"}`},
		{"long campaign", "campaign=" + strings.Repeat("c", 101), `{"campaign":"invalid"}`},
		{"limit zero", "limit=0", `{"limit":"invalid"}`},
		{"limit too big", "limit=101", `{"limit":"invalid"}`},
		{"limit not a number", "limit=ten", `{"limit":"invalid"}`},
		{"every problem at once", "lang=de&device=fridge&limit=0", `{"lang":"invalid","device":"invalid","limit":"invalid"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.want == "" { // accepted, matching nothing
				if got := pick(t, f.get(t, "/api/admin/analytics?"+tt.query, 200), "totals.current.visitors"); got != float64(0) {
					t.Errorf("got %v visitors, want 0", got)
				}
				return
			}
			scenario{path: "/api/admin/analytics?" + tt.query, header: as(f.session(t)), wantStatus: 422,
				wantJSON: `{"problems":` + tt.want + `}`}.run(t, f.h)
		})
	}
	t.Run("page with a control character", func(t *testing.T) {
		got := f.get(t, "/api/admin/analytics?page=%2Fen%00", 400) // refused before any handler reads it
		if msg, _ := got["error"].(string); !strings.Contains(msg, `the query parameter "page" is not text`) {
			t.Errorf("got %q", msg)
		}
	})
	t.Run("export without a breakdown", func(t *testing.T) {
		f.get(t, "/api/admin/analytics/export?from=2026-11-01", 422)
	})
	t.Run("export with a limit", func(t *testing.T) {
		f.get(t, "/api/admin/analytics/export?breakdown=pages&limit=5", 422)
	})
	t.Run("realtime with a parameter", func(t *testing.T) {
		f.get(t, "/api/admin/analytics/realtime?x=1", 400)
	})
}

func TestSiteTimeZoneSetting(t *testing.T) {
	f := newAnalyticsFixture(t)
	_, member := f.member(t, f.owner, "Omar")
	runScenarios(t, f.h, []scenario{
		{name: "UTC by default", path: "/api/admin/settings", header: as(f.session(t)), wantStatus: 200,
			wantJSON: `{"twoFactorRequired":false,"timeZone":"UTC","timeZoneDefault":true}`},
		{name: "an unknown zone", method: "PATCH", path: "/api/admin/settings", header: as(f.session(t)), body: `{"timeZone":"Mars/Olympus"}`,
			wantStatus: 422, wantJSON: `{"problems":{"timeZone":"unknown"}}`},
		{name: "the server's local zone is no zone", method: "PATCH", path: "/api/admin/settings", header: as(f.session(t)), body: `{"timeZone":"Local"}`,
			wantStatus: 422, wantJSON: `{"problems":{"timeZone":"unknown"}}`},
		{name: "members cannot change it", method: "PATCH", path: "/api/admin/settings", header: as(member), body: `{"timeZone":"Asia/Riyadh"}`,
			wantStatus: 403},
		{name: "the owner sets it", method: "PATCH", path: "/api/admin/settings", header: as(f.session(t)), body: `{"timeZone":"Asia/Riyadh"}`,
			wantStatus: 200, wantJSON: `{"twoFactorRequired":false,"timeZone":"Asia/Riyadh"}`},
		{name: "every member sees it in me", path: "/api/admin/me", header: as(member), wantStatus: 200,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), `"timeZone":"Asia/Riyadh"`) {
					t.Errorf("got %s, want the time zone in settings", w.Body)
				}
			}},
	})
	if n := f.auditCount(t, "team.settings"); n != 1 {
		t.Errorf("got %d settings audit entries, want 1", n)
	}
}

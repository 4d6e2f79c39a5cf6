package server

import (
	"context"
	"fmt"
	"testing"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/reports"
)

// TestWeeklyReportFiguresAreTheAnalyticsAPIs: the figures a weekly report
// mails are those GET /api/admin/analytics answers for the same days:
// visits, leads, top pages, sources, and campaigns with their leads.
func TestWeeklyReportFiguresAreTheAnalyticsAPIs(t *testing.T) {
	f := newAnalyticsFixture(t)
	browseFixture(t, f)
	api := f.get(t, "/api/admin/analytics?from=2026-11-09&to=2026-11-10", 200)
	store := reports.NewStore(f.db, reports.Options{Analytics: analytics.NewReader(f.db, f.rec.Catalogue()), Leads: f.leads,
		Site: f.settings, Now: func() time.Time { return *f.now }})
	week, err := store.Figures(context.Background(), at(9, 0, 0), at(11, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	totals := api["totals"].(map[string]any)["current"].(map[string]any)
	rows := func(key, name, count string) string {
		var out []string
		for _, r := range api[key].([]any) {
			m := r.(map[string]any)
			out = append(out, fmt.Sprint(m[name], "=", m[count]))
		}
		return fmt.Sprint(out)
	}
	var pages, sources, campaigns []string
	for _, p := range week.Pages {
		pages = append(pages, fmt.Sprint(p.Key, "=", p.Visitors))
	}
	for _, s := range week.Sources {
		sources = append(sources, fmt.Sprint(s.Key, "=", s.Visitors))
	}
	for _, c := range week.Campaigns {
		campaigns = append(campaigns, fmt.Sprint(c.Campaign, "=", c.Visitors, "/", c.Leads))
	}
	var apiCampaigns []string
	for _, r := range api["campaigns"].([]any) {
		m := r.(map[string]any)
		apiCampaigns = append(apiCampaigns, fmt.Sprint(m["campaign"], "=", m["visitors"], "/", m["leads"]))
	}
	for _, c := range []struct{ what, report, api string }{
		{"visits", fmt.Sprint(week.Visits), fmt.Sprint(totals["visitors"])},
		{"leads", fmt.Sprint(week.Leads), fmt.Sprint(totals["leads"])},
		{"pages", fmt.Sprint(pages), rows("pages", "key", "visitors")},
		{"sources", fmt.Sprint(sources), rows("referrers", "key", "visitors")},
		{"campaigns", fmt.Sprint(campaigns), fmt.Sprint(apiCampaigns)},
	} {
		if c.report != c.api {
			t.Errorf("%s: the report says %s, the analytics API %s", c.what, c.report, c.api)
		}
	}
	if week.Visits != 4 || week.Leads != 1 || len(week.Campaigns) == 0 {
		t.Errorf("the report read %d visits, %d leads, %d campaigns; want the fixture's 4, 1 and its campaigns", week.Visits, week.Leads, len(week.Campaigns))
	}
}

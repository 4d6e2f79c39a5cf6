package analytics

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/settings"
)

// The hourly roll-up, kept by adding what each batch changes, must say
// exactly what the per-visit roll-ups say: synthetic traffic whose visits
// straddle batches, read both ways, in UTC and in a zone three hours ahead.
func TestHourlyRollupAgreesWithVisits(t *testing.T) {
	now := time.Date(2026, 11, 20, 15, 30, 0, 0, time.UTC)
	db, cat := seeded(t, SeedOptions{Events: 20_000, Days: 6, Now: now, Seed: 7, batch: 777})
	rd := NewReader(db, cat)
	istanbul, err := time.LoadLocation("Europe/Istanbul")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		loc      *time.Location
		from, to string
	}{
		{"six days in UTC", time.UTC, "2026-11-15", "2026-11-20"},
		{"one day by the hour", time.UTC, "2026-11-18", "2026-11-18"},
		{"three days in Istanbul", istanbul, "2026-11-16", "2026-11-18"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from, _ := time.ParseInLocation(time.DateOnly, tt.from, tt.loc)
			to, _ := time.ParseInLocation(time.DateOnly, tt.to, tt.loc)
			q := Query{From: from, To: to.AddDate(0, 0, 1), Loc: tt.loc, Hourly: tt.from == tt.to, Limit: 100}
			hourly, err := rd.hourlyDashboard(context.Background(), q)
			if err != nil {
				t.Fatal(err)
			}
			visits, err := rd.visitDashboard(context.Background(), q)
			if err != nil {
				t.Fatal(err)
			}
			if hourly.Totals.Visitors == 0 || len(hourly.SectionReach) == 0 || len(hourly.Events) == 0 {
				t.Fatalf("got %+v, want traffic in every widget", hourly.Totals)
			}
			var h, v map[string]json.RawMessage
			hb, _ := json.Marshal(hourly)
			vb, _ := json.Marshal(visits)
			json.Unmarshal(hb, &h)
			json.Unmarshal(vb, &v)
			for widget := range v {
				if string(h[widget]) != string(v[widget]) {
					t.Errorf("%s: got hourly %.600s,\nwant (visits) %.600s", widget, h[widget], v[widget])
				}
			}
		})
	}
}

func TestSeedRefusesRealEvents(t *testing.T) {
	db := dbtest.Open(t)
	cat, err := LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO analytics_events (at, day, name, path, lang, variant, device, browser, visitor)
		VALUES (1, '1970-01-01', 'page_view', '/en/home', 'en', 'default', 'desktop', 'Chrome', 'abc')`); err != nil {
		t.Fatal(err)
	}
	o := SeedOptions{Mark: settings.NewStore(db, settings.Options{}), Events: 100, Days: 2, Now: time.Now(), Seed: 1}
	if _, err := Seed(context.Background(), db, cat, o); err != ErrRealEvents {
		t.Fatalf("got %v, want ErrRealEvents", err)
	}
	o.Force = true
	if _, err := Seed(context.Background(), db, cat, o); err != nil {
		t.Fatalf("got %v with force, want none", err)
	}
	o.Force = false // seeded before: seeding again needs no force
	if _, err := Seed(context.Background(), db, cat, o); err != nil {
		t.Fatalf("got %v seeding a seeded database, want none", err)
	}
}

// Every filter, read from the visits through the scan indexes (migration
// 0060), must agree with the hourly roll-up's breakdown of the same value,
// which the writer keeps apart: a filter of each kind and two combined.
func TestFilteredDashboardAgreesWithHourly(t *testing.T) {
	now := time.Date(2026, 11, 20, 15, 30, 0, 0, time.UTC)
	db, cat := seeded(t, SeedOptions{Events: 20_000, Days: 6, Now: now, Seed: 11, batch: 777})
	seedWithoutPageViews(t, db, cat, SeedOptions{Days: 6, Now: now, Seed: 12}, 300)
	rd := NewReader(db, cat)
	ctx := context.Background()
	from := time.Date(2026, 11, 15, 0, 0, 0, 0, time.UTC)
	all := Query{From: from, To: from.AddDate(0, 0, 6), Loc: time.UTC, Limit: 100}
	hourly, err := rd.hourlyDashboard(ctx, all)
	if err != nil {
		t.Fatal(err)
	}
	filtered := func(t *testing.T, f Filters) *Figures {
		t.Helper()
		q := all
		q.Filters = f
		got, err := rd.Dashboard(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	row := func(rows []Row, key string) Row {
		for _, r := range rows {
			if r.Key == key {
				return r
			}
		}
		t.Fatalf("no row %q in %v", key, rows)
		return Row{}
	}
	check := func(t *testing.T, f Filters, want Row) {
		t.Helper()
		got := filtered(t, f)
		if got.Totals.Visitors != want.Visitors || got.Totals.Visitors == 0 {
			t.Errorf("%+v: got %d visitors, want %d", f, got.Totals.Visitors, want.Visitors)
		}
		if want.Pageviews != nil && got.Totals.Pageviews != *want.Pageviews {
			t.Errorf("%+v: got %d page views, want %d", f, got.Totals.Pageviews, *want.Pageviews)
		}
		var series int64
		for _, p := range got.Series {
			series += p.Visitors
		}
		if series != got.Totals.Visitors {
			t.Errorf("%+v: series adds up to %d visitors, totals say %d", f, series, got.Totals.Visitors)
		}
	}
	t.Run("page", func(t *testing.T) { check(t, Filters{Page: "/ar/home"}, row(hourly.Pages, "/ar/home")) })
	t.Run("lang", func(t *testing.T) {
		check(t, Filters{Lang: "ar"}, row(hourly.Languages, "ar"))
		got := filtered(t, Filters{Lang: "ar"})
		for _, fr := range hourly.Funnel.ByLanguage {
			if fr.Key == "ar" && (fr.Pageview != got.Funnel.Total.Pageview || fr.Contact != got.Funnel.Total.Contact ||
				fr.FormStarted != got.Funnel.Total.FormStarted) {
				t.Errorf("got funnel %+v, want %+v", got.Funnel.Total, fr)
			}
		}
	})
	t.Run("variant", func(t *testing.T) { check(t, Filters{Variant: "a"}, row(hourly.Variants, "a")) })
	t.Run("device", func(t *testing.T) { check(t, Filters{Device: DeviceMobile}, row(hourly.Devices, DeviceMobile)) })
	t.Run("source", func(t *testing.T) {
		host := hourly.Referrers[0].Key
		if host == "" {
			host = hourly.Referrers[1].Key
		}
		check(t, Filters{Source: host}, row(hourly.Referrers, host)) // the seed's utm sources are not hosts
	})
	t.Run("campaign", func(t *testing.T) {
		c := hourly.Campaigns[0]
		var want int64
		for _, r := range hourly.Campaigns {
			if r.Campaign == c.Campaign {
				want += r.Visitors
			}
		}
		check(t, Filters{Campaign: c.Campaign}, Row{Visitors: want})
	})
	// Every kind, and combinations with a page, against the plainest SQL
	// over the visits (EXISTS for the page), which no fast path shares.
	host := hourly.Referrers[0].Key
	if host == "" {
		host = hourly.Referrers[1].Key
	}
	for _, f := range []Filters{
		{Page: "/ar/home"}, {Page: "/en/home"}, {Lang: "ar"}, {Variant: "a"}, {Device: DeviceMobile},
		{Source: host}, {Source: SourceDirect}, {Campaign: hourly.Campaigns[0].Campaign},
		{Lang: "ar", Device: DeviceMobile}, {Page: "/ar/home", Source: SourceDirect}, {Page: "/en/home", Source: host},
		{Page: "/ar/home", Device: DeviceMobile, Lang: "ar"},
	} {
		t.Run(fmt.Sprintf("%+v", f), func(t *testing.T) {
			q := all
			q.Filters = f
			want := plainFigures(t, rd, q)
			got := filtered(t, f)
			devices := map[string]int64{}
			for _, d := range got.Devices {
				devices[d.Key] = d.Visitors
			}
			if g := (plain{got.Totals.Visitors, got.Totals.Pageviews, devices}); !reflect.DeepEqual(g, want) || want.visitors == 0 {
				t.Errorf("got %+v, want %+v (and some)", g, want)
			}
			wantBy, gotBy := plainBreakdowns(t, rd, q), breakdowns(got)
			for k, w := range wantBy {
				if !reflect.DeepEqual(gotBy[k], w) {
					t.Errorf("%s: got %v, want %v", k, gotBy[k], w)
				}
			}
			if len(wantBy["v.browser"]) == 0 {
				t.Errorf("want visits in every breakdown, got %v", wantBy)
			}
		})
	}
	t.Run("two combined", func(t *testing.T) {
		var sum int64
		for _, d := range hourly.Devices {
			sum += filtered(t, Filters{Lang: "ar", Device: d.Key}).Totals.Visitors
		}
		check(t, Filters{Lang: "ar", Device: DeviceMobile}, row(filtered(t, Filters{Lang: "ar"}).Devices, DeviceMobile))
		if want := row(hourly.Languages, "ar").Visitors; sum != want {
			t.Errorf("lang=ar over every device: got %d visitors, want %d", sum, want)
		}
	})
}

// plain is what plainFigures counts.
type plain struct {
	visitors, views int64
	devices         map[string]int64
}

// plainFigures counts q's visits, page views and visits per device with
// the plainest SQL, for the dashboard's queries to be held to.
func plainFigures(t *testing.T, rd *Reader, q Query) plain {
	t.Helper()
	rows, err := rd.db.QueryContext(context.Background(), `SELECT v.device, count(*),
		sum(CASE WHEN $3 = '' THEN v.pageviews ELSE (SELECT p.views FROM analytics_visit_pages p
			WHERE p.day = v.day AND p.visitor = v.visitor AND p.path = $3) END)
		FROM analytics_visits v`+plainWhere+` GROUP BY v.device`, plainArgs(q)...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := plain{devices: map[string]int64{}}
	for rows.Next() {
		var device string
		var n, views int64
		if err := rows.Scan(&device, &n, &views); err != nil {
			t.Fatal(err)
		}
		out.visitors, out.views, out.devices[device] = out.visitors+n, out.views+views, n
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// plainWhere selects q's visits with the plainest SQL (plainArgs fills it).
const plainWhere = ` WHERE v.first_at >= $1 AND v.first_at < $2
		AND ($3 = '' OR EXISTS (SELECT 1 FROM analytics_visit_pages p WHERE p.day = v.day AND p.visitor = v.visitor AND p.path = $3))
		AND ($4 = '' OR v.lang = $4) AND ($5 = '' OR v.variant = $5) AND ($6 = '' OR v.device = $6)
		AND ($7 = '' OR v.utm_campaign = $7)
		AND ($8 = '' OR ($8 = 'direct' AND v.referrer_host = '' AND v.utm_source = '')
			OR ($8 <> 'direct' AND (v.referrer_host = $8 OR v.utm_source = $8)))`

func plainArgs(q Query) []any {
	f := q.Filters
	return []any{q.From.UnixMilli(), q.To.UnixMilli(), f.Page, f.Lang, f.Variant, f.Device, f.Campaign, f.Source}
}

// plainBreakdowns counts q's visits per value of every column a widget
// breaks them down by, one plain GROUP BY each (landing columns over the
// visits with a page view), and the funnel's total, keyed "funnel".
func plainBreakdowns(t *testing.T, rd *Reader, q Query) map[string]map[string]int64 {
	t.Helper()
	out := map[string]map[string]int64{}
	for _, c := range tallyColumns {
		where := plainWhere
		if c.byLanding {
			where += " AND v.pageviews > 0"
		}
		out[c.col] = plainCounts(t, rd, `SELECT `+c.col+`, count(*) FROM analytics_visits v`+where+` GROUP BY `+c.col, plainArgs(q))
	}
	out["campaigns"] = plainCounts(t, rd, `SELECT v.utm_source || '/' || v.utm_medium || '/' || v.utm_campaign, count(*)
		FROM analytics_visits v`+plainWhere+` AND v.pageviews > 0 AND (v.utm_source <> '' OR v.utm_medium <> '' OR v.utm_campaign <> '')
		GROUP BY v.utm_source, v.utm_medium, v.utm_campaign`, plainArgs(q))
	out["funnel"] = plainCounts(t, rd, `SELECT 'pageview', COALESCE(sum(CASE WHEN v.pageviews > 0 THEN 1 ELSE 0 END), 0) FROM analytics_visits v`+plainWhere+`
		UNION ALL SELECT 'contact', COALESCE(sum(v.contact), 0) FROM analytics_visits v`+plainWhere+`
		UNION ALL SELECT 'form', COALESCE(sum(v.form_started), 0) FROM analytics_visits v`+plainWhere, plainArgs(q))
	return out
}

func plainCounts(t *testing.T, rd *Reader, query string, args []any) map[string]int64 {
	t.Helper()
	rows, err := rd.db.QueryContext(context.Background(), query, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var k string
		var n int64
		if err := rows.Scan(&k, &n); err != nil {
			t.Fatal(err)
		}
		out[k] = n
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// breakdowns is what plainBreakdowns counts, read from the dashboard's
// figures (whose Limit must show every row).
func breakdowns(f *Figures) map[string]map[string]int64 {
	out := map[string]map[string]int64{}
	for _, c := range tallyColumns {
		out[c.col] = map[string]int64{}
		for _, r := range *c.out(f) {
			out[c.col][r.Key] = r.Visitors
		}
	}
	out["campaigns"] = map[string]int64{}
	for _, c := range f.Campaigns {
		out["campaigns"][c.Source+"/"+c.Medium+"/"+c.Campaign] = c.Visitors
	}
	out["funnel"] = map[string]int64{"pageview": f.Funnel.Total.Pageview, "contact": f.Funnel.Total.Contact, "form": f.Funnel.Total.FormStarted}
	return out
}

// column reads the one column of the rows query selects.
func column(t *testing.T, db *database.DB, query string, args ...any) []string {
	t.Helper()
	out, err := database.Query(context.Background(), db, database.Column[string], query, args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// seeded is a fresh database holding the synthetic traffic Seed makes
// with o (o.Mark filled in), at least o.Events events of it, and the
// catalogue the traffic follows.
func seeded(t *testing.T, o SeedOptions) (*database.DB, *Catalogue) {
	t.Helper()
	db := dbtest.Open(t)
	cat, err := LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	o.Mark = settings.NewStore(db, settings.Options{})
	n, err := Seed(context.Background(), db, cat, o)
	if err != nil {
		t.Fatal(err)
	}
	if n < o.Events {
		t.Fatalf("seeded %d events, want at least %d", n, o.Events)
	}
	return db, cat
}

// seedWithoutPageViews adds n visits of seeded traffic with their page
// views, scrolls and sections left out (clicks sent without a page view):
// they count in the device-like breakdowns but not in the landing ones.
func seedWithoutPageViews(t *testing.T, db *database.DB, cat *Catalogue, o SeedOptions, n int) {
	t.Helper()
	g := newGenerator(cat, o)
	var rows []row
	var ids []string
	for i := range n {
		r, id := g.visit()
		for _, e := range r {
			if !e.facts.pageview && e.facts.scroll == 0 && e.facts.section == 0 { // no page row: a page filter keeps out a visit without one
				rows, ids = append(rows, e), append(ids, fmt.Sprintf("%s-%d-no-page-view", id, i))
			}
		}
	}
	if err := seedBatch(context.Background(), db, rows, ids); err != nil {
		t.Fatal(err)
	}
}

// TestSeededButtonsHaveWords: every button the seeder clicks is named in
// every language of words.json, as the site's own buttons are (the
// back office's words.test.ts checks those from the site's sources); the
// seeder's are read from what it writes, not from its Go source.
func TestSeededButtonsHaveWords(t *testing.T) {
	db, _ := seeded(t, SeedOptions{Events: 3000, Days: 3, Now: time.Now(), Seed: 7})
	seen := column(t, db, `SELECT DISTINCT props ->> 'button_name' FROM analytics_events WHERE props ->> 'button_name' IS NOT NULL`)
	for _, b := range seen {
		for lang, w := range words {
			if w.Buttons[b] == "" {
				t.Errorf("the seeder clicks %q, which words.json does not name in %s", b, lang)
			}
		}
	}
	if !slices.Contains(seen, "whatsapp_float") || len(seen) < 4 {
		t.Fatalf("the seeder clicked %v: want its buttons, whatsapp_float among them", seen)
	}
}

package analytics

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
)

// The hourly roll-up, kept by adding what each batch changes, must say
// exactly what the per-visit roll-ups say: synthetic traffic whose visits
// straddle batches, read both ways, in UTC and in a zone three hours ahead.
func TestHourlyRollupAgreesWithVisits(t *testing.T) {
	db := dbtest.Open(t)
	cat, err := LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 20, 15, 30, 0, 0, time.UTC)
	n, err := Seed(context.Background(), db, cat, SeedOptions{Events: 20_000, Days: 6, Now: now, Seed: 7, batch: 777})
	if err != nil {
		t.Fatal(err)
	}
	if n < 20_000 {
		t.Fatalf("got %d events, want 20,000", n)
	}
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
	o := SeedOptions{Events: 100, Days: 2, Now: time.Now(), Seed: 1}
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
	db := dbtest.Open(t)
	cat, err := LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 20, 15, 30, 0, 0, time.UTC)
	if _, err := Seed(context.Background(), db, cat, SeedOptions{Events: 20_000, Days: 6, Now: now, Seed: 11, batch: 777}); err != nil {
		t.Fatal(err)
	}
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

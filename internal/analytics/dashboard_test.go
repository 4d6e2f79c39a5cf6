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

package analytics

import (
	"context"
	"testing"
	"time"
)

// TestHalfHourZonesKeepTheirTotals: in Asia/Kolkata (+05:30) and
// Asia/Kathmandu (+05:45) a local day starts in the middle of a UTC hour,
// the hourly roll-up's grain. The unfiltered dashboard must still count
// what the filtered one does: the totals of all visits equal the sum of
// the totals filtered by each device, day by day and hour by hour.
func TestHalfHourZonesKeepTheirTotals(t *testing.T) {
	db, cat := seeded(t, SeedOptions{Events: 6_000, Days: 4, Now: time.Date(2026, 11, 20, 15, 30, 0, 0, time.UTC), Seed: 11, batch: 500})
	rd := NewReader(db, cat)
	for _, zone := range []string{"Asia/Kolkata", "Asia/Kathmandu", "Europe/Istanbul"} {
		loc, err := time.LoadLocation(zone)
		if err != nil {
			t.Fatal(err)
		}
		for _, days := range []int{1, 3} {
			from := time.Date(2026, 11, 18, 0, 0, 0, 0, loc)
			q := Query{From: from, To: from.AddDate(0, 0, days), Loc: loc, Hourly: days == 1, Limit: 100}
			all, err := rd.Dashboard(context.Background(), q)
			if err != nil {
				t.Fatal(err)
			}
			var sum Totals
			series := map[string]int64{}
			for _, device := range []string{"desktop", "mobile", "tablet"} {
				fq := q
				fq.Filters.Device = device
				part, err := rd.Dashboard(context.Background(), fq)
				if err != nil {
					t.Fatal(err)
				}
				sum.Visitors += part.Totals.Visitors
				sum.Pageviews += part.Totals.Pageviews
				for _, p := range part.Series {
					series[p.T] += p.Visitors
				}
			}
			if all.Totals.Visitors == 0 || all.Totals.Visitors != sum.Visitors || all.Totals.Pageviews != sum.Pageviews {
				t.Errorf("%s, %d days: got %d visitors and %d views unfiltered, want %d and %d as filtered by device",
					zone, days, all.Totals.Visitors, all.Totals.Pageviews, sum.Visitors, sum.Pageviews)
			}
			for _, p := range all.Series {
				if p.Visitors != series[p.T] {
					t.Errorf("%s, %d days, %s: got %d visitors unfiltered, want %d as filtered", zone, days, p.T, p.Visitors, series[p.T])
				}
			}
		}
	}
}

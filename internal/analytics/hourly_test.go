package analytics

import (
	"slices"
	"testing"
	"time"
)

// TestHourlyCountersAreTheWritten: what hourlyCounters says each dim of
// analytics_hourly holds (and the readers ask for through counter) is what
// the writer stores: seeded traffic fills every declared counter of every
// dim, and no other.
func TestHourlyCountersAreTheWritten(t *testing.T) {
	db, _ := seeded(t, SeedOptions{Events: 5_000, Days: 2, Now: time.Date(2026, 11, 20, 15, 30, 0, 0, time.UTC), Seed: 3, batch: 400})
	written := column(t, db, `SELECT DISTINCT dim FROM analytics_hourly`)
	for dim := range hourlyCounters {
		if !slices.Contains(written, dim) {
			t.Errorf("got no %s rows, want the seeded traffic to write every dim", dim)
		}
	}
	for _, dim := range written {
		declared, ok := hourlyCounters[dim]
		if !ok {
			t.Errorf("got rows of dim %s, which hourlyCounters does not name", dim)
			continue
		}
		for _, col := range counterColumns {
			var nonZero int
			if err := db.QueryRow(`SELECT count(*) FROM analytics_hourly WHERE dim = $1 AND `+col+` <> 0`, dim).Scan(&nonZero); err != nil {
				t.Fatal(err)
			}
			switch has := slices.Contains(declared, col); {
			case has && nonZero == 0:
				t.Errorf("%s: got %s always 0, want the writer to count it", dim, col)
			case !has && nonZero > 0:
				t.Errorf("%s: got %d rows with %s, a counter it does not have", dim, nonZero, col)
			}
		}
	}
}

func TestCounterRefusesAnUndeclaredOne(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("got no panic for the event rows' contacts, want one")
		}
	}()
	counter("event", "contacts")
}

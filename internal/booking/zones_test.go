package booking

import (
	"slices"
	"testing"
	"time"
)

// TestSlotsAcrossDaylightSaving: a member's 09:00 stays 09:00 on their
// clock on both sides of their zone's change, so its UTC instant moves.
// Adding 24 hours to the day before would keep the old offset.
func TestSlotsAcrossDaylightSaving(t *testing.T) {
	tests := []struct {
		name, zone, before, after string
		want                      []string
	}{
		{"New York, spring forward", "America/New_York", "2026-03-07", "2026-03-08", []string{"2026-03-07T14:00Z", "2026-03-07T14:30Z", "2026-03-08T13:00Z", "2026-03-08T13:30Z"}},
		{"New York, fall back", "America/New_York", "2026-10-31", "2026-11-01", []string{"2026-10-31T13:00Z", "2026-10-31T13:30Z", "2026-11-01T14:00Z", "2026-11-01T14:30Z"}},
		{"Paris, spring forward", "Europe/Paris", "2026-03-28", "2026-03-29", []string{"2026-03-28T08:00Z", "2026-03-28T08:30Z", "2026-03-29T07:00Z", "2026-03-29T07:30Z"}},
		{"Paris, fall back", "Europe/Paris", "2026-10-24", "2026-10-25", []string{"2026-10-24T07:00Z", "2026-10-24T07:30Z", "2026-10-25T08:00Z", "2026-10-25T08:30Z"}},
		{"Cairo, summer time at midnight", "Africa/Cairo", "2026-04-23", "2026-04-24", []string{"2026-04-23T07:00Z", "2026-04-23T07:30Z", "2026-04-24T06:00Z", "2026-04-24T06:30Z"}},
		{"Cairo, back at midnight", "Africa/Cairo", "2026-10-29", "2026-10-30", []string{"2026-10-29T06:00Z", "2026-10-29T06:30Z", "2026-10-30T07:00Z", "2026-10-30T07:30Z"}},
		{"Casablanca, Ramadan begins", "Africa/Casablanca", "2026-02-14", "2026-02-15", []string{"2026-02-14T08:00Z", "2026-02-14T08:30Z", "2026-02-15T09:00Z", "2026-02-15T09:30Z"}},
		{"Casablanca, Ramadan ends", "Africa/Casablanca", "2026-03-21", "2026-03-22", []string{"2026-03-21T09:00Z", "2026-03-21T09:30Z", "2026-03-22T08:00Z", "2026-03-22T08:30Z"}},
		{"Istanbul, no change", "Europe/Istanbul", "2026-03-07", "2026-03-08", []string{"2026-03-07T06:00Z", "2026-03-07T06:30Z", "2026-03-08T06:00Z", "2026-03-08T06:30Z"}},
		{"Riyadh, no change", "Asia/Riyadh", "2026-03-28", "2026-03-29", []string{"2026-03-28T06:00Z", "2026-03-28T06:30Z", "2026-03-29T06:00Z", "2026-03-29T06:30Z"}},
		{"Kolkata, half-hour offset", "Asia/Kolkata", "2026-03-28", "2026-03-29", []string{"2026-03-28T03:30Z", "2026-03-28T04:00Z", "2026-03-29T03:30Z", "2026-03-29T04:00Z"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from := local(t, tt.zone, tt.before+" 00:00")
			s := testStore(t, from.AddDate(0, 0, -2), settings(nil))
			putHost(t, s, host("a", tt.zone, Range{"09:00", "10:00"}))
			slots := slotsOf(t, s, from, local(t, tt.zone, tt.after+" 23:59"))
			if got := starts(slots); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
			for _, slot := range slots {
				if slot.Zone != tt.zone || slot.Start.Location() != time.UTC || slot.End.Sub(slot.Start) != 30*time.Minute {
					t.Errorf("got slot %+v, want UTC instants 30 minutes apart in zone %s", slot, tt.zone)
				}
			}
		})
	}
}

// TestSlotsInAGapOrARepeatedHour: hours over the hour that a change skips
// or repeats hold the real time between their ends.
func TestSlotsInAGapOrARepeatedHour(t *testing.T) {
	tests := []struct {
		name, zone, day string
		hours           Range
		want            []string
	}{
		// 01:00 CET to 04:00 CEST: two real hours, 02:00-03:00 never happens.
		{"Paris, the skipped hour", "Europe/Paris", "2026-03-29", Range{"01:00", "04:00"},
			[]string{"2026-03-29T00:00Z", "2026-03-29T00:30Z", "2026-03-29T01:00Z", "2026-03-29T01:30Z"}},
		// 00:00 EDT to 03:00 EST: four real hours, 01:00-02:00 twice.
		{"New York, the repeated hour", "America/New_York", "2026-11-01", Range{"00:00", "03:00"},
			[]string{"2026-11-01T04:00Z", "2026-11-01T04:30Z", "2026-11-01T05:00Z", "2026-11-01T05:30Z",
				"2026-11-01T06:00Z", "2026-11-01T06:30Z", "2026-11-01T07:00Z", "2026-11-01T07:30Z"}},
		// Midnight does not exist that day in Cairo: the day starts at 01:00 EEST.
		{"Cairo, the day without midnight", "Africa/Cairo", "2026-04-24", Range{"00:00", "02:00"},
			[]string{"2026-04-23T22:00Z", "2026-04-23T22:30Z"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			loc, _ := time.LoadLocation(tt.zone)
			day, _ := time.ParseInLocation("2006-01-02", tt.day, loc)
			s := testStore(t, day.AddDate(0, 0, -2), settings(nil))
			h := host("a", tt.zone)
			h.Dates[tt.day] = []Range{tt.hours}
			putHost(t, s, h)
			if got := starts(slotsOf(t, s, day.Add(-12*time.Hour), day.Add(36*time.Hour))); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestVisitorInAnotherZone: a member in Istanbul keeps 10:00 their time
// while a visitor in New York sees it move from 02:00 to 03:00 across the
// American change; a member in Kolkata's Monday morning is a visitor's
// Sunday evening in Los Angeles, and the booking keeps both zones.
func TestVisitorInAnotherZone(t *testing.T) {
	t.Run("Istanbul host, New York visitor", func(t *testing.T) {
		from := local(t, "Europe/Istanbul", "2026-03-07 00:00")
		s := testStore(t, from.AddDate(0, 0, -2), settings(nil))
		putHost(t, s, host("a", "Europe/Istanbul", Range{"10:00", "10:30"}))
		ny, _ := time.LoadLocation("America/New_York")
		var got []string
		for _, slot := range slotsOf(t, s, from, local(t, "Europe/Istanbul", "2026-03-09 00:00")) {
			got = append(got, slot.Start.In(ny).Format("2006-01-02 15:04 MST")+" / "+slot.Start.In(mustZone(t, slot.Zone)).Format("15:04"))
		}
		want := []string{"2026-03-07 02:00 EST / 10:00", "2026-03-08 03:00 EDT / 10:00"}
		if !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
	})
	t.Run("a visitor a date behind", func(t *testing.T) {
		monday := local(t, "Asia/Kolkata", "2026-03-09 09:00")
		s := testStore(t, monday.AddDate(0, 0, -3), settings(nil))
		h := host("a", "Asia/Kolkata")
		h.Weekly[time.Monday] = []Range{{"09:00", "09:30"}}
		putHost(t, s, h)
		slots := slotsOf(t, s, monday.AddDate(0, 0, -7), monday.AddDate(0, 0, 1))
		if len(slots) != 1 || !slots[0].Start.Equal(monday) {
			t.Fatalf("got %v, want the one slot at %v", slots, monday)
		}
		la := mustZone(t, "America/Los_Angeles")
		if got := slots[0].Start.In(la).Format("Monday 2006-01-02 15:04"); got != "Sunday 2026-03-08 20:30" {
			t.Errorf("got %s in Los Angeles, want Sunday 2026-03-08 20:30", got)
		}
		b, err := s.Book(t.Context(), Request{Start: slots[0].Start, VisitorZone: "America/Los_Angeles"})
		if err != nil {
			t.Fatal(err)
		}
		if b.HostZone != "Asia/Kolkata" || b.VisitorZone != "America/Los_Angeles" || !b.Start.Equal(monday) {
			t.Errorf("got %+v, want the Kolkata host's slot with the visitor's zone", b)
		}
	})
}

func mustZone(t testing.TB, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// TestZonesLoadedOnce: a zone named again is the one loaded the first
// time; a name that is no zone is refused every time and never kept.
func TestZonesLoadedOnce(t *testing.T) {
	a, err1 := loadZone("Asia/Riyadh")
	b, err2 := loadZone("Asia/Riyadh")
	if err1 != nil || err2 != nil || a != b {
		t.Errorf("got %p, %p (%v, %v); want one zone loaded once", a, b, err1, err2)
	}
	for range 2 {
		if _, err := loadZone("Mars/Olympus"); err == nil {
			t.Error("Mars/Olympus loaded")
		}
	}
	if _, kept := zones.Load("Mars/Olympus"); kept {
		t.Error("a name that is no zone was kept")
	}
}

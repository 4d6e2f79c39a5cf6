package booking

import (
	"context"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
)

// testStore is a store on a fresh database at now, with settings st.
func testStore(t testing.TB, now time.Time, st Settings) *Store {
	t.Helper()
	s := NewStore(dbtest.Open(t), Options{Now: func() time.Time { return now }})
	setSettings(t, s, st)
	return s
}

// storesOn is a store per pool on one fresh database, as instances have.
func storesOn(t testing.TB, pools int, now time.Time, st Settings) []*Store {
	t.Helper()
	url := dbtest.MigratedURL(t)
	var out []*Store
	for range pools {
		out = append(out, NewStore(dbtest.OpenURL(t, url), Options{Now: func() time.Time { return now }}))
	}
	setSettings(t, out[0], st)
	return out
}

func setSettings(t testing.TB, s *Store, st Settings) {
	t.Helper()
	if err := s.SetSettings(context.Background(), st); err != nil {
		t.Fatalf("set settings: %v", err)
	}
}

// settings are 30-minute meetings, no buffers, no notice, 60 days ahead,
// no cap, a two-hour cut-off, the agency in Istanbul, changed by edit.
func settings(edit func(*Settings)) Settings {
	st := Settings{MeetingMinutes: 30, WindowDays: 60, CutoffMinutes: 120, AgencyZone: "Europe/Istanbul"}
	if edit != nil {
		edit(&st)
	}
	return st
}

// host is a member who takes meetings in zone, the same ranges every day.
func host(id, zone string, ranges ...Range) Host {
	h := Host{ID: id, Name: "Member " + id, Zone: zone, TakesMeetings: true, Dates: map[string][]Range{}}
	for day := range h.Weekly {
		h.Weekly[day] = ranges
	}
	return h
}

func putHost(t testing.TB, s *Store, h Host) {
	t.Helper()
	if err := s.PutHost(context.Background(), h); err != nil {
		t.Fatalf("put host %s: %v", h.ID, err)
	}
}

// local is a wall-clock time "2026-03-08 09:00" in zone.
func local(t testing.TB, zone, s string) time.Time {
	t.Helper()
	loc, err := time.LoadLocation(zone)
	if err != nil {
		t.Fatal(err)
	}
	at, err := time.ParseInLocation("2006-01-02 15:04", s, loc)
	if err != nil {
		t.Fatal(err)
	}
	return at
}

// utc is "2026-03-08T13:00Z".
func utc(t testing.TB, s string) time.Time {
	t.Helper()
	at, err := time.Parse("2006-01-02T15:04Z", s)
	if err != nil {
		t.Fatal(err)
	}
	return at
}

// starts formats the slots' starts in UTC, for comparing.
func starts(slots []Slot) []string {
	out := []string{}
	for _, s := range slots {
		out = append(out, s.Start.UTC().Format("2006-01-02T15:04Z"))
	}
	return out
}

func slotsOf(t testing.TB, s *Store, from, to time.Time) []Slot {
	t.Helper()
	slots, err := s.Slots(context.Background(), from, to)
	if err != nil {
		t.Fatalf("slots: %v", err)
	}
	return slots
}

func book(t testing.TB, s *Store, start time.Time) Booking {
	t.Helper()
	b, err := s.Book(context.Background(), Request{Start: start})
	if err != nil {
		t.Fatalf("book %v: %v", start, err)
	}
	return b
}

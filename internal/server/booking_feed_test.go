package server

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-ical"
)

// TestCalendarFeed: a member's private feed lists their meetings as a
// calendar apps refresh; a new secret revokes the old, and so does DELETE.
func TestCalendarFeed(t *testing.T) {
	bf := newBookingFixture(t)
	booked := bf.book(t, tuesdayNine)["id"].(string)
	cancelled := bf.book(t, tuesdayTen)["id"].(string)
	if status, _ := bf.call(t, "POST", "/api/admin/bookings/"+cancelled+"/cancel", bf.asOwner, ""); status != 200 {
		t.Fatal(status)
	}
	status, got := bf.call(t, "POST", "/api/admin/me/calendar-feed", bf.asOwner, "")
	url, _ := got["url"].(string)
	if status != 200 || !strings.HasPrefix(url, fixtureBase+"/calendar/") || !strings.HasSuffix(url, ".ics") {
		t.Fatalf("got %d %v", status, got)
	}
	path := strings.TrimPrefix(url, fixtureBase)
	w := httptest.NewRecorder()
	bf.h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
	if w.Code != 200 || w.Header().Get("Content-Type") != "text/calendar; charset=utf-8" {
		t.Fatalf("got %d %q %s", w.Code, w.Header().Get("Content-Type"), w.Body)
	}
	cal, err := ical.NewDecoder(w.Body).Decode()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{ical.PropRefreshInterval, "X-PUBLISHED-TTL"} {
		p := cal.Props.Get(name)
		if p == nil {
			t.Errorf("no %s", name)
			continue
		}
		if d, err := p.Duration(); err != nil || d != 15*time.Minute || p.Params.Get(ical.ParamValue) != "DURATION" {
			t.Errorf("got %s %+v (%v), want 15 minutes", name, p, err)
		}
	}
	events := cal.Events()
	if len(events) != 1 {
		t.Fatalf("got %d events, want the one meeting not cancelled", len(events))
	}
	start, err := events[0].DateTimeStart(time.UTC)
	if uid := events[0].Props.Get(ical.PropUID).Value; err != nil || !start.Equal(time.Date(2026, 11, 3, 6, 0, 0, 0, time.UTC)) ||
		uid != booked+"@agency.test" || !strings.Contains(events[0].Props.Get(ical.PropSummary).Value, "Ada Lovelace (Engines Ltd)") {
		t.Errorf("got start %v (%v), uid %s, summary %s", start, err, uid, events[0].Props.Get(ical.PropSummary).Value)
	}

	get := func(path string) int {
		w := httptest.NewRecorder()
		bf.h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
		return w.Code
	}
	_, got = bf.call(t, "POST", "/api/admin/me/calendar-feed", bf.asOwner, "")
	next := strings.TrimPrefix(got["url"].(string), fixtureBase)
	if get(path) != 404 || get(next) != 200 {
		t.Errorf("after a new secret: old %d, new %d; want 404 and 200", get(path), get(next))
	}
	if status, _ := bf.call(t, "DELETE", "/api/admin/me/calendar-feed", bf.asOwner, ""); status != 204 || get(next) != 404 {
		t.Errorf("revoked: got %d, then %d, want 204 and 404", status, get(next))
	}
	if get("/calendar/"+strings.Repeat("0", 64)+".ics") != 404 || get("/calendar/x.txt") != 404 {
		t.Error("an unknown feed is not 404")
	}
}

// TestEmptyCalendarFeed: a member with no meetings gets a calendar with no
// events, not an error (a calendar holds at least one component).
func TestEmptyCalendarFeed(t *testing.T) {
	bf := newBookingFixture(t)
	status, got := bf.call(t, "POST", "/api/admin/me/calendar-feed", bf.asOwner, "")
	url, _ := got["url"].(string)
	if status != 200 {
		t.Fatalf("got %d %v", status, got)
	}
	w := httptest.NewRecorder()
	bf.h.ServeHTTP(w, httptest.NewRequest("GET", strings.TrimPrefix(url, fixtureBase), nil))
	if w.Code != 200 {
		t.Fatalf("got %d %s", w.Code, w.Body)
	}
	cal, err := ical.NewDecoder(w.Body).Decode()
	if err != nil {
		t.Fatal(err)
	}
	if events := cal.Events(); len(events) != 0 {
		t.Errorf("%d events in the feed of a member with no meetings", len(events))
	}
}

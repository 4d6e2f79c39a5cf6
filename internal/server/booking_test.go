package server

import (
	"maps"
	"slices"
	"testing"

	"agencysite/internal/database/dbtest"
)

const (
	tuesdayNine = "2026-11-03T06:00:00Z" // 09:00 in Istanbul
	tuesdayTen  = "2026-11-03T07:00:00Z"
)

func TestBookingSlots(t *testing.T) {
	bf := newBookingFixture(t)
	status, got := bf.call(t, "GET", "/api/booking/slots?from=2026-11-03&days=1", nil, "")
	if status != 200 {
		t.Fatalf("got %d %v", status, got)
	}
	starts := slotStarts(got["slots"])
	if len(starts) != 16 || starts[0] != tuesdayNine || starts[15] != "2026-11-03T13:30:00Z" {
		t.Errorf("got slots %v, want 16 from 06:00Z to 13:30Z", starts)
	}
	if got["agencyZone"] != "Europe/Istanbul" || got["meetingMinutes"] != 30.0 || got["windowDays"] != 30.0 ||
		got["from"] != "2026-11-02T21:00:00Z" || got["to"] != "2026-11-03T21:00:00Z" {
		t.Errorf("got %v", got)
	}
	if slot := got["slots"].([]any)[0].(map[string]any); len(slot) != 2 {
		t.Errorf("got slot %v, want only start and end (no host revealed)", slot)
	}

	// Today, from now: the notice (an hour) leaves 13:00 to 17:00 Istanbul.
	_, got = bf.call(t, "GET", "/api/booking/slots", nil, "")
	if starts := slotStarts(got["slots"]); starts[0] != "2026-11-02T10:00:00Z" {
		t.Errorf("got first slot %v, want 10:00Z today", starts[0])
	}

	// Beyond the window: clamped, nothing.
	_, got = bf.call(t, "GET", "/api/booking/slots?from=2027-06-01&days=3", nil, "")
	if len(got["slots"].([]any)) != 0 {
		t.Errorf("got %v beyond the window, want none", got["slots"])
	}

	status, got = bf.call(t, "GET", "/api/booking/slots?from=2026-13-01&days=63", nil, "")
	if want := map[string]any{"from": "invalid_date", "days": "too_large"}; status != 422 || !maps.Equal(got["problems"].(map[string]any), want) {
		t.Errorf("got %d %v, want 422 %v", status, got, want)
	}
}

func TestPostBooking(t *testing.T) {
	bf := newBookingFixture(t)
	key := map[string]string{"Idempotency-Key": "booking-key-0123456789"}
	body := bookingBody(t, tuesdayNine, nil)
	status, got := bf.call(t, "POST", "/api/booking", key, body)
	if status != 201 {
		t.Fatalf("got %d %v", status, got)
	}
	view := got["booking"].(map[string]any)
	want := map[string]any{"start": tuesdayNine, "end": "2026-11-03T06:30:00Z", "status": "booked", "visitorZone": "America/New_York",
		"agencyZone": "Europe/Istanbul", "meetingBy": "video", "hostName": "Amira", "lang": "fr", "changeable": true,
		"cutoffAt": "2026-11-03T04:00:00Z", "whatsapp": "+15550100100", "email": "hello@example.com"} // the document's contacts (internal/content/default.json), as E.164
	for k, v := range want {
		if view[k] != v {
			t.Errorf("got %s %v, want %v", k, view[k], v)
		}
	}
	id := view["id"].(string)
	var leadID, lang, contact string
	if err := bf.db.QueryRow(`SELECT b.lead_id, l.language, l.contact_method FROM bookings b JOIN leads l ON l.id = b.lead_id
		WHERE b.id = $1`, id).Scan(&leadID, &lang, &contact); err != nil || lang != "fr" || contact != "video" {
		t.Errorf("got lead %q %q %q (%v), want the booking's lead in French by video", leadID, lang, contact, err)
	}

	// Resent with its key: the same booking, nothing stored twice.
	if status, again := bf.call(t, "POST", "/api/booking", key, body); status != 201 || again["booking"].(map[string]any)["id"] != id {
		t.Errorf("resent: got %d %v, want the booking %s", status, again, id)
	}
	if n, m := dbtest.Rows(t, bf.db, "bookings"), dbtest.Rows(t, bf.db, "leads"); n != 1 || m != 1 {
		t.Errorf("got %d bookings and %d leads, want one each", n, m)
	}

	// The same slot again: taken, with fresh slots that leave it out.
	status, got = bf.call(t, "POST", "/api/booking", nil, bookingBody(t, tuesdayNine, nil))
	if status != 409 || got["error"] != "slot_taken" || slices.Contains(slotStarts(got["slots"]), tuesdayNine) ||
		!slices.Contains(slotStarts(got["slots"]), tuesdayTen) {
		t.Errorf("got %d %v, want 409 slot_taken with fresh slots", status, got)
	}
	for name, start := range map[string]string{
		"past": "2026-11-02T06:00:00Z", "inside the notice": "2026-11-02T09:30:00Z",
		"beyond the window": "2026-12-08T06:00:00Z", "off the hours": "2026-11-03T15:00:00Z", "between slots": "2026-11-03T06:10:00Z",
	} {
		if status, got := bf.call(t, "POST", "/api/booking", nil, bookingBody(t, start, nil)); status != 409 || got["error"] != "not_offered" {
			t.Errorf("%s: got %d %v, want 409 not_offered", name, status, got)
		}
	}
	if n, m := dbtest.Rows(t, bf.db, "bookings"), dbtest.Rows(t, bf.db, "leads"); n != 1 || m != 1 {
		t.Errorf("got %d bookings and %d leads after refusals, want one each", n, m)
	}
}

func TestPostBookingNamesEveryProblem(t *testing.T) {
	bf := newBookingFixture(t)
	status, got := bf.call(t, "POST", "/api/booking", nil, bookingBody(t, "", map[string]any{
		"name": "", "email": "not an address", "consent": false, "visitorZone": "Mars/Olympus", "meetingBy": "fax"}))
	want := map[string]any{"name": "required", "email": "invalid", "consent": "required", "start": "required",
		"visitorZone": "unknown_zone", "meetingBy": "unknown"}
	if status != 422 || !maps.Equal(got["problems"].(map[string]any), want) {
		t.Errorf("got %d %v, want 422 %v", status, got, want)
	}
	status, got = bf.call(t, "POST", "/api/booking", nil, bookingBody(t, "tomorrow", map[string]any{
		"meetingBy": "phone", "phone": nil, "visitorZone": nil}))
	want = map[string]any{"start": "invalid_time", "phone": "required", "visitorZone": "required"}
	if status != 422 || !maps.Equal(got["problems"].(map[string]any), want) {
		t.Errorf("got %d %v, want 422 %v", status, got, want)
	}
	if n := dbtest.Rows(t, bf.db, "leads"); n != 0 {
		t.Errorf("got %d leads, want none", n)
	}
}

// A bot gets a success and books nothing; its lead is kept as spam.
func TestPostBookingSpamBooksNothing(t *testing.T) {
	bf := newBookingFixture(t)
	status, got := bf.call(t, "POST", "/api/booking", nil, bookingBody(t, tuesdayNine, map[string]any{"website": "https://spam.example"}))
	if status != 201 || got["booking"].(map[string]any)["start"] != tuesdayNine {
		t.Errorf("got %d %v, want a success", status, got)
	}
	var spam int
	if err := bf.db.QueryRow(`SELECT spam FROM leads`).Scan(&spam); err != nil || spam != 1 {
		t.Errorf("got spam %d (%v), want the lead kept as spam", spam, err)
	}
	if n := dbtest.Rows(t, bf.db, "bookings"); n != 0 {
		t.Errorf("got %d bookings, want none", n)
	}
	bf.book(t, tuesdayNine) // the slot is still free
}

func TestPostBookingRateLimit(t *testing.T) {
	bf := newBookingFixture(t)
	bf.remote = "203.0.113.9:4000"
	for i := range leadsBurst + 1 {
		status, _ := bf.call(t, "POST", "/api/booking", nil, bookingBody(t, "", nil))
		if want := map[bool]int{true: 429, false: 422}[i == leadsBurst]; status != want {
			t.Errorf("request %d: got %d, want %d", i, status, want)
		}
	}
}

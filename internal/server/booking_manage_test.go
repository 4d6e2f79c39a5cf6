package server

import (
	"strings"
	"testing"
	"time"
)

func TestManageLink(t *testing.T) {
	bf := newBookingFixture(t)
	id := bf.book(t, tuesdayNine)["id"].(string)
	token := bf.token(t, id)
	body := func(token, start string) string { return `{"token":"` + token + `","start":"` + start + `"}` }

	status, got := bf.call(t, "POST", "/api/booking/manage", nil, body(token, ""))
	if status != 200 || got["booking"].(map[string]any)["id"] != id {
		t.Fatalf("got %d %v", status, got)
	}
	parts := strings.Split(token, ".")
	for name, forged := range map[string]string{
		"another booking": "0123456789abcdef0123456789abcdef." + parts[1] + "." + parts[2],
		"a later expiry":  parts[0] + ".4102444800." + parts[2],
		"an altered MAC":  parts[0] + "." + parts[1] + "." + strings.ToUpper(parts[2]),
		"no MAC":          parts[0] + "." + parts[1],
		"nothing":         "",
	} {
		for _, path := range []string{"/api/booking/manage", "/api/booking/manage/reschedule", "/api/booking/manage/cancel"} {
			if status, got := bf.call(t, "POST", path, nil, body(forged, tuesdayTen)); status != 403 || got["error"] != "link_invalid" {
				t.Errorf("%s, %s: got %d %v, want 403 link_invalid", name, path, status, got)
			}
		}
	}

	// Rescheduled: a new token; the old one still opens the booking.
	status, got = bf.call(t, "POST", "/api/booking/manage/reschedule", nil, body(token, tuesdayTen))
	if status != 200 || got["booking"].(map[string]any)["start"] != tuesdayTen || got["booking"].(map[string]any)["status"] != "rescheduled" {
		t.Fatalf("reschedule: got %d %v", status, got)
	}
	next := got["token"].(string)
	if next == token {
		t.Error("got the same token after a reschedule")
	}
	// A slot taken or not offered: the fresh slots come with the refusal.
	other := bf.book(t, "2026-11-03T08:00:00Z")
	status, got = bf.call(t, "POST", "/api/booking/manage/reschedule", nil, body(next, "2026-11-03T08:00:00Z"))
	if status != 409 || got["error"] != "slot_taken" || len(got["slots"].([]any)) == 0 {
		t.Errorf("taken: got %d %v", status, got)
	}
	if status, got = bf.call(t, "POST", "/api/booking/manage/reschedule", nil, body(next, "2026-11-03T08:10:00Z")); status != 409 || got["error"] != "not_offered" {
		t.Errorf("not offered: got %d %v", status, got)
	}
	if status, got = bf.call(t, "POST", "/api/booking/manage/reschedule", nil, body(next, "")); status != 422 {
		t.Errorf("no start: got %d %v", status, got)
	}

	// After the cut-off (two hours before 07:00Z), only the view.
	*bf.now = time.Date(2026, 11, 3, 5, 30, 0, 0, time.UTC)
	status, got = bf.call(t, "POST", "/api/booking/manage", nil, body(next, ""))
	if status != 200 || got["booking"].(map[string]any)["changeable"] != false {
		t.Errorf("after the cut-off: got %d %v, want the view, not changeable", status, got)
	}
	for _, path := range []string{"/api/booking/manage/reschedule", "/api/booking/manage/cancel"} {
		if status, got := bf.call(t, "POST", path, nil, body(next, "2026-11-04T07:00:00Z")); status != 409 || got["error"] != "past_cutoff" {
			t.Errorf("%s after the cut-off: got %d %v, want 409 past_cutoff", path, status, got)
		}
	}
	// Expired once the meeting starts.
	*bf.now = time.Date(2026, 11, 3, 7, 0, 0, 0, time.UTC)
	if status, got := bf.call(t, "POST", "/api/booking/manage", nil, body(next, "")); status != 410 || got["error"] != "link_expired" {
		t.Errorf("expired: got %d %v, want 410 link_expired", status, got)
	}

	// Cancelled: the view says so, and nothing more changes.
	*bf.now = time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)
	otherToken := bf.token(t, other["id"].(string))
	if status, got := bf.call(t, "POST", "/api/booking/manage/cancel", nil, body(otherToken, "")); status != 200 ||
		got["booking"].(map[string]any)["status"] != "cancelled" || got["booking"].(map[string]any)["changeable"] != false {
		t.Errorf("cancel: got %d %v", status, got)
	}
	for _, path := range []string{"/api/booking/manage/reschedule", "/api/booking/manage/cancel"} {
		if status, got := bf.call(t, "POST", path, nil, body(otherToken, tuesdayNine)); status != 409 || got["error"] != "cancelled" {
			t.Errorf("%s when cancelled: got %d %v, want 409 cancelled", path, status, got)
		}
	}
	bf.book(t, "2026-11-03T08:00:00Z") // its time is free again
}

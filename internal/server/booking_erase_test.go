package server

import (
	"context"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/emersion/go-ical"

	"agencysite/internal/booking"
	"agencysite/internal/database/dbtest"
)

// TestErasingALeadErasesItsMeeting: erasing a booked lead (a visitor's
// erasure request) erases its meeting with it: the slot is offered and
// booked again, the host's calendar feed no longer shows it, and nothing
// is left to mail or remind the visitor (docs/decisions/0481).
func TestErasingALeadErasesItsMeeting(t *testing.T) {
	bf := newBookingFixture(t)
	ctx := context.Background()
	status, got := bf.call(t, "POST", "/api/admin/me/calendar-feed", bf.asOwner, "")
	if status != 200 {
		t.Fatalf("calendar feed: %d %v", status, got)
	}
	feed := strings.TrimPrefix(got["url"].(string), fixtureBase)
	id := bf.book(t, tuesdayNine)["id"].(string)
	b, err := bf.bookings.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if status, got := bf.call(t, "POST", "/api/admin/bookings/"+id+"/reschedule", bf.asOwner, `{"start":"`+tuesdayTen+`"}`); status != 200 {
		t.Fatalf("reschedule: %d %v", status, got)
	}
	if events := feedEvents(t, bf, feed); events != 1 {
		t.Fatalf("the feed has %d events before the erasure, want 1", events)
	}

	if status, got := bf.call(t, "DELETE", "/api/admin/leads/"+b.LeadID, bf.asOwner, "{}"); status != 204 {
		t.Fatalf("erase: %d %v", status, got)
	}
	if _, err := bf.bookings.Get(ctx, id); !errors.Is(err, booking.ErrNotFound) {
		t.Errorf("the booking is still there: %v", err)
	}
	for what, n := range map[string]int{
		"blocks held":                        dbtest.Rows(t, bf.db, "booking_blocks"),
		"mails and reminders still to write": dbtest.Count(t, bf.db, `SELECT count(*) FROM jobs WHERE ref LIKE $1`, id+"/%"),
		"mails in the outbox":                dbtest.Rows(t, bf.db, "mail_outbox"),
		"events in the host's feed":          feedEvents(t, bf, feed),
	} {
		if n != 0 {
			t.Errorf("%d %s, want none", n, what)
		}
	}
	bf.book(t, tuesdayTen) // offered again
}

// feedEvents is how many meetings the feed at path lists.
func feedEvents(t *testing.T, bf *bookingFixture, path string) int {
	t.Helper()
	w := httptest.NewRecorder()
	bf.h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
	cal, err := ical.NewDecoder(w.Body).Decode()
	if w.Code != 200 || err != nil {
		t.Fatalf("feed: %d %v", w.Code, err)
	}
	return len(cal.Events())
}

package server

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"agencysite/internal/database/dbtest"
)

// TestTwentyAtOnceThroughTwoInstances: twenty visitors post the same slot
// at once, half to each of two instances on one database (PostgreSQL when
// TEST_POSTGRES_URL is set): one booking, one lead, and nineteen clear
// refusals with fresh slots, never a 5xx.
func TestTwentyAtOnceThroughTwoInstances(t *testing.T) {
	url := dbtest.MigratedURL(t)
	first := newBookingFixtureOn(t, dbtest.OpenURL(t, url))
	second := bookingInstance(t, dbtest.OpenURL(t, url))
	*second.now = *first.now
	var start, done sync.WaitGroup
	start.Add(1)
	codes := make([]int, 20)
	bodies := make([]string, 20)
	for i := range codes {
		done.Add(1)
		h := first.h
		if i%2 == 1 {
			h = second.h
		}
		go func(i int) {
			defer done.Done()
			r := httptest.NewRequest("POST", "/api/booking", strings.NewReader(bookingBody(t, tuesdayNine, nil)))
			r.Header.Set("Content-Type", "application/json")
			r.RemoteAddr = fmt.Sprintf("203.0.113.%d:4000", i+1)
			w := httptest.NewRecorder()
			start.Wait()
			h.ServeHTTP(w, r)
			codes[i], bodies[i] = w.Code, w.Body.String()
		}(i)
	}
	start.Done()
	done.Wait()
	booked := 0
	for i, code := range codes {
		switch {
		case code == 201:
			booked++
		case code == 409 && strings.Contains(bodies[i], `"error":"slot_taken"`) && strings.Contains(bodies[i], `"slots":[{`):
		default:
			t.Errorf("request %d: got %d %s, want 201 or 409 slot_taken with fresh slots", i, code, bodies[i])
		}
	}
	if booked != 1 || dbtest.Rows(t, first.db, "bookings") != 1 || dbtest.Rows(t, first.db, "leads") != 1 {
		t.Errorf("got %d bookings answered, %d stored, %d leads; want one of each", booked,
			dbtest.Rows(t, first.db, "bookings"), dbtest.Rows(t, first.db, "leads"))
	}
}

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/booking"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/meetings"
)

// bookingFixture is the whole product with the meetings service: the
// owner takes meetings in Istanbul, 09:00 to 17:00 on weekdays, and the
// clock starts on Monday 2026-11-02 at 09:00 UTC (12:00 in Istanbul).
type bookingFixture struct {
	*adminFixture
	meetings *meetings.Service
	bookings *booking.Store
	owner    auth.User
	// asOwner is the headers of the owner's requests: signed in,
	// same-origin JSON.
	asOwner map[string]string
	// remote is every request's peer; "" gives each its own, out of the
	// way of the rate limit.
	remote string
	calls  int
}

func newBookingFixture(t testing.TB) *bookingFixture {
	t.Helper()
	return newBookingFixtureOn(t, dbtest.Open(t))
}

// newBookingFixtureOn is the fixture on db, the first instance on it.
func newBookingFixtureOn(t testing.TB, db *database.DB) *bookingFixture {
	t.Helper()
	bf := bookingInstance(t, db)
	owner, cookie := bf.adminFixture.owner(t)
	bf.owner, bf.asOwner = owner, as(cookie)
	ctx := context.Background()
	if err := bf.bookings.SetSettings(ctx, booking.Settings{MeetingMinutes: 30, NoticeMinutes: 60, WindowDays: 30,
		CutoffMinutes: 120, AgencyZone: "Europe/Istanbul"}); err != nil {
		t.Fatal(err)
	}
	h := booking.Host{ID: bf.owner.ID, Name: "Amira", Zone: "Europe/Istanbul", TakesMeetings: true,
		Dates: map[string][]booking.Range{}, VideoLink: "https://meet.example.com/amira", Phone: "+902125550101"}
	for day := time.Monday; day <= time.Friday; day++ {
		h.Weekly[day] = []booking.Range{{From: "09:00", To: "17:00"}}
	}
	if err := bf.bookings.PutHost(ctx, h); err != nil {
		t.Fatal(err)
	}
	return bf
}

// bookingInstance is one server instance on db with the meetings service;
// two on one database stand for two instances behind a load balancer.
func bookingInstance(t testing.TB, db *database.DB) *bookingFixture {
	t.Helper()
	bf := &bookingFixture{}
	bf.adminFixture = newAdminInstance(t, db, func(d *Deps) {
		bf.meetings = meetings.New(db, d.Leads, d.Auth, meetings.Options{BaseURL: fixtureBase, Now: d.Now})
		d.Meetings, d.DB = bf.meetings, db
	})
	bf.bookings = booking.NewStore(db, booking.Options{Now: bf.deps.Now})
	return bf
}

// call sends a JSON request and decodes the JSON answer.
func (bf *bookingFixture) call(t testing.TB, method, path string, headers map[string]string, body string) (int, map[string]any) {
	t.Helper()
	r := httptest.NewRequest(method, path, strings.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	for k, v := range headers {
		r.Header.Set(k, v)
	}
	bf.calls++
	r.RemoteAddr = bf.remote
	if r.RemoteAddr == "" {
		r.RemoteAddr = fmt.Sprintf("198.51.%d.%d:4000", bf.calls/250, bf.calls%250+1)
	}
	w := httptest.NewRecorder()
	bf.h.ServeHTTP(w, r)
	var got map[string]any
	if w.Body.Len() > 0 {
		if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
			t.Fatalf("%s %s: %d %q: %v", method, path, w.Code, w.Body.String(), err)
		}
	}
	return w.Code, got
}

// bookingBody is a valid POST /api/booking body for start, with fields
// replaced by change (nil removes one).
func bookingBody(t testing.TB, start string, change map[string]any) string {
	t.Helper()
	return formBody(t, map[string]any{"pagePath": "/fr/book", "start": start, "visitorZone": "America/New_York", "meetingBy": "video"}, change)
}

// book books start through the API and returns the booking's view.
func (bf *bookingFixture) book(t testing.TB, start string) map[string]any {
	t.Helper()
	status, got := bf.call(t, "POST", "/api/booking", nil, bookingBody(t, start, nil))
	if status != 201 {
		t.Fatalf("book %s: %d %v", start, status, got)
	}
	return got["booking"].(map[string]any)
}

// token is the manage token of booking id.
func (bf *bookingFixture) token(t testing.TB, id string) string {
	t.Helper()
	b, err := bf.bookings.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	token, err := bf.meetings.Token(context.Background(), b)
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// starts are the slots' starts of an answer.
func slotStarts(v any) []string {
	var out []string
	for _, s := range v.([]any) {
		out = append(out, s.(map[string]any)["start"].(string))
	}
	return out
}

package server

import (
	"context"
	"testing"

	"agencysite/internal/booking"
)

// TestBookingInTheFunnel: a booking made from a campaign's visit is an
// event on that visit and "booked" in the funnel by language and variant,
// in its campaign's row and in the leads' attribution, and in the
// exports of the funnel and the campaigns.
func TestBookingInTheFunnel(t *testing.T) {
	f := newAnalyticsFixture(t)
	ctx := context.Background()
	store := booking.NewStore(f.db, booking.Options{Now: f.deps.Now})
	if err := store.SetSettings(ctx, booking.Settings{MeetingMinutes: 30, WindowDays: 30, CutoffMinutes: 120, AgencyZone: "Europe/Paris"}); err != nil {
		t.Fatal(err)
	}
	h := booking.Host{ID: f.owner.ID, Name: "Amira", Zone: "Europe/Paris", TakesMeetings: true, Dates: map[string][]booking.Range{}}
	for day := range h.Weekly {
		h.Weekly[day] = []booking.Range{{From: "09:00", To: "17:00"}}
	}
	if err := store.PutHost(ctx, h); err != nil {
		t.Fatal(err)
	}
	f.send(t, visitorB, at(10, 11, 0), ev("page_view", "/fr/book", "utm_source", "newsletter", "utm_campaign", "spring"))
	scenario{method: "POST", path: "/api/booking", remote: visitorB.ip + ":1234", body: bookingBody(t, "2026-11-11T09:00:00Z", nil),
		header: map[string]string{"Content-Type": "application/json", "User-Agent": visitorB.ua}, wantStatus: 201}.run(t, f.h)
	if err := f.rec.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	*f.now = at(10, 18, 0)
	got := f.get(t, "/api/admin/analytics?from=2026-11-10&to=2026-11-10", 200)
	for path, want := range map[string]any{
		"funnel.total.booked":             1.0,
		"funnel.total.bookingPage":        1.0,
		"funnel.byLanguage.0.bookingPage": 1.0,
		"funnel.byVariant.0.bookingPage":  1.0,
		"funnel.total.lead":               1.0,
		"funnel.byLanguage.0.key":         "fr",
		"funnel.byLanguage.0.booked":      1.0,
		"funnel.byVariant.0.booked":       1.0,
		"campaigns.0.booked":              1.0,
		"leads.booked":                    1.0,
		"leads.byLanguage.0.booked":       1.0,
		"events.0.name":                   "booking_booked",
		"events.0.visitors":               1.0,
		"totals.current.visitors":         1.0,
	} {
		if g := pick(t, got, path); g != want {
			t.Errorf("%s: got %v, want %v", path, g, want)
		}
	}
	// The exports have the dashboard's booked columns.
	for breakdown, want := range map[string]string{
		"funnelByLanguage": "\uFEFF\"Language\",\"Visited\",\"Contact click\",\"Form started\",\"Request sent\",\"Booking page\",\"Call booked\"\r\n" +
			"\"French\",\"1\",\"0\",\"0\",\"1\",\"1\",\"1\"\r\n",
		"campaigns": "\uFEFF\"Source\",\"Medium\",\"Campaign\",\"Visitors\",\"Requests\",\"Booked\"\r\n" +
			"\"newsletter\",\"\",\"spring\",\"1\",\"1\",\"1\"\r\n",
	} {
		w := scenario{path: "/api/admin/analytics/export?breakdown=" + breakdown + "&from=2026-11-10&to=2026-11-10",
			header: as(f.session(t)), wantStatus: 200}.run(t, f.h)
		if got := w.Body.String(); got != want {
			t.Errorf("%s: got %q, want %q", breakdown, got, want)
		}
	}
}

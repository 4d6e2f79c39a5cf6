package analytics

import (
	"context"
	"testing"
	"time"
)

// TestFunnelCountsOnlyTheConsultationForm: the funnel's third step is the
// consultation form started or sent; another form (a newsletter) on the
// same site is not a step towards a lead. Both roll-ups must agree.
func TestFunnelCountsOnlyTheConsultationForm(t *testing.T) {
	s, _, _ := newTestStore(t, Options{})
	bob := Client{IP: "198.51.100.2", UserAgent: uaSafariIPhone}
	carol := Client{IP: "198.51.100.3", UserAgent: uaFirefoxLinux}
	form := func(name, form string) Event {
		return Event{Name: name, Path: "/en/contact", Props: map[string]any{"form_name": form}}
	}
	for _, r := range []struct {
		c      Client
		events []Event
	}{
		{alice, []Event{pageView("/en/contact"), form("form_start", "consultation")}},
		{bob, []Event{pageView("/en/contact"), form("form_start", "newsletter"), form("form_submission", "newsletter")}},
		{carol, []Event{pageView("/en/home")}},
	} {
		if err := s.Record(r.events, r.c); err != nil {
			t.Fatal(err)
		}
	}
	flush(t, s)
	rd := NewReader(s.db, s.cat)
	q := Query{From: day1.Truncate(24 * time.Hour), To: day1.Truncate(24*time.Hour).AddDate(0, 0, 1), Loc: time.UTC, Limit: 10}
	for name, read := range map[string]func(context.Context, Query) (*Figures, error){
		"hourly": rd.hourlyDashboard, "visits": rd.visitDashboard,
	} {
		d, err := read(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		if got := d.Funnel.Total; got.Pageview != 3 || got.FormStarted != 1 {
			t.Errorf("%s: got funnel %+v, want 3 visits with a page view, 1 with the consultation form", name, got)
		}
	}
}

package analytics

import (
	"testing"
	"time"

	"agencysite/internal/clocktest"
)

// visitorsByPath records one page view per (client, path) and returns the
// stored visitor id of each path.
func visitorsByPath(t *testing.T, s *Recorder, views map[string]Client) map[string]string {
	t.Helper()
	for path, c := range views {
		if err := s.Record([]Event{pageView(path)}, c); err != nil {
			t.Fatal(err)
		}
	}
	flush(t, s)
	rows, err := s.db.Query(`SELECT path, visitor FROM analytics_events`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	ids := map[string]string{}
	for rows.Next() {
		var path, id string
		if err := rows.Scan(&path, &id); err != nil {
			t.Fatal(err)
		}
		ids[path] = id
	}
	return ids
}

func saltDays(t *testing.T, s *Recorder) []string {
	t.Helper()
	return column(t, s.db, `SELECT day FROM analytics_salts ORDER BY day`)
}

func TestVisitorIDRotatesDaily(t *testing.T) {
	s, _, clk := newTestStore(t, Options{})
	bob := Client{IP: "198.51.100.20", UserAgent: uaFirefoxLinux}
	aliceOtherBrowser := Client{IP: alice.IP, UserAgent: uaEdgeMac}

	ids := visitorsByPath(t, s, map[string]Client{"/en/home": alice, "/en/faq": bob, "/en/about": aliceOtherBrowser})
	clk.Add(13 * time.Hour) // 23:00, still the same UTC day
	ids2 := visitorsByPath(t, s, map[string]Client{"/en/projects": alice})
	if got := saltDays(t, s); len(got) != 1 || got[0] != "2026-03-14" {
		t.Fatalf("got salts %v, want only 2026-03-14", got)
	}
	clk.Add(2 * time.Hour) // 01:00 the next day
	ids3 := visitorsByPath(t, s, map[string]Client{"/en/contact": alice})

	tests := []struct {
		name      string
		a, b      string
		wantEqual bool
	}{
		{"same visitor same day", ids["/en/home"], ids2["/en/projects"], true},
		{"other address", ids["/en/home"], ids["/en/faq"], false},
		{"same address other browser", ids["/en/home"], ids["/en/about"], false},
		{"same visitor next day", ids["/en/home"], ids3["/en/contact"], false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.a == "" || tt.b == "" {
				t.Fatalf("missing visitor id: %q, %q", tt.a, tt.b)
			}
			if got := tt.a == tt.b; got != tt.wantEqual {
				t.Errorf("got equal=%v (%s, %s), want %v", got, tt.a, tt.b, tt.wantEqual)
			}
		})
	}
	if got := saltDays(t, s); len(got) != 1 || got[0] != "2026-03-15" {
		t.Errorf("got salts %v, want only 2026-03-15 (the previous day's deleted)", got)
	}
}

// TestSaltSharedBetweenInstances: two stores on one database (two servers
// behind a load balancer) must give a visitor the same id.
func TestSaltSharedBetweenInstances(t *testing.T) {
	s1, db, _ := newTestStore(t, Options{})
	s2 := NewRecorder(db, s1.cat, Options{SiteURL: "https://agency.example", FlushEvery: time.Hour, Now: s1.opt.Now})
	t.Cleanup(func() { s2.Close(t.Context()) })
	a := visitorsByPath(t, s1, map[string]Client{"/en/home": alice})
	b := visitorsByPath(t, s2, map[string]Client{"/en/faq": alice})
	if a["/en/home"] != b["/en/faq"] {
		t.Errorf("got %s and %s, want one id for one visitor", a["/en/home"], b["/en/faq"])
	}
}

func TestVisitorIDSeparatesParts(t *testing.T) {
	salt := []byte("salt")
	a := visitorID(salt, "site", "1.2.3.4", "ab")
	b := visitorID(salt, "site", "1.2.3.4a", "b")
	if a == b {
		t.Errorf("got %s twice, want different ids", a)
	}
	if got := visitorID([]byte("other"), "site", "1.2.3.4", "ab"); got == a {
		t.Errorf("got %s with another salt, want a different id", got)
	}
}

// One instance's clock runs a few seconds ahead: it has started the new
// day, made its salt and deleted the old day's. Another instance, still
// before midnight, restarts: it must not bring the deleted salt back, and
// hashes with the newest salt instead.
func TestDeletedSaltNeverComesBack(t *testing.T) {
	ahead, db, clk := newTestStore(t, Options{})
	clk.Set(time.Date(2026, 3, 15, 0, 0, 5, 0, time.UTC))
	a := visitorsByPath(t, ahead, map[string]Client{"/en/home": alice})

	behind := clocktest.New(time.Date(2026, 3, 14, 23, 59, 58, 0, time.UTC))
	restarted := NewRecorder(db, ahead.cat, Options{SiteURL: "https://agency.example", FlushEvery: time.Hour, Now: behind.Now})
	t.Cleanup(func() { restarted.Close(t.Context()) })
	b := visitorsByPath(t, restarted, map[string]Client{"/en/faq": alice})

	if got := saltDays(t, ahead); len(got) != 1 || got[0] != "2026-03-15" {
		t.Errorf("got salts %v, want only 2026-03-15 (the 14th's deleted for good)", got)
	}
	if a["/en/home"] != b["/en/faq"] {
		t.Errorf("got ids %s and %s, want the newest salt's one id", a["/en/home"], b["/en/faq"])
	}
}

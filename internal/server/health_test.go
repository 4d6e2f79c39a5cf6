package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
)

// readyStatus asks the whole server, with a database and an event store,
// for path, after brk (when set) has changed the database.
func readyStatus(t *testing.T, path string, brk func(*database.DB)) (int, string) {
	t.Helper()
	store, db := newEventsStore(t, analytics.Options{})
	h := newTestServer(t, func(d *Deps) { d.DB, d.Analytics = db, store })
	if brk != nil {
		brk(db)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
	return w.Code, w.Body.String()
}

func TestReadyzDatabaseDown(t *testing.T) {
	code, body := readyStatus(t, "/readyz", func(db *database.DB) { db.Close() })
	if code != http.StatusServiceUnavailable || !strings.Contains(body, "ping") {
		t.Errorf("got %v %q, want 503 naming the ping", code, body)
	}
	// Liveness stays up: restarting the process does not bring a database back.
	if code, _ := readyStatus(t, "/healthz", func(db *database.DB) { db.Close() }); code != http.StatusOK {
		t.Errorf("healthz: got %v, want 200", code)
	}
}

func TestReadyz(t *testing.T) {
	tests := []struct {
		name string
		brk  func(*database.DB)
		want int
	}{
		{"database up and migrated", nil, http.StatusOK},
		{"a migration missing", func(db *database.DB) {
			if _, err := db.Exec(`DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)`); err != nil {
				t.Fatal(err)
			}
		}, http.StatusServiceUnavailable},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, body := readyStatus(t, "/readyz", tt.brk); got != tt.want {
				t.Errorf("got %v (%q), want %v", got, body, tt.want)
			}
		})
	}
}

// TestReadyzReadsTheServersClock: events waiting longer than
// analytics.StuckAfter on the server's clock make the instance unready,
// with no real time passing (the readiness check and the recorder share
// the clock run hands them).
func TestReadyzReadsTheServersClock(t *testing.T) {
	now := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	store, db := newEventsStore(t, analytics.Options{Now: clock})
	h := newTestServer(t, func(d *Deps) { d.DB, d.Analytics, d.Now = db, store, clock })
	if err := store.Record([]analytics.Event{{Name: "page_view", Path: "/en/home"}}, analytics.Client{UserAgent: testBrowser}); err != nil {
		t.Fatal(err)
	}
	ready := func() (int, string) {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", "/readyz", nil))
		return w.Code, w.Body.String()
	}
	if code, body := ready(); code != http.StatusOK {
		t.Fatalf("just queued: got %v %q, want 200", code, body)
	}
	now = now.Add(analytics.StuckAfter + time.Second)
	if code, body := ready(); code != http.StatusServiceUnavailable || !strings.Contains(body, "stuck") {
		t.Errorf("after StuckAfter unwritten: got %v %q, want 503 naming the stuck writer", code, body)
	}
}

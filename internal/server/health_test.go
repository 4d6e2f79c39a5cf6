package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

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

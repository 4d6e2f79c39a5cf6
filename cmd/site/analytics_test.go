package main

import (
	"database/sql"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

// TestGracefulStopKeepsAcceptedEvents posts events to the real server and
// stops it at once, well inside the one-second flush interval: every
// accepted event must be in the database after run returns.
func TestGracefulStopKeepsAcceptedEvents(t *testing.T) {
	dbURL := dbtest.MigratedURL(t)
	base, _, stop := runInProcess(t, map[string]string{"DATABASE_URL": dbURL, "SITE_DIR": minimalSite(t)})
	const batches, perBatch = 10, 5
	events := strings.Repeat(`{"name":"page_view","path":"/en/home"},`, perBatch)
	body := `{"events":[` + strings.TrimSuffix(events, ",") + `]}`
	for range batches {
		postEventBody(t, base, body, "")
	}
	if err := stop(); err != nil {
		t.Fatalf("run: %v", err)
	}
	if got, want := countIn(t, dbURL, `SELECT count(*) FROM analytics_events`), batches*perBatch; got != want {
		t.Errorf("got %v events after a graceful stop, want %v", got, want)
	}
}

// countIn runs a count query on the database at url, opened as it is
// (database.Open would migrate it first).
func countIn(t *testing.T, url, query string) int {
	t.Helper()
	driver := "sqlite"
	if dbtest.IsPostgres() {
		driver = "pgx"
	}
	db, err := sql.Open(driver, url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

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
	dbURL := dbtest.URL(t)
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
	driver := "sqlite"
	if dbtest.IsPostgres() {
		driver = "pgx"
	}
	db, err := sql.Open(driver, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var got int
	if err := db.QueryRow(`SELECT count(*) FROM analytics_events`).Scan(&got); err != nil {
		t.Fatal(err)
	}
	if want := batches * perBatch; got != want {
		t.Errorf("got %v events after a graceful stop, want %v", got, want)
	}
}

package main

import (
	"database/sql"
	"net/http"
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
	for i := range batches {
		req, _ := http.NewRequest("POST", base+"/api/events", strings.NewReader(body))
		req.Header.Set("Content-Type", "text/plain;charset=UTF-8")
		req.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusAccepted {
			t.Fatalf("batch %d: got %v, want %v", i, resp.StatusCode, http.StatusAccepted)
		}
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

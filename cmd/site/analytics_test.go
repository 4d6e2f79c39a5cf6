package main

import (
	"bytes"
	"context"
	"database/sql"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
)

// syncBuffer is an io.Writer that run and the test can share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// standInSite writes the two pages the server needs to start.
func standInSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, p := range []string{"404/index.html", "en/home/index.html"} {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(p)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, p), []byte("<!doctype html><title>t</title>"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

var listening = regexp.MustCompile(`listening on (http://\S+)`)

// TestGracefulStopKeepsAcceptedEvents posts events to the real server and
// stops it at once, well inside the one-second flush interval: every
// accepted event must be in the database after run returns.
func TestGracefulStopKeepsAcceptedEvents(t *testing.T) {
	dbURL := dbtest.URL(t)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	stdout := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		args := []string{"-addr", "127.0.0.1:0", "-database", dbURL, "-site-dir", standInSite(t)}
		done <- run(ctx, args, func(string) string { return "" }, stdout, io.Discard)
	}()
	var base string
	for deadline := time.Now().Add(10 * time.Second); base == ""; time.Sleep(10 * time.Millisecond) {
		if m := listening.FindStringSubmatch(stdout.String()); m != nil {
			base = m[1]
		}
		if time.Now().After(deadline) {
			t.Fatal("server did not start")
		}
	}
	const batches, perBatch = 10, 5
	events := strings.Repeat(`{"name":"page_view","path":"/en/home","lang":"en","variant":"default"},`, perBatch)
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
	stop()
	if err := <-done; err != nil {
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

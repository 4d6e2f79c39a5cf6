package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database"
)

// rowsOf returns every row of query on the SQLite file at path, each
// joined into one string, in the query's order.
func rowsOf(t *testing.T, path, query string) []string {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(query)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var out []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprint(vals...))
	}
	return out
}

// postEvents posts n page views from addr (sent as X-Forwarded-For), each
// with its own path.
func postEvents(t *testing.T, base, addr string, n int) {
	t.Helper()
	events := make([]string, n)
	for i := range events {
		events[i] = fmt.Sprintf(`{"name":"page_view","path":"/en/backup/%s/%d"}`, addr, i)
	}
	postEventBody(t, base, `{"events":[`+strings.Join(events, ",")+`]}`, addr)
}

// postEventBody posts body to /api/events as the tracker does, from addr
// when set, and fails the test unless it is accepted.
func postEventBody(t *testing.T, base, body, addr string) {
	t.Helper()
	req, _ := http.NewRequest("POST", base+"/api/events", strings.NewReader(body))
	req.Header.Set("Content-Type", "text/plain;charset=UTF-8")
	req.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")
	if addr != "" {
		req.Header.Set("X-Forwarded-For", addr)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("events: got %v, want %v", resp.StatusCode, http.StatusAccepted)
	}
}

// TestRestoredBackupHoldsEveryLeadAndEvent takes a backup with `site
// backup` while the server runs and takes requests, checks that `site
// restore` refuses to replace the database under the running server, and
// after the server stops restores the backup and finds in it every lead
// and every event stored before the backup, and nothing after.
func TestRestoredBackupHoldsEveryLeadAndEvent(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "data", "site.db")
	env := map[string]string{"DATABASE_URL": path, "SITE_DIR": minimalSite(t), "TRUST_PROXY": "true"}
	getenv := func(k string) string { return env[k] }
	r := startRunning(t, env)
	base := r.line(t, "site: listening on ")

	var ids []string
	for i := range 12 {
		id, err := postOne(ctx, http.DefaultClient, base, fmt.Sprintf("198.51.100.%d", i+1)) // one address each: 5 leads an address is the limit
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
		postEvents(t, base, fmt.Sprintf("192.0.2.%d", i+1), 7)
	}
	const eventsQuery = `SELECT at, day, name, props, path, lang, variant, device, browser, visitor FROM analytics_events ORDER BY path`
	deadline := time.Now().Add(30 * time.Second) // the writer flushes every second
	for len(rowsOf(t, path, eventsQuery)) < 12*7 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	wantEvents := rowsOf(t, path, eventsQuery)
	if len(wantEvents) != 12*7 {
		t.Fatalf("got %d events stored, want %d", len(wantEvents), 12*7)
	}

	const outboxQuery = `SELECT id FROM mail_outbox ORDER BY id`
	wantOutbox := rowsOf(t, path, outboxQuery) // notifications, and confirmations up to the daily cap per address

	backup := filepath.Join(dir, "backup.db")
	var out syncBuffer
	if err := run(ctx, []string{"backup", backup}, getenv, &out, &out); err != nil {
		t.Fatalf("backup: %v\n%s", err, out.String())
	}
	checkOutput(t, out.String(), []string{"integrity ok"}, nil)
	late, err := postOne(ctx, http.DefaultClient, base, "198.51.100.200")
	if err != nil {
		t.Fatal(err)
	}
	if err := run(ctx, []string{"restore", backup}, getenv, &out, &out); !errors.Is(err, database.ErrInUse) {
		t.Fatalf("restore under a running server: got %v, want ErrInUse", err)
	}
	if err := r.stop(); err != nil {
		t.Fatal(err)
	}

	out = syncBuffer{}
	if err := run(ctx, []string{"restore", backup}, getenv, &out, &out); err != nil {
		t.Fatalf("restore: %v\n%s", err, out.String())
	}
	checkOutput(t, out.String(), []string{"restored", "kept as"}, nil)
	gotIDs := rowsOf(t, path, `SELECT id FROM leads ORDER BY id`)
	slices.Sort(ids)
	if !slices.Equal(gotIDs, ids) {
		t.Errorf("leads after restore: got %v, want %v", gotIDs, ids)
	}
	if got := rowsOf(t, path, eventsQuery); !slices.Equal(got, wantEvents) {
		t.Errorf("events after restore: got %d rows, want the %d stored before the backup", len(got), len(wantEvents))
	}
	if got := rowsOf(t, path, outboxQuery); len(got) < len(ids) || !slices.Equal(got, wantOutbox) {
		t.Errorf("outbox after restore: got %d rows, want the %d (at least one a lead) stored before the backup", len(got), len(wantOutbox))
	}
	kept, _ := filepath.Glob(path + ".replaced-*")
	if len(kept) != 1 || !slices.Contains(rowsOf(t, kept[0], `SELECT id FROM leads`), late) {
		t.Errorf("the replaced database (%v) should be kept, with the lead sent after the backup", kept)
	}
}

func TestBackupRefusesPostgresAndCorruptFiles(t *testing.T) {
	ctx := context.Background()
	pg := func(k string) string {
		if k == "DATABASE_URL" {
			return "postgres://nobody@127.0.0.1:1/none"
		}
		return ""
	}
	if err := run(ctx, []string{"backup", filepath.Join(t.TempDir(), "b.db")}, pg, &syncBuffer{}, &syncBuffer{}); !errors.Is(err, database.ErrNotSQLite) {
		t.Errorf("backup of PostgreSQL: got %v, want ErrNotSQLite", err)
	}
	junk := filepath.Join(t.TempDir(), "junk.db")
	if err := os.WriteFile(junk, []byte(strings.Repeat("not a database ", 500)), 0o600); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(t.TempDir(), "site.db")
	sqliteEnv := func(k string) string {
		if k == "DATABASE_URL" {
			return target
		}
		return ""
	}
	if err := run(ctx, []string{"restore", junk}, sqliteEnv, &syncBuffer{}, &syncBuffer{}); !errors.Is(err, database.ErrCorrupt) {
		t.Errorf("restore of a non-database: got %v, want ErrCorrupt", err)
	}
	if _, err := os.Stat(target); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a refused restore wrote %s", target)
	}
}

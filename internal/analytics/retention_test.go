package analytics

import (
	"context"
	"testing"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

// insertExpired stores one event far older than any retention, straight
// into the table.
func insertExpired(t *testing.T, db *database.DB) {
	t.Helper()
	if _, err := db.Exec(`INSERT INTO analytics_events (at, day, name, path, lang, variant, device, browser, visitor)
		VALUES (0, '1970-01-01', 'page_view', '/en/home', 'en', 'default', 'desktop', 'chrome', 'x')`); err != nil {
		t.Fatal(err)
	}
}

// A retention delete that has to wait (here on a row another transaction
// holds; in production on a large delete) must not hold up event writes.
// SQLite cannot hold one row back from a delete while letting inserts
// through, so only PostgreSQL shows it.
func TestRetentionDoesNotHoldUpTheWriterOnPostgres(t *testing.T) {
	if !dbtest.IsPostgres() {
		t.Skip("needs PostgreSQL row locks; set TEST_POSTGRES_URL")
	}
	db := dbtest.Open(t)
	insertExpired(t, db)
	hold, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer hold.Rollback()
	if _, err := hold.Exec(`SELECT id FROM analytics_events WHERE day < '2000-01-01' FOR UPDATE`); err != nil {
		t.Fatal(err)
	}
	s := NewRecorder(db, mustCatalogue(t), Options{SiteURL: "https://agency.example", FlushEvery: time.Hour})
	if err := s.Record([]Event{pageView("/en/faq")}, alice); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := s.Flush(ctx); err != nil {
		t.Errorf("flush while retention waits: got %v, want nil", err)
	}
	hold.Rollback()
	if err := s.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := countEvents(t, db); got != 1 {
		t.Errorf("got %d events, want 1 (the new one kept, the expired one deleted)", got)
	}
}

// Instances on one PostgreSQL take turns: while one holds the retention
// lock, the others skip their run.
func TestRetentionRunsOnOneInstanceAtATimeOnPostgres(t *testing.T) {
	if !dbtest.IsPostgres() {
		t.Skip("advisory locks are PostgreSQL's; set TEST_POSTGRES_URL")
	}
	db := dbtest.Open(t)
	insertExpired(t, db)
	ctx := context.Background()
	other, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := other.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, database.LockRetention); err != nil {
		t.Fatal(err)
	}
	// Only the retention, without the goroutine that would also run it.
	s := &Recorder{db: db, opt: Options{}.withDefaults()}
	s.deleteExpired()
	if got := countEvents(t, db); got != 1 {
		t.Errorf("while another instance holds the lock: got %d events, want 1 (left alone)", got)
	}
	if _, err := other.ExecContext(ctx, `SELECT pg_advisory_unlock($1)`, database.LockRetention); err != nil {
		t.Fatal(err)
	}
	s.deleteExpired()
	if got := countEvents(t, db); got != 0 {
		t.Errorf("after the lock is free: got %d events, want 0", got)
	}
}

func TestDeleteBeforeDeletesInChunks(t *testing.T) {
	db := dbtest.Open(t)
	for range 5 {
		insertExpired(t, db)
	}
	n, err := deleteBefore(context.Background(), db, day1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if n != 5 || countEvents(t, db) != 0 {
		t.Errorf("got %d deleted and %d left, want 5 and 0", n, countEvents(t, db))
	}
}

// A row the database refuses (ingest refuses a NUL now; a row from before
// that, or a value ingest lets through by mistake) is dropped with a log
// line and a count, and every other event is written. Only PostgreSQL
// refuses a value here: SQLite stores any bytes.
func TestOneRefusedRowDoesNotBlockTheWriterOnPostgres(t *testing.T) {
	if !dbtest.IsPostgres() {
		t.Skip("SQLite refuses no value; set TEST_POSTGRES_URL")
	}
	s, db, _ := newTestStore(t, Options{})
	client := &Client{IP: "192.0.2.1", UserAgent: uaChromeWindows}
	s.mu.Lock()
	s.queue = append(s.queue, row{at: s.opt.Now(), name: "page_view", props: "{}", path: "/en/\x00x",
		lang: "en", variant: "default", device: "desktop", browser: "chrome", client: client})
	s.queued++
	s.mu.Unlock()
	if err := s.Record([]Event{pageView("/en/home")}, alice); err != nil {
		t.Fatal(err)
	}
	flush(t, s)
	if err := s.Record([]Event{pageView("/en/faq")}, alice); err != nil {
		t.Fatal(err)
	}
	flush(t, s)
	if got := countEvents(t, db); got != 2 {
		t.Errorf("got %d events stored, want 2 (all but the refused one)", got)
	}
	if got := s.Dropped(); got != 1 {
		t.Errorf("got %d dropped, want 1", got)
	}
}

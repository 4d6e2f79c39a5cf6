package database

import (
	"context"
	"io/fs"
	"path/filepath"
	"sort"
	"testing"
)

// TestVisitsKeepTheirRowsWithoutRowid: migration 0150 rebuilds SQLite's
// analytics_visits as a table without rowid; the stored visits stay, every
// column, and the writer's upsert by key still finds them.
func TestVisitsKeepTheirRowsWithoutRowid(t *testing.T) {
	ctx := context.Background()
	db, err := open(filepath.Join(t.TempDir(), "site.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	files, _ := fs.Glob(migrations, "migrations/*.sql")
	sort.Strings(files)
	apply := func(before bool) {
		for _, f := range files {
			if (f < "migrations/0150") == before {
				if err := db.apply(ctx, conn, f); err != nil {
					t.Fatalf("%s: %v", f, err)
				}
			}
		}
	}
	apply(true)
	const row = `'2026-11-20', 'v1', 1000, 2000, '/ar/home', '/ar/contact', 'ar', 'a', 'www.google.com', 'news', 'email', 'brand', 'mobile', 'Safari', 'sm', 'ar', 3, 1, 1`
	if _, err := conn.ExecContext(ctx, `INSERT INTO analytics_visits (day, visitor, first_at, last_at, landing_path, last_path,
		lang, variant, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, screen, browser_lang,
		pageviews, contact, form_started) VALUES (`+row+`)`); err != nil {
		t.Fatal(err)
	}
	apply(false)
	var ddl string
	if err := conn.QueryRowContext(ctx, `SELECT sql FROM sqlite_master WHERE name = 'analytics_visits'`).Scan(&ddl); err != nil {
		t.Fatal(err)
	}
	if want := "WITHOUT ROWID"; len(ddl) < len(want) || ddl[len(ddl)-len(want):] != want {
		t.Errorf("got %s, want a table WITHOUT ROWID", ddl)
	}
	var same int
	if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM analytics_visits WHERE (day, visitor, first_at, last_at, landing_path,
		last_path, lang, variant, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, screen, browser_lang,
		pageviews, contact, form_started) = (`+row+`)`).Scan(&same); err != nil {
		t.Fatal(err)
	}
	if same != 1 {
		t.Errorf("got %d visits equal to the stored one, want 1", same)
	}
	if _, err := conn.ExecContext(ctx, `INSERT INTO analytics_visits (day, visitor, first_at, last_at) VALUES ('2026-11-20', 'v1', 500, 500)
		ON CONFLICT (day, visitor) DO UPDATE SET first_at = excluded.first_at`); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM analytics_visits INDEXED BY analytics_visits_scan WHERE first_at = 500 AND lang = 'ar'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Errorf("got %d visits through the scan index after the upsert, want 1", n)
	}
}

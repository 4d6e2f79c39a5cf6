package database

import (
	"context"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestRollupsKeepTheirRowsWithoutRowid: migrations 0150 and 0151 rebuild
// SQLite's analytics_visits and analytics_hourly as tables without rowid;
// the stored rows stay, every column, and the writer's upserts by key
// still find them.
func TestRollupsKeepTheirRowsWithoutRowid(t *testing.T) {
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
	if _, err := conn.ExecContext(ctx, `INSERT INTO analytics_hourly (hour, dim, k1, k2, k3, visits, pageviews, contacts,
		forms_started, events, scroll_25, scroll_50, scroll_75, scroll_100) VALUES (3600000, 'page', '/en/home', '', '', 1, 2, 3, 4, 5, 6, 7, 8, 9)`); err != nil {
		t.Fatal(err)
	}
	apply(false)
	for _, table := range []string{"analytics_visits", "analytics_hourly"} {
		var ddl string
		if err := conn.QueryRowContext(ctx, `SELECT sql FROM sqlite_master WHERE name = $1`, table).Scan(&ddl); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(ddl, "WITHOUT ROWID") {
			t.Errorf("got %s, want a table WITHOUT ROWID", ddl)
		}
	}
	var counts string
	if err := conn.QueryRowContext(ctx, `SELECT visits || ' ' || pageviews || ' ' || contacts || ' ' || forms_started || ' ' || events
		|| ' ' || scroll_25 || ' ' || scroll_50 || ' ' || scroll_75 || ' ' || scroll_100 FROM analytics_hourly
		WHERE dim = 'page' AND hour = 3600000 AND k1 = '/en/home'`).Scan(&counts); err != nil {
		t.Fatal(err)
	}
	if counts != "1 2 3 4 5 6 7 8 9" {
		t.Errorf("got hourly counters %s, want 1 … 9", counts)
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

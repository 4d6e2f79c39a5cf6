package database

import (
	"context"
	"database/sql"
	"io/fs"
	"path/filepath"
	"sort"
	"testing"
)

// migrateAcross opens a new SQLite database, applies the migrations that
// come before the one numbered version (e.g. "0100"), lets insert store rows
// in the schema of that time, then applies the rest, version's included. It
// gives the connection to read the outcome on; both close with the test.
func migrateAcross(t *testing.T, version string, insert func(ctx context.Context, conn *sql.Conn)) *sql.Conn {
	t.Helper()
	ctx := context.Background()
	db, err := open(filepath.Join(t.TempDir(), "site.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := conn.ExecContext(ctx, `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	files, _ := fs.Glob(migrations, "migrations/*.sql")
	sort.Strings(files)
	apply := func(before bool) {
		for _, f := range files {
			if (f < "migrations/"+version) == before {
				if err := db.apply(ctx, conn, f); err != nil {
					t.Fatalf("%s: %v", f, err)
				}
			}
		}
	}
	apply(true)
	insert(ctx, conn)
	apply(false)
	return conn
}

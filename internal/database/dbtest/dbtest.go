// Package dbtest gives each test a fresh database: a SQLite file in
// t.TempDir(), or, when TEST_POSTGRES_URL is set, a new PostgreSQL database
// created for the test and dropped after it, so one suite runs on both.
//
// Running every migration for every test cost most of the Go suite's time
// (about half a second per SQLite database, ten times more under -race), so
// a migrated database is a copy: of a SQLite file migrated once per test
// binary, or of a PostgreSQL template database migrated once per set of
// migrations (docs/decisions/0220-test-time-budget.md).
package dbtest

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"agencysite/internal/database"
)

var seq atomic.Int64

// Open returns a migrated database that lives as long as the test.
func Open(t testing.TB) *database.DB {
	t.Helper()
	return OpenURL(t, MigratedURL(t))
}

// OpenURL opens the database at url (MigratedURL's) for as long as the
// test: called again, another connection pool on the same database, as
// another server instance has.
func OpenURL(t testing.TB, url string) *database.DB {
	t.Helper()
	db, err := database.Open(context.Background(), url)
	if err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// URL returns the address of a fresh, empty database for the test, for code
// that opens the database itself and must find it empty (migrations, say).
func URL(t testing.TB) string {
	t.Helper()
	if !IsPostgres() {
		return filepath.Join(t.TempDir(), "site.db")
	}
	return createPostgres(t, "")
}

// MigratedURL returns the address of a fresh database for the test that
// already holds every migration, for code that opens the database itself
// (the server's run, a command): opening it migrates nothing.
func MigratedURL(t testing.TB) string {
	t.Helper()
	if !IsPostgres() {
		path := filepath.Join(t.TempDir(), "site.db")
		body, err := sqliteTemplate()
		if err != nil {
			t.Fatalf("migrated SQLite template: %v", err)
		}
		if err := os.WriteFile(path, body, 0o600); err != nil {
			t.Fatalf("copy the migrated SQLite template: %v", err)
		}
		return path
	}
	name, err := postgresTemplate()
	if err != nil {
		t.Fatalf("migrated PostgreSQL template: %v", err)
	}
	return createPostgres(t, name)
}

// IsPostgres reports whether the suite runs against PostgreSQL.
func IsPostgres() bool { return base() != "" }

func base() string { return strings.TrimSpace(os.Getenv("TEST_POSTGRES_URL")) }

// createPostgres creates a database for the test, a copy of template when
// one is named, and drops it after the test.
func createPostgres(t testing.TB, template string) string {
	t.Helper()
	name := fmt.Sprintf("site_test_%d_%d", time.Now().UnixNano(), seq.Add(1))
	create := "CREATE DATABASE " + name
	if template != "" {
		create += " TEMPLATE " + template
	}
	if err := adminExec(base(), create); err != nil {
		t.Fatalf("create database: %v", err)
	}
	t.Cleanup(func() { adminExec(base(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)") })
	u, err := named(base(), name)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func adminExec(base, query string) error {
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return err
	}
	defer admin.Close()
	_, err = admin.Exec(query)
	return err
}

// named is base's address with the database name replaced.
func named(base, name string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", fmt.Errorf("parse %s: %w", base, err)
	}
	u.Path = "/" + name
	return u.String(), nil
}

// sqliteTemplate migrates a SQLite file once per test binary and returns
// its bytes. Closing the only connection checkpoints the WAL into the file,
// so the file alone is the whole database.
var sqliteTemplate = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "dbtest-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "site.db")
	db, err := database.Open(context.Background(), path)
	if err != nil {
		return nil, err
	}
	if err := db.Close(); err != nil {
		return nil, err
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		return nil, fmt.Errorf("%s-wal left after close", path)
	}
	return os.ReadFile(path)
})

// postgresTemplate returns the name of a database migrated by this build's
// migrations, creating it when no test binary has yet. It is kept between
// runs (a new migration names a new one): test binaries run in parallel, so
// it is built under another name and renamed once complete, while an
// advisory lock keeps the others of the suite waiting.
var postgresTemplate = sync.OnceValues(func() (string, error) {
	name := "site_template_" + database.MigrationsDigest()[:16]
	ctx := context.Background()
	admin, err := sql.Open("pgx", base())
	if err != nil {
		return "", err
	}
	defer admin.Close()
	conn, err := admin.Conn(ctx)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, lockTemplate); err != nil {
		return "", err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, lockTemplate)
	var exists bool
	if err := conn.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil {
		return "", err
	}
	if exists {
		return name, nil
	}
	// Suites on other base databases take other advisory locks: each builds
	// under its own name, and the first rename wins.
	building := fmt.Sprintf("%s_b%d", name, os.Getpid())
	if _, err := conn.ExecContext(ctx, "CREATE DATABASE "+building); err != nil {
		return "", err
	}
	buildingURL, err := named(base(), building)
	if err != nil {
		return "", err
	}
	db, err := database.Open(ctx, buildingURL)
	if err == nil {
		err = db.Close()
	}
	if err == nil {
		_, err = conn.ExecContext(ctx, "ALTER DATABASE "+building+" RENAME TO "+name)
	}
	if err != nil {
		conn.ExecContext(ctx, "DROP DATABASE IF EXISTS "+building+" WITH (FORCE)")
		if err := conn.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err == nil && exists {
			return name, nil
		}
		return "", err
	}
	return name, nil
})

// lockTemplate is the advisory lock held while the template is built; it
// differs from every key of internal/database ("site" and a counter).
const lockTemplate int64 = 0x73697465_0f00

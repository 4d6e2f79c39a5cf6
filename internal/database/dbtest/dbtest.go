// Package dbtest gives each test a fresh, migrated database: a SQLite file in
// t.TempDir(), or, when TEST_POSTGRES_URL is set, a new PostgreSQL database
// created for the test and dropped after it, so one suite runs on both.
package dbtest

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"agencysite/internal/database"
)

var seq atomic.Int64

// Open returns a migrated database that lives as long as the test.
func Open(t testing.TB) *database.DB {
	t.Helper()
	dbURL := URL(t)
	db, err := database.Open(context.Background(), dbURL)
	if err != nil {
		t.Fatalf("open %s: %v", dbURL, err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// URL returns the address of a fresh, empty database for the test, for code
// that opens the database itself (the server's run, say).
func URL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("TEST_POSTGRES_URL")
	if base == "" {
		return filepath.Join(t.TempDir(), "site.db")
	}
	name := fmt.Sprintf("site_test_%d_%d", time.Now().UnixNano(), seq.Add(1))
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("open %s: %v", base, err)
	}
	defer admin.Close()
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatalf("create database: %v", err)
	}
	t.Cleanup(func() {
		admin, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer admin.Close()
		admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse %s: %v", base, err)
	}
	u.Path = "/" + name
	return u.String()
}

// IsPostgres reports whether the suite runs against PostgreSQL.
func IsPostgres() bool { return strings.TrimSpace(os.Getenv("TEST_POSTGRES_URL")) != "" }

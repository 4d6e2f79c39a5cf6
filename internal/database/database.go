// Package database opens the product's one database, SQLite by default or
// PostgreSQL for several instances, and keeps it migrated. What differs
// between the two dialects is in dialect.go; how times are stored, in
// time.go.
package database

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	_ "modernc.org/sqlite"             // registers the "sqlite" driver
)

// DB is a database/sql handle that knows its dialect.
type DB struct {
	*sql.DB
	Dialect Dialect
	// Now is the clock stores use; tests replace it.
	Now func() time.Time
}

// Open connects to url and migrates the schema. A url starting with
// postgres:// or postgresql:// selects PostgreSQL; anything else is a SQLite
// file path (an optional "sqlite:" prefix is dropped), whose directory is
// created when missing.
func Open(ctx context.Context, url string) (*DB, error) {
	db, err := open(url)
	if err != nil {
		return nil, fmt.Errorf("database: open: %w", err)
	}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("database: ping: %w", err)
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

func open(url string) (*DB, error) {
	if strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://") {
		sqlDB, err := sql.Open("pgx", url)
		if err != nil {
			return nil, err
		}
		sqlDB.SetMaxOpenConns(20)
		return &DB{DB: sqlDB, Dialect: Postgres, Now: time.Now}, nil
	}
	path := strings.TrimPrefix(url, "sqlite:")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	// WAL lets readers run beside the one writer; busy_timeout makes a second
	// writer wait instead of failing; foreign keys are off by default in SQLite.
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)" +
		"&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_txlock=immediate"
	sqlDB, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	// SQLite has one writer at a time; a small pool keeps readers going
	// without piling up writers that only wait on each other.
	sqlDB.SetMaxOpenConns(4)
	return &DB{DB: sqlDB, Dialect: SQLite, Now: time.Now}, nil
}

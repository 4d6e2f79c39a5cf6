package database

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
)

// ErrNotMigrated: the database lacks a migration this binary embeds (a
// newer binary is starting, or migrations failed).
var ErrNotMigrated = errors.New("database: migrations not all applied")

// Ready pings the database and checks that every embedded migration is
// recorded, for the server's readiness check.
func (db *DB) Ready(ctx context.Context) error {
	if err := db.PingContext(ctx); err != nil {
		return fmt.Errorf("database: ping: %w", err)
	}
	rows, err := db.QueryContext(ctx, `SELECT version FROM schema_migrations`)
	if err != nil {
		return fmt.Errorf("database: ready: %w", err)
	}
	defer rows.Close()
	applied := map[int]bool{}
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			return fmt.Errorf("database: ready: %w", err)
		}
		applied[v] = true
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("database: ready: %w", err)
	}
	files, _ := fs.Glob(migrations, "migrations/*.sql")
	for _, file := range files {
		num, _, _ := strings.Cut(strings.TrimPrefix(file, "migrations/"), "_")
		if v, _ := strconv.Atoi(num); !applied[v] {
			return fmt.Errorf("%w: %s missing", ErrNotMigrated, file)
		}
	}
	return nil
}

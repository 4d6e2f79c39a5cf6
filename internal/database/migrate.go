package database

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate applies, in order, each embedded migrations/NNNN_name.sql not yet
// recorded in schema_migrations, each in its own transaction. A migration
// may hold dialect-specific parts between "-- sqlite:" / "-- postgres:" and
// "-- end" lines; everything else is shared. Shipped migrations are never
// edited: a change is a new file.
//
// Instances started together on one PostgreSQL database would otherwise
// race to create the same tables: the migrations run under an advisory
// lock, so one instance migrates and the others wait, then find nothing
// left to do.
func (db *DB) Migrate(ctx context.Context) error {
	return db.WithLock(ctx, LockMigrate, func(conn *sql.Conn) error { return db.migrate(ctx, conn) })
}

func (db *DB) migrate(ctx context.Context, conn *sql.Conn) error {
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY,
		name TEXT NOT NULL,
		applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("database: migrate: %w", err)
	}
	files, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return fmt.Errorf("database: migrate: %w", err)
	}
	sort.Strings(files)
	for _, file := range files {
		if err := db.apply(ctx, conn, file); err != nil {
			return fmt.Errorf("database: migrate %s: %w", file, err)
		}
	}
	return nil
}

func (db *DB) apply(ctx context.Context, conn *sql.Conn, file string) error {
	name := strings.TrimSuffix(strings.TrimPrefix(file, "migrations/"), ".sql")
	num, _, _ := strings.Cut(name, "_")
	version, err := strconv.Atoi(num)
	if err != nil {
		return fmt.Errorf("name must start with a number: %w", err)
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var done int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations WHERE version = $1`, version).Scan(&done); err != nil {
		return err
	}
	if done > 0 {
		return nil
	}
	body, err := migrations.ReadFile(file)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, forDialect(string(body), db.Dialect)); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)`,
		version, name, FormatTime(db.Now())); err != nil {
		return err
	}
	return tx.Commit()
}

// MigrationCount is the number of embedded migrations.
func MigrationCount() int {
	files, _ := fs.Glob(migrations, "migrations/*.sql")
	return len(files)
}

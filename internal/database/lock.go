package database

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
)

// Keys of the PostgreSQL advisory locks that keep work to one instance at a
// time. They share the database with nothing else of ours, so any fixed
// numbers do; these spell "site" and a counter.
const (
	LockMigrate   int64 = 0x73697465_0001
	LockRetention int64 = 0x73697465_0002
	LockPublish   int64 = 0x73697465_0080
)

// WithLock runs fn on one connection while holding the advisory lock key,
// waiting for an instance that holds it. The lock is the connection's
// (session-level), so fn must do its work on conn. SQLite needs no such
// lock: its own file lock serialises writers, and it does not run under
// several instances.
func (db *DB) WithLock(ctx context.Context, key int64, fn func(conn *sql.Conn) error) error {
	_, err := db.withLock(ctx, key, true, fn)
	return err
}

// TryWithLock is WithLock without the wait: when another instance holds the
// lock, fn does not run and ran is false.
func (db *DB) TryWithLock(ctx context.Context, key int64, fn func(conn *sql.Conn) error) (ran bool, err error) {
	return db.withLock(ctx, key, false, fn)
}

func (db *DB) withLock(ctx context.Context, key int64, wait bool, fn func(conn *sql.Conn) error) (bool, error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return false, fmt.Errorf("database: lock: %w", err)
	}
	defer conn.Close()
	if db.Dialect != Postgres {
		return true, fn(conn)
	}
	if wait {
		if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, key); err != nil {
			return false, fmt.Errorf("database: lock: %w", err)
		}
	} else {
		var got bool
		if err := conn.QueryRowContext(ctx, `SELECT pg_try_advisory_lock($1)`, key).Scan(&got); err != nil {
			return false, fmt.Errorf("database: lock: %w", err)
		}
		if !got {
			return false, nil
		}
	}
	defer func() {
		// A connection whose unlock failed still holds the lock: close it
		// for good instead of returning it to the pool.
		if _, err := conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, key); err != nil {
			conn.Raw(func(any) error { return driver.ErrBadConn })
		}
	}()
	return true, fn(conn)
}

package publish

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"

	"agencysite/internal/database"
)

// lock runs fn while holding the publish lock, so one publish runs at a
// time across instances and processes (a server and `site publish`). On
// PostgreSQL it is an advisory lock, on SQLite an flock on a file beside
// the database: both die with the process that holds them, so a publisher
// killed mid-way never leaves the next one waiting. Without wait, a held
// lock is ErrBusy.
func lock(ctx context.Context, db *database.DB, sqlitePath string, wait bool, fn func() error) error {
	if db.Dialect == database.Postgres {
		run := func(*sql.Conn) error { return fn() }
		if wait {
			return db.WithLock(ctx, database.LockPublish, run)
		}
		ran, err := db.TryWithLock(ctx, database.LockPublish, run)
		if err == nil && !ran {
			return ErrBusy
		}
		return err
	}
	if sqlitePath == "" {
		return fn() // an in-memory test database: one process
	}
	f, err := os.OpenFile(sqlitePath+".publish.lock", os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return fmt.Errorf("publish: lock: %w", err)
	}
	defer f.Close() // closing releases the lock
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			return fmt.Errorf("publish: lock: %w", err)
		}
		if !wait {
			return ErrBusy
		}
		// A blocking flock could not be cancelled with ctx.
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return fn()
}

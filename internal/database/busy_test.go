package database

import (
	"context"
	"path/filepath"
	"testing"
)

// TestBusyIsSQLitesLockError: a write that cannot wait for another
// connection's lock is busy; other errors are not.
func TestBusyIsSQLitesLockError(t *testing.T) {
	ctx := context.Background()
	db, err := open(filepath.Join(t.TempDir(), "busy.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	holder, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	if _, err := holder.ExecContext(ctx, `CREATE TABLE t (x INTEGER); BEGIN IMMEDIATE; INSERT INTO t VALUES (1)`); err != nil {
		t.Fatal(err)
	}
	defer holder.ExecContext(ctx, `ROLLBACK`)
	other, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := other.ExecContext(ctx, `PRAGMA busy_timeout = 0`); err != nil {
		t.Fatal(err)
	}
	_, err = other.ExecContext(ctx, `INSERT INTO t VALUES (2)`)
	if !busy(err) {
		t.Errorf("a write while another holds the lock: %v, want busy", err)
	}
	if _, err := other.ExecContext(ctx, `SELECT * FROM missing`); err == nil || busy(err) {
		t.Errorf("a missing table: %v, want an error that is not busy", err)
	}
}

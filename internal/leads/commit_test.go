package leads

import (
	"context"
	"path/filepath"
	"testing"

	"agencysite/internal/database"
)

func TestBeginDurableSyncsLeadCommitsOnly(t *testing.T) {
	// SQLite only (PostgreSQL commits durably by default), so this opens a
	// SQLite file whichever database the suite runs on.
	db, err := database.Open(context.Background(), filepath.Join(t.TempDir(), "durable.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1) // so the checks below see the transaction's connection
	ctx := context.Background()
	tx, end, err := beginDurable(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	var during int
	if err := tx.QueryRowContext(ctx, `PRAGMA synchronous`).Scan(&during); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	end()
	var after int
	if err := db.QueryRowContext(ctx, `PRAGMA synchronous`).Scan(&after); err != nil {
		t.Fatal(err)
	}
	if during != 2 || after != 1 {
		t.Errorf("got synchronous %d during and %d after, want 2 (FULL) and 1 (NORMAL)", during, after)
	}
}

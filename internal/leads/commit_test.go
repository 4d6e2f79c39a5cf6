package leads

import (
	"context"
	"testing"

	"agencysite/internal/database/dbtest"
)

func TestBeginDurableSyncsLeadCommitsOnly(t *testing.T) {
	if dbtest.IsPostgres() {
		t.Skip("SQLite only: PostgreSQL commits durably by default")
	}
	db := dbtest.Open(t)
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

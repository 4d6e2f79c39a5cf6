package database_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"agencysite/internal/database"
)

func TestBeginDurableSyncsItsCommitOnly(t *testing.T) {
	// SQLite only (PostgreSQL commits durably by default), so this opens a
	// SQLite file whichever database the suite runs on.
	db, err := database.Open(context.Background(), filepath.Join(t.TempDir(), "durable.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1) // so the checks below see the transaction's connection
	ctx := context.Background()
	tx, end, err := db.BeginDurable(ctx)
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

func TestDialectDifferences(t *testing.T) {
	tests := []struct {
		name     string
		d        database.Dialect
		wantPH   string
		wantSkip string
	}{
		{"sqlite", database.SQLite, "?", ""},
		{"postgres", database.Postgres, "$7", " FOR UPDATE SKIP LOCKED"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.d.Placeholder(7); got != tt.wantPH {
				t.Errorf("got placeholder %v, want %v", got, tt.wantPH)
			}
			if got := tt.d.SkipLocked(); got != tt.wantSkip {
				t.Errorf("got %q, want %q", got, tt.wantSkip)
			}
		})
	}
}

func TestTimeCodec(t *testing.T) {
	at := time.Date(2026, 3, 14, 9, 26, 53, 589793000, time.FixedZone("x", 3*3600))
	s := database.FormatTime(at)
	if s != "2026-03-14T06:26:53.589793Z" {
		t.Errorf("got %v, want 2026-03-14T06:26:53.589793Z", s)
	}
	got, err := database.ParseTime(s)
	if err != nil || !got.Equal(at) {
		t.Errorf("got %v %v, want %v", got, err, at)
	}
	if later := database.FormatTime(at.Add(time.Microsecond)); later <= s {
		t.Errorf("got %v not after %v as text, want times to sort as text", later, s)
	}
	if got, err := database.ParseNullTime(sql.NullString{}); err != nil || !got.IsZero() {
		t.Errorf("got %v %v for NULL, want the zero time", got, err)
	}
	if got := database.FormatDay(at); got != "2026-03-14" {
		t.Errorf("got day %v, want 2026-03-14", got)
	}
}

package database_test

import (
	"context"
	"path/filepath"
	"testing"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

func TestMigrateIsIdempotent(t *testing.T) {
	db := dbtest.Open(t)
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("second migrate: %v", err)
	}
	var applied, files int
	if err := db.QueryRow(`SELECT count(*) FROM schema_migrations`).Scan(&applied); err != nil {
		t.Fatal(err)
	}
	files = database.MigrationCount()
	if applied != files {
		t.Errorf("got %d migrations recorded, want %d", applied, files)
	}
}

func TestOpenSQLiteUsesWAL(t *testing.T) {
	db, err := database.Open(context.Background(), filepath.Join(t.TempDir(), "wal.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var mode string
	if err := db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil {
		t.Fatal(err)
	}
	if mode != "wal" {
		t.Errorf("got journal_mode %q, want wal", mode)
	}
}

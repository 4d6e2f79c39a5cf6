package dbtest

import (
	"context"
	"database/sql"
	"testing"

	"agencysite/internal/database"
)

// Every test gets its own copy of the migrated template: what one test
// writes, the next does not see, and the copy holds every migration.
func TestOpenGivesIndependentMigratedCopies(t *testing.T) {
	first, second := Open(t), Open(t)
	if _, err := first.Exec(`DELETE FROM schema_migrations`); err != nil {
		t.Fatal(err)
	}
	if err := second.Ready(context.Background()); err != nil {
		t.Errorf("second copy: %v, want every migration", err)
	}
	if err := Open(t).Ready(context.Background()); err != nil {
		t.Errorf("a copy after the first was changed: %v, want every migration", err)
	}
}

func TestURLIsEmpty(t *testing.T) {
	url := URL(t)
	driver, dsn := "sqlite", url
	if IsPostgres() {
		driver = "pgx"
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var tables int
	q := `SELECT count(*) FROM sqlite_master WHERE type = 'table'`
	if IsPostgres() {
		q = `SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'`
	}
	if err := db.QueryRow(q).Scan(&tables); err != nil {
		t.Fatal(err)
	}
	if tables != 0 {
		t.Errorf("%d tables in a database that should be empty", tables)
	}
	if _, err := database.Open(context.Background(), url); err != nil {
		t.Errorf("migrating the empty database: %v", err)
	}
}

// Count reads what a count query answers, with its arguments; Rows counts
// a whole table.
func TestCountAndRows(t *testing.T) {
	db := Open(t)
	all := Rows(t, db, "schema_migrations")
	if all == 0 {
		t.Fatal("got no migrations, want every one counted")
	}
	const q = `SELECT count(*) FROM schema_migrations WHERE 1 = $1`
	if got := Count(t, db, q, 1); got != all {
		t.Errorf("Count with a true condition: got %d, want %d", got, all)
	}
	if got := Count(t, db, q, 0); got != 0 {
		t.Errorf("Count with a false condition: got %d, want 0", got)
	}
}

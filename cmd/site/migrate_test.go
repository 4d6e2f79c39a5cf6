package main

import (
	"bytes"
	"context"
	"database/sql"
	"strings"
	"testing"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

func TestMigrateCommandMigratesAnEmptyDatabase(t *testing.T) {
	url := dbtest.URL(t)
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"migrate", "--database", url}, noEnv, &stdout, &stderr); err != nil {
		t.Fatalf("migrate: %v: %s", err, stderr.String())
	}
	checkOutput(t, stdout.String(), []string{"schema is current"}, nil)
	driver := "sqlite"
	if strings.HasPrefix(url, "postgres") {
		driver = "pgx"
	}
	db, err := sql.Open(driver, url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var applied int
	if err := db.QueryRow(`SELECT count(*) FROM schema_migrations`).Scan(&applied); err != nil {
		t.Fatal(err)
	}
	if want := database.MigrationCount(); applied != want {
		t.Errorf("got %d migrations applied, want %d", applied, want)
	}
}

func TestMigrateCommandRefusesStrayArguments(t *testing.T) {
	checkCommandFails(t, []string{"migrate", "now"}, false)
}

package main

import (
	"bytes"
	"context"
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
	if applied, want := countIn(t, url, `SELECT count(*) FROM schema_migrations`), database.MigrationCount(); applied != want {
		t.Errorf("got %d migrations applied, want %d", applied, want)
	}
}

func TestMigrateCommandRefusesStrayArguments(t *testing.T) {
	checkCommandFails(t, []string{"migrate", "now"}, false)
}

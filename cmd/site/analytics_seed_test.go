package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

func TestAnalyticsSeed(t *testing.T) {
	url := dbtest.MigratedURL(t)
	seed := func(args ...string) (string, error) {
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), append([]string{"analytics", "seed", "--database", url}, args...),
			func(string) string { return "" }, &stdout, &stderr)
		return stdout.String(), err
	}
	out, err := seed("--events", "3000", "--days", "7")
	if err != nil {
		t.Fatal(err)
	}
	// About 3,000: the last visit is written whole, and how many events it
	// has depends on the hour the test runs at (the traffic follows the clock).
	var n int
	if _, err := fmt.Sscanf(out, "analytics seed: %d events over 7 days", &n); err != nil || n < 3000 || n > 3500 {
		t.Errorf("got %q, want about 3000 events written over 7 days", out)
	}
	// A seeded database takes more synthetic traffic; a database with real events does not.
	if _, err := seed("--events", "100", "--days", "1"); err != nil {
		t.Errorf("got %v seeding again, want none", err)
	}
	real := dbtest.MigratedURL(t)
	seedEvents(t, real)
	var stdout, stderr bytes.Buffer
	err = run(context.Background(), []string{"analytics", "seed", "--events", "100", "--database", real},
		func(string) string { return "" }, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "real events") {
		t.Errorf("got %v, want a refusal over real events", err)
	}
}

func TestAnalyticsSeedErrors(t *testing.T) {
	url := dbtest.MigratedURL(t)
	tests := []struct {
		name string
		args []string
	}{
		{"no events", []string{"analytics", "seed", "--database", url}},
		{"zero days", []string{"analytics", "seed", "--events", "10", "--days", "0", "--database", url}},
		{"too many days", []string{"analytics", "seed", "--events", "10", "--days", "401", "--database", url}},
		{"stray argument", []string{"analytics", "seed", "--events", "10", "now", "--database", url}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkCommandFails(t, tt.args, false) })
	}
}

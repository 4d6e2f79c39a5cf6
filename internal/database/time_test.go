package database

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestMillisColumnsAreListed: every integer time column the migrations
// create (at, hour, *_at, *_until) is in MillisColumns, and every listed
// one exists: a new one must be written through FormatMillis and listed,
// or be a text column through FormatTime.
func TestMillisColumnsAreListed(t *testing.T) {
	createTable := regexp.MustCompile(`(?i)^CREATE TABLE (?:IF NOT EXISTS )?(\w+)`)
	column := regexp.MustCompile(`(?i)^\s+(\w+) BIGINT\b`)
	addColumn := regexp.MustCompile(`(?i)^ALTER TABLE (\w+) ADD COLUMN (\w+) BIGINT\b`)
	rename := regexp.MustCompile(`(?i)^ALTER TABLE (\w+) RENAME COLUMN (\w+) TO (\w+)`)
	isTime := regexp.MustCompile(`^(at|hour|\w+_at|\w+_until)$`)
	found := map[string]bool{}
	files, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		b, _ := migrations.ReadFile(name)
		table := ""
		for _, line := range strings.Split(string(b), "\n") {
			if m := createTable.FindStringSubmatch(line); m != nil {
				table = m[1]
			} else if m := column.FindStringSubmatch(line); m != nil && table != "" {
				found[table+"."+m[1]] = true
			} else if m := addColumn.FindStringSubmatch(line); m != nil {
				found[m[1]+"."+m[2]] = true
			} else if m := rename.FindStringSubmatch(line); m != nil && found[m[1]+"."+m[2]] {
				delete(found, m[1]+"."+m[2])
				found[m[1]+"."+m[3]] = true
			}
		}
	}
	for col := range found {
		if isTime.MatchString(col[strings.Index(col, ".")+1:]) && !slices.Contains(MillisColumns, col) {
			t.Errorf("got integer time column %s, want it in MillisColumns (or stored as text through FormatTime)", col)
		}
	}
	for _, col := range MillisColumns {
		if !found[col] {
			t.Errorf("got %s in MillisColumns, want a BIGINT column of that name in the migrations", col)
		}
	}
}

func TestMillisRoundTrip(t *testing.T) {
	at := time.Date(2026, 11, 25, 14, 3, 7, 123_000_000, time.FixedZone("+0530", 5*3600+1800))
	if got := ParseMillis(FormatMillis(at)); !got.Equal(at) || got.Location() != time.UTC {
		t.Errorf("got %v, want %v in UTC", got, at)
	}
}

package database_test

import (
	"errors"
	"regexp"
	"slices"
	"testing"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

// TestQueryReadsEveryRow: Query gives every row through its scan (Fields'
// or Column's), in the query's order; no rows is an empty list (JSON's
// []), never nil; a scan's error ends it with that error.
func TestQueryReadsEveryRow(t *testing.T) {
	db := dbtest.Open(t)
	ctx := t.Context()
	for _, key := range []string{"b", "a"} {
		if _, err := db.ExecContext(ctx, `INSERT INTO installation (key, value) VALUES ($1, $2)`, key, key+"!"); err != nil {
			t.Fatal(err)
		}
	}
	type row struct{ key, value string }
	fields := database.Fields(func(s *row) []any { return []any{&s.key, &s.value} })
	const query = `SELECT key, value FROM installation WHERE key IN ('a', 'b', $1) ORDER BY key`

	got, err := database.Query(ctx, db, fields, query, "c")
	if want := []row{{"a", "a!"}, {"b", "b!"}}; err != nil || !slices.Equal(got, want) {
		t.Errorf("got %v, %v, want %v", got, err, want)
	}
	keys, err := database.Query(ctx, db, database.Column[string], `SELECT key FROM installation WHERE key IN ('a', 'b') ORDER BY key`)
	if want := []string{"a", "b"}; err != nil || !slices.Equal(keys, want) {
		t.Errorf("got %v, %v, want %v", keys, err, want)
	}
	none, err := database.Query(ctx, db, fields, `SELECT key, value FROM installation WHERE key = $1`, "none")
	if err != nil || none == nil || len(none) != 0 {
		t.Errorf("got %#v, %v, want an empty list", none, err)
	}
	refused := errors.New("refused")
	_, err = database.Query(ctx, db, func(database.Scanner) (row, error) { return row{}, refused }, query, "c")
	if !errors.Is(err, refused) {
		t.Errorf("got %v, want the scan's error", err)
	}
}

// TestOneReadsOneRowOrNotFound: One gives the row through its scan, the
// store's not-found error when there is none, and another error as it is.
func TestOneReadsOneRowOrNotFound(t *testing.T) {
	db := dbtest.Open(t)
	ctx := t.Context()
	if _, err := db.ExecContext(ctx, `INSERT INTO installation (key, value) VALUES ('a', 'a!')`); err != nil {
		t.Fatal(err)
	}
	notFound := errors.New("no such key")
	const query = `SELECT value FROM installation WHERE key = $1`
	if got, err := database.One(ctx, db, database.Column[string], notFound, query, "a"); err != nil || got != "a!" {
		t.Errorf("got %q, %v, want a!", got, err)
	}
	if _, err := database.One(ctx, db, database.Column[string], notFound, query, "b"); err != notFound {
		t.Errorf("got %v, want the not-found error", err)
	}
	refused := errors.New("refused")
	scan := func(row database.Scanner) (string, error) {
		var v string
		row.Scan(&v)
		return v, refused
	}
	if _, err := database.One(ctx, db, scan, notFound, query, "a"); err != refused {
		t.Errorf("got %v, want the scan's error", err)
	}
}

func TestNewIDIsRandomHex(t *testing.T) {
	a, b := database.NewID(), database.NewID()
	if !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(a) {
		t.Errorf("got %q, want 128 bits in hex", a)
	}
	if a == b {
		t.Errorf("got %q twice", a)
	}
}

package dbtest

import (
	"context"
	"testing"

	"agencysite/internal/database"
)

// Count is the number query, a SELECT count(*), answers; the test fails
// when it cannot be read.
func Count(t testing.TB, db *database.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.QueryRowContext(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// Rows is the number of rows of table.
func Rows(t testing.TB, db *database.DB, table string) int {
	t.Helper()
	return Count(t, db, `SELECT count(*) FROM `+table)
}

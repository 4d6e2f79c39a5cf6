package booking

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"agencysite/internal/database"
)

// TestFreeTimeReadsUseAnIndex: the read of the bookings overlapping a span
// searches an index on SQLite rather than scanning every booking ever made
// (migration 0253).
func TestFreeTimeReadsUseAnIndex(t *testing.T) {
	ctx := context.Background()
	db, err := database.Open(ctx, filepath.Join(t.TempDir(), "plan.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.QueryContext(ctx, `EXPLAIN QUERY PLAN `+busyQuery, StatusCancelled, "2026-01-01", "2026-01-02")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	if got := strings.Join(plan, "; "); !strings.Contains(got, "USING INDEX bookings_busy") {
		t.Errorf("query plan %q, want a search of bookings_busy", got)
	}
}

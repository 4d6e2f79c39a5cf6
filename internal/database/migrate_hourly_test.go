package database

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"
)

// TestHourlyCountersMoveToTheirNames: migration 0100 keeps the hourly
// roll-ups already stored, each count under its new name: an event's b is
// its number of events, a page's c…f its scroll depths.
func TestHourlyCountersMoveToTheirNames(t *testing.T) {
	ctx := context.Background()
	conn := migrateAcross(t, "0100", func(ctx context.Context, conn *sql.Conn) {
		if _, err := conn.ExecContext(ctx, `INSERT INTO analytics_hourly (hour, dim, k1, k2, k3, a, b, c, d, e, f) VALUES
		(0, 'total', '', '', '', 10, 30, 4, 2, 0, 0),
		(0, 'page', '/en/home', '', '', 8, 12, 7, 5, 3, 1),
		(0, 'event', 'outbound_click', 'floating_whatsapp', '', 3, 9, 0, 0, 0, 0)`); err != nil {
			t.Fatal(err)
		}
	})
	want := map[string]string{
		"total": "10 30 4 2 0 0 0 0 0",
		"page":  "8 12 0 0 0 7 5 3 1",
		"event": "3 0 0 0 9 0 0 0 0",
	}
	for dim, w := range want {
		var c [9]int64
		err := conn.QueryRowContext(ctx, `SELECT visits, pageviews, contacts, forms_started, events, scroll_25, scroll_50, scroll_75, scroll_100
			FROM analytics_hourly WHERE dim = $1`, dim).Scan(&c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7], &c[8])
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Trim(fmt.Sprint(c), "[]")
		if got != w {
			t.Errorf("%s: got %s, want %s", dim, got, w)
		}
	}
}

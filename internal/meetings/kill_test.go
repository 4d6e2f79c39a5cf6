package meetings

import (
	"context"
	"database/sql"
	"os"
	"testing"
	"time"

	"agencysite/internal/booking"
	"agencysite/internal/childtest"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

// The child's side of TestKilledDuringABooking: book the fixture's slot on
// the database the environment names and say "between" with the lead and
// the booking written but not committed (then wait to be killed), or
// "committed" once Book has returned.
func init() {
	url, at := os.Getenv("MEETINGS_KILL_CHILD_DB"), os.Getenv("MEETINGS_KILL_CHILD_AT")
	if url == "" {
		return
	}
	ctx := context.Background()
	db, err := database.Open(ctx, url)
	if err != nil {
		panic(err)
	}
	now := func() time.Time { return t0 }
	s := newService(db, now)
	if at == "between" {
		s.bookings = booking.NewStore(db, booking.Options{Now: now, Changed: func(ctx context.Context, tx *sql.Tx, b booking.Booking) error {
			if err := s.changed(ctx, tx, b); err != nil {
				return err
			}
			os.Stdout.WriteString("between\n")
			time.Sleep(time.Hour)
			return nil
		}})
	}
	if _, _, err := s.Book(ctx, request("tr", killSlot)); err != nil {
		panic(err)
	}
	os.Stdout.WriteString("committed\n")
	time.Sleep(time.Hour)
}

var killSlot = time.Date(2026, 11, 4, 7, 0, 0, 0, time.UTC)

// TestKilledDuringABooking kills a real process with SIGKILL while it
// books: before the commit, neither the booking nor its lead nor its mails
// are kept and the slot is free; after it, all are, and the next instance
// sends the mails.
func TestKilledDuringABooking(t *testing.T) {
	for _, at := range []string{"between", "committed"} {
		t.Run(at, func(t *testing.T) {
			url := dbtest.MigratedURL(t)
			f := newFixtureOn(t, dbtest.OpenURL(t, url))
			childtest.KillWhenSaid(t, at, "MEETINGS_KILL_CHILD_DB="+url, "MEETINGS_KILL_CHILD_AT="+at)
			count := func(query string) int {
				var n int
				if err := f.db.QueryRowContext(context.Background(), query).Scan(&n); err != nil {
					t.Fatal(err)
				}
				return n
			}
			kept := map[string]int{"bookings": count(`SELECT count(*) FROM bookings`), "leads": count(`SELECT count(*) FROM leads`),
				"mail jobs": count(`SELECT count(*) FROM jobs WHERE kind = '` + MailKind + `'`)}
			if at == "between" {
				for what, n := range kept {
					if n != 0 {
						t.Errorf("got %d %s after a kill before the commit, want none", n, what)
					}
				}
				f.book(request("en", killSlot)) // the slot is free
				return
			}
			for what, n := range kept {
				if n != 1 {
					t.Errorf("got %d %s after a kill after the commit, want one", n, what)
				}
			}
			if msgs := f.deliver(); len(msgs) != 3 {
				t.Errorf("got %d messages from the next instance, want the agency's, the visitor's and the host's", len(msgs))
			}
		})
	}
}

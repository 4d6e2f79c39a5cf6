package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"agencysite/internal/database"
)

// crashWindow is how far before a kill -9 an accepted event may have been
// and still be lost: the writer flushes every second, plus a write in
// progress (docs/analytics.md).
const crashWindow = 2 * time.Second

// kill is one kill -9 of the soak.
type kill struct {
	instance int
	at       time.Time
}

// check compares what the soak was told with what the database holds and
// what the SMTP sink received. It returns the number of problems.
func check(ctx context.Context, db *database.DB, l *load, sink *smtpSink, kills []kill, out io.Writer) (int, error) {
	problems := 0
	l.mu.Lock()
	defer l.mu.Unlock()

	// Leads: every 201 is stored.
	stored := map[string]bool{}
	rows, err := db.QueryContext(ctx, `SELECT id FROM leads`)
	if err != nil {
		return 0, err
	}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return 0, err
		}
		stored[id] = true
	}
	rows.Close()
	missingLeads := 0
	for id := range l.leads {
		if !stored[id] {
			missingLeads++
		}
	}
	fmt.Fprintf(out, "leads: %d acknowledged (201), %d of them missing; %d stored in all (%d committed without an answer reaching the client)\n",
		len(l.leads), missingLeads, len(stored), len(stored)-(len(l.leads)-missingLeads))
	problems += missingLeads

	// Events: every accepted batch is stored whole, unless it was accepted
	// by an instance in the crashWindow before it was killed.
	counts := map[string]int{}
	rows, err = db.QueryContext(ctx, `SELECT path, count(*) FROM analytics_events WHERE path LIKE '/en/soak/%' GROUP BY path`)
	if err != nil {
		return 0, err
	}
	for rows.Next() {
		var path string
		var n int
		if err := rows.Scan(&path, &n); err != nil {
			return 0, err
		}
		counts[path] = n
	}
	rows.Close()
	var accepted, whole, lostInWindow, lost, partial int
	acceptedTags := map[string]bool{}
	for _, b := range l.batches {
		acceptedTags[b.tag] = true
		accepted += b.n
		switch got := counts[b.tag]; {
		case got == b.n:
			whole += b.n
		case got == 0 && inCrashWindow(b, kills):
			lostInWindow += b.n
		case got == 0:
			lost += b.n
		default:
			partial++
		}
	}
	unanswered := 0
	for tag, n := range counts {
		if !acceptedTags[tag] {
			unanswered += n
		}
	}
	fmt.Fprintf(out, "events: %d accepted (202), %d stored; %d lost in the %v before a kill -9 (the documented crash window), %d lost otherwise, %d batches stored in part; %d stored without an answer reaching the client\n",
		accepted, whole, lostInWindow, crashWindow, lost, partial, unanswered)
	problems += lost + partial

	// Mail: every outbox row sent, and received exactly once.
	delivered, broken := sink.deliveries()
	byOutbox := map[string]int{}
	for id, n := range delivered {
		outboxID, _, _ := strings.Cut(id, "@")
		byOutbox[outboxID] += n
	}
	rows, err = db.QueryContext(ctx, `SELECT id, status FROM mail_outbox`)
	if err != nil {
		return 0, err
	}
	var total, once, twice, never, notSent int
	for rows.Next() {
		var id, status string
		if err := rows.Scan(&id, &status); err != nil {
			return 0, err
		}
		total++
		if status != "sent" {
			notSent++
		}
		switch n := byOutbox[id]; {
		case n == 1:
			once++
		case n == 0:
			never++
		default:
			twice++
		}
		delete(byOutbox, id)
	}
	rows.Close()
	fmt.Fprintf(out, "mail: %d in the outbox (2 per stored lead), %d received exactly once, %d more than once, %d never; %d rows not marked sent; %d unknown and %d unreadable messages at the SMTP server\n",
		total, once, twice, never, notSent, len(byOutbox), broken)
	problems += twice + never + notSent + len(byOutbox) + broken
	if total != 2*len(stored) {
		fmt.Fprintf(out, "mail: want %d outbox rows for %d leads, got %d\n", 2*len(stored), len(stored), total)
		problems++
	}
	return problems, nil
}

func inCrashWindow(b acceptedBatch, kills []kill) bool {
	for _, k := range kills {
		if b.instance == k.instance && !b.at.After(k.at) && k.at.Sub(b.at) <= crashWindow {
			return true
		}
	}
	return false
}

// waitForOutbox waits until no mail is pending, or timeout. A lease taken
// by a killed instance runs out after 2 minutes before another takes the
// mail over, so the wait can be that long.
func waitForOutbox(ctx context.Context, db *database.DB, timeout time.Duration) (time.Duration, int, error) {
	start := time.Now()
	for {
		var pending int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM mail_outbox WHERE status = 'pending'`).Scan(&pending); err != nil {
			return 0, 0, err
		}
		if pending == 0 || time.Since(start) > timeout {
			return time.Since(start), pending, nil
		}
		time.Sleep(500 * time.Millisecond)
	}
}

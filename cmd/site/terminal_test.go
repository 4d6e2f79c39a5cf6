package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

// Rows written before ingest refused control characters, or straight into
// the database, must not reach the operator's terminal raw.
func TestCommandsEscapeControlCharacters(t *testing.T) {
	url := dbtest.MigratedURL(t)
	db, err := database.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	now := db.Now().UTC()
	hostile := "/en/\x1b]0;pwned\x07\x1b[2J\u202Eevil"
	if _, err := db.Exec(`INSERT INTO analytics_events (at, day, name, path, lang, variant, referrer_host, device, browser, visitor)
		VALUES ($1, $2, 'page_view', $3, 'en', 'default', $4, 'desktop', 'chrome', 'v')`,
		now.UnixMilli(), now.Format("2006-01-02"), hostile, "evil\x1b[31m.example"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO leads (id, created_at, name, email, service, contact_method, message, consent_at, language, variant)
		VALUES ('x1', $1, $2, 'a@example.com', 'other', 'email', $3, $1, 'en', 'default')`,
		now.Format("2006-01-02T15:04:05.000000Z"), "Eve\x1b[8m", "hi\u202Ethere\u009b"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	for _, args := range [][]string{{"analytics", "report"}, {"leads", "list"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if err := run(context.Background(), append(args, "--database", url), noEnv, &stdout, &stderr); err != nil {
				t.Fatalf("%v: %s", err, stderr.String())
			}
			checkOutput(t, stdout.String(), []string{`\u001b`}, []string{"\x1b", "\x07", "\u202E", "\u009b"})
		})
	}
}

package database

import (
	"context"
	"database/sql"
	"fmt"
	"testing"
)

// TestWaitingWorkMovesToJobs: migration 0210 gives the mail, pictures and
// scheduled publishes already waiting (or ended) their rows in jobs, with
// their attempts and errors, so nothing queued before the upgrade is lost.
func TestWaitingWorkMovesToJobs(t *testing.T) {
	ctx := context.Background()
	const at = "2026-11-29T09:00:00.000000Z"
	conn := migrateAcross(t, "0210", func(ctx context.Context, conn *sql.Conn) {
		for _, q := range []string{
			`INSERT INTO mail_outbox (id, kind, to_addr, subject, text_body, created_at, next_attempt_at, status, attempts, last_error, expires_at)
			VALUES ('m1', 'lead', 'a@example.com', 's', 't', '` + at + `', '` + at + `', 'pending', 2, 'smtp down', NULL),
			('m2', 'lead', 'a@example.com', 's', 't', '` + at + `', '` + at + `', 'sent', 1, '', NULL),
			('m3', 'lead', 'a@example.com', 's', 't', '` + at + `', '` + at + `', 'expired', 5, 'smtp down', '` + at + `')`,
			`INSERT INTO media_assets (id, name, format, bytes, width, height, created_at, status, next_attempt_at, attempts, last_error, uploaded_by)
			VALUES ('a1', 'a.png', 'png', 1, 1, 1, '` + at + `', 'pending', '` + at + `', 1, 'busy', 'u1'),
			('a2', 'b.png', 'png', 1, 1, 1, '` + at + `', 'failed', '` + at + `', 3, 'corrupt', 'u1')`,
			`INSERT INTO publish_jobs (state, by_id, by_name, summary, created_at, due_at) VALUES
			('scheduled', 'u1', 'Amira', 'Eid', '` + at + `', '` + at + `'), ('claimed', 'u1', 'Amira', 'Eid', '` + at + `', '` + at + `'),
			('done', 'u1', 'Amira', 'before', '` + at + `', '` + at + `')`,
		} {
			if _, err := conn.ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
	})
	rows, err := conn.QueryContext(ctx, `SELECT kind, ref, fairness_key, state, run_at, attempts, last_error FROM jobs ORDER BY kind, ref`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var kind, ref, key, state, runAt, lastError string
		var attempts int
		if err := rows.Scan(&kind, &ref, &key, &state, &runAt, &attempts, &lastError); err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprintf("%s %s %q %s %d %q %v", kind, ref, key, state, attempts, lastError, runAt == at))
	}
	want := []string{
		`mail m1 "" pending 2 "smtp down" true`, `mail m2 "" done 1 "" true`, `mail m3 "" failed 5 "expired" true`,
		`media a1 "u1" pending 1 "busy" true`, `media a2 "u1" failed 3 "corrupt" true`,
		`publish 1 "" pending 0 "" true`, `publish 2 "" pending 0 "" true`,
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got jobs\n%s\nwant\n%s", fmt.Sprint(got), fmt.Sprint(want))
	}
	var claimed int
	if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM publish_jobs WHERE state = 'claimed'`).Scan(&claimed); err != nil || claimed != 0 {
		t.Errorf("got %d publishes left claimed (%v), want them scheduled again", claimed, err)
	}
}

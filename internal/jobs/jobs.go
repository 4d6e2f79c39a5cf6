// Package jobs is the one way the product does background work: a mail to
// send, a picture to process, a publish at a time, and what comes next. A
// piece of work is a row of the jobs table, unique by its kind and ref
// (what it is about), written in the same transaction as what asked for
// it. A Runner on each instance leases due rows, does them with their
// kind's function, and records the outcome: done, tried again later with
// backoff, or failed. Two instances never both hold a row's lease, and a
// row whose instance died is taken again when its lease runs out
// (docs/decisions/0375).
package jobs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/database"
)

// States of a row.
const (
	Pending = "pending"
	Done    = "done"
	Failed  = "failed"
)

// New is a piece of work to enqueue.
type New struct {
	Kind string
	Ref  string
	// At is when it is due.
	At time.Time
	// Expires, when set, is when it is given up on if not done by then.
	Expires time.Time
	// FairnessKey, for a kind that is Fair: whose work it is.
	FairnessKey string
}

// Enqueue records work through tx. Work of the same kind and ref is one
// row: while it waits, enqueuing it again only brings it forward (never
// back); once it is done or failed, it is due again with its attempts
// counted from zero.
func Enqueue(ctx context.Context, tx database.Execer, n New) error {
	var expires any
	if !n.Expires.IsZero() {
		expires = database.FormatTime(n.Expires)
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO jobs (kind, ref, fairness_key, run_at, expires_at) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (kind, ref) DO UPDATE SET fairness_key = excluded.fairness_key, expires_at = excluded.expires_at,
			run_at = CASE WHEN jobs.state = 'pending' AND jobs.run_at < excluded.run_at THEN jobs.run_at ELSE excluded.run_at END,
			attempts = CASE WHEN jobs.state = 'pending' THEN jobs.attempts ELSE 0 END,
			last_error = CASE WHEN jobs.state = 'pending' THEN jobs.last_error ELSE '' END,
			state = 'pending'`,
		n.Kind, n.Ref, n.FairnessKey, database.FormatTime(n.At), expires)
	if err != nil {
		return fmt.Errorf("jobs: enqueue %s %s: %w", n.Kind, n.Ref, err)
	}
	return nil
}

// Forget deletes, through tx, the rows of kind about refs, whatever their
// state (what they were about is gone). A runner holding one records no
// outcome for it.
func Forget(ctx context.Context, tx database.Execer, kind string, refs ...string) error {
	for _, ref := range refs {
		if _, err := tx.ExecContext(ctx, `DELETE FROM jobs WHERE kind = $1 AND ref = $2`, kind, ref); err != nil {
			return fmt.Errorf("jobs: forget %s %s: %w", kind, ref, err)
		}
	}
	return nil
}

// ForgetSelected is Forget for the refs that selectRefs, a SELECT of one
// column with args, returns: the rows about what a change deletes, in its
// transaction.
func ForgetSelected(ctx context.Context, tx database.Execer, kind, selectRefs string, args ...any) error {
	args = append(args, kind) // after selectRefs' own $1…$n
	if _, err := tx.ExecContext(ctx, `DELETE FROM jobs WHERE ref IN (`+selectRefs+`) AND kind = $`+fmt.Sprint(len(args)), args...); err != nil {
		return fmt.Errorf("jobs: forget %s: %w", kind, err)
	}
	return nil
}

// State is what the product shows of a row: its state, attempts so far,
// when it is next tried and the last error.
type State struct {
	State     string
	Attempts  int
	NextRun   time.Time
	LastError string
}

// Lookup returns the state of the row of kind about ref; ok is false when
// there is none.
func Lookup(ctx context.Context, db *database.DB, kind, ref string) (s State, ok bool, err error) {
	var next string
	err = db.QueryRowContext(ctx, `SELECT state, attempts, run_at, last_error FROM jobs WHERE kind = $1 AND ref = $2`,
		kind, ref).Scan(&s.State, &s.Attempts, &next, &s.LastError)
	if errors.Is(err, sql.ErrNoRows) {
		return s, false, nil
	}
	if err == nil {
		s.NextRun, err = database.ParseTime(next)
	}
	if err != nil {
		return s, false, fmt.Errorf("jobs: look up %s %s: %w", kind, ref, err)
	}
	return s, true, nil
}

// Job is a row a runner holds the lease on, handed to its kind's Do.
type Job struct {
	ID       int64
	Kind     string
	Ref      string
	Attempts int // counting this one
	token    string
	recorded bool
}

// ErrLeaseLost: the lease ran out and another runner took the row over, or
// the row was forgotten; this runner's outcome is not recorded.
var ErrLeaseLost = errors.New("jobs: lease lost")

// Complete records through tx that j is done, in the transaction of what
// doing it wrote, so both are kept or neither; ErrLeaseLost when the lease
// is not this runner's any more (then tx must be rolled back). A Do that
// does not call it has its job completed when it returns nil.
func (j *Job) Complete(ctx context.Context, tx database.Execer) error {
	if err := j.end(ctx, tx, `state = 'done', last_error = ''`); err != nil {
		return err
	}
	j.recorded = true
	return nil
}

// end ends j's lease with set, if the lease is still j's.
func (j *Job) end(ctx context.Context, tx database.Execer, set string, args ...any) error {
	args = append(args, j.ID, j.token)
	n := len(args)
	res, err := tx.ExecContext(ctx, `UPDATE jobs SET `+set+`, lease_token = NULL, lease_until = NULL
		WHERE id = $`+fmt.Sprint(n-1)+` AND lease_token = $`+fmt.Sprint(n), args...)
	if err != nil {
		return fmt.Errorf("jobs: record %s %s: %w", j.Kind, j.Ref, err)
	}
	if count, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("jobs: record %s %s: %w", j.Kind, j.Ref, err)
	} else if count == 0 {
		return fmt.Errorf("%w: %s %s", ErrLeaseLost, j.Kind, j.Ref)
	}
	return nil
}

// claim leases the next due row of kind until now+lease and counts the
// attempt; nil when none is due. The conditions are checked again in the
// UPDATE itself, so of two runners racing for a row one gets it and the
// other none; on PostgreSQL the subquery skips rows another claim is
// taking, on SQLite writes run one at a time.
func claim(ctx context.Context, db *database.DB, kind string, fair bool, now time.Time, lease time.Duration) (*Job, error) {
	order := `a.run_at, a.id`
	if fair {
		order = `(SELECT COUNT(*) FROM jobs b WHERE b.kind = a.kind AND b.state = 'pending' AND b.fairness_key = a.fairness_key), ` + order
	}
	j := &Job{Kind: kind, token: database.NewID()}
	n := database.FormatTime(now)
	err := db.QueryRowContext(ctx, `UPDATE jobs SET lease_token = $1, lease_until = $2, attempts = attempts + 1
		WHERE id = (SELECT a.id FROM jobs a
			WHERE a.kind = $3 AND a.state = 'pending' AND a.run_at <= $4 AND (a.lease_until IS NULL OR a.lease_until <= $4)
			AND (a.expires_at IS NULL OR a.expires_at > $4)
			ORDER BY `+order+` LIMIT 1`+db.Dialect.SkipLocked()+`)
		AND state = 'pending' AND (lease_until IS NULL OR lease_until <= $4)
		RETURNING id, ref, attempts`,
		j.token, database.FormatTime(now.Add(lease)), kind, n).Scan(&j.ID, &j.Ref, &j.Attempts)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("jobs: claim %s: %w", kind, err)
	}
	return j, nil
}

// expiredWhere is the condition of the waiting rows of kind ($1) past
// their expiry at $2 that nobody holds.
const expiredWhere = `kind = $1 AND state = 'pending' AND expires_at IS NOT NULL AND expires_at <= $2
		AND (lease_until IS NULL OR lease_until <= $2)`

// anyExpired says whether expired would fail any row, reading only.
func anyExpired(ctx context.Context, db *database.DB, kind string, now time.Time) (bool, error) {
	var one int
	err := db.QueryRowContext(ctx, `SELECT 1 FROM jobs WHERE `+expiredWhere+` LIMIT 1`, kind, database.FormatTime(now)).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("jobs: expire %s: %w", kind, err)
	}
	return true, nil
}

// expired fails, through tx, the waiting rows of kind past their expiry
// that nobody holds, and returns them.
func expired(ctx context.Context, tx *sql.Tx, kind string, now time.Time) ([]*Job, error) {
	n := database.FormatTime(now)
	out, err := database.Query(ctx, tx, func(row database.Scanner) (*Job, error) {
		j := &Job{Kind: kind}
		return j, row.Scan(&j.ID, &j.Ref, &j.Attempts)
	}, `UPDATE jobs SET state = 'failed', last_error = 'expired' WHERE `+expiredWhere+` RETURNING id, ref, attempts`, kind, n)
	if err != nil {
		return nil, fmt.Errorf("jobs: expire %s: %w", kind, err)
	}
	return out, nil
}

// ErrorText is an error as a row keeps it: at most 1,000 bytes of valid
// UTF-8 (a cut rune would be invalid, which PostgreSQL refuses).
func ErrorText(err error) string {
	msg := err.Error()
	if len(msg) > 1000 {
		msg = strings.ToValidUTF8(msg[:1000], "")
	}
	return msg
}

package publish

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/jobs"
)

// JobKind is the kind of the jobs (internal/jobs) that run scheduled
// publishes: one per scheduled row, its ref the row's id.
const JobKind = "publish"

// Schedule records a publish at at, by byName: of selection (as
// StartSelection), or with none of the working document of that time.
func (j *Jobs) Schedule(ctx context.Context, byID, byName, summary string, at time.Time, selection []byte) (Job, error) {
	now := j.now()
	job := Job{State: JobScheduled, ByID: byID, ByName: byName, Summary: summary, CreatedAt: now, DueAt: at.UTC().Truncate(time.Microsecond), Selection: selection}
	err := j.write(ctx, "schedule", func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `INSERT INTO publish_jobs (state, by_id, by_name, summary, created_at, due_at, selection)
			VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`, job.State, byID, byName, summary,
			database.FormatTime(now), database.FormatTime(job.DueAt), string(selection)).Scan(&job.ID)
		if err != nil {
			return err
		}
		return jobs.Enqueue(ctx, tx, jobs.New{Kind: JobKind, Ref: strconv.FormatInt(job.ID, 10), At: job.DueAt})
	})
	return job, err
}

// Cancel cancels scheduled publish id and returns it; ErrNotScheduled
// when it is not waiting any more (an instance claimed it, or it ended).
func (j *Jobs) Cancel(ctx context.Context, id int64) (Job, error) {
	err := j.write(ctx, "cancel", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE publish_jobs SET state = $1, finished_at = $2 WHERE id = $3 AND state = $4`,
			JobCancelled, database.FormatTime(j.now()), id, JobScheduled)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return ErrNotScheduled
		}
		return jobs.Forget(ctx, tx, JobKind, strconv.FormatInt(id, 10))
	})
	if err != nil {
		return Job{}, err
	}
	return j.Job(ctx, id)
}

// write runs op's writes in one transaction.
func (j *Jobs) write(ctx context.Context, op string, writes func(tx *sql.Tx) error) error {
	tx, err := j.Publisher.DB.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("publish: %s: %w", op, err)
	}
	defer tx.Rollback()
	if err := writes(tx); errors.Is(err, ErrNotScheduled) {
		return err
	} else if err != nil {
		return fmt.Errorf("publish: %s: %w", op, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("publish: %s: %w", op, err)
	}
	return nil
}

// Kind is the work of running scheduled publishes at their time, for a
// jobs.Runner on every instance: the job's lease makes each run once. A
// working document that may not be published then (Check) fails the
// publish with every problem, and changes nothing.
func (j *Jobs) Kind() jobs.Kind {
	return jobs.Kind{Name: JobKind, Lease: scheduledLease, Backoff: jobs.Backoff{Base: time.Minute, Max: 10 * time.Minute},
		Do: func(ctx context.Context, job *jobs.Job) error {
			id, err := strconv.ParseInt(job.Ref, 10, 64)
			if err != nil {
				return jobs.Permanent(fmt.Errorf("publish: scheduled job %q: %w", job.Ref, err))
			}
			return j.runScheduled(ctx, id)
		}}
}

// claimed is the state of a scheduled row between its job's start and the
// publish lock: it can no longer be cancelled, and it runs when its job
// is taken again after an instance died (docs/decisions/0290, 0375).
const claimed = "claimed"

// scheduledLease is how long a scheduled publish is one instance's: far
// longer than a publish runs (under a minute for every page), so only the
// job of an instance that died is taken over.
const scheduledLease = 10 * time.Minute

func (j *Jobs) runScheduled(ctx context.Context, id int64) error {
	db := j.Publisher.DB
	res, err := db.ExecContext(ctx, `UPDATE publish_jobs SET state = $1, started_at = $2 WHERE id = $3 AND state IN ($4, $1)`,
		claimed, database.FormatTime(j.now()), id, JobScheduled)
	if err != nil {
		return fmt.Errorf("publish: claim %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err // cancelled, or begun by an instance that died: nothing to run
	}
	job, err := j.Job(ctx, id)
	if err != nil {
		return err
	}
	fail := func(reason string) error {
		job.State, job.Error, job.FinishedAt = JobFailed, reason, j.now()
		if err := j.finish(ctx, job); err != nil {
			return err
		}
		if j.Ended != nil {
			j.Ended(ctx, job)
		}
		return nil
	}
	var doc []byte
	if job.Selection == nil { // the whole working document of now
		if doc, err = j.Working(ctx); err != nil {
			return fail(err.Error())
		}
		if j.Check != nil {
			if err := j.Check(doc); err != nil {
				return fail("the working document cannot be published: " + err.Error())
			}
		}
	}
	j.mu.Lock()
	j.running = true
	j.mu.Unlock()
	defer func() { j.mu.Lock(); j.running = false; j.mu.Unlock() }()
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	return j.run(runCtx, &job, doc, true, func() {}, cancel)
}

const jobColumns = `id, state, by_id, by_name, summary, created_at, due_at, started_at, finished_at, done, total, error, generation, changed, selection, restored_from, restored_item`

func scanJob(row interface{ Scan(...any) error }) (Job, error) {
	var j Job
	var created, due, started, finished, changed, selection string
	if err := row.Scan(&j.ID, &j.State, &j.ByID, &j.ByName, &j.Summary, &created, &due, &started, &finished,
		&j.Done, &j.Total, &j.Error, &j.Generation, &changed, &selection, &j.RestoredFrom, &j.RestoredItem); err != nil {
		return j, err
	}
	if selection != "" {
		j.Selection = []byte(selection)
	}
	var err error
	for _, t := range []struct {
		s  string
		to *time.Time
	}{{created, &j.CreatedAt}, {due, &j.DueAt}, {started, &j.StartedAt}, {finished, &j.FinishedAt}} {
		if t.s != "" && err == nil {
			*t.to, err = database.ParseTime(t.s)
		}
	}
	if err == nil {
		err = json.Unmarshal([]byte(changed), &j.Changed)
	}
	return j, err
}

// Job returns job id.
func (j *Jobs) Job(ctx context.Context, id int64) (Job, error) {
	job, err := database.One(ctx, j.Publisher.DB, scanJob, ErrNotScheduled, `SELECT `+jobColumns+` FROM publish_jobs WHERE id = $1`, id)
	if err != nil {
		return job, fmt.Errorf("publish: job %d: %w", id, err)
	}
	return job, nil
}

func (j *Jobs) list(ctx context.Context, where string, args ...any) ([]Job, error) {
	jobs, err := database.Query(ctx, j.Publisher.DB, scanJob, `SELECT `+jobColumns+` FROM publish_jobs WHERE `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("publish: jobs: %w", err)
	}
	return jobs, nil
}

// Status is what the studio shows of publishing: the publish running (nil
// when none), the last one that ended, and those scheduled, soonest first.
type Status struct {
	Running   *Job
	Last      *Job
	Scheduled []Job
}

// Status returns the publishing status every instance shares.
func (j *Jobs) Status(ctx context.Context) (Status, error) {
	var s Status
	running, err := j.list(ctx, `state = $1 ORDER BY id DESC LIMIT 1`, JobRunning)
	if err != nil {
		return s, err
	}
	last, err := j.list(ctx, `state IN ($1, $2) ORDER BY finished_at DESC, id DESC LIMIT 1`, JobDone, JobFailed)
	if err != nil {
		return s, err
	}
	if len(running) > 0 {
		s.Running = &running[0]
	}
	if len(last) > 0 {
		s.Last = &last[0]
	}
	s.Scheduled, err = j.list(ctx, `state = $1 ORDER BY due_at, id`, JobScheduled)
	return s, err
}

// Published returns the publishes that made content live between from
// and to (finished then), oldest first: the analytics dashboard's markers.
func (j *Jobs) Published(ctx context.Context, from, to time.Time) ([]Job, error) {
	return j.list(ctx, `state = $1 AND finished_at >= $2 AND finished_at < $3 ORDER BY finished_at, id`,
		JobDone, database.FormatTime(from), database.FormatTime(to))
}

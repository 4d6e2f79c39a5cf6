package publish

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"agencysite/internal/database"
)

// Schedule records a publish at at, by byName: of selection (as
// StartSelection), or with none of the working document of that time.
func (j *Jobs) Schedule(ctx context.Context, byID, byName, summary string, at time.Time, selection []byte) (Job, error) {
	now := j.now()
	job := Job{State: JobScheduled, ByID: byID, ByName: byName, Summary: summary, CreatedAt: now, DueAt: at.UTC().Truncate(time.Microsecond), Selection: selection}
	err := j.Publisher.DB.QueryRowContext(ctx, `INSERT INTO publish_jobs (state, by_id, by_name, summary, created_at, due_at, selection)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`, job.State, byID, byName, summary,
		database.FormatTime(now), database.FormatTime(job.DueAt), string(selection)).Scan(&job.ID)
	if err != nil {
		return job, fmt.Errorf("publish: schedule: %w", err)
	}
	return job, nil
}

// Cancel cancels scheduled publish id and returns it; ErrNotScheduled
// when it is not waiting any more (an instance claimed it, or it ended).
func (j *Jobs) Cancel(ctx context.Context, id int64) (Job, error) {
	res, err := j.Publisher.DB.ExecContext(ctx, `UPDATE publish_jobs SET state = $1, finished_at = $2 WHERE id = $3 AND state = $4`,
		JobCancelled, database.FormatTime(j.now()), id, JobScheduled)
	if err != nil {
		return Job{}, fmt.Errorf("publish: cancel %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return Job{}, ErrNotScheduled
	}
	return j.Job(ctx, id)
}

// RunDue runs the scheduled publishes whose time has come, oldest first,
// each to its end, and returns how many it ran. An instance runs a row
// only after claiming it with a conditional UPDATE, so several instances
// polling together run each once; a claim left by an instance that died
// before taking the publish lock is taken over once it is staleClaim old.
// A working document that may not be published then (Check) fails the
// job with every problem, and changes nothing.
func (j *Jobs) RunDue(ctx context.Context) (int, error) {
	now := j.now()
	rows, err := j.Publisher.DB.QueryContext(ctx, `SELECT id FROM publish_jobs
		WHERE (state = $1 AND due_at <= $2) OR (state = $3 AND started_at <= $4) ORDER BY due_at, id`,
		JobScheduled, database.FormatTime(now), claimed, database.FormatTime(now.Add(-staleClaim)))
	if err != nil {
		return 0, fmt.Errorf("publish: due jobs: %w", err)
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return 0, fmt.Errorf("publish: due jobs: %w", err)
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, fmt.Errorf("publish: due jobs: %w", err)
	}
	ran := 0
	for _, id := range ids {
		ok, err := j.runScheduled(ctx, id)
		if err != nil {
			return ran, err
		}
		if ok {
			ran++
		}
	}
	return ran, nil
}

// claimed is the state of a scheduled row an instance took, between the
// claim and the publish lock; started_at holds the claim's time until the
// publish begins.
const claimed = "claimed"

// staleClaim is how long a claim may wait for the publish lock before
// another instance takes the row over: far longer than a publish runs
// (under a minute for every page), so only a claim whose instance died is
// taken (docs/decisions/0290).
const staleClaim = 10 * time.Minute

func (j *Jobs) runScheduled(ctx context.Context, id int64) (bool, error) {
	db := j.Publisher.DB
	now := j.now()
	res, err := db.ExecContext(ctx, `UPDATE publish_jobs SET state = $1, started_at = $2
		WHERE id = $3 AND (state = $4 OR (state = $1 AND started_at <= $5))`,
		claimed, database.FormatTime(now), id, JobScheduled, database.FormatTime(now.Add(-staleClaim)))
	if err != nil {
		return false, fmt.Errorf("publish: claim %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return false, err // another instance has it, or it was cancelled
	}
	job, err := j.Job(ctx, id)
	if err != nil {
		return false, err
	}
	fail := func(reason string) (bool, error) {
		job.State, job.Error, job.FinishedAt = JobFailed, reason, j.now()
		if err := j.finish(ctx, job); err != nil {
			return false, err
		}
		if j.Ended != nil {
			j.Ended(ctx, job)
		}
		return true, nil
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
	err = j.run(runCtx, &job, doc, true, func() {}, cancel)
	return true, err
}

// Loop runs the due publishes every interval until ctx ends: the server
// runs it on every instance; the claim makes each publish run once.
func (j *Jobs) Loop(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if _, err := j.RunDue(ctx); err != nil && ctx.Err() == nil {
			j.log().Error("scheduled publishes", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
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
	job, err := scanJob(j.Publisher.DB.QueryRowContext(ctx, `SELECT `+jobColumns+` FROM publish_jobs WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return job, ErrNotScheduled
	}
	if err != nil {
		return job, fmt.Errorf("publish: job %d: %w", id, err)
	}
	return job, nil
}

func (j *Jobs) list(ctx context.Context, where string, args ...any) ([]Job, error) {
	rows, err := j.Publisher.DB.QueryContext(ctx, `SELECT `+jobColumns+` FROM publish_jobs WHERE `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("publish: jobs: %w", err)
	}
	defer rows.Close()
	var jobs []Job
	for rows.Next() {
		job, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("publish: jobs: %w", err)
		}
		jobs = append(jobs, job)
	}
	if err := rows.Err(); err != nil {
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

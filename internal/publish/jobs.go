package publish

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"agencysite/internal/database"
)

// Job states (publish_jobs.state).
const (
	JobScheduled = "scheduled"
	JobRunning   = "running"
	JobDone      = "done"
	JobFailed    = "failed"
	JobCancelled = "cancelled"
)

// Job is one publish asked from the back office, now or at a time
// (docs/decisions/0290).
type Job struct {
	ID      int64
	State   string
	ByID    string
	ByName  string
	Summary string // as typed; "" for a restore
	// RestoredFrom is the version a restore takes back (0: not a
	// restore), RestoredItem the item's pointer ("" for the whole site).
	RestoredFrom int64
	RestoredItem string
	CreatedAt    time.Time
	DueAt        time.Time // when it runs: its creation for a publish now
	StartedAt    time.Time // zero until it runs
	FinishedAt   time.Time // zero until it ends
	Done         int       // pages done of Total, while it runs
	Total        int
	Error        string // why it failed
	Generation   int64  // what it made live
	Changed      []string
	// Selection is what the job publishes, for Jobs.Compose: the items
	// chosen and the working document they were chosen from; nil for a
	// whole document.
	Selection []byte
}

// ErrNotScheduled: no scheduled publish has that id (it ran, was
// cancelled, or never was).
var ErrNotScheduled = errors.New("publish: no such scheduled publish")

// Jobs runs the back office's publishes in the background, one at a time
// (the Publisher's lock, across instances), keeping each one's state in
// publish_jobs so that every instance can say what runs and what ran.
type Jobs struct {
	Publisher *Publisher
	// Now is the clock that schedules are judged by; nil: the database's.
	Now func() time.Time
	// Working returns the document a scheduled publish makes live: the
	// working document at the time it runs.
	Working func(ctx context.Context) ([]byte, error)
	// Check refuses a document that may not be published (every problem,
	// as content.Validate returns them); nil accepts any.
	Check func(doc []byte) error
	// Compose makes the document a job with a Selection publishes, from
	// the live content (nil: the build's) under the publish lock, and
	// refuses one that may not be published.
	Compose func(ctx context.Context, live, selection []byte) ([]byte, error)
	// Ended, when set, is told of every job that ended (the audit log).
	Ended func(ctx context.Context, j Job)
	Log   *slog.Logger

	mu      sync.Mutex
	running bool           // a job of this instance runs
	wg      sync.WaitGroup // the jobs started, for Wait
}

func (j *Jobs) now() time.Time {
	if j.Now != nil {
		return j.Now().UTC().Truncate(time.Microsecond)
	}
	return j.Publisher.DB.Now().UTC().Truncate(time.Microsecond)
}

// Start publishes doc in the background as byName (byID: the user's id)
// and returns the job once it holds the publish lock; ErrBusy when
// another publish runs here or on another instance.
func (j *Jobs) Start(ctx context.Context, byID, byName, summary string, doc []byte) (Job, error) {
	job := Job{State: JobRunning, ByID: byID, ByName: byName, Summary: summary}
	return j.start(ctx, job, doc)
}

// StartSelection is Start for a selection: the document is Compose's,
// made under the lock from the content live then.
func (j *Jobs) StartSelection(ctx context.Context, byID, byName, summary string, selection []byte) (Job, error) {
	job := Job{State: JobRunning, ByID: byID, ByName: byName, Summary: summary, Selection: selection}
	return j.start(ctx, job, nil)
}

// Restore is Start for a restore of version from (item: the pointer of
// the one item restored, "" for the whole site): the job and its
// generation record what was restored, and no summary.
func (j *Jobs) Restore(ctx context.Context, byID, byName string, from int64, item string, doc []byte) (Job, error) {
	job := Job{State: JobRunning, ByID: byID, ByName: byName, RestoredFrom: from, RestoredItem: item}
	return j.start(ctx, job, doc)
}

// start runs job in the background; job.ID is 0 for a new row, or the id
// of a scheduled row this instance claimed.
func (j *Jobs) start(ctx context.Context, job Job, doc []byte) (Job, error) {
	j.mu.Lock()
	if j.running {
		j.mu.Unlock()
		return job, ErrBusy
	}
	j.running = true
	j.mu.Unlock()
	locked, ended := make(chan struct{}), make(chan error, 1)
	// The publish outlives the request that asked for it.
	runCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	var begun Job // the job as it began: the publish goes on changing its own
	j.wg.Add(1)
	go func() {
		defer j.wg.Done()
		defer cancel()
		defer func() { j.mu.Lock(); j.running = false; j.mu.Unlock() }()
		run := job
		ended <- j.run(runCtx, &run, doc, false, func() { begun = run; close(locked) }, cancel)
	}()
	select {
	case <-locked:
		return begun, nil
	case err := <-ended:
		return job, err
	}
}

// run publishes doc as job with the lock held (waiting for it when wait),
// recording the job's start under the lock (then calling started), its
// progress and its end. A job that never got the lock leaves no row.
func (j *Jobs) run(ctx context.Context, job *Job, doc []byte, wait bool, started func(), cancel func()) error {
	var startErr error
	progress := progressWriter{jobs: j, job: job}
	var compose func(live []byte) ([]byte, error)
	if job.Selection != nil {
		if j.Compose == nil {
			return errors.New("publish: a selection to publish, and no Compose")
		}
		compose = func(live []byte) ([]byte, error) { return j.Compose(ctx, live, job.Selection) }
	}
	res, err := j.Publisher.Publish(ctx, Request{Content: doc, Compose: compose, By: job.ByName, Summary: job.Summary, Wait: wait,
		RestoredFrom: job.RestoredFrom, RestoredItem: job.RestoredItem,
		Locked: func() {
			if startErr = j.begin(ctx, job); startErr != nil {
				cancel()
			}
			started()
		},
		Progress: progress.write,
	})
	if job.StartedAt.IsZero() && job.ID == 0 {
		return err // refused before it began (ErrBusy): no row
	}
	if startErr != nil {
		return startErr
	}
	job.FinishedAt = j.now()
	if err != nil {
		job.State, job.Error = JobFailed, err.Error()
	} else {
		job.State, job.Generation, job.Changed, job.Done = JobDone, res.Generation, res.Changed, job.Total
	}
	if err := j.finish(context.WithoutCancel(ctx), *job); err != nil {
		j.log().Error("publish job", "id", job.ID, "err", err)
		return err
	}
	if j.Ended != nil {
		j.Ended(context.WithoutCancel(ctx), *job)
	}
	return nil
}

func (j *Jobs) log() *slog.Logger {
	if j.Log == nil {
		return slog.Default()
	}
	return j.Log
}

// begin records that job runs: a new row, or its scheduled row claimed.
// Any other row still marked running was left by an instance that died
// mid-publish (this one holds the lock): it is marked failed.
func (j *Jobs) begin(ctx context.Context, job *Job) error {
	db := j.Publisher.DB
	now := j.now()
	job.StartedAt = now
	if _, err := db.ExecContext(ctx, `UPDATE publish_jobs SET state = $1, error = $2, finished_at = $3 WHERE state = $4 AND id <> $5`,
		JobFailed, "interrupted: the instance publishing it stopped", database.FormatTime(now), JobRunning, job.ID); err != nil {
		return fmt.Errorf("publish: begin job: %w", err)
	}
	if job.ID != 0 {
		_, err := db.ExecContext(ctx, `UPDATE publish_jobs SET state = $1, started_at = $2 WHERE id = $3`,
			JobRunning, database.FormatTime(now), job.ID)
		if err != nil {
			return fmt.Errorf("publish: begin job %d: %w", job.ID, err)
		}
		return nil
	}
	job.CreatedAt, job.DueAt = now, now
	err := db.QueryRowContext(ctx, `INSERT INTO publish_jobs (state, by_id, by_name, summary, created_at, due_at, started_at, selection, restored_from, restored_item)
		VALUES ($1, $2, $3, $4, $5, $5, $5, $6, $7, $8) RETURNING id`, JobRunning, job.ByID, job.ByName, job.Summary, database.FormatTime(now), string(job.Selection),
		job.RestoredFrom, job.RestoredItem).Scan(&job.ID)
	if err != nil {
		return fmt.Errorf("publish: begin job: %w", err)
	}
	return nil
}

// finish records how job ended.
func (j *Jobs) finish(ctx context.Context, job Job) error {
	changed, _ := json.Marshal(job.Changed)
	if job.Changed == nil {
		changed = []byte("[]")
	}
	_, err := j.Publisher.DB.ExecContext(ctx, `UPDATE publish_jobs SET state = $1, error = $2, generation = $3, changed = $4, finished_at = $5, done = $6
		WHERE id = $7`, job.State, job.Error, job.Generation, string(changed), database.FormatTime(job.FinishedAt), job.Done, job.ID)
	if err != nil {
		return fmt.Errorf("publish: finish job %d: %w", job.ID, err)
	}
	return nil
}

// progressWriter stores a job's progress at most every quarter second
// (and at the first and last page): the screen polls, and a row written
// per page would cost a publish of 150 pages 150 writes.
type progressWriter struct {
	jobs    *Jobs
	job     *Job
	written time.Time
}

func (p *progressWriter) write(done, total int) {
	if p.job.ID == 0 || (done != 0 && done != total && time.Since(p.written) < 250*time.Millisecond) {
		return
	}
	p.written = time.Now()
	p.job.Done, p.job.Total = done, total
	_, err := p.jobs.Publisher.DB.Exec(`UPDATE publish_jobs SET done = $1, total = $2 WHERE id = $3`, done, total, p.job.ID)
	if err != nil {
		p.jobs.log().Warn("publish job progress", "id", p.job.ID, "err", err)
	}
}

// Wait waits for the jobs this instance started to end (tests, shutdown).
func (j *Jobs) Wait() { j.wg.Wait() }

package media

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/jobs"
)

// JobKind is the kind of the jobs (internal/jobs) that process uploaded
// pictures: one per pending asset, its ref the asset's id.
const JobKind = "media"

// Processor turns uploaded pictures into their files, as the work of a
// jobs.Runner: one at a time on each instance (a 40-megapixel picture
// takes a few hundred megabytes while it is turned into files), the
// uploads of whoever has fewest waiting first, so one person's flood of
// uploads does not hold up another's picture. A crash leaves the job to be
// taken again once its lease runs out, so processing survives a restart.
type Processor struct {
	// Now is the clock of Next; tests replace it.
	Now func() time.Time
	// Lease is how long a claimed asset is reserved: longer than the
	// largest picture takes.
	Lease time.Duration
	// Retry is the wait after a failed attempt, doubled each time.
	Retry time.Duration
	// MaxAttempts is how many attempts fail before the asset is marked failed.
	MaxAttempts int

	store *Store
	log   *slog.Logger
	// process makes the files, with the store's Worker unless a test
	// replaces it to stop in the middle.
	process func(ctx context.Context, id string, source Format, data []byte, hero bool) (*Processed, error)
}

// NewProcessor returns a processor with production settings.
func NewProcessor(store *Store, log *slog.Logger) *Processor {
	return &Processor{Now: store.db.Now, Lease: 10 * time.Minute, Retry: time.Minute, MaxAttempts: 3, store: store, log: log}
}

// Kind is the processor's work for a jobs.Runner.
func (p *Processor) Kind() jobs.Kind {
	return jobs.Kind{Name: JobKind, Lease: p.Lease, MaxAttempts: p.MaxAttempts, Fair: true,
		Backoff: jobs.Backoff{Base: p.Retry, Max: p.Retry << 10}, Do: p.do, GaveUp: p.gaveUp}
}

// Next does one due processing job, if there is one, and says whether
// there was: for a command that cannot wait for a server's runner, and for
// tests.
func (p *Processor) Next(ctx context.Context) (bool, error) {
	r := jobs.NewRunner(p.store.db, p.log)
	r.Now = p.Now
	r.Add(p.Kind())
	return r.Work(ctx, JobKind)
}

// do processes the asset of j. A picture the decoder refuses fails at
// once (it will not decode better later); anything else is tried again.
func (p *Processor) do(ctx context.Context, j *jobs.Job) error {
	a, data, err := p.source(ctx, j.Ref)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && a.Status != Pending) {
		return nil // deleted, or no longer waiting
	}
	if err != nil {
		return err
	}
	process := p.store.Worker.Process
	if p.process != nil {
		process = p.process
	}
	out, err := process(ctx, a.ID, a.Format, data, a.Hero)
	if errors.Is(err, ErrRefused) {
		return jobs.Permanent(err)
	}
	if err != nil {
		p.log.Warn("media: processing attempt failed", "id", a.ID, "attempt", j.Attempts, "err", err)
		return err
	}
	if err := p.save(ctx, j, out); err != nil {
		return err
	}
	p.log.Info("media: processed", "id", a.ID, "files", len(out.Variants))
	return nil
}

// source reads what processing the asset id needs.
func (p *Processor) source(ctx context.Context, id string) (a Asset, data []byte, err error) {
	var hero int
	err = p.store.db.QueryRowContext(ctx, `SELECT a.format, a.hero, a.status, f.data FROM media_assets a
		JOIN media_files f ON f.asset_id = a.id AND f.format = $1 WHERE a.id = $2`, sourceFormat, id).
		Scan(&a.Format, &hero, &a.Status, &data)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		err = fmt.Errorf("media: read source of %s: %w", id, err)
	}
	a.ID, a.Hero = id, hero == 1
	return a, data, err
}

// save keeps the files made of j's asset, with j done, in one transaction.
func (p *Processor) save(ctx context.Context, j *jobs.Job, out *Processed) error {
	tx, err := p.store.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("media: save %s: %w", j.Ref, err)
	}
	defer tx.Rollback()
	if err := j.Complete(ctx, tx); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE media_assets SET status = 'ready', color = $1, placeholder = $2,
		last_error = '', processed_at = $3 WHERE id = $4`,
		out.Color, out.Placeholder, database.FormatTime(p.store.db.Now()), j.Ref); err != nil {
		return fmt.Errorf("media: save %s: %w", j.Ref, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM media_files WHERE asset_id = $1 AND format <> $2`, j.Ref, sourceFormat); err != nil {
		return fmt.Errorf("media: save %s: %w", j.Ref, err)
	}
	for _, v := range out.Variants {
		if _, err := tx.ExecContext(ctx, `INSERT INTO media_files (asset_id, width, format, data) VALUES ($1, $2, $3, $4)`,
			j.Ref, v.Width, string(v.Format), v.Data); err != nil {
			return fmt.Errorf("media: save %s: %w", v.Name(), err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("media: save %s: %w", j.Ref, err)
	}
	return nil
}

// gaveUp marks the asset of a job given up on failed, with the reason.
func (p *Processor) gaveUp(ctx context.Context, tx database.Execer, j *jobs.Job, cause error) error {
	if _, err := tx.ExecContext(ctx, `UPDATE media_assets SET status = 'failed', last_error = $1 WHERE id = $2 AND status = 'pending'`,
		jobs.ErrorText(cause), j.Ref); err != nil {
		return fmt.Errorf("media: record failure of %s: %w", j.Ref, err)
	}
	return nil
}

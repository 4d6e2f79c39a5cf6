package media

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"agencysite/internal/database"
)

// Processor works through the assets waiting to be processed, one at a
// time (a 40-megapixel picture takes a few hundred megabytes while it is
// turned into files), the uploads of whoever has fewest waiting first: one
// person's flood of uploads does not hold up another's picture. Several instances may each run one: a lease on the
// asset's row keeps two from processing the same asset, and a crash
// leaves the row to be taken again once its lease runs out, so processing
// survives a restart.
type Processor struct {
	// Now is the processor's clock; tests replace it.
	Now func() time.Time
	// Lease is how long a claimed asset is reserved: longer than the
	// largest picture takes.
	Lease time.Duration
	// Poll is how often Run looks for work without being woken.
	Poll time.Duration
	// Retry is the wait after a failed attempt, doubled each time.
	Retry time.Duration
	// MaxAttempts is how many attempts fail before the asset is marked failed.
	MaxAttempts int

	store *Store
	log   *slog.Logger
	wake  chan struct{}
	// process makes the files, with the store's Worker unless a test
	// replaces it to stop in the middle.
	process func(ctx context.Context, id string, source Format, data []byte, hero bool) (*Processed, error)
}

// NewProcessor returns a processor with production settings.
func NewProcessor(store *Store, log *slog.Logger) *Processor {
	return &Processor{
		Now:         store.db.Now,
		Lease:       10 * time.Minute,
		Poll:        10 * time.Second,
		Retry:       time.Minute,
		MaxAttempts: 3,
		store:       store,
		log:         log,
		wake:        make(chan struct{}, 1),
	}
}

// Wake makes Run look for work now; it never blocks.
func (p *Processor) Wake() {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// Run processes assets until ctx is done.
func (p *Processor) Run(ctx context.Context) {
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		case <-p.wake:
		}
		for ctx.Err() == nil {
			did, err := p.Next(ctx)
			if err != nil && ctx.Err() == nil {
				p.log.Error("media: processing failed", "err", err)
			}
			if err != nil || !did {
				break
			}
		}
		timer.Reset(p.Poll)
	}
}

// Next processes one due asset, if there is one, and says whether there
// was. A picture that cannot be processed is recorded on its row (retried
// later, or failed with the reason); the error is the database's.
func (p *Processor) Next(ctx context.Context) (bool, error) {
	job, err := p.claim(ctx)
	if err != nil || job == nil {
		return false, err
	}
	process := p.store.Worker.Process
	if p.process != nil {
		process = p.process
	}
	pctx, cancel := context.WithTimeout(ctx, p.Lease) // the lease is the longest a picture may take
	out, perr := process(pctx, job.id, job.format, job.data, job.hero)
	cancel()
	if perr != nil && ctx.Err() != nil {
		return true, ctx.Err() // stopped: the lease runs out and the asset is taken again
	}
	if perr != nil {
		return true, p.fail(ctx, job, perr)
	}
	if err := p.save(ctx, job, out); err != nil {
		return true, err
	}
	p.log.Info("media: processed", "id", job.id, "files", len(out.Variants))
	return true, nil
}

type job struct {
	id, token string
	format    Format
	hero      bool
	attempts  int
	data      []byte
}

func (p *Processor) claim(ctx context.Context) (*job, error) {
	db := p.store.db
	now := p.Now()
	n := database.FormatTime(now)
	token := newToken()
	var j job
	var hero int
	err := db.QueryRowContext(ctx, `UPDATE media_assets
		SET lease_token = $1, lease_until = $2, attempts = attempts + 1
		WHERE id = (SELECT a.id FROM media_assets a
			WHERE a.status = 'pending' AND a.next_attempt_at <= $3 AND (a.lease_until IS NULL OR a.lease_until <= $4)
			ORDER BY (SELECT COUNT(*) FROM media_assets b WHERE b.status = 'pending' AND b.uploaded_by = a.uploaded_by),
				a.next_attempt_at, a.id LIMIT 1`+db.Dialect.SkipLocked()+`)
		AND status = 'pending' AND (lease_until IS NULL OR lease_until <= $5)
		RETURNING id, format, hero, attempts`,
		token, database.FormatTime(now.Add(p.Lease)), n, n, n).Scan(&j.id, &j.format, &hero, &j.attempts)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("media: claim: %w", err)
	}
	j.token, j.hero = token, hero == 1
	if err := db.QueryRowContext(ctx, `SELECT data FROM media_files WHERE asset_id = $1 AND format = $2`,
		j.id, sourceFormat).Scan(&j.data); err != nil {
		return nil, fmt.Errorf("media: read source of %s: %w", j.id, err)
	}
	return &j, nil
}

// errLeaseLost: the lease ran out while processing and another processor
// took the asset, or it was deleted; this outcome is not recorded.
var errLeaseLost = errors.New("media: lease lost")

func (p *Processor) save(ctx context.Context, j *job, out *Processed) error {
	tx, err := p.store.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("media: save %s: %w", j.id, err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE media_assets SET status = 'ready', color = $1, placeholder = $2,
		last_error = '', processed_at = $3, lease_token = NULL, lease_until = NULL WHERE id = $4 AND lease_token = $5`,
		out.Color, out.Placeholder, database.FormatTime(p.Now()), j.id, j.token)
	if err != nil {
		return fmt.Errorf("media: save %s: %w", j.id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return fmt.Errorf("%w: %s", errLeaseLost, j.id)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM media_files WHERE asset_id = $1 AND format <> $2`, j.id, sourceFormat); err != nil {
		return fmt.Errorf("media: save %s: %w", j.id, err)
	}
	for _, v := range out.Variants {
		if _, err := tx.ExecContext(ctx, `INSERT INTO media_files (asset_id, width, format, data) VALUES ($1, $2, $3, $4)`,
			j.id, v.Width, string(v.Format), v.Data); err != nil {
			return fmt.Errorf("media: save %s: %w", v.Name(), err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("media: save %s: %w", j.id, err)
	}
	return nil
}

// fail records a failed attempt: a picture the decoder refuses fails at
// once (it will not decode better later), anything else is tried again
// after a wait until MaxAttempts.
func (p *Processor) fail(ctx context.Context, j *job, cause error) error {
	msg := cause.Error()
	if len(msg) > 1000 {
		msg = strings.ToValidUTF8(msg[:1000], "")
	}
	status := "pending"
	if errors.Is(cause, ErrRefused) || j.attempts >= p.MaxAttempts {
		status = "failed"
	}
	wait := p.Retry << min(j.attempts-1, 10)
	p.log.Warn("media: processing attempt failed", "id", j.id, "attempt", j.attempts, "status", status, "err", cause)
	_, err := p.store.db.ExecContext(ctx, `UPDATE media_assets SET status = $1, last_error = $2, next_attempt_at = $3,
		lease_token = NULL, lease_until = NULL WHERE id = $4 AND lease_token = $5`,
		status, msg, database.FormatTime(p.Now().Add(wait)), j.id, j.token)
	if err != nil {
		return fmt.Errorf("media: record failure of %s: %w", j.id, err)
	}
	return nil
}

func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

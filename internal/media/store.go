package media

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/validation"
)

// Store keeps the library in the database.
type Store struct {
	db *database.DB
	// Usage says which assets the content uses; nil: none, so any asset
	// may be deleted (until the content package provides it).
	Usage Usage
	// Worker decodes and encodes the pictures: InProcess unless the
	// server gives it a Child.
	Worker Worker
	// decoding lets one upload at a time be decoded: a 40-megapixel
	// picture takes 160 MB while it is checked.
	decoding chan struct{}
}

// NewStore returns the library over db; usage may be nil.
func NewStore(db *database.DB, usage Usage) *Store {
	return &Store{db: db, Usage: usage, Worker: InProcess{}, decoding: make(chan struct{}, 1)}
}

// Upload inspects a file (Inspect) and keeps it (Add): nothing is stored
// of a file that is refused.
func (s *Store) Upload(ctx context.Context, name string, data []byte, alt map[string]string, hero bool, by string) (a Asset, created bool, err error) {
	select {
	case s.decoding <- struct{}{}:
	case <-ctx.Done():
		return a, false, ctx.Err()
	}
	u, err := s.Worker.Inspect(ctx, name, data, hero)
	<-s.decoding
	if err != nil {
		return a, false, err
	}
	u.By = by
	return s.Add(ctx, u, alt, hero)
}

// Status is where an asset's processing stands.
type Status string

// The statuses of an asset.
const (
	Pending Status = "pending"
	Ready   Status = "ready"
	Failed  Status = "failed"
)

// Asset is one file of the library.
type Asset struct {
	ID          string            `json:"id"`
	Name        string            `json:"name"`
	Format      Format            `json:"format"`
	Bytes       int64             `json:"bytes"`
	Width       int               `json:"width"`
	Height      int               `json:"height"`
	Focal       [2]float64        `json:"focal"`
	Hero        bool              `json:"hero"`
	Alt         map[string]string `json:"alt"`
	Color       string            `json:"color"`
	Placeholder string            `json:"placeholder"`
	Status      Status            `json:"status"`
	Error       string            `json:"error"`
	Created     time.Time         `json:"createdAt"`
	Processed   *time.Time        `json:"processedAt"`
	// Used: the content references the asset, which cannot be deleted.
	Used bool `json:"used"`
	// Files are the served variants (Get only).
	Files []FileInfo `json:"files,omitempty"`
}

// FileInfo describes one served variant.
type FileInfo struct {
	Width  int    `json:"width"`
	Format Format `json:"format"`
	Bytes  int    `json:"bytes"`
	URL    string `json:"url"`
}

const sourceFormat = "source"

const assetColumns = `id, name, format, bytes, width, height, focal_x, focal_y, hero, alt, color, placeholder,
	status, last_error, created_at, processed_at`

func scanAsset(row interface{ Scan(...any) error }) (Asset, error) {
	var a Asset
	var alt, created string
	var processed sql.NullString
	var hero int
	err := row.Scan(&a.ID, &a.Name, &a.Format, &a.Bytes, &a.Width, &a.Height, &a.Focal[0], &a.Focal[1], &hero,
		&alt, &a.Color, &a.Placeholder, &a.Status, &a.Error, &created, &processed)
	if err != nil {
		return a, err
	}
	a.Hero = hero == 1
	if err := json.Unmarshal([]byte(alt), &a.Alt); err != nil {
		return a, err
	}
	if a.Created, err = database.ParseTime(created); err != nil {
		return a, err
	}
	if processed.Valid {
		t, err := database.ParseTime(processed.String)
		if err != nil {
			return a, err
		}
		a.Processed = &t
	}
	return a, nil
}

// Add keeps an inspected upload; created is false when the same file was
// there already, which is then returned as it is (its alt text and hero
// flag unchanged). A raster picture is left pending for the processor; an
// SVG is ready at once, served as sanitised.
func (s *Store) Add(ctx context.Context, u *Upload, alt map[string]string, hero bool) (a Asset, created bool, err error) {
	if alt == nil {
		alt = map[string]string{}
	}
	altJSON, err := json.Marshal(alt)
	if err != nil {
		return a, false, fmt.Errorf("media: add: %w", err)
	}
	now := database.FormatTime(s.db.Now())
	status, processed, heroInt := Pending, sql.NullString{}, 0
	if u.Format == SVG {
		status, processed = Ready, sql.NullString{String: now, Valid: true}
	}
	if hero {
		heroInt = 1
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return a, false, fmt.Errorf("media: add: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO media_assets (id, name, format, bytes, width, height, hero, alt,
		created_at, status, processed_at, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
		ON CONFLICT (id) DO NOTHING`,
		u.ID, u.Name, string(u.Format), len(u.Data), u.Width, u.Height, heroInt, string(altJSON), now, string(status), processed, u.By)
	if err != nil {
		return a, false, fmt.Errorf("media: add: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return a, false, fmt.Errorf("media: add: %w", err)
	} else if n == 1 {
		created = true
		width, format := 0, sourceFormat
		if u.Format == SVG {
			width, format = u.Width, string(SVG)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO media_files (asset_id, width, format, data) VALUES ($1, $2, $3, $4)`,
			u.ID, width, format, u.Data); err != nil {
			return a, false, fmt.Errorf("media: add file: %w", err)
		}
		if status == Pending {
			if err := jobs.Enqueue(ctx, tx, jobs.New{Kind: JobKind, Ref: u.ID, At: s.db.Now(), FairnessKey: u.By}); err != nil {
				return a, false, err
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return a, false, fmt.Errorf("media: add: %w", err)
	}
	a, err = s.Get(ctx, u.ID)
	return a, created, err
}

// Get returns an asset with its served files.
func (s *Store) Get(ctx context.Context, id string) (Asset, error) {
	a, err := s.get(ctx, id)
	if err != nil {
		return Asset{}, err
	}
	used, err := s.used(ctx)
	if err != nil {
		return Asset{}, err
	}
	a.Used = used[id]
	return a, nil
}

// get is Get without asking the content whether the asset is used.
func (s *Store) get(ctx context.Context, id string) (Asset, error) {
	if !ValidID(id) {
		return Asset{}, ErrNotFound
	}
	a, err := database.One(ctx, s.db, scanAsset, ErrNotFound, `SELECT `+assetColumns+` FROM media_assets WHERE id = $1`, id)
	if err != nil {
		return Asset{}, fmt.Errorf("media: get %s: %w", id, err)
	}
	a.Files, err = database.Query(ctx, s.db, func(row database.Scanner) (FileInfo, error) {
		var f FileInfo
		err := row.Scan(&f.Width, &f.Format, &f.Bytes)
		f.URL = File{ID: id, Width: f.Width, Format: f.Format}.URL()
		return f, err
	}, `SELECT width, format, LENGTH(data) FROM media_files WHERE asset_id = $1 AND format <> $2 ORDER BY width, format`, id, sourceFormat)
	if err != nil {
		return Asset{}, fmt.Errorf("media: get %s files: %w", id, err)
	}
	return a, nil
}

// List returns every asset, newest first; unusedOnly keeps those the
// content does not use, which may be deleted.
func (s *Store) List(ctx context.Context, unusedOnly bool) ([]Asset, error) {
	used, err := s.used(ctx)
	if err != nil {
		return nil, err
	}
	assets, err := database.Query(ctx, s.db, scanAsset, `SELECT `+assetColumns+` FROM media_assets ORDER BY created_at DESC, id`)
	if err != nil {
		return nil, fmt.Errorf("media: list: %w", err)
	}
	for i := range assets {
		assets[i].Used = used[assets[i].ID]
	}
	return slices.DeleteFunc(assets, func(a Asset) bool { return unusedOnly && a.Used }), nil
}

// SetFocal moves the point crops keep in view: x and y in 0–1.
func (s *Store) SetFocal(ctx context.Context, id string, x, y float64) (Asset, error) {
	p := validation.Problems{}
	if !(x >= 0 && x <= 1) {
		p.Add("x", "out_of_range")
	}
	if !(y >= 0 && y <= 1) {
		p.Add("y", "out_of_range")
	}
	if err := p.Err(); err != nil {
		return Asset{}, err
	}
	if err := s.exec(ctx, "set focal point", `UPDATE media_assets SET focal_x = $1, focal_y = $2 WHERE id = $3`, x, y, id); err != nil {
		return Asset{}, err
	}
	return s.Get(ctx, id)
}

// Retry puts a failed asset back in the queue, with its attempts reset.
func (s *Store) Retry(ctx context.Context, id string) (Asset, error) {
	err := s.retry(ctx, id)
	if errors.Is(err, ErrNotFound) {
		if _, getErr := s.Get(ctx, id); getErr != nil {
			return Asset{}, getErr
		}
		return Asset{}, ErrNotFailed
	}
	if err != nil {
		return Asset{}, err
	}
	return s.Get(ctx, id)
}

func (s *Store) retry(ctx context.Context, id string) error {
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		var by string
		err := tx.QueryRowContext(ctx, `UPDATE media_assets SET status = 'pending', last_error = '' WHERE id = $1 AND status = 'failed'
			RETURNING uploaded_by`, id).Scan(&by)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		return jobs.Enqueue(ctx, tx, jobs.New{Kind: JobKind, Ref: id, At: s.db.Now(), FairnessKey: by})
	})
	if err != nil {
		return fmt.Errorf("media: retry: %w", err)
	}
	return nil
}

// ErrNotFailed: only a failed asset can be retried.
var ErrNotFailed = errors.New("media: only a failed asset can be retried")

// Delete removes an asset and its files, unless the content uses it, and
// records the deletion through audit (nil: not recorded).
func (s *Store) Delete(ctx context.Context, id string, audit database.Auditor) error {
	used, err := s.used(ctx)
	if err != nil {
		return err
	}
	if used[id] {
		return fmt.Errorf("%w: %s", ErrInUse, id)
	}
	a, err := s.get(ctx, id)
	if err != nil {
		return err
	}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM media_assets WHERE id = $1`, id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return ErrNotFound
		}
		if err := jobs.Forget(ctx, tx, JobKind, id); err != nil {
			return err
		}
		if audit == nil {
			return nil
		}
		return audit(ctx, tx, s.db.Now(), "media.deleted", "media:"+id, a.Name)
	})
	if err != nil {
		return fmt.Errorf("media: delete: %w", err)
	}
	return nil
}

// exec runs a statement about one asset; ErrNotFound when it touched none.
func (s *Store) exec(ctx context.Context, op, query string, args ...any) error {
	res, err := s.db.ExecContext(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("media: %s: %w", op, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("media: %s: %w", op, err)
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *Store) used(ctx context.Context) (map[string]bool, error) {
	if s.Usage == nil {
		return map[string]bool{}, nil
	}
	used, err := s.Usage.UsedAssets(ctx)
	if err != nil {
		return nil, fmt.Errorf("media: which assets are used: %w", err)
	}
	return used, nil
}

// Open returns a served file's bytes; ErrNotFound for any file that is
// not a processed variant (the source is never served).
func (s *Store) Open(ctx context.Context, f File) ([]byte, error) {
	if _, ok := parseFormat(string(f.Format)); !ok || f.Width <= 0 || !ValidID(f.ID) {
		return nil, ErrNotFound
	}
	var data []byte
	err := s.db.QueryRowContext(ctx, `SELECT data FROM media_files WHERE asset_id = $1 AND width = $2 AND format = $3`,
		f.ID, f.Width, string(f.Format)).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("media: open %s: %w", f.Name(), err)
	}
	return data, nil
}

// exists reports whether asset id is in the library (Files.Open asks).
func (s *Store) exists(ctx context.Context, id string) (bool, error) {
	var one int
	err := s.db.QueryRowContext(ctx, `SELECT 1 FROM media_assets WHERE id = $1`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("media: look up %s: %w", id, err)
	}
	return true, nil
}

// Meta is what a page needs to show an asset (the "media" map the
// renderer is given beside the content).
type Meta struct {
	Width  int   `json:"width"`
	Height int   `json:"height"`
	Widths []int `json:"widths"`
	// AVIFWidths are the widths made in AVIF too: all but those over
	// AVIFMaxWidth.
	AVIFWidths  []int      `json:"avifWidths"`
	Formats     []Format   `json:"formats"`
	Placeholder string     `json:"placeholder"`
	Color       string     `json:"color"`
	Focal       [2]float64 `json:"focal"`
}

// Resolve returns the Meta of each ready asset among ids; ids not ready
// (pending, failed, unknown) are left out, and the page falls back as it
// would for any missing picture.
func (s *Store) Resolve(ctx context.Context, ids []string) (map[string]Meta, error) {
	out := map[string]Meta{}
	for _, id := range ids {
		if _, done := out[id]; done || !ValidID(id) {
			continue
		}
		a, err := s.get(ctx, id)
		if errors.Is(err, ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("media: resolve: %w", err)
		}
		if a.Status != Ready {
			continue
		}
		m := Meta{Width: a.Width, Height: a.Height, AVIFWidths: []int{}, Placeholder: a.Placeholder, Color: a.Color, Focal: a.Focal}
		for _, f := range a.Files {
			if !slices.Contains(m.Widths, f.Width) {
				m.Widths = append(m.Widths, f.Width)
			}
			if f.Format == AVIF {
				m.AVIFWidths = append(m.AVIFWidths, f.Width)
			}
			if !slices.Contains(m.Formats, f.Format) {
				m.Formats = append(m.Formats, f.Format)
			}
		}
		slices.Sort(m.Widths)
		slices.Sort(m.AVIFWidths)
		slices.SortFunc(m.Formats, func(a, b Format) int { return formatOrder(a) - formatOrder(b) })
		out[id] = m
	}
	return out, nil
}

// formatOrder is the order formats are offered in: the smallest first.
func formatOrder(f Format) int {
	return slices.Index([]Format{AVIF, WebP, JPEG, PNG, SVG}, f)
}

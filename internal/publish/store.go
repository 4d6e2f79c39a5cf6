package publish

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"agencysite/internal/database"
)

// Store keeps the generations in the database and says which is live.
type Store struct {
	db *database.DB
}

// NewStore returns the generations of db.
func NewStore(db *database.DB) *Store { return &Store{db: db} }

// Live returns the number of the live generation, 0 when nothing was ever
// published. It is one indexed read: instances poll it.
func (s *Store) Live(ctx context.Context) (int64, error) {
	var id sql.NullInt64
	if err := s.db.QueryRowContext(ctx, `SELECT generation_id FROM publish_live WHERE singleton = 1`).Scan(&id); err != nil {
		return 0, fmt.Errorf("publish: live: %w", err)
	}
	return id.Int64, nil
}

// LiveContent returns the content document of the live generation: nil
// when none is live (the build's pages are) or it was published before
// content was data.
func (s *Store) LiveContent(ctx context.Context) ([]byte, error) {
	var content sql.NullString
	err := s.db.QueryRowContext(ctx, `SELECT g.content FROM publish_live l JOIN generations g ON g.id = l.generation_id WHERE l.singleton = 1`).Scan(&content)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && content.String == "") {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("publish: live content: %w", err)
	}
	return []byte(content.String), nil
}

const generationColumns = `g.id, g.created_at, g.created_by, g.summary, g.restored_from, g.restored_item, g.build, g.base_url, g.pages, g.content,
	g.id = COALESCE((SELECT generation_id FROM publish_live WHERE singleton = 1), 0)`

func scanGeneration(row interface{ Scan(...any) error }) (Generation, error) {
	var g Generation
	var created, content string
	if err := row.Scan(&g.ID, &created, &g.CreatedBy, &g.Summary, &g.RestoredFrom, &g.RestoredItem, &g.Build, &g.BaseURL, &g.Pages, &content, &g.Live); err != nil {
		return g, err
	}
	g.Content = []byte(content)
	var err error
	g.CreatedAt, err = database.ParseTime(created)
	return g, err
}

// Generation returns generation id with its content document.
func (s *Store) Generation(ctx context.Context, id int64) (Generation, error) {
	g, err := database.One(ctx, s.db, scanGeneration, ErrNotFound, `SELECT `+generationColumns+` FROM generations g WHERE g.id = $1`, id)
	if err != nil {
		return g, fmt.Errorf("publish: generation %d: %w", id, err)
	}
	return g, nil
}

// List returns the kept generations, newest first.
func (s *Store) List(ctx context.Context) ([]Generation, error) {
	gens, err := database.Query(ctx, s.db, scanGeneration, `SELECT `+generationColumns+` FROM generations g ORDER BY g.id DESC`)
	if err != nil {
		return nil, fmt.Errorf("publish: list: %w", err)
	}
	return gens, nil
}

// Files returns the files of generation id. have tells the blobs the
// caller already holds (the generation it serves now): those come back
// with Hash but no bodies, so following a publish that changed a few
// pages reads a few pages. A nil have reads everything.
func (s *Store) Files(ctx context.Context, id int64, have func(hash string) bool) ([]File, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT name, content_type, csp, blob FROM generation_files WHERE generation_id = $1 ORDER BY name`, id)
	if err != nil {
		return nil, fmt.Errorf("publish: files of %d: %w", id, err)
	}
	var files []File
	for rows.Next() {
		var f File
		if err := rows.Scan(&f.Name, &f.ContentType, &f.CSP, &f.Hash); err != nil {
			rows.Close()
			return nil, fmt.Errorf("publish: files of %d: %w", id, err)
		}
		files = append(files, f)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("publish: files of %d: %w", id, err)
	}
	if len(files) == 0 {
		return nil, ErrNotFound
	}
	read := map[string]*File{} // one read per blob, however many files share it
	for i := range files {
		f := &files[i]
		if have != nil && have(f.Hash) {
			continue
		}
		if b, ok := read[f.Hash]; ok {
			f.Body, f.Br, f.Gz = b.Body, b.Br, b.Gz
			continue
		}
		err := s.db.QueryRowContext(ctx, `SELECT body, br, gz FROM generation_blobs WHERE hash = $1`, f.Hash).Scan(&f.Body, &f.Br, &f.Gz)
		if err != nil {
			return nil, fmt.Errorf("publish: blob %s: %w", f.Hash, err)
		}
		read[f.Hash] = f
	}
	return files, nil
}

// StoredBlobs returns the hashes of every stored blob, so a publish
// compresses only bodies the database lacks.
func (s *Store) StoredBlobs(ctx context.Context) (map[string]bool, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT hash FROM generation_blobs`)
	if err != nil {
		return nil, fmt.Errorf("publish: stored blobs: %w", err)
	}
	defer rows.Close()
	stored := map[string]bool{}
	for rows.Next() {
		var h string
		if err := rows.Scan(&h); err != nil {
			return nil, fmt.Errorf("publish: stored blobs: %w", err)
		}
		stored[h] = true
	}
	return stored, rows.Err()
}

// save stores g and its files and makes g live, in one transaction, then
// drops the generations beyond the newest Keep and the blobs no kept
// generation uses. A crash at any point leaves the previous generation
// live and whole. reads, when not nil, is what its pages read (readLog).
// beforeCommit, when set, runs inside the transaction (tests kill the
// process there).
func (s *Store) save(ctx context.Context, g Generation, files []File, reads []byte, beforeCommit func()) (int64, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("publish: save: %w", err)
	}
	defer tx.Rollback()
	var id int64
	err = tx.QueryRowContext(ctx, `INSERT INTO generations (created_at, created_by, summary, build, base_url, content, pages, restored_from, restored_item)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
		database.FormatTime(g.CreatedAt), g.CreatedBy, g.Summary, g.Build, g.BaseURL, string(g.Content), g.Pages, g.RestoredFrom, g.RestoredItem).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("publish: save generation: %w", err)
	}
	for _, f := range files {
		if f.Body != nil {
			_, err := tx.ExecContext(ctx, `INSERT INTO generation_blobs (hash, body, br, gz) VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO NOTHING`,
				f.Hash, f.Body, f.Br, f.Gz)
			if err != nil {
				return 0, fmt.Errorf("publish: save %s: %w", f.Name, err)
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO generation_files (generation_id, name, content_type, blob, csp) VALUES ($1, $2, $3, $4, $5)`,
			id, f.Name, f.ContentType, f.Hash, f.CSP)
		if err != nil {
			return 0, fmt.Errorf("publish: save %s: %w", f.Name, err)
		}
	}
	if reads != nil {
		if _, err := tx.ExecContext(ctx, `INSERT INTO generation_reads (generation_id, reads) VALUES ($1, $2)`, id, reads); err != nil {
			return 0, fmt.Errorf("publish: save reads: %w", err)
		}
	}
	if err := switchTo(ctx, tx, s.db, id); err != nil {
		return 0, err
	}
	if err := prune(ctx, tx); err != nil {
		return 0, err
	}
	if beforeCommit != nil {
		beforeCommit()
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("publish: save: %w", err)
	}
	return id, nil
}

// Switch makes generation id live again (a rollback): the exact bytes it
// was stored with are served. It does not check the build; Rollback does.
func (s *Store) Switch(ctx context.Context, id int64) error {
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		var exists int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM generations WHERE id = $1`, id).Scan(&exists); err != nil {
			return err
		}
		if exists == 0 {
			return ErrNotFound
		}
		return switchTo(ctx, tx, s.db, id)
	})
	if err != nil {
		return fmt.Errorf("publish: switch: %w", err)
	}
	return nil
}

func switchTo(ctx context.Context, tx *sql.Tx, db *database.DB, id int64) error {
	_, err := tx.ExecContext(ctx, `UPDATE publish_live SET generation_id = $1, switched_at = $2 WHERE singleton = 1`,
		id, database.FormatTime(db.Now()))
	if err != nil {
		return fmt.Errorf("publish: switch to %d: %w", id, err)
	}
	return nil
}

// prune keeps the newest Keep generations and the live one (after a
// rollback it may be older), and the blobs they use.
func prune(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM generations
		WHERE id NOT IN (SELECT id FROM generations ORDER BY id DESC LIMIT $1)
		AND id <> COALESCE((SELECT generation_id FROM publish_live WHERE singleton = 1), 0)`, Keep)
	if err != nil {
		return fmt.Errorf("publish: prune generations: %w", err)
	}
	_, err = tx.ExecContext(ctx, `DELETE FROM generation_blobs
		WHERE NOT EXISTS (SELECT 1 FROM generation_files f WHERE f.blob = generation_blobs.hash)`)
	if err != nil {
		return fmt.Errorf("publish: prune blobs: %w", err)
	}
	return nil
}

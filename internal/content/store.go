package content

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"agencysite/internal/database"
)

// working names the working document's row; drafts or other documents may
// sit beside it later.
const working = "working"

// Store keeps the working content document in the database, so every
// instance reads the same one.
type Store struct {
	db *database.DB
}

// NewStore returns the store of db's working document.
func NewStore(db *database.DB) *Store { return &Store{db: db} }

// Document is a stored document and when and by whom it was stored.
type Document struct {
	Body      []byte
	UpdatedAt time.Time
	UpdatedBy string
	// Default is true when nothing is stored and Body is the embedded
	// default document.
	Default bool
}

// Working returns the working document: the stored one, or the embedded
// default when none was ever stored.
func (s *Store) Working(ctx context.Context) (Document, error) {
	var body, updated, by string
	err := s.db.QueryRowContext(ctx, `SELECT body, updated_at, updated_by FROM content_documents WHERE name = $1`, working).
		Scan(&body, &updated, &by)
	if errors.Is(err, sql.ErrNoRows) {
		return Document{Body: Default(), Default: true}, nil
	}
	if err != nil {
		return Document{}, fmt.Errorf("content: working: %w", err)
	}
	at, err := database.ParseTime(updated)
	if err != nil {
		return Document{}, fmt.Errorf("content: working: %w", err)
	}
	return Document{Body: []byte(body), UpdatedAt: at, UpdatedBy: by}, nil
}

// Replace validates doc and, only when it has no problem at all, makes it
// the working document. A refused document changes nothing; the error is
// validation.Problems listing every problem by JSON path, or ErrNotJSON.
func (s *Store) Replace(ctx context.Context, doc []byte, by string) error {
	if err := Validate(doc); err != nil {
		return err
	}
	now := database.FormatTime(s.db.Now())
	if _, err := s.db.ExecContext(ctx, `INSERT INTO content_documents (name, body, updated_at, updated_by)
		VALUES ($1, $2, $3, $4)
		ON CONFLICT (name) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
		working, string(doc), now, by); err != nil {
		return fmt.Errorf("content: replace: %w", err)
	}
	return nil
}

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
//
// A whole document comes from a restore or an import, complete in every
// language: each text it changes is dated as written now in all its
// languages, so none reads outdated against an edit the restore undid.
func (s *Store) Replace(ctx context.Context, doc []byte, by string) error {
	if err := Validate(doc); err != nil {
		return err
	}
	var next map[string]any
	if err := decode(doc, &next); err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("content: replace: %w", err)
	}
	defer tx.Rollback()
	now := s.db.Now()
	prev := Default()
	var body string
	err = tx.QueryRowContext(ctx, `SELECT body FROM content_documents WHERE name = $1`+s.db.Dialect.ForUpdate(), working).Scan(&body)
	switch {
	case err == nil:
		prev = []byte(body)
	case !errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("content: replace: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO content_documents (name, body, updated_at, updated_by)
		VALUES ($1, $2, $3, $4)
		ON CONFLICT (name) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
		working, string(doc), database.FormatTime(now), by); err != nil {
		return fmt.Errorf("content: replace: %w", err)
	}
	var before map[string]any
	if err := decode(prev, &before); err != nil {
		return fmt.Errorf("content: replace: %w", err)
	}
	if err := dateReplaced(ctx, tx, before, next, now, by); err != nil {
		return fmt.Errorf("content: replace: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("content: replace: %w", err)
	}
	return nil
}

// dateReplaced keeps the text states of a replaced document: an item gone
// loses its rows; every text of an item that differs from before is
// written at now in each language it has, its own source.
func dateReplaced(ctx context.Context, tx *sql.Tx, before, after map[string]any, now time.Time, by string) error {
	at := database.FormatTime(now)
	kept := map[string]bool{}
	for _, ptr := range Items(after) {
		kept[ptr] = true
		p, err := locate(after, ptr)
		if err != nil {
			continue // a list item without its key: nothing to date it by
		}
		old := map[string]map[string]any{}
		if q, err := locate(before, ptr); err == nil {
			texts(q.item(), q.value(before), "", func(field string, langs map[string]any) { old[field] = langs })
		}
		var dated bool
		var err2 error
		texts(p.item(), p.value(after), "", func(field string, langs map[string]any) {
			if err2 != nil || Revision(langs) == Revision(old[field]) {
				return
			}
			for lang, v := range langs {
				if !written(v) {
					continue
				}
				_, err2 = tx.ExecContext(ctx, `INSERT INTO content_texts (item, field, lang, changed_at, changed_by, source_at) VALUES ($1, $2, $3, $4, $5, $6)
					ON CONFLICT (item, field, lang) DO UPDATE SET changed_at = excluded.changed_at, changed_by = excluded.changed_by, source_at = excluded.source_at`,
					ptr, field, lang, at, by, at)
				if err2 != nil {
					return
				}
			}
			dated = true
		})
		if err2 != nil {
			return err2
		}
		if dated {
			if _, err := tx.ExecContext(ctx, `INSERT INTO content_items (item, changed_at, changed_by) VALUES ($1, $2, $3)
				ON CONFLICT (item) DO UPDATE SET changed_at = excluded.changed_at, changed_by = excluded.changed_by`, ptr, at, by); err != nil {
				return err
			}
		}
		if dated || Revision(p.value(after)) != revisionAt(before, ptr) {
			if err := authored(ctx, tx, ptr, Editor{Name: by}, now); err != nil {
				return err
			}
		}
	}
	for _, ptr := range Items(before) {
		if kept[ptr] {
			continue
		}
		for _, table := range []string{"content_texts", "content_items"} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE item = $1`, ptr); err != nil {
				return err
			}
		}
		if err := authored(ctx, tx, ptr, Editor{Name: by}, now); err != nil {
			return err
		}
	}
	for _, family := range Families() { // a list reordered: its order is a change too
		if schema().Fields[family].Type == "list" && Revision(after[family]) != Revision(before[family]) {
			if err := authored(ctx, tx, "/"+family, Editor{Name: by}, now); err != nil {
				return err
			}
		}
	}
	return nil
}

// revisionAt is the revision of the item at pointer in doc; "" when doc
// has no such item.
func revisionAt(doc map[string]any, pointer string) string {
	p, err := locate(doc, pointer)
	if err != nil {
		return ""
	}
	return Revision(p.value(doc))
}

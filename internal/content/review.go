package content

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/validation"
	"agencysite/web"
)

// ErrNotPending: the item has no unpublished change.
var ErrNotPending = errors.New("content: the item has no unpublished change")

// Author is someone who saved an item since it was last published: a
// user's id ("" for the command line) and name.
type Author struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Mark is an item's working revision marked ready for review.
type Mark struct {
	By string    `json:"by"`
	At time.Time `json:"at"`
}

// Missing is a text of an item lacking a language.
type Missing struct {
	Field    string `json:"field"`
	Language string `json:"language"`
}

// Pending is an unpublished change as the studio lists it.
type Pending struct {
	Difference
	// Authors are who saved the item since it was last published, oldest first.
	Authors   []Author   `json:"authors"`
	ChangedAt *time.Time `json:"changedAt"`
	// Ready is the mark on the item's working revision; nil when unmarked
	// or saved since.
	Ready   *Mark     `json:"ready"`
	Missing []Missing `json:"missing"`
}

// Pending lists the working document's unpublished changes against live
// (the live site's content document), with who made them, their marks and
// the languages their texts lack.
func (s *Store) Pending(ctx context.Context, live []byte) ([]Pending, error) {
	p, _, err := s.PendingWithWorking(ctx, live)
	return p, err
}

// PendingWithWorking is Pending with the working document it was read
// from: a publish takes its items from that very document, never from one
// saved after the changes were checked.
func (s *Store) PendingWithWorking(ctx context.Context, live []byte) ([]Pending, Document, error) {
	doc, err := s.Working(ctx)
	if err != nil {
		return nil, doc, err
	}
	out, err := s.pendingOf(ctx, live, doc.Body)
	return out, doc, err
}

func (s *Store) pendingOf(ctx context.Context, live, working []byte) ([]Pending, error) {
	diffs, err := Differences(live, working)
	if err != nil {
		return nil, err
	}
	authors, at, err := s.authors(ctx)
	if err != nil {
		return nil, err
	}
	marks, err := s.marks(ctx, working)
	if err != nil {
		return nil, err
	}
	missing, err := MissingByItem(working, Validate(working))
	if err != nil {
		return nil, err
	}
	out := make([]Pending, len(diffs))
	for i, d := range diffs {
		out[i] = Pending{Difference: d, Authors: authors[d.Pointer], Ready: marks[d.Pointer], Missing: missing[d.Pointer]}
		if out[i].Authors == nil {
			out[i].Authors = []Author{}
		}
		if out[i].Missing == nil {
			out[i].Missing = []Missing{}
		}
		if t, ok := at[d.Pointer]; ok {
			out[i].ChangedAt = &t
		}
	}
	return out, nil
}

// authors reads who saved each item since it was last published, and
// when each item was last saved.
func (s *Store) authors(ctx context.Context) (map[string][]Author, map[string]time.Time, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT item, user_id, user_name, changed_at FROM content_authors ORDER BY changed_at, user_id`)
	if err != nil {
		return nil, nil, fmt.Errorf("content: authors: %w", err)
	}
	defer rows.Close()
	authors, last := map[string][]Author{}, map[string]time.Time{}
	for rows.Next() {
		var item, changed string
		var a Author
		if err := rows.Scan(&item, &a.ID, &a.Name, &changed); err != nil {
			return nil, nil, fmt.Errorf("content: authors: %w", err)
		}
		t, err := database.ParseTime(changed)
		if err != nil {
			return nil, nil, fmt.Errorf("content: authors: %w", err)
		}
		authors[item] = append(authors[item], a)
		last[item] = t
	}
	return authors, last, rows.Err()
}

// marks reads the ready marks that still hold: on the revision the item
// has in working.
func (s *Store) marks(ctx context.Context, working []byte) (map[string]*Mark, error) {
	var doc map[string]any
	if err := decode(working, &doc); err != nil {
		return nil, err
	}
	revs := Revisions(doc)
	rows, err := s.db.QueryContext(ctx, `SELECT item, revision, by_name, marked_at FROM content_ready`)
	if err != nil {
		return nil, fmt.Errorf("content: ready marks: %w", err)
	}
	defer rows.Close()
	marks := map[string]*Mark{}
	for rows.Next() {
		var item, rev, at string
		var m Mark
		if err := rows.Scan(&item, &rev, &m.By, &at); err != nil {
			return nil, fmt.Errorf("content: ready marks: %w", err)
		}
		if revs[item] != rev {
			continue
		}
		if m.At, err = database.ParseTime(at); err != nil {
			return nil, fmt.Errorf("content: ready marks: %w", err)
		}
		marks[item] = &m
	}
	return marks, rows.Err()
}

// MarkReady marks the item at pointer ready for review as it is now in
// the working document (or takes the mark away); ErrNotPending when it
// does not differ from live.
func (s *Store) MarkReady(ctx context.Context, live []byte, pointer string, ready bool, ed Editor) (*Mark, error) {
	doc, err := s.Working(ctx)
	if err != nil {
		return nil, err
	}
	diffs, err := Differences(live, doc.Body)
	if err != nil {
		return nil, err
	}
	if !slices.ContainsFunc(diffs, func(d Difference) bool { return d.Pointer == pointer }) {
		return nil, ErrNotPending
	}
	if !ready {
		if _, err := s.db.ExecContext(ctx, `DELETE FROM content_ready WHERE item = $1`, pointer); err != nil {
			return nil, fmt.Errorf("content: unmark %s: %w", pointer, err)
		}
		return nil, nil
	}
	var d map[string]any
	if err := decode(doc.Body, &d); err != nil {
		return nil, err
	}
	m := Mark{By: ed.Name, At: s.db.Now().UTC().Truncate(time.Microsecond)}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO content_ready (item, revision, by_id, by_name, marked_at) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (item) DO UPDATE SET revision = excluded.revision, by_id = excluded.by_id, by_name = excluded.by_name, marked_at = excluded.marked_at`,
		pointer, Revisions(d)[pointer], ed.ID, ed.Name, database.FormatTime(m.At)); err != nil {
		return nil, fmt.Errorf("content: mark %s: %w", pointer, err)
	}
	return &m, nil
}

// Settle forgets the authors and marks of every item that no longer
// differs from live: after a publish, what went live starts again with no
// author; a draft left behind keeps its own.
func (s *Store) Settle(ctx context.Context, live []byte) error {
	doc, err := s.Working(ctx)
	if err != nil {
		return err
	}
	diffs, err := Differences(live, doc.Body)
	if err != nil {
		return err
	}
	pending := map[string]bool{}
	for _, d := range diffs {
		pending[d.Pointer] = true
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("content: settle: %w", err)
	}
	defer tx.Rollback()
	for _, table := range []string{"content_authors", "content_ready"} {
		rows, err := tx.QueryContext(ctx, `SELECT DISTINCT item FROM `+table)
		if err != nil {
			return fmt.Errorf("content: settle: %w", err)
		}
		var gone []string
		for rows.Next() {
			var item string
			if err := rows.Scan(&item); err != nil {
				rows.Close()
				return fmt.Errorf("content: settle: %w", err)
			}
			if !pending[item] {
				gone = append(gone, item)
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("content: settle: %w", err)
		}
		for _, item := range gone {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE item = $1`, item); err != nil {
				return fmt.Errorf("content: settle: %w", err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("content: settle: %w", err)
	}
	return nil
}

// authored notes that ed saved the item at pointer (content_authors).
func authored(ctx context.Context, tx database.Execer, pointer string, ed Editor, at time.Time) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO content_authors (item, user_id, user_name, changed_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (item, user_id) DO UPDATE SET user_name = excluded.user_name, changed_at = excluded.changed_at`,
		pointer, ed.ID, ed.Name, database.FormatTime(at))
	return err
}

// MissingByItem groups err's problems (Validate's) that are a language
// missing from a text by the item they are in: "testimonials.2.text.fr"
// is French missing from the text of the item at /testimonials/{its key}
// in doc. Other problems, and errors that are not problems, are left out.
func MissingByItem(doc []byte, err error) (map[string][]Missing, error) {
	var problems validation.Problems
	if !errors.As(err, &problems) {
		return map[string][]Missing{}, nil
	}
	var d map[string]any
	if err := decode(doc, &d); err != nil {
		return nil, err
	}
	langs := web.Site().Languages
	out := map[string][]Missing{}
	for _, path := range slices.Sorted(maps.Keys(problems)) {
		if problems[path] != CodeRequired {
			continue
		}
		parts := strings.Split(path, ".")
		lang := parts[len(parts)-1]
		if len(parts) < 3 || !slices.Contains(langs, lang) {
			continue
		}
		pointer, rest := itemOfPath(d, parts[:len(parts)-1])
		if pointer == "" || rest == "" {
			continue
		}
		out[pointer] = append(out[pointer], Missing{Field: rest, Language: lang})
	}
	return out, nil
}

// itemOfPath splits a problem's path (without its language) into the
// pointer of its item and the field inside it.
func itemOfPath(doc map[string]any, parts []string) (pointer, field string) {
	n := schema().Fields[parts[0]]
	if n == nil {
		return "", ""
	}
	if n.Type != "list" {
		return "/" + parts[0], strings.Join(parts[1:], ".")
	}
	i, err := strconv.Atoi(parts[1])
	list, _ := doc[parts[0]].([]any)
	if err != nil || i < 0 || i >= len(list) || len(parts) < 3 {
		return "", ""
	}
	return "/" + parts[0] + "/" + keyOf(n, list[i], i), strings.Join(parts[2:], ".")
}

package content

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/validation"
	"agencysite/web"
)

// ErrDuplicateKey: an added item's key is already another item's.
var ErrDuplicateKey = errors.New("content: an item with this key exists")

// ConflictError refuses an edit made from a revision that is no longer the
// item's: someone else saved it meanwhile. It carries the item as it now
// is, so the editor sees their change before deciding.
type ConflictError struct {
	Current   any
	Revision  string
	UpdatedBy string
	UpdatedAt time.Time
}

func (e *ConflictError) Error() string { return "content: the item changed since it was opened" }

// Editor is who changes the working document: their name for "updated
// by", and the audit log their changes go to.
type Editor struct {
	// ID is the user's id ("" for the command line): whose changes a
	// publish takes (Pending's authors).
	ID    string
	Name  string
	Audit database.Auditor
}

// Saved is an item after a change: its revision and languages' status.
type Saved struct {
	Pointer  string            `json:"pointer"`
	Revision string            `json:"revision"`
	Status   map[string]string `json:"status"`
	// Outdated lists, by text ("study.need"), its outdated languages.
	Outdated map[string][]string `json:"outdated"`
	// Merged is the item saved when it was merged with a change saved
	// since the edit began (EditFrom): the editor's form shows it.
	Merged any `json:"merged,omitempty"`
}

// editing is one change of the working document being made, in its
// transaction.
type editing struct {
	tx     *sql.Tx
	doc    map[string]any
	states map[string]textStates // item pointer → its texts' states
	meta   map[string]itemMeta
	now    time.Time
}

// itemMeta is who last changed an item, and when (content_items).
type itemMeta struct {
	by string
	at time.Time
}

// change runs fn on the working document in one transaction: the
// document's row is locked, so concurrent edits of different items apply
// one after the other and neither is lost. The result must be a valid
// draft (Validate with Draft); the audit row commits with it.
func (s *Store) change(ctx context.Context, ed Editor, action string, fn func(e *editing) (target, detail string, err error)) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("content: %s: %w", action, err)
	}
	defer tx.Rollback()
	e := &editing{tx: tx, now: s.db.Now()}
	// The first edit stores the default document, so there is a row to lock.
	if _, err := tx.ExecContext(ctx, `INSERT INTO content_documents (name, body, updated_at, updated_by) VALUES ($1, $2, $3, '')
		ON CONFLICT (name) DO NOTHING`, working, string(Default()), database.FormatTime(e.now)); err != nil {
		return fmt.Errorf("content: %s: %w", action, err)
	}
	var body string
	if err := tx.QueryRowContext(ctx, `SELECT body FROM content_documents WHERE name = $1`+s.db.Dialect.ForUpdate(), working).Scan(&body); err != nil {
		return fmt.Errorf("content: %s: %w", action, err)
	}
	if err := decode([]byte(body), &e.doc); err != nil {
		return fmt.Errorf("content: %s: %w", action, err)
	}
	if e.states, e.meta, err = readStates(ctx, tx); err != nil {
		return fmt.Errorf("content: %s: %w", action, err)
	}
	target, detail, err := fn(e)
	if err != nil {
		return err
	}

	out, err := marshal(e.doc)
	if err != nil {
		return fmt.Errorf("content: %s: %w", action, err)
	}
	if err := Validate(out, Draft()); err != nil {
		return err
	}
	if string(out) != body { // a save that changed nothing makes nobody an author
		if err := authored(ctx, tx, target, ed, e.now); err != nil {
			return fmt.Errorf("content: %s: %w", action, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE content_documents SET body = $1, updated_at = $2, updated_by = $3 WHERE name = $4`,
		string(out), database.FormatTime(e.now), ed.Name, working); err != nil {
		return fmt.Errorf("content: %s: %w", action, err)
	}
	if ed.Audit != nil {
		// Targets are "kind:id" in the audit log, as media:… and lead:… are.
		if err := ed.Audit(ctx, tx, e.now, "content."+action, "content:"+target, detail); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("content: %s: %w", action, err)
	}
	return nil
}

// touched notes that an item changed: by whom, and its texts' new states.
func (e *editing) touched(ctx context.Context, pointer, by string, changed []textChange) error {
	now := database.FormatTime(e.now)
	if _, err := e.tx.ExecContext(ctx, `INSERT INTO content_items (item, changed_at, changed_by) VALUES ($1, $2, $3)
		ON CONFLICT (item) DO UPDATE SET changed_at = excluded.changed_at, changed_by = excluded.changed_by`, pointer, now, by); err != nil {
		return err
	}
	for _, c := range changed {
		if _, err := e.tx.ExecContext(ctx, `INSERT INTO content_texts (item, field, lang, changed_at, changed_by, source_at) VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (item, field, lang) DO UPDATE SET changed_at = excluded.changed_at, changed_by = excluded.changed_by, source_at = excluded.source_at`,
			pointer, c.field, c.lang, now, by, database.FormatTime(c.sourceAt)); err != nil {
			return err
		}
		if e.states[pointer] == nil {
			e.states[pointer] = textStates{}
		}
		if e.states[pointer][c.field] == nil {
			e.states[pointer][c.field] = map[string]textState{}
		}
		e.states[pointer][c.field][c.lang] = textState{changedAt: e.now, sourceAt: c.sourceAt}
	}
	return nil
}

// saved is the answer about the item at p after the change.
func (e *editing) saved(p place) Saved {
	v := p.value(e.doc)
	ptr := p.pointer(e.doc)
	st, outdated := status(p.item(), v, e.states[ptr], web.Site().Languages)
	return Saved{Pointer: ptr, Revision: Revision(v), Status: st, Outdated: outdated}
}

// conflict refuses a change made from base when the item is no longer there.
func (e *editing) conflict(pointer string, current any) error {
	m := e.meta[pointer]
	return &ConflictError{Current: current, Revision: Revision(current), UpdatedBy: m.by, UpdatedAt: m.at}
}

// Edit replaces the item at pointer by value, when base is still its
// revision: otherwise a *ConflictError, and nothing changes.
func (s *Store) Edit(ctx context.Context, pointer string, value []byte, base string, ed Editor) (Saved, error) {
	return s.EditFrom(ctx, pointer, value, nil, base, ed)
}

// EditFrom is Edit from original, the item as it was at base: when someone
// saved the item since, the two edits are merged (merge) when they changed
// different fields, or different languages of a text, and Saved.Merged is
// the result; only a change of the same field and language both ways is a
// *ConflictError. Without original, or with one that is not base, any
// save since is a conflict.
func (s *Store) EditFrom(ctx context.Context, pointer string, value, original []byte, base string, ed Editor) (Saved, error) {
	var v, orig any
	if err := decode(value, &v); err != nil {
		return Saved{}, err
	}
	if original != nil {
		if err := decode(original, &orig); err != nil {
			return Saved{}, err
		}
	}
	var out Saved
	merged := false
	err := s.change(ctx, ed, "edited", func(e *editing) (string, string, error) {
		p, err := locate(e.doc, pointer)
		if err != nil {
			return "", "", err
		}
		if p.index < 0 && p.node.Type == "list" {
			return "", "", fmt.Errorf("%w: %s is a list: edit its items", ErrNoItem, pointer)
		}
		before := p.value(e.doc)
		if Revision(before) != base {
			if orig == nil || Revision(orig) != base {
				return "", "", e.conflict(pointer, before)
			}
			m, ok := merge(p.item(), orig, v, before)
			if !ok {
				return "", "", e.conflict(pointer, before)
			}
			v, merged = m, true
		}
		if p.index >= 0 {
			if keyOf(p.node, v, p.index) != keyOf(p.node, before, p.index) {
				return "", "", validation.Problems{join(join(p.family, fmt.Sprint(p.index)), p.node.Key): CodeKeyChanged}.Err()
			}
			e.doc[p.family].([]any)[p.index] = v
		} else {
			e.doc[p.family] = v
		}
		changed := changes(p.item(), before, v, e.states[pointer], e.now)
		if err := e.touched(ctx, pointer, ed.Name, changed); err != nil {
			return "", "", fmt.Errorf("content: edited: %w", err)
		}
		out = e.saved(p)
		if merged {
			out.Merged = v
		}
		detail := changedFields(changed)
		if h := hiddenChange(before, v); h != "" {
			detail = strings.TrimPrefix(detail+", "+h, ", ")
		}
		return pointer, detail, nil
	})
	return out, err
}

// changedFields names what an edit changed for the audit log: "text.ar, name.ar".
func changedFields(changed []textChange) string {
	names := make([]string, len(changed))
	for i, c := range changed {
		names[i] = c.field + "." + c.lang
	}
	if len(names) > 12 {
		names = append(names[:12], "…")
	}
	return strings.TrimPrefix(strings.Join(names, ", "), ".")
}

// Add appends value to a list family; ErrDuplicateKey when its key is
// taken. The family's max and every rule of a draft hold.
func (s *Store) Add(ctx context.Context, family string, value []byte, ed Editor) (Saved, error) {
	var v any
	if err := decode(value, &v); err != nil {
		return Saved{}, err
	}
	var out Saved
	err := s.change(ctx, ed, "added", func(e *editing) (string, string, error) {
		p, list, err := locateList(e.doc, family)
		if err != nil {
			return "", "", err
		}
		key := keyOf(p.node, v, len(list))
		if p.node.Key != "" && key != "" {
			if _, err := locate(e.doc, "/"+family+"/"+key); err == nil {
				return "", "", fmt.Errorf("%w: /%s/%s", ErrDuplicateKey, family, key)
			}
		}
		e.doc[family] = append(list, v)
		p.index = len(list)
		ptr := p.pointer(e.doc)
		if err := e.touched(ctx, ptr, ed.Name, nil); err != nil {
			return "", "", fmt.Errorf("content: added: %w", err)
		}
		out = e.saved(p)
		return ptr, "", nil
	})
	return out, err
}

// Remove deletes the item at pointer, when base is still its revision and
// the family keeps its min items (the last hero slide stays).
func (s *Store) Remove(ctx context.Context, pointer, base string, ed Editor) error {
	return s.change(ctx, ed, "removed", func(e *editing) (string, string, error) {
		p, err := locate(e.doc, pointer)
		if err != nil || p.index < 0 {
			return "", "", fmt.Errorf("%w: %s", ErrNoItem, pointer)
		}
		before := p.value(e.doc)
		if Revision(before) != base {
			return "", "", e.conflict(pointer, before)
		}
		e.doc[p.family] = slices.Delete(slices.Clone(e.doc[p.family].([]any)), p.index, p.index+1)
		for _, table := range []string{"content_texts", "content_items"} {
			if _, err := e.tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE item = $1`, pointer); err != nil {
				return "", "", fmt.Errorf("content: removed: %w", err)
			}
		}
		return pointer, "", nil
	})
}

// Reorder puts a list family's items in the order of keys, which must
// name each of them once, when base is still the family's revision.
func (s *Store) Reorder(ctx context.Context, family string, keys []string, base string, ed Editor) (string, error) {
	var revision string
	err := s.change(ctx, ed, "reordered", func(e *editing) (string, string, error) {
		p, list, err := locateList(e.doc, family)
		if err != nil {
			return "", "", err
		}
		if Revision(list) != base {
			return "", "", e.conflict("/"+family, list)
		}
		byKey := map[string]any{}
		for i, it := range list {
			byKey[keyOf(p.node, it, i)] = it
		}
		ordered := make([]any, 0, len(keys))
		for _, k := range keys {
			it, ok := byKey[k]
			if !ok {
				return "", "", validation.Problems{"keys": CodeInvalid}.Err()
			}
			delete(byKey, k)
			ordered = append(ordered, it)
		}
		if len(byKey) > 0 {
			return "", "", validation.Problems{"keys": CodeInvalid}.Err()
		}
		e.doc[family] = ordered
		revision = Revision(ordered)
		return "/" + family, strings.Join(keys, ", "), nil
	})
	return revision, err
}

// readStates reads every kept text state and item change.
func readStates(ctx context.Context, q interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}) (map[string]textStates, map[string]itemMeta, error) {
	states := map[string]textStates{}
	rows, err := q.QueryContext(ctx, `SELECT item, field, lang, changed_at, source_at FROM content_texts`)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var item, field, lang, changed, source string
		if err := rows.Scan(&item, &field, &lang, &changed, &source); err != nil {
			return nil, nil, err
		}
		var st textState
		if st.changedAt, err = database.ParseTime(changed); err != nil {
			return nil, nil, err
		}
		if st.sourceAt, err = database.ParseTime(source); err != nil {
			return nil, nil, err
		}
		if states[item] == nil {
			states[item] = textStates{}
		}
		if states[item][field] == nil {
			states[item][field] = map[string]textState{}
		}
		states[item][field][lang] = st
	}
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	meta := map[string]itemMeta{}
	rows, err = q.QueryContext(ctx, `SELECT item, changed_at, changed_by FROM content_items`)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var item, at, by string
		if err := rows.Scan(&item, &at, &by); err != nil {
			return nil, nil, err
		}
		t, err := database.ParseTime(at)
		if err != nil {
			return nil, nil, err
		}
		meta[item] = itemMeta{by: by, at: t}
	}
	return states, meta, rows.Err()
}

// Studio is the working document as the studio opens it: every item's
// revision and every language's status beside the document.
type Studio struct {
	Document
	Doc       map[string]any
	Revisions map[string]string
	Status    map[string]map[string]string
	// Outdated lists, by item and text, the languages behind the text.
	Outdated map[string]map[string][]string
}

// Studio reads the working document with its items' revisions and status.
func (s *Store) Studio(ctx context.Context) (Studio, error) {
	d, err := s.Working(ctx)
	if err != nil {
		return Studio{}, err
	}
	st := Studio{Document: d}
	if err := decode(d.Body, &st.Doc); err != nil {
		return Studio{}, fmt.Errorf("content: studio: %w", err)
	}
	states, _, err := readStates(ctx, s.db)
	if err != nil {
		return Studio{}, fmt.Errorf("content: studio: %w", err)
	}
	st.Revisions = Revisions(st.Doc)
	st.Status = map[string]map[string]string{}
	st.Outdated = map[string]map[string][]string{}
	for _, ptr := range Items(st.Doc) {
		p, err := locate(st.Doc, ptr)
		if err != nil {
			continue
		}
		var outdated map[string][]string
		st.Status[ptr], outdated = status(p.item(), p.value(st.Doc), states[ptr], web.Site().Languages)
		if len(outdated) > 0 {
			st.Outdated[ptr] = outdated
		}
	}
	return st, nil
}

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
)

// A language's status in an item, as the studio shows it beside each text.
const (
	StatusMissing  = "missing"  // a text of the item lacks this language
	StatusOutdated = "outdated" // a text changed in another language since this one was written
	StatusDone     = "done"
)

// texts calls fn for every text of an item, by its path inside the item
// ("text", "study.need", "photo.alt", "study.features.2"), with the text's
// object of languages: texts, HTML, plurals and the alt text of an
// uploaded picture. An optional text that is absent is not there to
// translate.
func texts(n *Node, v any, path string, fn func(field string, langs map[string]any)) {
	switch n.Type {
	case "text", "html", "plural":
		if obj, ok := v.(map[string]any); ok {
			fn(path, obj)
		}
	case "image":
		if obj, ok := v.(map[string]any); ok {
			if alt, ok := obj["alt"].(map[string]any); ok {
				fn(join(path, "alt"), alt)
			}
		}
	case "object":
		obj, _ := v.(map[string]any)
		for _, name := range slices.Sorted(maps.Keys(n.Fields)) {
			if fv, ok := obj[name]; ok {
				texts(n.Fields[name], fv, join(path, name), fn)
			}
		}
	case "list":
		list, _ := v.([]any)
		for i, it := range list {
			texts(n.Of, it, join(path, strconv.Itoa(i)), fn)
		}
	}
}

// written tells whether a language of a text holds something: a string
// with more than spaces, or a plural's forms all written. The studio's
// badges say the same (written in web/app/features/admin-studio/model.ts):
// a text of spaces is missing, and a publish refuses it.
func written(v any) bool {
	switch t := v.(type) {
	case string:
		return strings.TrimSpace(t) != ""
	case map[string]any:
		for _, f := range t {
			if !written(f) {
				return false
			}
		}
		return len(t) > 0
	}
	return false
}

// textState is what is kept of one language of one text (content_texts).
type textState struct {
	changedAt time.Time
	sourceAt  time.Time
}

// textStates are an item's kept states: field → language → state.
type textStates map[string]map[string]textState

// status is each language's status in an item: missing when one of its
// texts lacks the language; outdated when a text's meaning changed (its
// newest source time) after this language last caught up with it; done.
// outdated lists, by text, the languages behind it, for the form to mark
// the very field.
func status(n *Node, v any, states textStates, languages []string) (out map[string]string, outdated map[string][]string) {
	out = make(map[string]string, len(languages))
	outdated = map[string][]string{}
	for _, lang := range languages {
		out[lang] = StatusDone
	}
	texts(n, v, "", func(field string, langs map[string]any) {
		newest := newestSource(states[field])
		for _, lang := range languages {
			switch {
			case !written(langs[lang]):
				out[lang] = StatusMissing
			case states[field][lang].sourceAt.Before(newest):
				outdated[field] = append(outdated[field], lang)
				if out[lang] != StatusMissing {
					out[lang] = StatusOutdated
				}
			}
		}
	})
	return out, outdated
}

func newestSource(langs map[string]textState) time.Time {
	var newest time.Time
	for _, s := range langs {
		if s.sourceAt.After(newest) {
			newest = s.sourceAt
		}
	}
	return newest
}

// textChange is a language of a text that an edit changed, and the source
// time it now reflects.
type textChange struct {
	field, lang string
	sourceAt    time.Time
}

// changes compares an item before and after an edit and says, for each
// language of each text that changed, which source time it now reflects.
// A change made in an up-to-date language changes the text's meaning: the
// others become outdated (its source time is now). A change in an
// outdated language is a translation catching up: it reflects the newest
// source, and outdates nobody. So English edited, then Arabic translated,
// leaves both done, not English outdated by the translation.
func changes(n *Node, before, after any, states textStates, now time.Time) []textChange {
	old := map[string]map[string]any{}
	texts(n, before, "", func(field string, langs map[string]any) { old[field] = langs })
	var out []textChange
	texts(n, after, "", func(field string, langs map[string]any) {
		var changed []string
		for _, lang := range slices.Sorted(maps.Keys(unionKeys(langs, old[field]))) {
			if Revision(langs[lang]) != Revision(old[field][lang]) && written(langs[lang]) {
				changed = append(changed, lang)
			}
		}
		if len(changed) == 0 {
			return
		}
		newest := newestSource(states[field])
		source := newest
		for _, lang := range changed {
			if !states[field][lang].sourceAt.Before(newest) && written(old[field][lang]) {
				source = now // an up-to-date language changed: the meaning did
			}
		}
		if newest.IsZero() && len(old[field]) == 0 {
			source = now // a new text: written now, in the languages it has
		}
		for _, lang := range changed {
			out = append(out, textChange{field: field, lang: lang, sourceAt: source})
		}
	})
	return out
}

func unionKeys(a, b map[string]any) map[string]any {
	u := maps.Clone(a)
	if u == nil {
		u = map[string]any{}
	}
	for k, v := range b {
		u[k] = v
	}
	return u
}

// ErrNotOutdated: the language of the text is not behind the others.
var ErrNotOutdated = errors.New("content: the language is not outdated")

// Confirm marks lang of the text at field of the item at pointer as still
// correct (issue 34, item 6): it caught up with the text's newest change
// without being retyped, and is outdated no more. The document does not
// change; the audit log keeps who confirmed it.
func (s *Store) Confirm(ctx context.Context, pointer, field, lang string, ed Editor) (Saved, error) {
	var out Saved
	err := s.change(ctx, ed, "confirmed", func(e *editing) (string, string, error) {
		p, err := locate(e.doc, pointer)
		if err != nil || (p.index < 0 && p.node.Type == "list") {
			return "", "", fmt.Errorf("%w: %s", ErrNoItem, pointer)
		}
		var langs map[string]any
		texts(p.item(), p.value(e.doc), "", func(f string, l map[string]any) {
			if f == field {
				langs = l
			}
		})
		if langs == nil || !written(langs[lang]) {
			return "", "", fmt.Errorf("%w: %s %s.%s", ErrNoItem, pointer, field, lang)
		}
		states := e.states[pointer][field]
		newest := newestSource(states)
		if !states[lang].sourceAt.Before(newest) {
			return "", "", ErrNotOutdated
		}
		at := database.FormatTime(newest) // a language never dated (the default's) is dated by its text's newest change
		if _, err := e.tx.ExecContext(ctx, `INSERT INTO content_texts (item, field, lang, changed_at, changed_by, source_at) VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (item, field, lang) DO UPDATE SET source_at = excluded.source_at`,
			pointer, field, lang, at, ed.Name, at); err != nil {
			return "", "", fmt.Errorf("content: confirmed: %w", err)
		}
		st := states[lang]
		st.sourceAt = newest
		states[lang] = st
		out = e.saved(p)
		return pointer, field + "." + lang, nil
	})
	return out, err
}

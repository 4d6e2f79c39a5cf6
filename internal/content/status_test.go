package content

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"agencysite/internal/validation"
)

// TestTranslatingAMissingLanguageOutdatesNobody: an item never edited in
// the studio (no kept states) whose text lacks French gets its French
// written: a translation catching up, not a change of meaning, so the
// other three languages stay done.
func TestTranslatingAMissingLanguageOutdatesNobody(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	ed := testEditor("Layla", &rows)
	v, base := item(t, s, "/testimonials/sara")
	delete(v["text"].(map[string]any), "fr")
	saved, err := s.Edit(ctx, "/testimonials/sara", raw(t, v), base, ed)
	if err != nil || saved.Status["fr"] != StatusMissing {
		t.Fatalf("a draft without French: %v, %v; want fr missing", saved.Status, err)
	}
	v["text"].(map[string]any)["fr"] = "Un texte enfin traduit."
	saved, err = s.Edit(ctx, "/testimonials/sara", raw(t, v), saved.Revision, ed)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"en": StatusDone, "ar": StatusDone, "fr": StatusDone, "tr": StatusDone}
	if !maps.Equal(saved.Status, want) || len(saved.Outdated) != 0 {
		t.Errorf("got %v, outdated %v, want %v and nothing outdated", saved.Status, saved.Outdated, want)
	}
}

// TestStatusAfterOneEdit: the status of each language of an item once
// one edit is saved.
func TestStatusAfterOneEdit(t *testing.T) {
	tests := []struct {
		name, pointer string
		edit          func(v map[string]any)
		want          map[string]string
	}{
		// The missing text (company) comes before the outdated one (text)
		// in the order texts are visited, so outdated would overwrite it
		// if it could.
		{"a language missing in one text and outdated in another is missing", "/testimonials/omar", func(v map[string]any) {
			delete(v["company"].(map[string]any), "fr")
			v["text"].(map[string]any)["en"] = "A new English text."
		}, map[string]string{"en": StatusDone, "ar": StatusOutdated, "fr": StatusMissing, "tr": StatusOutdated}},
		// {}, as a draft may hold it, is not written.
		{"a plural with no forms at all is missing", "/statistics/collaborations", func(v map[string]any) {
			v["label"].(map[string]any)["fr"] = map[string]any{}
		}, map[string]string{"en": StatusDone, "ar": StatusDone, "fr": StatusMissing, "tr": StatusDone}},
		{"a text of spaces is missing", "/testimonials/sara", func(v map[string]any) {
			v["text"].(map[string]any)["tr"] = " \u00a0\n "
		}, map[string]string{"en": StatusDone, "ar": StatusDone, "fr": StatusDone, "tr": StatusMissing}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := studioStore(t)
			var rows []audited
			saved := saveItem(t, s, tt.pointer, testEditor("Layla", &rows), tt.edit)
			if !maps.Equal(saved.Status, tt.want) {
				t.Errorf("got %v, want %v", saved.Status, tt.want)
			}
		})
	}
}

// TestConfirmStillCorrect: a language left behind by another's change is
// marked still correct without being retyped (issue 34, item 6): done,
// the document unchanged, nobody an author; a language not behind, or
// not written, cannot be.
func TestConfirmStillCorrect(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	ed := testEditor("Layla", &rows)
	const ptr = "/testimonials/omar"
	saveItem(t, s, ptr, ed, func(v map[string]any) { v["text"].(map[string]any)["en"] = "A comma fixed, the meaning the same." })
	before, _ := s.Working(ctx)
	saved, err := s.Confirm(ctx, ptr, "text", "fr", testEditor("Omar", &rows))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"en": StatusDone, "ar": StatusOutdated, "fr": StatusDone, "tr": StatusOutdated}
	if !maps.Equal(saved.Status, want) || strings.Join(saved.Outdated["text"], ",") != "ar,tr" {
		t.Fatalf("after French confirmed: %v, outdated %v; want %v", saved.Status, saved.Outdated, want)
	}
	if st, _ := s.Studio(ctx); !maps.Equal(st.Status[ptr], want) {
		t.Errorf("the studio's status: %v, want %v", st.Status[ptr], want)
	}
	after, _ := s.Working(ctx)
	if string(after.Body) != string(before.Body) {
		t.Error("confirming changed the document")
	}
	if last := rows[len(rows)-1]; last.action != "content.confirmed" || last.detail != "text.fr" {
		t.Errorf("audit: %+v, want content.confirmed text.fr", last)
	}
	if p, _ := s.Pending(ctx, Default()); len(p) != 1 || len(p[0].Authors) != 1 || p[0].Authors[0].Name != "Layla" {
		t.Errorf("pending: %+v, want Layla's change alone, Layla its author", p)
	}
	if _, err := s.Confirm(ctx, ptr, "text", "fr", ed); !errors.Is(err, ErrNotOutdated) {
		t.Errorf("confirming again: %v, want ErrNotOutdated", err)
	}
	if _, err := s.Confirm(ctx, ptr, "text", "en", ed); !errors.Is(err, ErrNotOutdated) {
		t.Errorf("confirming the source: %v, want ErrNotOutdated", err)
	}
	if _, err := s.Confirm(ctx, ptr, "nothing", "fr", ed); !errors.Is(err, ErrNoItem) {
		t.Errorf("a field that is not a text: %v, want ErrNoItem", err)
	}
}

// TestSpacesAreNotWritten: a text of spaces is missing, as the studio's
// badge says (written in model.ts): a draft may hold it, a publish refuses it.
func TestSpacesAreNotWritten(t *testing.T) {
	doc := edit(t, func(doc map[string]any) { at(doc, "testimonials", 0, "text")["fr"] = " \u00a0\n " })
	if err := Validate(doc, Draft()); err != nil {
		t.Fatalf("a draft with a text of spaces: %v", err)
	}
	var p validation.Problems
	if err := Validate(doc); !errors.As(err, &p) || p["testimonials.0.text.fr"] != CodeRequired {
		t.Fatalf("a publish of a text of spaces: %v, want testimonials.0.text.fr required", err)
	}
	s, ctx := studioStore(t)
	if err := s.Replace(ctx, doc, "Layla"); err == nil {
		t.Fatal("Replace took a document that may not be published")
	}
	if written(" \u00a0 ") || !written(" x ") || written(map[string]any{"one": "a", "other": "  "}) {
		t.Error("written: spaces count as written")
	}
}

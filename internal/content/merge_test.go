package content

import (
	"errors"
	"maps"
	"testing"
)

// TestEditMergesOtherFieldsAndLanguages: two people editing one item from
// the same revision keep both changes when they touched different fields
// or different languages of one text (issue 34, item 7); the same field
// and language changed both ways is still a conflict, and an edit without
// the original it started from merges nothing.
func TestEditMergesOtherFieldsAndLanguages(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	const ptr = "/testimonials/sara"
	original, base := item(t, s, ptr)
	copyOf := func(v map[string]any) map[string]any {
		out := maps.Clone(v)
		for k, f := range v {
			if m, ok := f.(map[string]any); ok {
				out[k] = maps.Clone(m)
			}
		}
		return out
	}
	omar, lina := copyOf(original), copyOf(original)

	omar["text"].(map[string]any)["ar"] = "نص عمر"
	omar["name"].(map[string]any)["fr"] = "Sara (fr)"
	if _, err := s.Edit(ctx, ptr, raw(t, omar), base, testEditor("Omar", &rows)); err != nil {
		t.Fatal(err)
	}
	lina["text"].(map[string]any)["en"] = "Lina's English."
	saved, err := s.EditFrom(ctx, ptr, raw(t, lina), raw(t, original), base, testEditor("Lina", &rows))
	if err != nil {
		t.Fatalf("an edit of another language from the same base: %v, want merged", err)
	}
	got, rev := item(t, s, ptr)
	text, name := got["text"].(map[string]any), got["name"].(map[string]any)
	if text["en"] != "Lina's English." || text["ar"] != "نص عمر" || name["fr"] != "Sara (fr)" || saved.Revision != rev {
		t.Fatalf("merged: text %v, name %v; want both people's changes", text, name)
	}
	if m, ok := saved.Merged.(map[string]any); !ok || m["text"].(map[string]any)["ar"] != "نص عمر" {
		t.Errorf("Saved.Merged = %v, want the merged item for the form", saved.Merged)
	}

	// The same language of the same text, both ways: a conflict, nothing saved.
	late := copyOf(original)
	late["text"].(map[string]any)["ar"] = "نص آخر"
	_, err = s.EditFrom(ctx, ptr, raw(t, late), raw(t, original), base, testEditor("Lina", &rows))
	var conflict *ConflictError
	if !errors.As(err, &conflict) {
		t.Fatalf("the same language changed both ways: %v, want a conflict", err)
	}
	// An original that is not the base it claims, or none: a conflict.
	if _, err := s.EditFrom(ctx, ptr, raw(t, lina), raw(t, omar), base, testEditor("Lina", &rows)); !errors.As(err, &conflict) {
		t.Errorf("an original that is not base: %v, want a conflict", err)
	}
	if _, err := s.Edit(ctx, ptr, raw(t, lina), base, testEditor("Lina", &rows)); !errors.As(err, &conflict) {
		t.Errorf("no original: %v, want a conflict", err)
	}
	if after, _ := item(t, s, ptr); after["text"].(map[string]any)["ar"] != "نص عمر" {
		t.Errorf("a refused edit changed the item: %v", after["text"])
	}
}

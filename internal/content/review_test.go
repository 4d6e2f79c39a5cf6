package content

import (
	"errors"
	"fmt"
	"testing"
)

// TestPendingAuthorsMarksAndSettle: each unpublished change names who
// saved it since it was last published; a ready mark holds until the next
// save; once a publish takes an item, its authors and mark are forgotten
// and the drafts left keep theirs.
func TestPendingAuthorsMarksAndSettle(t *testing.T) {
	s, ctx := studioStore(t)
	lina, omar := Editor{ID: "u_lina", Name: "Lina"}, Editor{ID: "u_omar", Name: "Omar"}
	save := func(ed Editor, pointer, lang, text string) {
		t.Helper()
		saveItem(t, s, pointer, ed, func(v map[string]any) { v["text"].(map[string]any)[lang] = text })
	}
	tk := keys(t, Default(), "testimonials")
	a, b := "/testimonials/"+tk[0], "/testimonials/"+tk[1]
	save(lina, a, "en", "Lina's words.")
	save(omar, a, "ar", "كلمات عمر")
	save(omar, b, "en", "Omar's words.")

	live := Default()
	pending, err := s.Pending(ctx, live)
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(pending[0].Pointer, pending[0].Authors, pending[1].Pointer, pending[1].Authors)
	if want := fmt.Sprint(a, []Author{{"u_lina", "Lina"}, {"u_omar", "Omar"}}, b, []Author{{"u_omar", "Omar"}}); len(pending) != 2 || got != want {
		t.Fatalf("pending: got %s, want %s", got, want)
	}

	if _, err := s.MarkReady(ctx, live, b, true, omar); err != nil {
		t.Fatal(err)
	}
	if _, err := s.MarkReady(ctx, live, "/about", true, omar); !errors.Is(err, ErrNotPending) {
		t.Errorf("marking an item with no change: got %v, want ErrNotPending", err)
	}
	pending, _ = s.Pending(ctx, live)
	if pending[1].Ready == nil || pending[1].Ready.By != "Omar" || pending[0].Ready != nil {
		t.Fatalf("marks: got %v and %v, want b's by Omar alone", pending[0].Ready, pending[1].Ready)
	}
	save(omar, b, "fr", "Les mots d'Omar.")
	if pending, _ = s.Pending(ctx, live); pending[1].Ready != nil {
		t.Fatal("the mark outlived a save")
	}

	working, _ := s.Working(ctx)
	published, err := Take(working.Body, live, []string{a})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Settle(ctx, published); err != nil {
		t.Fatal(err)
	}
	pending, _ = s.Pending(ctx, published)
	if len(pending) != 1 || pending[0].Pointer != b || fmt.Sprint(pending[0].Authors) != fmt.Sprint([]Author{{"u_omar", "Omar"}}) {
		t.Fatalf("after publishing a: got %v, want b alone, Omar's", pending)
	}
	save(omar, a, "tr", "Ömer'in sözleri.")
	if pending, _ = s.Pending(ctx, published); fmt.Sprint(pending[0].Authors) != fmt.Sprint([]Author{{"u_omar", "Omar"}}) {
		t.Fatalf("a saved again after its publish: got authors %v, want Omar alone", pending[0].Authors)
	}
}

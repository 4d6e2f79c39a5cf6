package content

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"agencysite/internal/validation"
)

func entry(d map[string]any, family string, i int) map[string]any {
	return d[family].([]any)[i].(map[string]any)
}

func problemsOf(t *testing.T, err error) validation.Problems {
	t.Helper()
	var p validation.Problems
	if err != nil && !errors.As(err, &p) {
		t.Fatalf("want problems, got %v", err)
	}
	return p
}

func TestValidateHiddenItems(t *testing.T) {
	// A hidden project and a shown one saying so are valid.
	ok := edit(t, func(d map[string]any) {
		entry(d, "projects", 1)["hidden"] = true
		entry(d, "projects", 2)["hidden"] = false
		entry(d, "testimonials", 0)["hidden"] = true
	})
	if err := Validate(ok); err != nil {
		t.Errorf("hidden items refused: %v", err)
	}
	// Hiding every hero slide breaks the home page as deleting them would;
	// "hidden" must be a bool; object families have no hidden.
	bad := edit(t, func(d map[string]any) {
		for _, s := range d["heroSlides"].([]any) {
			s.(map[string]any)["hidden"] = true
		}
		entry(d, "projects", 0)["hidden"] = "yes"
		d["about"].(map[string]any)["hidden"] = true
	})
	p := problemsOf(t, Validate(bad, Draft()))
	for path, code := range map[string]string{"heroSlides": CodeTooShort, "projects.0.hidden": CodeType, "about.hidden": CodeUnknown} {
		if p[path] != code {
			t.Errorf("problem at %s = %q, want %q (all: %v)", path, p[path], code, p)
		}
	}
	// The FAQ shows at least 3: six of its 8 hidden leave one too few.
	faq := edit(t, func(d map[string]any) {
		for i := range 6 {
			entry(d, "faq", i)["hidden"] = true
		}
	})
	if p := problemsOf(t, Validate(faq)); p["faq"] != CodeTooShort {
		t.Errorf("an FAQ of 2 shown: problems %v, want faq too_short", p)
	}
}

// TestHiddenItemsNeedNotBeComplete (issue 34): an unfinished item hidden
// blocks no publish; shown, it does, and a hidden item's other rules hold.
func TestHiddenItemsNeedNotBeComplete(t *testing.T) {
	unfinished := func(hidden bool) []byte {
		return edit(t, func(d map[string]any) {
			item := entry(d, "testimonials", 1)
			delete(item["company"].(map[string]any), "fr")
			item["hidden"] = hidden
		})
	}
	if err := Validate(unfinished(true)); err != nil {
		t.Errorf("a hidden item without French refused: %v", err)
	}
	if p := problemsOf(t, Validate(unfinished(false))); p["testimonials.1.company.fr"] != CodeRequired {
		t.Errorf("a shown item without French: problems %v, want testimonials.1.company.fr required", p)
	}
	bad := edit(t, func(d map[string]any) {
		item := entry(d, "testimonials", 1)
		item["hidden"], item["flag"] = true, 7
	})
	if p := problemsOf(t, Validate(bad)); p["testimonials.1.flag"] != CodeType {
		t.Errorf("a hidden item with a number for a flag: problems %v, want testimonials.1.flag type", p)
	}
}

func TestPublic(t *testing.T) {
	if got, err := Public(Default()); err != nil || !bytes.Equal(got, Default()) {
		t.Errorf("Public(Default()) changed the document (err %v): the public build must stay byte for byte", err)
	}
	doc := edit(t, func(d map[string]any) {
		entry(d, "projects", 1)["hidden"] = true
		entry(d, "projects", 2)["hidden"] = false
		entry(d, "heroSlides", 0)["hidden"] = true
	})
	out, err := Public(doc)
	if err != nil {
		t.Fatal(err)
	}
	var want, got map[string]any
	json.Unmarshal(doc, &want)
	json.Unmarshal(out, &got)
	for _, family := range []string{"projects", "heroSlides"} {
		if n, m := len(got[family].([]any)), len(want[family].([]any)); n != m-1 {
			t.Errorf("%s: %d items public of %d, want one left out", family, n, m)
		}
	}
	if id := entry(got, "projects", 1)["id"]; id != entry(want, "projects", 2)["id"] {
		t.Errorf("projects[1] is %v, want the one after the hidden project", id)
	}
	if bytes.Contains(out, []byte(`"hidden"`)) {
		t.Error(`the public document still has a "hidden" field`)
	}
	if err := Validate(out); err != nil {
		t.Errorf("the public document is invalid: %v", err)
	}
}

// TestHideThroughTheStudio: the studio hides an item by saving it with
// "hidden": true (SQLite, or PostgreSQL with TEST_POSTGRES_URL); the
// working document keeps it; hiding the only slide left shown is refused
// like deleting it.
func TestHideThroughTheStudio(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	ed := testEditor("Mona", &rows)
	saveItem(t, s, "/projects/2", ed, func(v map[string]any) { v["hidden"] = true })
	if got, _ := item(t, s, "/projects/2"); got["hidden"] != true {
		t.Errorf("the working document's project 2 = %v, want it kept, hidden", got)
	}
	if len(rows) != 1 || rows[0] != (audited{"content.edited", "content:/projects/2", "hidden"}) {
		t.Errorf("audit rows %v, want one content.edited of /projects/2 saying hidden", rows)
	}
	saveItem(t, s, "/projects/2", ed, func(v map[string]any) {
		delete(v, "hidden")
		v["title"].(map[string]any)["en"] = "Sabeel, shown again"
	})
	if got := rows[len(rows)-1].detail; got != "title.en, shown" {
		t.Errorf("audit detail of showing it with a new title = %q, want \"title.en, shown\"", got)
	}
	st, err := s.Studio(ctx)
	if err != nil {
		t.Fatal(err)
	}
	slides := st.Doc["heroSlides"].([]any)
	for _, sl := range slides[:len(slides)-1] {
		saveItem(t, s, "/heroSlides/"+sl.(map[string]any)["id"].(string), ed, func(v map[string]any) { v["hidden"] = true })
	}
	last := slides[len(slides)-1].(map[string]any)["id"].(string)
	v, rev := item(t, s, "/heroSlides/"+last)
	v["hidden"] = true
	_, err = s.Edit(ctx, "/heroSlides/"+last, raw(t, v), rev, ed)
	if p := problemsOf(t, err); p["heroSlides"] != CodeTooShort {
		t.Errorf("hiding the last shown slide: %v, want heroSlides too_short", err)
	}
}

package content

import (
	"context"
	"encoding/json"
	"errors"
	"maps"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/validation"
)

// audited is the audit rows a test's editor wrote.
type audited struct{ action, target, detail string }

func testEditor(name string, rows *[]audited) Editor {
	return Editor{Name: name, Audit: func(_ context.Context, _ database.Execer, _ time.Time, action, target, detail string) error {
		*rows = append(*rows, audited{action, target, detail})
		return nil
	}}
}

// studioStore is a store on a fresh database whose clock moves a minute at
// each reading, so every change has its own time.
func studioStore(t *testing.T) (*Store, context.Context) {
	t.Helper()
	db := dbtest.Open(t)
	now := time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)
	db.Now = func() time.Time { now = now.Add(time.Minute); return now }
	return NewStore(db), context.Background()
}

// item reads one item of the working document, with its revision.
func item(t *testing.T, s *Store, pointer string) (map[string]any, string) {
	t.Helper()
	st, err := s.Studio(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	p, err := locate(st.Doc, pointer)
	if err != nil {
		t.Fatal(err)
	}
	v := p.value(st.Doc).(map[string]any)
	return v, st.Revisions[pointer]
}

// saveItem reads the item at pointer, lets change alter it and saves it
// as ed on the revision read; an error fails the test.
func saveItem(t *testing.T, s *Store, pointer string, ed Editor, change func(v map[string]any)) Saved {
	t.Helper()
	v, base := item(t, s, pointer)
	change(v)
	saved, err := s.Edit(context.Background(), pointer, raw(t, v), base, ed)
	if err != nil {
		t.Fatalf("saving %s: %v", pointer, err)
	}
	return saved
}

func raw(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestEditItem(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	v, base := item(t, s, "/testimonials/sara")
	v["text"].(map[string]any)["ar"] = "نصّ جديد بالعربية"
	saved, err := s.Edit(ctx, "/testimonials/sara", raw(t, v), base, testEditor("Layla", &rows))
	if err != nil {
		t.Fatalf("Edit: %v", err)
	}
	got, rev := item(t, s, "/testimonials/sara")
	if got["text"].(map[string]any)["ar"] != "نصّ جديد بالعربية" || rev != saved.Revision || rev == base {
		t.Errorf("after Edit: text.ar %v, revision %q (answered %q, base %q)", got["text"], rev, saved.Revision, base)
	}
	if len(rows) != 1 || rows[0] != (audited{"content.edited", "content:/testimonials/sara", "text.ar"}) {
		t.Errorf("audit rows %v, want one content.edited of /testimonials/sara, text.ar", rows)
	}
	doc, err := s.Working(ctx)
	if err != nil || doc.UpdatedBy != "Layla" {
		t.Errorf("Working: by %q, %v; want Layla", doc.UpdatedBy, err)
	}
	if err := Validate(doc.Body); err != nil {
		t.Errorf("the edited document: %v", err)
	}
}

// TestEditConflict: an edit from a stale base is refused with the item as
// it now is and who changed it; another item's edit from its own base is
// no conflict.
func TestEditConflict(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	first, base := item(t, s, "/testimonials/sara")
	second, _ := item(t, s, "/testimonials/sara")
	other, otherBase := item(t, s, "/testimonials/omar")

	first["name"].(map[string]any)["en"] = "Sara A."
	if _, err := s.Edit(ctx, "/testimonials/sara", raw(t, first), base, testEditor("Layla", &rows)); err != nil {
		t.Fatal(err)
	}
	second["name"].(map[string]any)["en"] = "Sara B."
	_, err := s.Edit(ctx, "/testimonials/sara", raw(t, second), base, testEditor("Omar", &rows))
	var conflict *ConflictError
	if !errors.As(err, &conflict) {
		t.Fatalf("Edit from a stale base = %v, want a conflict", err)
	}
	if conflict.UpdatedBy != "Layla" || conflict.Current.(map[string]any)["name"].(map[string]any)["en"] != "Sara A." || conflict.Revision == base {
		t.Errorf("conflict by %q, current %v, revision %q", conflict.UpdatedBy, conflict.Current, conflict.Revision)
	}
	other["name"].(map[string]any)["fr"] = "Omar F."
	if _, err := s.Edit(ctx, "/testimonials/omar", raw(t, other), otherBase, testEditor("Omar", &rows)); err != nil {
		t.Errorf("editing another item from its base: %v, want no conflict", err)
	}
	got, _ := item(t, s, "/testimonials/sara")
	if got["name"].(map[string]any)["en"] != "Sara A." {
		t.Errorf("after the refused edit the name is %v, want Layla's", got["name"])
	}
	if len(rows) != 2 {
		t.Errorf("audit rows %v, want the two saved edits only", rows)
	}
}

// TestEditDraft: a draft may lack a language; every other rule holds,
// with problems by their path in the document.
func TestEditDraft(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	saved := saveItem(t, s, "/testimonials/sara", testEditor("Layla", &rows), func(v map[string]any) { delete(v["text"].(map[string]any), "fr") })
	if saved.Status["fr"] != StatusMissing || saved.Status["en"] != StatusDone {
		t.Errorf("status %v, want fr missing, en done", saved.Status)
	}
	tests := []struct {
		name string
		edit func(v map[string]any)
		path string
		code string
	}{
		{"too long", func(v map[string]any) { v["country"].(map[string]any)["ar"] = string(make([]rune, 41)) }, "testimonials.1.country.ar", CodeTooLong},
		{"unknown field", func(v map[string]any) { v["x"] = 1 }, "testimonials.1.x", CodeUnknown},
		{"key changed", func(v map[string]any) { v["id"] = "sarah" }, "testimonials.1.id", CodeKeyChanged},
		{"unsafe link", func(v map[string]any) { v["photo"] = "javascript:alert(1)" }, "testimonials.1.photo", CodeInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, base := item(t, s, "/testimonials/sara")
			tt.edit(v)
			_, err := s.Edit(ctx, "/testimonials/sara", raw(t, v), base, testEditor("Layla", &rows))
			var problems validation.Problems
			if !errors.As(err, &problems) || problems[tt.path] != tt.code {
				t.Errorf("Edit = %v, want %s: %s", err, tt.path, tt.code)
			}
		})
	}
	if len(rows) != 1 {
		t.Errorf("audit rows %v, want only the saved draft's", rows)
	}
}

func TestValidateDraft(t *testing.T) {
	doc := edit(t, func(doc map[string]any) {
		delete(at(doc, "faq", 0, "answer"), "tr")
		at(doc, "testimonials", 0, "name")["ar"] = ""
		delete(at(doc, "statistics", 0, "label"), "ar")
	})
	if err := Validate(doc, Draft()); err != nil {
		t.Errorf("Validate(draft lacking languages, Draft()) = %v, want nil", err)
	}
	var problems validation.Problems
	if err := Validate(doc); !errors.As(err, &problems) || len(problems) != 3 {
		t.Errorf("Validate(draft lacking languages) = %v, want the three missing languages", err)
	}
}

// TestStatusOutdated: English changed outdates the other languages; a
// translation catching up is done and outdates nobody.
func TestStatusOutdated(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	ed := testEditor("Layla", &rows)
	v, base := item(t, s, "/testimonials/omar")
	v["text"].(map[string]any)["en"] = "A new English text."
	saved, err := s.Edit(ctx, "/testimonials/omar", raw(t, v), base, ed)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"en": StatusDone, "ar": StatusOutdated, "fr": StatusOutdated, "tr": StatusOutdated}
	if !maps.Equal(saved.Status, want) || strings.Join(saved.Outdated["text"], ",") != "ar,fr,tr" || len(saved.Outdated) != 1 {
		t.Errorf("after English changed: %v, outdated %v; want %v, the text's ar, fr, tr", saved.Status, saved.Outdated, want)
	}
	v["text"].(map[string]any)["ar"] = "نص عربي جديد."
	saved, err = s.Edit(ctx, "/testimonials/omar", raw(t, v), saved.Revision, ed)
	if err != nil {
		t.Fatal(err)
	}
	want["ar"] = StatusDone
	if !maps.Equal(saved.Status, want) {
		t.Errorf("after Arabic caught up: %v, want %v", saved.Status, want)
	}
	st, err := s.Studio(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(st.Status["/testimonials/omar"], want) || !maps.Equal(st.Status["/testimonials/sara"], map[string]string{"en": StatusDone, "ar": StatusDone, "fr": StatusDone, "tr": StatusDone}) {
		t.Errorf("Studio status: omar %v, sara %v", st.Status["/testimonials/omar"], st.Status["/testimonials/sara"])
	}
	// Arabic changed on its own now changes the meaning: English is outdated.
	v["text"].(map[string]any)["ar"] = "نص عربي أحدث."
	saved, err = s.Edit(ctx, "/testimonials/omar", raw(t, v), saved.Revision, ed)
	if err != nil {
		t.Fatal(err)
	}
	if saved.Status["en"] != StatusOutdated || saved.Status["ar"] != StatusDone {
		t.Errorf("after Arabic changed again: %v, want en outdated, ar done", saved.Status)
	}
}

func TestAddRemoveReorder(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	ed := testEditor("Layla", &rows)
	v, _ := item(t, s, "/testimonials/sara")
	if _, err := s.Add(ctx, "testimonials", raw(t, v), ed); !errors.Is(err, ErrDuplicateKey) {
		t.Errorf("Add(duplicate key) = %v, want ErrDuplicateKey", err)
	}
	v["id"] = "nour"
	delete(v["text"].(map[string]any), "tr")
	saved, err := s.Add(ctx, "testimonials", raw(t, v), ed)
	if err != nil || saved.Pointer != "/testimonials/nour" || saved.Status["tr"] != StatusMissing {
		t.Fatalf("Add = %+v, %v; want /testimonials/nour with Turkish missing", saved, err)
	}

	st, _ := s.Studio(ctx)
	keys := []string{"nour", "khalid", "sara", "omar", "fatma", "claire", "yousef"}
	if _, err := s.Reorder(ctx, "testimonials", keys[1:], st.Revisions["/testimonials"], ed); !isProblem(err, "keys", CodeInvalid) {
		t.Errorf("Reorder(a key left out) = %v, want keys: invalid", err)
	}
	if _, err := s.Reorder(ctx, "testimonials", keys, "stale", ed); !isConflict(err) {
		t.Errorf("Reorder(stale base) = %v, want a conflict", err)
	}
	if _, err := s.Reorder(ctx, "testimonials", keys, st.Revisions["/testimonials"], ed); err != nil {
		t.Fatalf("Reorder: %v", err)
	}
	st, _ = s.Studio(ctx)
	if first := st.Doc["testimonials"].([]any)[0].(map[string]any)["id"]; first != "nour" {
		t.Errorf("first testimonial after Reorder: %v, want nour", first)
	}

	if err := s.Remove(ctx, "/testimonials/nour", "stale", ed); !isConflict(err) {
		t.Errorf("Remove(stale base) = %v, want a conflict", err)
	}
	if err := s.Remove(ctx, "/testimonials/nour", st.Revisions["/testimonials/nour"], ed); err != nil {
		t.Fatalf("Remove: %v", err)
	}
	if err := s.Remove(ctx, "/testimonials/nour", st.Revisions["/testimonials/nour"], ed); !errors.Is(err, ErrNoItem) {
		t.Errorf("Remove(removed) = %v, want ErrNoItem", err)
	}
	want := []audited{{"content.added", "content:/testimonials/nour", ""}, {"content.reordered", "content:/testimonials", "nour, khalid, sara, omar, fatma, claire, yousef"}, {"content.removed", "content:/testimonials/nour", ""}}
	if len(rows) != len(want) || rows[0] != want[0] || rows[1] != want[1] || rows[2] != want[2] {
		t.Errorf("audit rows %v, want %v", rows, want)
	}
}

// TestRemoveKeepsMin: the last hero slide cannot go; the page needs one.
func TestRemoveKeepsMin(t *testing.T) {
	s, ctx := studioStore(t)
	one := edit(t, func(doc map[string]any) { doc["heroSlides"] = doc["heroSlides"].([]any)[:1] })
	if err := s.Replace(ctx, one, "import"); err != nil {
		t.Fatal(err)
	}
	_, rev := item(t, s, "/heroSlides/business")
	var rows []audited
	if err := s.Remove(ctx, "/heroSlides/business", rev, testEditor("Layla", &rows)); !isProblem(err, "heroSlides", CodeTooShort) {
		t.Errorf("Remove(the last hero slide) = %v, want heroSlides: too_short", err)
	}
	if _, rev := item(t, s, "/heroSlides/business"); rev == "" || len(rows) != 0 {
		t.Errorf("after the refused removal: revision %q, audit %v", rev, rows)
	}
}

// TestEditObjectFamily: an object family is one item, addressed by name.
func TestEditObjectFamily(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	v, base := item(t, s, "/announcement")
	v["short"].(map[string]any)["tr"] = "Yeni duyuru"
	saved, err := s.Edit(ctx, "/announcement", raw(t, v), base, testEditor("Layla", &rows))
	if err != nil || saved.Pointer != "/announcement" {
		t.Fatalf("Edit(/announcement) = %+v, %v", saved, err)
	}
	if _, err := s.Edit(ctx, "/testimonials", raw(t, v), base, testEditor("Layla", &rows)); !errors.Is(err, ErrNoItem) {
		t.Errorf("Edit(a list family) = %v, want ErrNoItem", err)
	}
	if _, err := s.Edit(ctx, "/nothing/here", raw(t, v), base, testEditor("Layla", &rows)); !errors.Is(err, ErrNoItem) {
		t.Errorf("Edit(unknown) = %v, want ErrNoItem", err)
	}
}

func isProblem(err error, path, code string) bool {
	var problems validation.Problems
	return errors.As(err, &problems) && problems[path] == code
}

func isConflict(err error) bool {
	var conflict *ConflictError
	return errors.As(err, &conflict)
}

// TestConcurrentEditsOfDifferentItems: edits of different items at the
// same moment are applied one after the other; none is lost.
func TestConcurrentEditsOfDifferentItems(t *testing.T) {
	s, ctx := studioStore(t)
	keys := []string{"khalid", "sara", "omar", "fatma"}
	values := make([][]byte, len(keys))
	bases := make([]string, len(keys))
	for i, k := range keys {
		v, base := item(t, s, "/testimonials/"+k)
		v["role"].(map[string]any)["tr"] = "Yeni rol " + k
		values[i], bases[i] = raw(t, v), base
	}
	errs := make(chan error, len(keys))
	for i, k := range keys {
		go func() {
			_, err := s.Edit(ctx, "/testimonials/"+k, values[i], bases[i], Editor{Name: k})
			errs <- err
		}()
	}
	for range keys {
		if err := <-errs; err != nil {
			t.Errorf("Edit: %v", err)
		}
	}
	for _, k := range keys {
		if v, _ := item(t, s, "/testimonials/"+k); v["role"].(map[string]any)["tr"] != "Yeni rol "+k {
			t.Errorf("%s's role after the concurrent edits: %v", k, v["role"])
		}
	}
}

// TestReplaceDatesWhatItChanges: a restore (a whole document, complete)
// that undoes an English edit leaves no language outdated by that edit;
// an item the document no longer holds loses its kept states.
func TestReplaceDatesWhatItChanges(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	ed := testEditor("Layla", &rows)
	if saved := saveItem(t, s, "/testimonials/omar", ed, func(v map[string]any) { v["text"].(map[string]any)["en"] = "A new English text." }); saved.Status["ar"] != StatusOutdated {
		t.Fatalf("after English changed: %v; want Arabic outdated", saved.Status)
	}
	saveItem(t, s, "/testimonials/yousef", ed, func(y map[string]any) { y["text"].(map[string]any)["fr"] = "Un autre texte." })
	restored := edit(t, func(doc map[string]any) {
		list := doc["testimonials"].([]any)
		doc["testimonials"] = list[:len(list)-1] // and the last one gone
	})
	if err := s.Replace(ctx, restored, "Omar"); err != nil {
		t.Fatal(err)
	}
	st, err := s.Studio(ctx)
	if err != nil {
		t.Fatal(err)
	}
	done := map[string]string{"en": StatusDone, "ar": StatusDone, "fr": StatusDone, "tr": StatusDone}
	if !maps.Equal(st.Status["/testimonials/omar"], done) {
		t.Errorf("after the restore: %v, want every language done", st.Status["/testimonials/omar"])
	}
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM content_items WHERE item LIKE '/testimonials/%' AND changed_by = 'Omar'`).Scan(&n); err != nil || n != 1 {
		t.Errorf("got %d items dated by the restore (%v), want the one it changed", n, err)
	}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM content_texts WHERE item = '/testimonials/yousef'`).Scan(&n); err != nil || n != 0 {
		t.Errorf("got %d kept texts of the item the restore took out (%v), want none", n, err)
	}
}

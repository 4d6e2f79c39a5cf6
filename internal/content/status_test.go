package content

import "testing"

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
	if !equalStatus(saved.Status, want) || len(saved.Outdated) != 0 {
		t.Errorf("got %v, outdated %v, want %v and nothing outdated", saved.Status, saved.Outdated, want)
	}
}

// TestMissingWinsOverOutdated: a language missing in one text and
// outdated in another is missing. The missing text (company) comes before
// the outdated one (text) in the order texts are visited, so outdated
// would overwrite it if it could.
func TestMissingWinsOverOutdated(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	v, base := item(t, s, "/testimonials/omar")
	delete(v["company"].(map[string]any), "fr")
	v["text"].(map[string]any)["en"] = "A new English text."
	saved, err := s.Edit(ctx, "/testimonials/omar", raw(t, v), base, testEditor("Layla", &rows))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"en": StatusDone, "ar": StatusOutdated, "fr": StatusMissing, "tr": StatusOutdated}
	if !equalStatus(saved.Status, want) {
		t.Errorf("got %v, want %v", saved.Status, want)
	}
}

// TestEmptyPluralIsMissing: a plural with no forms at all ({}, as a draft
// may hold it) is not written: the language is missing.
func TestEmptyPluralIsMissing(t *testing.T) {
	s, ctx := studioStore(t)
	var rows []audited
	v, base := item(t, s, "/statistics/collaborations")
	v["label"].(map[string]any)["fr"] = map[string]any{}
	saved, err := s.Edit(ctx, "/statistics/collaborations", raw(t, v), base, testEditor("Layla", &rows))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"en": StatusDone, "ar": StatusDone, "fr": StatusMissing, "tr": StatusDone}
	if !equalStatus(saved.Status, want) {
		t.Errorf("got %v, want %v", saved.Status, want)
	}
}

package content

import (
	"strings"
	"testing"
)

// localized is one text in every language of the default document.
func localized(en, ar, fr, tr string) map[string]any {
	return map[string]any{"en": en, "ar": ar, "fr": fr, "tr": tr}
}

// fillStudio gives the studio block its people, city and legal entity, as
// an agency fills them in.
func fillStudio(doc map[string]any) {
	doc["studio"] = map[string]any{
		"people": []any{
			map[string]any{
				"name": localized("Layla Haddad", "ليلى حداد", "Layla Haddad", "Leyla Haddad"),
				"role": localized("Founder and lead designer", "المؤسِّسة ومديرة التصميم", "Fondatrice et directrice artistique", "Kurucu ve baş tasarımcı"),
			},
		},
		"city":  localized("Riyadh", "الرياض", "Riyad", "Riyad"),
		"legal": map[string]any{"name": "Nuqta Studio LLC", "registration": "CR 1010123456"},
	}
}

// TestStudioDefaultIsEmpty: the default document names no one and no place,
// so the about page shows nothing an agency has not filled in.
func TestStudioDefaultIsEmpty(t *testing.T) {
	var doc map[string]any
	edit(t, func(d map[string]any) { doc = d })
	studio := at(doc, "studio")
	if people, _ := studio["people"].([]any); len(people) != 0 || studio["city"] != nil || studio["legal"] != nil {
		t.Errorf("default studio = %v, want no people, city or legal entity", studio)
	}
}

func TestValidateStudioFilled(t *testing.T) {
	if err := Validate(edit(t, fillStudio)); err != nil {
		t.Errorf("Validate(filled studio) = %v, want nil", err)
	}
	// The registration number is optional within the legal entity.
	if err := Validate(edit(t, func(doc map[string]any) { fillStudio(doc); delete(at(doc, "studio", "legal"), "registration") })); err != nil {
		t.Errorf("Validate(legal entity without registration) = %v, want nil", err)
	}
}

// TestValidateStudio: each problem of the studio block under its JSON path.
func TestValidateStudio(t *testing.T) {
	tests := []oneProblem{
		{"a person's name missing a language", func(doc map[string]any) { delete(at(doc, "studio", "people", 0, "name"), "ar") }, "studio.people.0.name.ar", CodeRequired},
		{"a role too long", func(doc map[string]any) { at(doc, "studio", "people", 0, "role")["fr"] = strings.Repeat("é", 81) }, "studio.people.0.role.fr", CodeTooLong},
		{"a person without a role", func(doc map[string]any) { delete(at(doc, "studio", "people", 0), "role") }, "studio.people.0.role", CodeRequired},
		{"too many people", func(doc map[string]any) {
			s := at(doc, "studio")
			person := s["people"].([]any)[0]
			s["people"] = []any{}
			for range 13 {
				s["people"] = append(s["people"].([]any), person)
			}
		}, "studio.people", CodeTooLong},
		{"a city empty in one language", func(doc map[string]any) { at(doc, "studio", "city")["tr"] = "" }, "studio.city.tr", CodeRequired},
		{"a legal entity without a name", func(doc map[string]any) { delete(at(doc, "studio", "legal"), "name") }, "studio.legal.name", CodeRequired},
		{"a legal name too long", func(doc map[string]any) { at(doc, "studio", "legal")["name"] = strings.Repeat("x", 121) }, "studio.legal.name", CodeTooLong},
		{"an unknown field", func(doc map[string]any) { at(doc, "studio")["address"] = "1 Main St" }, "studio.address", CodeUnknown},
		{"missing family", func(doc map[string]any) { delete(doc, "studio") }, "studio", CodeRequired},
	}
	checkOneProblem(t, tests, fillStudio)
}

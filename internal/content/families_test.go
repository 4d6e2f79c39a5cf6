package content

import (
	"slices"
	"strings"
	"testing"

	"agencysite/web"
)

// TestValidateMovedFamilies: statistics, services, the privacy policy and
// the terms are checked like every family, each problem under its JSON
// path: a missing language, a text too long, unsafe HTML, an id the schema
// does not know or a duplicate one, a plural form missing or extra.
func TestValidateMovedFamilies(t *testing.T) {
	tests := []oneProblem{
		{"statistic: a language missing", func(doc map[string]any) { delete(at(doc, "statistics", 0, "label"), "fr") }, "statistics.0.label.fr", CodeRequired},
		{"statistic: an Arabic plural form missing", func(doc map[string]any) { delete(at(doc, "statistics", 1, "label", "ar"), "two") }, "statistics.1.label.ar.two", CodeRequired},
		{"statistic: a form English has not", func(doc map[string]any) { at(doc, "statistics", 1, "label", "en")["few"] = "App downloads" }, "statistics.1.label.en.few", CodeUnknown},
		{"statistic: a label too long", func(doc map[string]any) { at(doc, "statistics", 2, "label", "tr")["other"] = strings.Repeat("y", 41) }, "statistics.2.label.tr.other", CodeTooLong},
		{"statistic: a negative number", func(doc map[string]any) { at(doc, "statistics", 3)["value"] = -1 }, "statistics.3.value", CodeOutOfRange},
		{"statistic: an unknown id", func(doc map[string]any) { at(doc, "statistics", 0)["id"] = "likes" }, "statistics.0.id", CodeUnknownID},
		{"service: a name's language missing", func(doc map[string]any) { delete(at(doc, "services", "names", 4, "name"), "ar") }, "services.names.4.name.ar", CodeRequired},
		{"service: a name too long", func(doc map[string]any) { at(doc, "services", "names", 0, "name")["fr"] = strings.Repeat("é", 61) }, "services.names.0.name.fr", CodeTooLong},
		{"service: an id the form does not know", func(doc map[string]any) { at(doc, "services", "names", 8)["id"] = "games" }, "services.names.8.id", CodeUnknownID},
		{"service: an id twice", func(doc map[string]any) { at(doc, "services", "names", 1)["id"] = "construction-real-estate" }, "services.names.1.id", CodeDuplicateID},
		{"service: a card's sector twice", func(doc map[string]any) { at(doc, "services", "cards", 5)["id"] = "religious" }, "services.cards.5.id", CodeDuplicateID},
		{"service: an offering's text too long", func(doc map[string]any) {
			at(doc, "services", "offerings", 2, "text")["tr"] = strings.Repeat("ş", 241)
		}, "services.offerings.2.text.tr", CodeTooLong},
		{"privacy: unsafe HTML", func(doc map[string]any) {
			at(doc, "privacy", "sections", 0, "body")["en"] = `<p onclick="steal()">We collect</p>`
		}, "privacy.sections.0.body.en", CodeUnsafeHTML},
		{"privacy: a link", func(doc map[string]any) {
			at(doc, "privacy", "sections", 1, "body")["ar"] = `<p><a href="http://x.test">هنا</a></p>`
		}, "privacy.sections.1.body.ar", CodeUnsafeHTML},
		{"privacy: an unclosed paragraph", func(doc map[string]any) { at(doc, "privacy", "sections", 2, "body")["fr"] = `<p>Partage` }, "privacy.sections.2.body.fr", CodeUnsafeHTML},
		{"privacy: an intro's language missing", func(doc map[string]any) { delete(at(doc, "privacy", "intro"), "tr") }, "privacy.intro.tr", CodeRequired},
		{"privacy: a malformed date", func(doc map[string]any) { at(doc, "privacy")["updated"] = "November 2026" }, "privacy.updated", CodeInvalid},
		{"terms: a title too long", func(doc map[string]any) { at(doc, "terms", "sections", 3, "title")["en"] = strings.Repeat("t", 81) }, "terms.sections.3.title.en", CodeTooLong},
		{"terms: a section twice", func(doc map[string]any) { at(doc, "terms", "sections", 1)["id"] = "accept" }, "terms.sections.1.id", CodeDuplicateID},
		{"terms: a script", func(doc map[string]any) {
			at(doc, "terms", "sections", 0, "body")["tr"] = `<p>Kabul</p><script>alert(1)</script>`
		}, "terms.sections.0.body.tr", CodeUnsafeHTML},
	}
	checkOneProblem(t, tests, nil)
}

// TestPluralsNameEveryLanguage: schema.json's plurals has the categories
// of every language of site.json, and only those (web/app/content's
// Vitest checks them against Intl.PluralRules).
func TestPluralsNameEveryLanguage(t *testing.T) {
	for lang, cats := range plurals() {
		if len(cats) == 0 || !slices.Contains(cats, "other") {
			t.Errorf("plurals.%s = %v, want at least other", lang, cats)
		}
	}
	for _, lang := range web.Site().Languages {
		if _, ok := plurals()[lang]; !ok {
			t.Errorf("plurals has no %s", lang)
		}
	}
}

package content

import (
	"slices"
	"strings"
	"testing"

	"agencysite/web"
)

// TestPagesOneEveryPage: the pages family has an item for every page of
// site.json and for the booking's manage page, which site.json leaves out
// of the sitemap (its search title, description and share text), and the
// schema's ids are those pages.
func TestPagesOneEveryPage(t *testing.T) {
	want := append(slices.Clone(web.Site().Pages), "book-manage")
	if got := schema().Fields["pages"].Of.Fields["id"].Values; !slices.Equal(got, want) {
		t.Errorf("schema.json's pages.id values %v, want %v", got, want)
	}
	var doc map[string]any
	edit(t, func(d map[string]any) { doc = d })
	ids := []string{}
	for _, p := range doc["pages"].([]any) {
		ids = append(ids, p.(map[string]any)["id"].(string))
	}
	if !slices.Equal(ids, want) {
		t.Errorf("default pages %v, want %v", ids, want)
	}
	checkOneProblem(t, []oneProblem{
		{"a page without its search title in French", func(d map[string]any) {
			delete(d["pages"].([]any)[2].(map[string]any)["title"].(map[string]any), "fr")
		}, "pages.2.title.fr", CodeRequired},
		{"a footer tagline too long", func(d map[string]any) {
			d["footer"].(map[string]any)["tagline"].(map[string]any)["en"] = strings.Repeat("a", 161)
		}, "footer.tagline.en", CodeTooLong},
	}, nil)
}

// TestSectionsAndCalls: every section's heading and every call to action
// is in the default document, once each, and a call (an offer's too) leads
// only to a target the site has (the form, the booking page, WhatsApp or
// e-mail), with a label in every language.
func TestSectionsAndCalls(t *testing.T) {
	var doc map[string]any
	edit(t, func(d map[string]any) { doc = d })
	for _, family := range []string{"sections", "calls"} {
		ids := []string{}
		for _, item := range doc[family].([]any) {
			ids = append(ids, item.(map[string]any)["id"].(string))
		}
		if want := schema().Fields[family].Of.Fields["id"].Values; !slices.Equal(ids, want) {
			t.Errorf("default %s %v, want one each of %v", family, ids, want)
		}
	}
	checkOneProblem(t, []oneProblem{
		{"a call to action leading to a page the site has not", func(d map[string]any) {
			d["calls"].([]any)[0].(map[string]any)["target"] = "newsletter"
		}, "calls.0.target", CodeUnknownID},
		{"a call to action without its Turkish label", func(d map[string]any) {
			delete(d["calls"].([]any)[1].(map[string]any)["label"].(map[string]any), "tr")
		}, "calls.1.label.tr", CodeRequired},
		{"a section without its heading", func(d map[string]any) {
			delete(d["sections"].([]any)[2].(map[string]any), "heading")
		}, "sections.2.heading", CodeRequired},
		{"an offer's call leading to a page the site has not", func(d map[string]any) {
			d["services"].(map[string]any)["offerings"].([]any)[1].(map[string]any)["target"] = "shop"
		}, "services.offerings.1.target", CodeUnknownID},
		{"a consultation point without its Arabic text", func(d map[string]any) {
			delete(section(d, "consultation")["points"].([]any)[0].(map[string]any)["text"].(map[string]any), "ar")
		}, "sections.8.points.0.text.ar", CodeRequired},
		{"a contact card for a way to reach the agency the page has not", func(d map[string]any) {
			section(d, "contact-options")["cards"].([]any)[3].(map[string]any)["id"] = "fax"
		}, "sections.10.cards.3.id", CodeUnknownID},
		{"the contact page with a card missing", func(d map[string]any) {
			options := section(d, "contact-options")
			options["cards"] = options["cards"].([]any)[:3]
		}, "sections.10.cards", CodeTooShort},
	}, nil)
}

// TestSectionLists: the default document gives the consultation form its
// three ticked points and the contact page one card per way to reach the
// agency, in the order the page shows them.
func TestSectionLists(t *testing.T) {
	var doc map[string]any
	edit(t, func(d map[string]any) { doc = d })
	if points := section(doc, "consultation")["points"].([]any); len(points) != 3 {
		t.Errorf("consultation points = %d, want 3", len(points))
	}
	ids := []string{}
	for _, card := range section(doc, "contact-options")["cards"].([]any) {
		ids = append(ids, card.(map[string]any)["id"].(string))
	}
	if want := []string{"whatsapp", "email", "phone", "meeting"}; !slices.Equal(ids, want) {
		t.Errorf("contact cards %v, want %v", ids, want)
	}
}

// section is the item of the sections family with that id.
func section(doc map[string]any, id string) map[string]any {
	for _, item := range doc["sections"].([]any) {
		if s := item.(map[string]any); s["id"] == id {
			return s
		}
	}
	panic("no section " + id)
}

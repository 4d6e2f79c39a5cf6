package analytics

import (
	"fmt"
	"regexp"
	"testing"

	"agencysite/internal/wordfile"
	"agencysite/web"
)

// TestWordsForEveryCode: every event of the catalogue, every value of its
// enums the dashboard lists (sections, channels, screens) and every device
// has words in every language of the site, and no words are left as a code.
func TestWordsForEveryCode(t *testing.T) {
	cat, err := LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	enum := func(event, prop string) []string {
		var out []string
		for _, v := range cat.Events[event].Props[prop].Enum {
			out = append(out, fmt.Sprint(v))
		}
		return out
	}
	code := regexp.MustCompile(`^[a-z0-9]+(_[a-z0-9]+)+$`)
	for _, lang := range web.Site().Languages {
		w, ok := words[lang]
		if !ok {
			t.Errorf("words.json lacks %s", lang)
			continue
		}
		check := func(what string, m map[string]string, codes []string) {
			for _, c := range codes {
				if m[c] == "" || code.MatchString(m[c]) {
					t.Errorf("%s: %s %s has no words (got %q)", lang, what, c, m[c])
				}
			}
		}
		check("event", w.Events, cat.Names())
		check("section", w.Sections, enum("section_view", "section"))
		check("channel", w.Channels, enum("outbound_click", "channel"))
		check("screen", w.Screens, []string{"s", "m", "l", "xl"})
		check("device", w.Devices, []string{"mobile", "tablet", "desktop", "other"})
		for c := range words["en"].Buttons {
			check("button", w.Buttons, []string{c})
		}
		for c := range words["en"].Columns {
			check("column", w.Columns, []string{c})
		}
		if w.Direct == "" || w.Unknown == "" {
			t.Errorf("%s: direct or unknown missing", lang)
		}
	}
}

func TestWordFallsBackToTheCode(t *testing.T) {
	if got := wordfile.Word(WordsFor("fr").Buttons, "whatsapp_float"); got != "Bouton WhatsApp flottant" {
		t.Errorf("got %q, want the French words", got)
	}
	if got := wordfile.Word(WordsFor("xx").Events, "page_view"); got != "Page view" {
		t.Errorf("got %q, want English for an unknown language", got)
	}
	if got := wordfile.Word(WordsFor("en").Buttons, "brand_new"); got != "brand_new" {
		t.Errorf("got %q, want the code itself", got)
	}
	if got := WordsFor("tr").Column("day", "Europe/Istanbul"); got != "Gün (Europe/Istanbul)" {
		t.Errorf("got %q", got)
	}
}

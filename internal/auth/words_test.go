package auth

import (
	"maps"
	"regexp"
	"slices"
	"testing"
)

// verbs are a text's fmt verbs: a translation filling other ones would
// print "%!s(MISSING)" or lose the link.
var verbs = regexp.MustCompile(`%(\[\d\])?[sd]`)

// TestWordsHaveEveryTextInEveryLanguage: each back-office language of
// words.json has every sign-in mail, none empty, with English's verbs.
func TestWordsHaveEveryTextInEveryLanguage(t *testing.T) {
	en := allWords["en"]
	for _, lang := range []string{"en", "ar", "fr", "tr"} {
		w, ok := allWords[lang]
		if !ok {
			t.Errorf("words.json lacks %s", lang)
			continue
		}
		if !slices.Equal(slices.Sorted(maps.Keys(w.Security)), slices.Sorted(maps.Keys(en.Security))) {
			t.Errorf("%s: got security notices %v, want English's %v", lang, slices.Sorted(maps.Keys(w.Security)), slices.Sorted(maps.Keys(en.Security)))
		}
		if w.SecurityFooter == "" {
			t.Errorf("%s: no securityFooter", lang)
		}
		texts := map[string][2]mailText{"invitation": {w.Invitation, en.Invitation}, "reset": {w.Reset, en.Reset}}
		for what, m := range w.Security {
			texts[what] = [2]mailText{m, en.Security[what]}
		}
		for what, pair := range texts {
			got, want := pair[0], pair[1]
			if got.Subject == "" || got.Text == "" {
				t.Errorf("%s %s: got subject %q and text %q, want both written", lang, what, got.Subject, got.Text)
			}
			if g, w := verbSet(got), verbSet(want); !slices.Equal(g, w) {
				t.Errorf("%s %s: got verbs %v, want English's %v", lang, what, g, w)
			}
		}
	}
}

func verbSet(m mailText) []string {
	found := verbs.FindAllString(m.Subject+m.Text, -1)
	slices.Sort(found)
	return slices.Compact(found)
}

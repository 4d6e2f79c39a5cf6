package reports

import (
	_ "embed"
	"strconv"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"agencysite/internal/wordfile"
)

//go:embed words.json
var wordsJSON []byte

// words are one language's texts (words.json).
type words struct {
	lang    string
	Phrases map[string]string            `json:"phrases"`
	Plurals map[string]map[string]string `json:"plurals"`
}

var allWords = wordfile.MustParse[words]("reports: words.json", wordsJSON)

// wordsIn returns lang's words, English for a language without them.
func wordsIn(lang string) words {
	w := allWords.In(lang)
	w.lang = allWords.Lang(lang)
	return w
}

// ltr isolates a left-to-right run (a path, a date, a time zone) in a
// right-to-left language's line, so that it reads whole where it stands:
// Unicode's isolates, which mail clients honour in text and HTML alike.
func (w words) ltr(s string) string {
	if direction(w.lang) != "rtl" {
		return s
	}
	return "\u2066" + s + "\u2069"
}

// isolated is ltr for a text of either direction (a person's name).
func (w words) isolated(s string) string {
	if direction(w.lang) != "rtl" {
		return s
	}
	return "\u2068" + s + "\u2069"
}

// say is the phrase key with each {name} of vars (name, value, …) filled in.
func (w words) say(key string, vars ...string) string {
	for i := 0; i < len(vars); i += 2 {
		vars[i] = "{" + vars[i] + "}"
	}
	return strings.NewReplacer(vars...).Replace(w.Phrases[key])
}

// forms are CLDR's plural categories by x/text's Form.
var forms = map[plural.Form]string{plural.Zero: "zero", plural.One: "one", plural.Two: "two",
	plural.Few: "few", plural.Many: "many", plural.Other: "other"}

// count is the plural key's form for n in w's language, n filled in.
func (w words) count(key string, n int64) string {
	form := plural.Cardinal.MatchPlural(language.Make(w.lang), int(n), 0, 0, 0, 0)
	text, ok := w.Plurals[key][forms[form]]
	if !ok {
		text = w.Plurals[key]["other"]
	}
	return strings.ReplaceAll(text, "{n}", strconv.FormatInt(n, 10))
}

// change says how n compares with prev, the week before's.
func (w words) change(n, prev int64) string {
	switch {
	case n == prev:
		return w.say("same")
	case prev == 0:
		return w.say("firstSince")
	}
	pct := (n - prev) * 100 / prev
	sign := "+"
	if n < prev {
		sign = "−"
		pct = -pct
	}
	return w.say("change", "pct", sign+strconv.FormatInt(pct, 10)+"%", "prev", strconv.FormatInt(prev, 10))
}

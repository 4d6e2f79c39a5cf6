package analytics

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

//go:embed words.json
var wordsJSON []byte

// Words are what the back office shows instead of a code, in one language
// (words.json): the dashboard and the WhatsApp reference screen read the same
// file, and the CSV exports through Words.
type Words struct {
	Events   map[string]string `json:"events"`
	Buttons  map[string]string `json:"buttons"`
	Channels map[string]string `json:"channels"`
	Sections map[string]string `json:"sections"`
	Devices  map[string]string `json:"devices"`
	Screens  map[string]string `json:"screens"`
	Columns  map[string]string `json:"columns"`
	Direct   string            `json:"direct"`
	Unknown  string            `json:"unknown"`
}

var words = mustParseWords(wordsJSON)

func mustParseWords(b []byte) map[string]Words {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		panic(fmt.Sprintf("analytics: words.json: %v", err))
	}
	out := map[string]Words{}
	for lang, r := range raw {
		if lang == "description" {
			continue
		}
		var w Words
		if err := json.Unmarshal(r, &w); err != nil {
			panic(fmt.Sprintf("analytics: words.json: %s: %v", lang, err))
		}
		out[lang] = w
	}
	return out
}

// WordsFor returns lang's words, English for a language words.json lacks.
func WordsFor(lang string) Words {
	if w, ok := words[lang]; ok {
		return w
	}
	return words["en"]
}

// Word is m's words for code, or the code itself when m has none (a button
// the site started sending after this build): shown, never lost.
func Word(m map[string]string, code string) string {
	if s, ok := m[code]; ok {
		return s
	}
	return code
}

// Column is the header of a CSV column, the site's time zone put in.
func (w Words) Column(key, zone string) string {
	return strings.ReplaceAll(Word(w.Columns, key), "{zone}", zone)
}

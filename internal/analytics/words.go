package analytics

import (
	_ "embed"
	"strings"

	"agencysite/internal/wordfile"
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

var words = wordfile.MustParse[Words]("analytics: words.json", wordsJSON)

// WordsFor returns lang's words, English for a language words.json lacks.
func WordsFor(lang string) Words { return words.In(lang) }

// Column is the header of a CSV column, the site's time zone put in.
func (w Words) Column(key, zone string) string {
	return strings.ReplaceAll(wordfile.Word(w.Columns, key), "{zone}", zone)
}

// Package wordfile reads the word files of the server's own texts: a
// package's words.json holds one object per language (and a "description"
// for whoever edits it), embedded in the binary. A language a file lacks
// reads English.
package wordfile

import (
	"encoding/json"
	"fmt"
)

// Languages are one word file's words by language.
type Languages[W any] map[string]W

// MustParse reads the word file b, which name names in a panic: an
// embedded file that does not parse is a build's mistake, which the
// package's first test shows.
func MustParse[W any](name string, b []byte) Languages[W] {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		panic(fmt.Sprintf("%s: %v", name, err))
	}
	out := Languages[W]{}
	for lang, r := range raw {
		if lang == "description" {
			continue
		}
		var w W
		if err := json.Unmarshal(r, &w); err != nil {
			panic(fmt.Sprintf("%s: %s: %v", name, lang, err))
		}
		out[lang] = w
	}
	return out
}

// Lang is lang when the file has its words, else English.
func (l Languages[W]) Lang(lang string) string {
	if _, ok := l[lang]; ok {
		return lang
	}
	return "en"
}

// In returns lang's words, English for a language the file lacks.
func (l Languages[W]) In(lang string) W { return l[l.Lang(lang)] }

// Word is m's word for code, or the code itself when m has none (a value
// newer than the file): shown, never lost.
func Word(m map[string]string, code string) string {
	if s, ok := m[code]; ok {
		return s
	}
	return code
}

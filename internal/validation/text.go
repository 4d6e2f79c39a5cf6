package validation

import (
	"regexp"
	"unicode"
	"unicode/utf8"
)

// Text kinds for CleanText.
const (
	// OneLine is a name, an address, a path: shown on one line, some of it
	// in mail headers.
	OneLine = false
	// MultiLine is a message: line breaks and tabs are its own.
	MultiLine = true
)

// encodedWord is an RFC 2047 encoded word, "=?charset?B?…?=": a mail client
// decodes it in a header, so in a name it could smuggle a line break (and
// a forged header) past every check of the raw text.
var encodedWord = regexp.MustCompile(`=\?[^?\s]*\?[bBqQ]\?[^?\s]*\?=`)

// CleanText reports whether s is text a visitor may send: valid UTF-8
// without control characters (C0, DEL, C1; a multi-line text keeps line
// breaks and tabs), line or paragraph separators, or bidirectional
// overrides and isolates (U+202A–202E, U+2066–2069), which make text read
// otherwise than it is stored, or noncharacters (U+FDD0–FDEF, U+FFFE,
// U+FFFF and their kin in every plane). One-line text also refuses zero-width
// characters (U+200B–200D, U+2060, U+FEFF), which make two different
// names or addresses look alike (a message keeps them: emoji sequences
// need the joiner), and RFC 2047 encoded words. PostgreSQL cannot store
// NUL at all, and a terminal obeys the escape sequences controls make.
func CleanText(s string, multiline bool) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		switch {
		case multiline && (r == '\n' || r == '\r' || r == '\t'):
		case unicode.IsControl(r), r == '\u2028', r == '\u2029':
			return false
		case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069':
			return false
		case r >= '\uFDD0' && r <= '\uFDEF', r&0xFFFE == 0xFFFE: // noncharacters: never text
			return false
		case !multiline && (r >= '\u200B' && r <= '\u200D' || r == '\u2060' || r == '\uFEFF'):
			return false
		}
	}
	return multiline || !encodedWord.MatchString(s)
}

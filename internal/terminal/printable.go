// Package terminal makes text from visitors safe to print on an operator's
// terminal.
package terminal

import (
	"fmt"
	"strings"
	"unicode"
)

// Printable returns s with every control character (C0, DEL, C1) and every
// invisible format character (bidi overrides, zero-width characters) written
// as a visible \u escape. Stored text comes from visitors: printed raw, an
// escape sequence could retitle, clear or rewrite the operator's terminal,
// and a bidi override could make one row read as another.
func Printable(s string) string {
	clean := true
	for _, r := range s {
		if hidden(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if hidden(r) {
			fmt.Fprintf(&b, `\u%04x`, r)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func hidden(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == '\u2028' || r == '\u2029' || r == unicode.ReplacementChar
}

package content

import (
	"strings"
	"testing"
)

// TestValidateAnnouncement: the announcement bar's texts are checked like
// every text, each problem under its JSON path.
func TestValidateAnnouncement(t *testing.T) {
	tests := []oneProblem{
		{"missing language", func(doc map[string]any) { delete(at(doc, "announcement", "short"), "tr") }, "announcement.short.tr", CodeRequired},
		{"too long", func(doc map[string]any) { at(doc, "announcement", "text")["ar"] = strings.Repeat("ب", 201) }, "announcement.text.ar", CodeTooLong},
		{"missing field", func(doc map[string]any) { delete(at(doc, "announcement"), "text") }, "announcement.text", CodeRequired},
		{"missing family", func(doc map[string]any) { delete(doc, "announcement") }, "announcement", CodeRequired},
	}
	checkOneProblem(t, tests, nil)
}

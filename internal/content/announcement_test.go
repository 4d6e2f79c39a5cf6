package content

import (
	"errors"
	"strings"
	"testing"

	"agencysite/internal/validation"
)

// TestValidateAnnouncement: the announcement bar's texts are checked like
// every text, each problem under its JSON path.
func TestValidateAnnouncement(t *testing.T) {
	tests := []struct {
		name string
		edit func(doc map[string]any)
		path string
		code string
	}{
		{"missing language", func(doc map[string]any) { delete(at(doc, "announcement", "short"), "tr") }, "announcement.short.tr", CodeRequired},
		{"too long", func(doc map[string]any) { at(doc, "announcement", "text")["ar"] = strings.Repeat("ب", 201) }, "announcement.text.ar", CodeTooLong},
		{"missing field", func(doc map[string]any) { delete(at(doc, "announcement"), "text") }, "announcement.text", CodeRequired},
		{"missing family", func(doc map[string]any) { delete(doc, "announcement") }, "announcement", CodeRequired},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var problems validation.Problems
			if err := Validate(edit(t, tt.edit)); !errors.As(err, &problems) {
				t.Fatalf("Validate = %v, want problems", err)
			}
			if problems[tt.path] != tt.code || len(problems) != 1 {
				t.Errorf("problems %v, want only %s: %s", problems, tt.path, tt.code)
			}
		})
	}
}

package leads

import (
	"context"
	"strings"
	"testing"
)

// TestValidSpeaksTheSchema: every field Valid names and every code it
// answers with is in schema.json, which the form is typed from.
func TestValidSpeaksTheSchema(t *testing.T) {
	s := LeadSchema()
	for _, code := range []string{CodeRequired, CodeTooShort, CodeTooLong, CodeInvalid, CodeUnknown} {
		if _, ok := s.ProblemCodes[code]; !ok {
			t.Errorf("problem code %q is not in schema.json", code)
		}
	}
	leadsToCheck := []Lead{
		{},
		{Name: "A", Email: "x", Phone: "1", Company: strings.Repeat("c", 201), Service: "x", Budget: "x",
			ContactMethod: "x", MeetingTime: strings.Repeat("m", 201), Message: "short", PagePath: "x"},
	}
	for _, l := range leadsToCheck {
		for field, code := range l.Valid(context.Background()) {
			if _, ok := s.Fields[field]; !ok {
				t.Errorf("Valid names field %q, which schema.json lacks", field)
			}
			if _, ok := s.ProblemCodes[code]; !ok {
				t.Errorf("Valid answers %s: %q, a code schema.json lacks", field, code)
			}
		}
	}
}

func TestParseSchemaRefusesBrokenRules(t *testing.T) {
	tests := []struct {
		name, json, wantErr string
	}{
		{"bad pattern", `{"fields":{"phone":{"pattern":"("}}}`, "field phone"},
		{"unknown option list", `{"fields":{"service":{"options":"nope"}}}`, "no option list"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := parseSchema([]byte(tt.json)); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("got %v, want an error containing %q", err, tt.wantErr)
			}
		})
	}
}

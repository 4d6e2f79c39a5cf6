package validation

import (
	"errors"
	"fmt"
	"testing"
)

func TestProblems(t *testing.T) {
	tests := []struct {
		name    string
		fill    func(Problems)
		wantErr string // "" for no error
	}{
		{"none", func(Problems) {}, ""},
		{"empty code is no problem", func(p Problems) { p.Add("name", "") }, ""},
		{"sorted by field", func(p Problems) { p.Add("name", "required"); p.Add("email", "invalid") }, "email: invalid; name: required"},
		{"prefixed", func(p Problems) { p.AddAll("events.1.", Problems{"name": "unknown"}) }, "events.1.name: unknown"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Problems{}
			tt.fill(p)
			err := p.Err()
			if tt.wantErr == "" {
				if err != nil {
					t.Errorf("got %v, want no error", err)
				}
				return
			}
			if err == nil || err.Error() != tt.wantErr {
				t.Fatalf("got %v, want %v", err, tt.wantErr)
			}
			var got Problems
			if !errors.As(fmt.Errorf("store: create: %w", err), &got) || len(got) != len(p) {
				t.Errorf("got %v through a wrapped error, want %v", got, p)
			}
		})
	}
}

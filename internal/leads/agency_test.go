package leads_test

import (
	"testing"

	"agencysite/internal/leads"
)

func TestAgencyEmail(t *testing.T) {
	tests := []struct {
		name, variant, want string
	}{
		{"the default site", "default", "hello@example.com"},
		{"the site under /a/", "a", "a.team@example.com"},
		{"an unknown variant gets the default", "z", "hello@example.com"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := leads.AgencyEmail(tt.variant); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

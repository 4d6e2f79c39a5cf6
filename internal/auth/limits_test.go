package auth_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"agencysite/internal/auth"
	"agencysite/internal/auth/passkeytest"
	"agencysite/web"
)

// TestNamesHoldToLimitsJSON: a team member's name and a passkey's are as
// long as web/app/config/limits.json says, the numbers the back office's
// forms read too (issue 36, item 4): the limit passes, one character more
// is refused. A number written again here would differ once the file
// changes.
func TestNamesHoldToLimitsJSON(t *testing.T) {
	ctx := context.Background()
	s, _, _, u, actor := newStoreWithOwner(t)
	limits := web.Limits()
	rename := func(name string) error {
		_, err := s.UpdateProfile(ctx, u.ID, &name, nil)
		return err
	}
	namePasskey := func(name string) error {
		_, _, err := tryAddPasskey(t, s, actor, &passkeytest.Authenticator{Origin: origin}, name)
		return err
	}
	tests := []struct {
		name  string
		write func(string) error
		max   int
	}{
		{"a team member's name", rename, limits.UserNameMax},
		{"a passkey's name", namePasskey, limits.PasskeyNameMax},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p auth.Problems
			if err := tt.write(strings.Repeat("é", tt.max+1)); !errors.As(err, &p) || p["name"] != "too_long" {
				t.Errorf("%d characters: got %v, want name too_long", tt.max+1, err)
			}
			if err := tt.write(strings.Repeat("é", tt.max)); err != nil {
				t.Errorf("%d characters: got %v, want it kept", tt.max, err)
			}
		})
	}
}

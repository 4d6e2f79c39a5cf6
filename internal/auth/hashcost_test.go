package auth_test

import (
	"context"
	"strings"
	"testing"

	"agencysite/internal/auth"
	"agencysite/internal/database/dbtest"
)

// TestStoreHashesAtFullCostByDefault: a store given no HashCost (every
// server's) writes OWASP's argon2id cost; the tests' cheaper cost is
// written as such, and a password hashed at either cost signs in.
func TestStoreHashesAtFullCostByDefault(t *testing.T) {
	tests := []struct {
		name   string
		cost   auth.HashCost
		prefix string
	}{
		{"no cost given: the production cost", auth.HashCost{}, "$argon2id$v=19$m=19456,t=2,p=1$"},
		{"the tests' cost", cheapHash, "$argon2id$v=19$m=8,t=1,p=1$"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			db := dbtest.Open(t)
			s, err := auth.NewStore(db, auth.Options{Languages: []string{"en"}, HashCost: tt.cost})
			if err != nil {
				t.Fatal(err)
			}
			setupOwner(t, s)
			var hash string
			if err := db.QueryRowContext(ctx, `SELECT password_hash FROM users`).Scan(&hash); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(hash, tt.prefix) {
				t.Errorf("got %q, want %s…", hash, tt.prefix)
			}
			if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "a"}); err != nil {
				t.Errorf("sign-in: got %v, want a session", err)
			}
		})
	}
}

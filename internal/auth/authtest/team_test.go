package authtest

import (
	"context"
	"errors"
	"testing"

	"agencysite/internal/auth"
)

func TestTeam(t *testing.T) {
	ctx := context.Background()
	tm := Team{"b": {ID: "b", Name: "Bea"}, "a": {ID: "a", Name: "Ada"}}
	if u, err := tm.User(ctx, "b"); err != nil || u.Name != "Bea" {
		t.Errorf("User(b): got %+v, %v; want Bea", u, err)
	}
	if _, err := tm.User(ctx, "c"); !errors.Is(err, auth.ErrNotFound) {
		t.Errorf("User(c): got %v, want auth.ErrNotFound", err)
	}
	all, err := tm.Users(ctx)
	if err != nil || len(all) != 2 || all[0].ID != "a" || all[1].ID != "b" {
		t.Errorf("Users: got %+v, %v; want a then b", all, err)
	}
}

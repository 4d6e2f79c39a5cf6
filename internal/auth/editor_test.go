package auth_test

import (
	"context"
	"errors"
	"testing"

	"agencysite/internal/auth"
)

// TestEditorRole: an editor is invited, joins, and is made a member and an
// editor again like any role; the last owner still cannot become an editor.
func TestEditorRole(t *testing.T) {
	ctx := context.Background()
	s, _, _, owner, actor := newStoreWithOwner(t)
	inv, link, err := s.Invite(ctx, actor, "lina@example.com", auth.RoleEditor, "en")
	if err != nil || inv.Role != auth.RoleEditor {
		t.Fatalf("got %+v %v, want an editor's invitation", inv, err)
	}
	lina, _, err := s.AcceptInvitation(ctx, tokenOf(link), auth.NewUser{Name: "Lina", Password: "content team passphrase"}, "a", "d")
	if err != nil || lina.Role != auth.RoleEditor {
		t.Fatalf("got %+v %v, want Lina an editor", lina, err)
	}
	if u, err := s.SetRole(ctx, actor, lina.ID, auth.RoleMember); err != nil || u.Role != auth.RoleMember {
		t.Errorf("got %+v %v, want Lina a member", u, err)
	}
	if u, err := s.SetRole(ctx, actor, lina.ID, auth.RoleEditor); err != nil || u.Role != auth.RoleEditor {
		t.Errorf("got %+v %v, want Lina an editor again", u, err)
	}
	if _, err := s.SetRole(ctx, actor, owner.ID, auth.RoleEditor); !errors.Is(err, auth.ErrLastOwner) {
		t.Errorf("got %v, want the last owner kept", err)
	}
	if _, err := s.SetRole(ctx, actor, lina.ID, "publisher"); err == nil {
		t.Error("got an unknown role accepted")
	}
	for role, want := range map[string]bool{auth.RoleOwner: true, auth.RoleEditor: true, auth.RoleMember: false, "": false} {
		if auth.CanPublish(role) != want {
			t.Errorf("CanPublish(%q) = %v, want %v", role, !want, want)
		}
	}
}

package auth_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"agencysite/internal/auth"
)

func TestInvitation(t *testing.T) {
	tests := []struct {
		name     string
		wait     time.Duration
		revoke   bool
		useTwice bool
		want     error
	}{
		{name: "accepted at once"},
		{name: "accepted after 71 hours", wait: 71 * time.Hour},
		{name: "expired after 72 hours", wait: 72 * time.Hour, want: auth.ErrLinkInvalid},
		{name: "revoked", revoke: true, want: auth.ErrLinkInvalid},
		{name: "used twice", useTwice: true, want: auth.ErrLinkInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s, db, c, _, actor := newStoreWithOwner(t)
			inv, link, err := s.Invite(ctx, actor, " Sales@Example.com ", auth.RoleMember, "ar")
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(link, "https://agency.test/admin/invite#") || inv.Email != "sales@example.com" {
				t.Errorf("got %+v %q, want the invite page link for the lower-cased address", inv, link)
			}
			if m := linkMail(t, db, inv.ID); m.To != "sales@example.com" || m.Lang != "ar" || !strings.Contains(m.Text, link) || !strings.Contains(m.Text, "Amira") {
				t.Errorf("got mail %+v, want the link, in Arabic, from Amira", m.Message)
			}
			c.advance(tt.wait)
			if tt.revoke {
				if err := s.RevokeInvitation(ctx, actor, inv.ID); err != nil {
					t.Fatal(err)
				}
			}
			join := auth.NewUser{Name: "Omar", Password: "sales team passphrase", Language: "ar"}
			if tt.useTwice {
				if _, _, err := s.AcceptInvitation(ctx, tokenOf(link), join, "a", "d"); err != nil {
					t.Fatal(err)
				}
			}
			u, token, err := s.AcceptInvitation(ctx, tokenOf(link), join, "a", "d")
			wantErr(t, err, tt.want)
			if tt.want != nil {
				return
			}
			if u.Email != "sales@example.com" || u.Role != auth.RoleMember || u.Language != "ar" || token == "" {
				t.Errorf("got %+v, want a signed-in Arabic-speaking member", u)
			}
			wantScrubbed(t, db, inv.ID, link)
			if list, _ := s.Invitations(ctx); len(list) != 0 {
				t.Errorf("got open invitations %+v, want none once accepted", list)
			}
		})
	}
}

func TestInviteRefusesMembersAndBadInput(t *testing.T) {
	ctx := context.Background()
	s, _, _, _, actor := newStoreWithOwner(t)
	_, _, err := s.Invite(ctx, actor, ownerEmail, auth.RoleMember, "en")
	wantErr(t, err, auth.ErrAlreadyMember)
	_, _, err = s.Invite(ctx, actor, "nope", "admin", "en")
	var p auth.Problems
	if !errors.As(err, &p) || p["email"] != "invalid" || p["role"] != "unknown" {
		t.Errorf("got %v, want email invalid and role unknown", err)
	}
}

func TestRolesAndRemoval(t *testing.T) {
	ctx := context.Background()
	s, _, _, owner, actor := newStoreWithOwner(t)
	_, err := s.SetRole(ctx, actor, owner.ID, auth.RoleMember)
	wantErr(t, err, auth.ErrLastOwner)
	wantErr(t, s.RemoveUser(ctx, actor, owner.ID), auth.ErrLastOwner)

	omar, omarToken := addMember(t, s, actor)
	if u, err := s.SetRole(ctx, actor, omar.ID, auth.RoleOwner); err != nil || u.Role != auth.RoleOwner {
		t.Fatalf("got %+v %v, want Omar an owner", u, err)
	}
	if _, err := s.SetRole(ctx, actor, owner.ID, auth.RoleMember); err != nil {
		t.Errorf("got %v, want the first owner able to step down now that there are two", err)
	}
	if err := s.RemoveUser(ctx, auth.Actor{ID: omar.ID}, owner.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.User(ctx, owner.ID); !errors.Is(err, auth.ErrNotFound) {
		t.Errorf("got %v, want the removed user gone", err)
	}
	if _, _, err := s.Authenticate(ctx, omarToken); err != nil {
		t.Errorf("got %v, want Omar still signed in", err)
	}
	want := []string{"auth.setup", "auth.sign_in", "team.invited", "team.joined", "auth.sign_in", "team.role_changed", "team.role_changed", "team.removed"}
	if got := auditActions(t, s); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got audit %v, want %v", got, want)
	}
}

func TestRemovedMemberIsSignedOut(t *testing.T) {
	ctx := context.Background()
	s, _, _, _, actor := newStoreWithOwner(t)
	omar, token := addMember(t, s, actor)
	if err := s.RemoveUser(ctx, actor, omar.ID); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Authenticate(ctx, token); !errors.Is(err, auth.ErrSignedOut) {
		t.Errorf("got %v, want the removed member's session ended", err)
	}
}

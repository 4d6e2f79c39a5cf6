package auth_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"agencysite/internal/auth"
)

// addMember has actor invite a French-speaking member, Omar, who signs
// up; it returns the member and their session token.
func addMember(t *testing.T, s *auth.Store, actor auth.Actor) (auth.User, string) {
	t.Helper()
	ctx := context.Background()
	_, link, err := s.Invite(ctx, actor, "sales@example.com", auth.RoleMember, "en")
	if err != nil {
		t.Fatal(err)
	}
	u, token, err := s.AcceptInvitation(ctx, tokenOf(link), auth.NewUser{Name: "Omar", Password: "sales team passphrase", Language: "fr"}, "a", "d")
	if err != nil {
		t.Fatal(err)
	}
	return u, token
}

func TestResetLink(t *testing.T) {
	const newPassword = "a brand new passphrase"
	tests := []struct {
		name     string
		wait     time.Duration
		useTwice bool
		replaced bool
		want     error
	}{
		{name: "used at once"},
		{name: "used after 23 hours", wait: 23 * time.Hour},
		{name: "expired after 24 hours", wait: auth.ResetLinkTTL, want: auth.ErrLinkInvalid},
		{name: "used twice", useTwice: true, want: auth.ErrLinkInvalid},
		{name: "replaced by a newer link", replaced: true, want: auth.ErrLinkInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s, db, c, owner, actor := newStoreWithOwner(t)
			member, session := addMember(t, s, actor)
			rl, link, err := s.NewResetLink(ctx, actor, member.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(link, "https://agency.test/admin/reset#") || rl.Email != member.Email || !rl.ExpiresAt.Equal(rl.CreatedAt.Add(24*time.Hour)) {
				t.Errorf("got %+v %q, want the reset page's link for the member, for 24 hours", rl, link)
			}
			if m := linkMail(t, db, rl.ID); m.To != member.Email || m.Lang != "fr" || !strings.Contains(m.Text, link) || !strings.Contains(m.Text, "Amira") || !strings.Contains(m.Text, "24") {
				t.Errorf("got mail %+v, want the link, in the member's French, from Amira, for 24 hours", m.Message)
			}
			if tt.replaced {
				if _, _, err := s.NewResetLink(ctx, actor, member.ID); err != nil {
					t.Fatal(err)
				}
				wantScrubbed(t, db, rl.ID, link)
			}
			c.advance(tt.wait)
			if tt.useTwice {
				if err := s.ResetWithLink(ctx, tokenOf(link), "the first new passphrase", "addr2"); err != nil {
					t.Fatal(err)
				}
			}
			err = s.ResetWithLink(ctx, tokenOf(link), newPassword, "addr2")
			wantErr(t, err, tt.want)
			if tt.want != nil {
				return
			}
			if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: member.Email, Password: "sales team passphrase", Address: "a"}); !errors.Is(err, auth.ErrInvalidCredentials) {
				t.Errorf("got %v with the old password, want ErrInvalidCredentials", err)
			}
			if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: member.Email, Password: newPassword, Address: "a"}); err != nil {
				t.Errorf("got %v with the new password, want a session", err)
			}
			if _, _, err := s.Authenticate(ctx, session); !errors.Is(err, auth.ErrSignedOut) {
				t.Errorf("got %v for the session before the reset, want it ended", err)
			}
			wantScrubbed(t, db, rl.ID, link)
			entries, _ := s.AuditLog(ctx, 0, 50)
			var sent, used *auth.AuditEntry
			for i := range entries {
				switch entries[i].Action {
				case "team.reset_link_sent":
					sent = &entries[i]
				case "auth.password_reset_link":
					used = &entries[i]
				}
			}
			if sent == nil || sent.Actor == nil || sent.Actor.ID != owner.ID || sent.Target != "user:"+member.ID {
				t.Errorf("got sent entry %+v, want the owner sending it to the member", sent)
			}
			if used == nil || used.Actor == nil || used.Actor.ID != member.ID || !strings.Contains(used.Detail, "Amira") || used.At.Sub(c.now).Abs() > time.Second {
				t.Errorf("got used entry %+v, want the member using Amira's link now", used)
			}
		})
	}
}

func TestResetLinkRefusals(t *testing.T) {
	ctx := context.Background()
	s, _, _, _, actor := newStoreWithOwner(t)
	member, _ := addMember(t, s, actor)
	if _, _, err := s.NewResetLink(ctx, actor, "nobody"); !errors.Is(err, auth.ErrNotFound) {
		t.Errorf("got %v for an unknown user, want ErrNotFound", err)
	}
	_, link, err := s.NewResetLink(ctx, actor, member.ID)
	if err != nil {
		t.Fatal(err)
	}
	var p auth.Problems
	if err := s.ResetWithLink(ctx, tokenOf(link), "password1234", "a"); !errors.As(err, &p) || p["password"] != "common" {
		t.Errorf("got %v for a common password, want the password problem", err)
	}
	if rl, err := s.CheckResetLink(ctx, tokenOf(link)); err != nil || rl.Name != "Omar" {
		t.Errorf("got %+v, %v after a refused password, want the link still usable", rl, err)
	}
	if err := s.ResetWithLink(ctx, "made-up", "a brand new passphrase", "a"); !errors.Is(err, auth.ErrLinkInvalid) {
		t.Errorf("got %v for a made-up token, want ErrLinkInvalid", err)
	}
	if err := s.RemoveUser(ctx, actor, member.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.CheckResetLink(ctx, tokenOf(link)); !errors.Is(err, auth.ErrLinkInvalid) {
		t.Errorf("got %v for the link of a removed member, want ErrLinkInvalid", err)
	}
	if !slices.Contains(auditActions(t, s), "team.reset_link_sent") {
		t.Error("want the link's sending in the audit log")
	}
}

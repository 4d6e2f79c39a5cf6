package auth_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/mail"
)

// TestCheckInvitationAfterUse: the invitation page asks CheckInvitation
// before it shows the form; a link already used, revoked or expired must
// say so there, not only when the form is sent.
func TestCheckInvitationAfterUse(t *testing.T) {
	tests := []struct {
		name   string
		accept bool
		revoke bool
		wait   time.Duration
		want   error
	}{
		{name: "open", wait: 71 * time.Hour},
		{name: "used", accept: true, want: auth.ErrLinkInvalid},
		{name: "revoked", revoke: true, want: auth.ErrLinkInvalid},
		{name: "expired", wait: auth.InvitationTTL, want: auth.ErrLinkInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s, _, c, _, actor := newStoreWithOwner(t)
			inv, link, err := s.Invite(ctx, actor, "sales@example.com", auth.RoleMember, "en")
			if err != nil {
				t.Fatal(err)
			}
			if tt.accept {
				join := auth.NewUser{Name: "Omar", Password: "sales team passphrase", Language: "en"}
				if _, _, err := s.AcceptInvitation(ctx, tokenOf(link), join, "a", "d"); err != nil {
					t.Fatal(err)
				}
			}
			if tt.revoke {
				if err := s.RevokeInvitation(ctx, actor, inv.ID); err != nil {
					t.Fatal(err)
				}
			}
			c.advance(tt.wait)
			got, err := s.CheckInvitation(ctx, tokenOf(link))
			wantErr(t, err, tt.want)
			if tt.want == nil && (got.Email != "sales@example.com" || got.InvitedBy != "Amira") {
				t.Errorf("got %+v, want the open invitation from Amira", got)
			}
		})
	}
}

// TestInvitationMailTellsTheLifetime: each language's mail states the
// link's lifetime from InvitationTTL, the one place it is set.
func TestInvitationMailTellsTheLifetime(t *testing.T) {
	hours := strconv.Itoa(int(auth.InvitationTTL.Hours()))
	for lang, want := range map[string]string{"en": hours + " hours", "ar": hours + " ساعة", "fr": hours + " heures", "tr": hours + " saat"} {
		ctx := context.Background()
		s, db, _ := newStore(t)
		owner, _ := setupOwner(t, s)
		inv, _, err := s.Invite(ctx, auth.Actor{ID: owner.ID, Name: owner.Name}, "sales@example.com", auth.RoleMember, lang)
		if err != nil {
			t.Fatal(err)
		}
		mails, err := mail.Entries(ctx, db, inv.ID)
		if err != nil || len(mails) != 1 || !strings.Contains(mails[0].Text, want) {
			t.Errorf("%s: got %v (%v), want the mail to say %q", lang, mails, err, want)
		}
	}
}

package auth_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/mail"
	"agencysite/internal/settings"
)

// clock is a settable time for the store's Now (and the database's, which
// the sign-in throttle reads).
type clock struct{ now time.Time }

func (c *clock) advance(d time.Duration) { c.now = c.now.Add(d) }

var testKey = []byte("0123456789abcdef0123456789abcdef")

// cheapHash is the least argon2id cost: the tests hash at every setup,
// invitation and sign-in, and at full cost that is most of their time
// under the race detector. TestStoreHashesAtFullCostByDefault keeps the
// production cost checked.
var cheapHash = auth.HashCost{Time: 1, Memory: 8}

const (
	ownerEmail    = "owner@example.com"
	ownerPassword = "a long and unusual passphrase"
)

// newStore is a store on a fresh database whose clock the test sets.
func newStore(t *testing.T) (*auth.Store, *database.DB, *clock) {
	t.Helper()
	return newStoreCosting(t, cheapHash)
}

// newStoreCosting is newStore hashing at cost: the tests of requests sent
// together need the production cost, so that the hashes overlap as they
// do on a server (at the least cost the right password, checked at once,
// clears the key before the wrong ones sent with it are counted).
func newStoreCosting(t *testing.T, cost auth.HashCost) (*auth.Store, *database.DB, *clock) {
	t.Helper()
	db := dbtest.Open(t)
	c := &clock{now: time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)}
	db.Now = func() time.Time { return c.now }
	s, err := auth.NewStore(db, auth.Options{HashCost: cost, BaseURL: "https://agency.test", Issuer: "Agency",
		Languages: []string{"en", "ar", "fr", "tr"}, TOTPKey: testKey, Settings: settings.NewStore(db, settings.Options{}), Now: db.Now})
	if err != nil {
		t.Fatal(err)
	}
	return s, db, c
}

// requireTwoFactor sets the team-wide two-factor rule, as the owner does
// in the back office.
func requireTwoFactor(t *testing.T, s *auth.Store, db *database.DB, actor auth.Actor, required bool) {
	t.Helper()
	team := settings.NewStore(db, settings.Options{})
	if err := team.SetTwoFactorRequired(context.Background(), required, s.AuditAs(actor, "team.settings")); err != nil {
		t.Fatal(err)
	}
}

// setupOwner creates the owner through a setup link and returns the session token.
func setupOwner(t *testing.T, s *auth.Store) (auth.User, string) {
	t.Helper()
	link, err := s.NewSetupLink(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	u, token, err := s.Setup(context.Background(), tokenOf(link),
		auth.NewUser{Email: ownerEmail, Name: "Amira", Password: ownerPassword}, "addr1", "Chrome on Linux")
	if err != nil {
		t.Fatal(err)
	}
	return u, token
}

// signedInOwner sets up the owner: them, their session's token and the
// actor of that session, which a re-check of their password can end.
func signedInOwner(t *testing.T, s *auth.Store) (auth.User, string, auth.Actor) {
	t.Helper()
	u, token := setupOwner(t, s)
	_, sess, err := s.Authenticate(context.Background(), token)
	if err != nil {
		t.Fatal(err)
	}
	return u, token, auth.Actor{ID: u.ID, Name: u.Name, Session: sess.ID}
}

// newStoreWithOwner is newStore with the owner set up (setupOwner): it
// returns the owner too, and the owner as the actor of the test's changes.
func newStoreWithOwner(t *testing.T) (*auth.Store, *database.DB, *clock, auth.User, auth.Actor) {
	t.Helper()
	s, db, c := newStore(t)
	owner, _ := setupOwner(t, s)
	return s, db, c, owner, auth.Actor{ID: owner.ID, Name: owner.Name}
}

func tokenOf(link string) string { return link[strings.LastIndex(link, "#")+1:] }

// linkMail is the one mail in the outbox about ref: an invitation's or a
// reset link's.
func linkMail(t *testing.T, db *database.DB, ref string) mail.Entry {
	t.Helper()
	mails, err := mail.Entries(context.Background(), db, ref)
	if err != nil || len(mails) != 1 {
		t.Fatalf("got %d mails about %s (%v), want the link's one", len(mails), ref, err)
	}
	return mails[0]
}

// wantScrubbed fails unless the mail about ref no longer holds link's
// token: a used, replaced or withdrawn link is scrubbed from the outbox.
func wantScrubbed(t *testing.T, db *database.DB, ref, link string) {
	t.Helper()
	if strings.Contains(linkMail(t, db, ref).Text, tokenOf(link)) {
		t.Errorf("got the link of %s still in the outbox, want it scrubbed", ref)
	}
}

func auditActions(t *testing.T, s *auth.Store) []string {
	t.Helper()
	entries, err := s.AuditLog(context.Background(), 0, 200)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i := len(entries) - 1; i >= 0; i-- {
		out = append(out, entries[i].Action)
	}
	return out
}

func wantErr(t *testing.T, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Fatalf("got error %v, want %v", err, want)
	}
}

func TestSetupLink(t *testing.T) {
	tests := []struct {
		name     string
		wait     time.Duration
		useTwice bool
		want     error
	}{
		{name: "used at once", want: nil},
		{name: "used at 29 minutes", wait: 29 * time.Minute, want: nil},
		{name: "expired after 30 minutes", wait: 30 * time.Minute, want: auth.ErrLinkInvalid},
		{name: "used a second time", useTwice: true, want: auth.ErrLinkInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s, db, c := newStore(t)
			link, err := s.NewSetupLink(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(link, "https://agency.test/admin/setup#") {
				t.Errorf("got link %q, want the setup page with the token as fragment", link)
			}
			var stored int
			db.QueryRow(`SELECT count(*) FROM auth_links WHERE token_hash = $1`, tokenOf(link)).Scan(&stored)
			if stored != 0 {
				t.Error("got the token itself in the database, want only its hash")
			}
			c.advance(tt.wait)
			newUser := auth.NewUser{Email: ownerEmail, Name: "Amira", Password: ownerPassword}
			if tt.useTwice {
				if _, _, err := s.Setup(ctx, tokenOf(link), newUser, "a", "d"); err != nil {
					t.Fatal(err)
				}
				newUser.Email = "second@example.com"
			}
			u, token, err := s.Setup(ctx, tokenOf(link), newUser, "a", "d")
			wantErr(t, err, tt.want)
			if tt.want != nil {
				return
			}
			if u.Role != auth.RoleOwner || token == "" {
				t.Errorf("got %+v with token %q, want a signed-in owner", u, token)
			}
			if _, err := s.NewSetupLink(ctx); !errors.Is(err, auth.ErrLinkInvalid) {
				t.Errorf("got %v for a setup link once an owner exists, want ErrLinkInvalid", err)
			}
		})
	}
}

func TestSetupRefusesBadInput(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	link, _ := s.NewSetupLink(ctx)
	_, _, err := s.Setup(ctx, tokenOf(link), auth.NewUser{Email: "not an e-mail", Name: "", Password: "password1234", Language: "de"}, "a", "d")
	var p auth.Problems
	if !errors.As(err, &p) {
		t.Fatalf("got %v, want problems", err)
	}
	want := auth.Problems{"email": "invalid", "name": "required", "password": "common", "language": "unknown"}
	if len(p) != len(want) {
		t.Errorf("got %v, want %v", p, want)
	}
	for k, v := range want {
		if p[k] != v {
			t.Errorf("problem %s: got %q, want %q", k, p[k], v)
		}
	}
	// The refused attempt did not use up the link.
	if err := s.CheckSetup(ctx, tokenOf(link)); err != nil {
		t.Errorf("got %v, want the link still usable", err)
	}
}

func TestHashAddressIsKeyedAndShared(t *testing.T) {
	ctx := context.Background()
	s, db, _ := newStore(t)
	other, err := auth.NewStore(db, auth.Options{HashCost: cheapHash, Languages: []string{"en"}})
	if err != nil {
		t.Fatal(err)
	}
	a, err := s.HashAddress(ctx, "203.0.113.7")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := other.HashAddress(ctx, "203.0.113.7")
	c, _ := s.HashAddress(ctx, "203.0.113.8")
	if a != b {
		t.Errorf("got %q and %q from two instances, want the same hash", a, b)
	}
	if a == c || len(a) != 16 || strings.Contains(a, "203") {
		t.Errorf("got %q and %q, want 16 hex digits that differ per address", a, c)
	}
	fresh, _, _ := newStore(t)
	if d, _ := fresh.HashAddress(ctx, "203.0.113.7"); d == a {
		t.Error("got the same hash on another installation, want a key of its own")
	}
}

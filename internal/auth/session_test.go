package auth_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"agencysite/internal/auth"
)

// TestSessionExpiry: a session ends 30 minutes after its last request and
// 12 hours after sign-in; IsTeam (the analytics ingest leaves a visit out
// only while the visitor's back-office session is live) ends with it.
func TestSessionExpiry(t *testing.T) {
	tests := []struct {
		name   string
		steps  []time.Duration // time between requests; each must still be signed in
		last   time.Duration   // then this long before the final request
		wantIn bool
	}{
		{name: "29 minutes idle", last: 29 * time.Minute, wantIn: true},
		{name: "30 minutes idle", last: 30 * time.Minute, wantIn: false},
		{name: "activity slides the idle timeout", steps: []time.Duration{20 * time.Minute, 20 * time.Minute}, last: 25 * time.Minute, wantIn: true},
		{name: "active for 11 h 50 min", steps: repeat(25*time.Minute, 28), last: 10 * time.Minute, wantIn: true},
		{name: "12 hours absolute, however active", steps: repeat(25*time.Minute, 28), last: 20 * time.Minute, wantIn: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s, _, c := newStore(t)
			_, token := setupOwner(t, s)
			stayActive(t, s, c, token, tt.steps)
			c.advance(tt.last)
			if team, err := s.IsTeam(ctx, token); err != nil || team != tt.wantIn {
				t.Errorf("got IsTeam %v (%v), want %v", team, err, tt.wantIn)
			}
			_, _, err := s.Authenticate(ctx, token)
			if got := err == nil; got != tt.wantIn {
				t.Errorf("got signed in %v (err %v), want %v", got, err, tt.wantIn)
			}
			if !tt.wantIn && !errors.Is(err, auth.ErrSignedOut) {
				t.Errorf("got %v, want ErrSignedOut", err)
			}
		})
	}
}

// stayActive makes a request with the session token after each step of
// the clock; each must still be signed in.
func stayActive(t *testing.T, s *auth.Store, c *clock, token string, steps []time.Duration) {
	t.Helper()
	for i, d := range steps {
		c.advance(d)
		if _, _, err := s.Authenticate(context.Background(), token); err != nil {
			t.Fatalf("request %d: %v", i, err)
		}
	}
}

func repeat(d time.Duration, n int) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = d
	}
	return out
}

func TestSignOutEndsTheSession(t *testing.T) {
	ctx := context.Background()
	s, db, _ := newStore(t)
	u, token := setupOwner(t, s)
	var stored int
	db.QueryRow(`SELECT count(*) FROM sessions WHERE token_hash = $1 OR id = $1`, token).Scan(&stored)
	if stored != 0 || len(token) < 32 {
		t.Errorf("got token %q stored as is (%d rows), want a long token kept only as a hash", token, stored)
	}
	if err := s.SignOut(ctx, auth.Actor{ID: u.ID, Name: u.Name}, token); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Authenticate(ctx, token); !errors.Is(err, auth.ErrSignedOut) {
		t.Errorf("got %v after sign-out, want ErrSignedOut", err)
	}
	var n int
	db.QueryRow(`SELECT count(*) FROM sessions`).Scan(&n)
	if n != 0 {
		t.Errorf("got %d session rows, want the row deleted", n)
	}
}

func TestPasswordChangeEndsOtherSessions(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	u, laptop := setupOwner(t, s)
	_, phone, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "a2"})
	if err != nil {
		t.Fatal(err)
	}
	if laptop == phone {
		t.Fatal("got the same token twice, want a new token at every sign-in")
	}
	_, laptopSession, err := s.Authenticate(ctx, laptop)
	if err != nil {
		t.Fatal(err)
	}
	actor := auth.Actor{ID: u.ID, Name: u.Name, Session: laptopSession.ID}
	err = s.ChangePassword(ctx, actor, "wrong current password", "another long passphrase")
	var p auth.Problems
	if !errors.As(err, &p) || p["currentPassword"] != "mismatch" {
		t.Fatalf("got %v, want currentPassword mismatch", err)
	}
	if err := s.ChangePassword(ctx, actor, ownerPassword, "another long passphrase"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Authenticate(ctx, phone); !errors.Is(err, auth.ErrSignedOut) {
		t.Errorf("phone: got %v, want its session ended", err)
	}
	if _, _, err := s.Authenticate(ctx, laptop); err != nil {
		t.Errorf("laptop: got %v, want the session that changed the password kept", err)
	}
	if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: "another long passphrase", Address: "a3"}); err != nil {
		t.Errorf("got %v signing in with the new password", err)
	}
}

func TestSessionsListAndEnd(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	u, laptop := setupOwner(t, s)
	if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "a2", Device: "Safari on iOS"}); err != nil {
		t.Fatal(err)
	}
	_, current, _ := s.Authenticate(ctx, laptop)
	list, err := s.Sessions(ctx, u.ID, current.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 {
		t.Fatalf("got %d sessions, want 2", len(list))
	}
	var other auth.Session
	for _, sess := range list {
		if !sess.Current {
			other = sess
		}
	}
	if other.Device != "Safari on iOS" {
		t.Errorf("got device %q, want Safari on iOS", other.Device)
	}
	actor := auth.Actor{ID: u.ID, Name: u.Name}
	wantErr(t, s.EndSession(ctx, auth.Actor{ID: "someone else"}, other.ID), auth.ErrNotFound)
	if err := s.EndSession(ctx, actor, other.ID); err != nil {
		t.Fatal(err)
	}
	if list, _ := s.Sessions(ctx, u.ID, current.ID); len(list) != 1 || !list[0].Current {
		t.Errorf("got %+v, want only the current session left", list)
	}
}

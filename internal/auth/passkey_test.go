package auth_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"errors"
	"slices"
	"testing"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/auth/passkeytest"
	"agencysite/internal/database/dbtest"
)

const origin = "https://agency.test" // newStore's base URL

// addPasskey registers a passkey for u with dev and returns it with the
// recovery codes the server answered.
func addPasskey(t *testing.T, s *auth.Store, u auth.User, dev *passkeytest.Authenticator, name string) (auth.Passkey, []string) {
	t.Helper()
	p, codes, err := tryAddPasskey(t, s, auth.Actor{ID: u.ID, Name: u.Name}, dev, name)
	if err != nil {
		t.Fatalf("add passkey: %v", err)
	}
	return p, codes
}

// ownerWithPasskey sets up the owner (setupOwner) with a passkey called
// name on a new authenticator, and returns the authenticator.
func ownerWithPasskey(t *testing.T, s *auth.Store, name string) *passkeytest.Authenticator {
	t.Helper()
	u, _ := setupOwner(t, s)
	dev := &passkeytest.Authenticator{Origin: origin}
	addPasskey(t, s, u, dev, name)
	return dev
}

// tryAddPasskey runs a registration ceremony for actor with dev and
// returns what AddPasskey answered.
func tryAddPasskey(t *testing.T, s *auth.Store, actor auth.Actor, dev *passkeytest.Authenticator, name string) (auth.Passkey, []string, error) {
	t.Helper()
	ctx := context.Background()
	c, err := s.BeginPasskey(ctx, actor, ownerPassword)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := dev.Create(c.Options)
	if err != nil {
		t.Fatal(err)
	}
	return s.AddPasskey(ctx, actor, c.Token, name, resp)
}

// passkeyAnswer begins a sign-in ceremony on s and gives dev's answer to
// it, not yet sent, as a request from address addr.
func passkeyAnswer(t *testing.T, s *auth.Store, dev *passkeytest.Authenticator, addr string) auth.PasskeySignInRequest {
	t.Helper()
	c, err := s.BeginPasskeySignIn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	resp, _ := dev.Get(c.Options)
	return auth.PasskeySignInRequest{Ceremony: c.Token, Response: resp, Address: addr}
}

// passkeySignIn runs a whole sign-in ceremony with dev.
func passkeySignIn(s *auth.Store, dev *passkeytest.Authenticator, addr string) (auth.User, string, error) {
	ctx := context.Background()
	c, err := s.BeginPasskeySignIn(ctx)
	if err != nil {
		return auth.User{}, "", err
	}
	resp, err := dev.Get(c.Options)
	if err != nil {
		return auth.User{}, "", err
	}
	return s.PasskeySignIn(ctx, auth.PasskeySignInRequest{Ceremony: c.Token, Response: resp, Address: addr, Device: "Chrome on Android"})
}

func TestPasskeyRegistrationAndSignIn(t *testing.T) {
	ctx := context.Background()
	s, db, _, u, actor := newStoreWithOwner(t)
	dev := &passkeytest.Authenticator{Origin: origin}

	_, err := s.BeginPasskey(ctx, actor, "not the password at all")
	if p := (auth.Problems{}); !errors.As(err, &p) || p["password"] != "mismatch" {
		t.Fatalf("begin with a wrong password: got %v, want password mismatch", err)
	}
	p, codes := addPasskey(t, s, u, dev, "  Pixel 9  ")
	if p.Name != "Pixel 9" || p.LastUsedAt != nil {
		t.Errorf("got passkey %+v, want name Pixel 9, never used", p)
	}
	if len(codes) != auth.RecoveryCodeCount {
		t.Errorf("got %d recovery codes with the first passkey, want %d", len(codes), auth.RecoveryCodeCount)
	}

	got, token, err := passkeySignIn(s, dev, "addr2")
	if err != nil {
		t.Fatalf("passkey sign-in: %v", err)
	}
	if got.ID != u.ID || got.Passkeys != 1 || !got.HasSecondFactor() {
		t.Errorf("got user %+v, want the owner with 1 passkey", got)
	}
	if _, _, err := s.Authenticate(ctx, token); err != nil {
		t.Errorf("the new session: got %v, want it live", err)
	}
	list, err := s.Passkeys(ctx, u.ID)
	if err != nil || len(list) != 1 || list[0].LastUsedAt == nil {
		t.Errorf("got %+v, %v, want one passkey with a last use", list, err)
	}
	var detail string
	db.QueryRow(`SELECT detail FROM audit_log WHERE action = 'auth.sign_in' ORDER BY id DESC LIMIT 1`).Scan(&detail)
	if detail != "passkey Pixel 9" {
		t.Errorf("got sign-in audit detail %q, want the passkey's name", detail)
	}
	if a := auditActions(t, s); !slices.Contains(a, "auth.passkey_added") {
		t.Errorf("got audit %v, want auth.passkey_added", a)
	}
	var mails int
	db.QueryRow(`SELECT count(*) FROM mail_outbox WHERE kind = $1 AND to_addr = $2 AND subject = $3`,
		auth.MailSecurity, ownerEmail, "A passkey was added").Scan(&mails)
	if mails != 1 {
		t.Errorf("got %d mails telling the owner a passkey was added, want 1", mails)
	}

	// A second passkey keeps the recovery codes the user already has.
	if _, codes := addPasskey(t, s, u, &passkeytest.Authenticator{Origin: origin}, "YubiKey"); codes != nil {
		t.Errorf("got new recovery codes with a second passkey: %v", codes)
	}
	// The password alone no longer signs in: the passkey is a second factor.
	req := auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "a"}
	if _, _, err := s.SignIn(ctx, req); !errors.Is(err, auth.ErrTOTPRequired) {
		t.Errorf("password only: got %v, want ErrTOTPRequired", err)
	}
	req.Code = "123456" // no TOTP app: a code is simply wrong, not a 500
	if _, _, err := s.SignIn(ctx, req); !errors.Is(err, auth.ErrInvalidCredentials) {
		t.Errorf("password and a TOTP code: got %v, want ErrInvalidCredentials", err)
	}
	req.Code, req.RecoveryCode = "", codes[0]
	if _, _, err := s.SignIn(ctx, req); err != nil {
		t.Errorf("password and a recovery code (the passkey lost): got %v", err)
	}
}

func TestPasskeyCeremonyIsUsedOnceAndSharedByInstances(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	open := func() *auth.Store {
		s, err := auth.NewStore(db, auth.Options{HashCost: cheapHash, BaseURL: origin, Issuer: "Agency", Languages: []string{"en"}})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	one, two := open(), open() // two instances on one database
	dev := ownerWithPasskey(t, one, "Phone")

	req := passkeyAnswer(t, one, dev, "a")
	if _, _, err := two.PasskeySignIn(ctx, req); err != nil {
		t.Fatalf("finish on the other instance: got %v", err)
	}
	_, _, err := one.PasskeySignIn(ctx, req)
	wantErr(t, err, auth.ErrCeremonyInvalid)
}

func TestPasskeyCeremonyExpires(t *testing.T) {
	ctx := context.Background()
	s, _, c := newStore(t)
	dev := ownerWithPasskey(t, s, "Phone")
	req := passkeyAnswer(t, s, dev, "a")
	c.advance(6 * time.Minute)
	_, _, err := s.PasskeySignIn(ctx, req)
	wantErr(t, err, auth.ErrCeremonyInvalid)
}

func TestPasskeyRefusals(t *testing.T) {
	ctx := context.Background()
	s, _, _, u, actor := newStoreWithOwner(t)
	tests := []struct {
		name string
		dev  *passkeytest.Authenticator
		key  string
		want error
	}{
		{"another site's origin", &passkeytest.Authenticator{Origin: "https://evil.test"}, "Phone", auth.ErrPasskeyRejected},
		{"no user verification", &passkeytest.Authenticator{Origin: origin, SkipUserVerification: true}, "Key", auth.ErrPasskeyRejected},
		{"no name", &passkeytest.Authenticator{Origin: origin}, " ", auth.Problems{"name": "required"}},
		{"a control character in the name", &passkeytest.Authenticator{Origin: origin}, "Pho\x00ne", auth.Problems{"name": "invalid"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := tryAddPasskey(t, s, actor, tt.dev, tt.key)
			if p, ok := tt.want.(auth.Problems); ok {
				var got auth.Problems
				if !errors.As(err, &got) || len(got) != len(p) {
					t.Fatalf("got %v, want %v", err, p)
				}
				return
			}
			wantErr(t, err, tt.want)
		})
	}
	if list, _ := s.Passkeys(ctx, u.ID); len(list) != 0 {
		t.Errorf("got %d passkeys after refusals, want 0", len(list))
	}
}

func TestForgedPasskeySignInsAreThrottled(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	dev := ownerWithPasskey(t, s, "Phone")
	other, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	const forgeries = 10 // the address policy's free attempts, as for passwords
	for i := range forgeries {
		c, err := s.BeginPasskeySignIn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		resp, _ := dev.GetWithKey(c.Options, other)
		_, _, err = s.PasskeySignIn(ctx, auth.PasskeySignInRequest{Ceremony: c.Token, Response: resp, Address: "attacker"})
		if !errors.Is(err, auth.ErrInvalidCredentials) {
			t.Fatalf("forged assertion %d: got %v, want ErrInvalidCredentials", i+1, err)
		}
	}
	// The address is blocked now, even with the right passkey…
	if _, _, err := passkeySignIn(s, dev, "attacker"); retryAfter(err) <= 0 {
		t.Errorf("after %d forged assertions: got %v, want a throttle", forgeries, err)
	}
	// …and the password sign-in from there too: one throttle for both.
	_, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "attacker"})
	if retryAfter(err) <= 0 {
		t.Errorf("password sign-in from the blocked address: got %v, want a throttle", err)
	}
	if _, _, err := passkeySignIn(s, dev, "owner's phone"); err != nil {
		t.Errorf("from another address: got %v, want a sign-in", err)
	}
	if n := count(auditActions(t, s), "auth.sign_in_failed"); n != forgeries {
		t.Errorf("got %d auth.sign_in_failed rows, want %d", n, forgeries)
	}
}

func TestTeamRequirementAcceptsPasskeys(t *testing.T) {
	ctx := context.Background()
	s, db, c, u, actor := newStoreWithOwner(t)
	p, _ := addPasskey(t, s, u, &passkeytest.Authenticator{Origin: origin}, "Phone")
	requireTwoFactor(t, s, db, actor, true)
	// The last second factor cannot go while the owner requires one.
	wantErr(t, s.RemovePasskey(ctx, actor, p.ID), auth.ErrTOTPRequiredByTeam)
	// With a TOTP app as well, the passkey may go, and the app may go
	// while a passkey remains.
	enableTOTP(t, s, c, u)
	if err := s.RemovePasskey(ctx, actor, p.ID); err != nil {
		t.Fatalf("remove with TOTP on: %v", err)
	}
	p2, _ := addPasskey(t, s, u, &passkeytest.Authenticator{Origin: origin}, "Laptop")
	if err := s.DisableTOTP(ctx, actor, ownerPassword, ""); err != nil {
		t.Fatalf("turn TOTP off with a passkey left: %v", err)
	}
	var codes int
	db.QueryRow(`SELECT count(*) FROM recovery_codes WHERE user_id = $1`, u.ID).Scan(&codes)
	if codes != auth.RecoveryCodeCount {
		t.Errorf("got %d recovery codes after TOTP off, want the passkey's %d kept", codes, auth.RecoveryCodeCount)
	}
	// Without the requirement the last one goes, and its recovery codes with it.
	requireTwoFactor(t, s, db, actor, false)
	if err := s.RemovePasskey(ctx, actor, p2.ID); err != nil {
		t.Fatal(err)
	}
	db.QueryRow(`SELECT count(*) FROM recovery_codes WHERE user_id = $1`, u.ID).Scan(&codes)
	if codes != 0 {
		t.Errorf("got %d recovery codes with no second factor left, want 0", codes)
	}
	wantErr(t, s.RemovePasskey(ctx, actor, p2.ID), auth.ErrNotFound)
	if n := count(auditActions(t, s), "auth.passkey_removed"); n != 2 {
		t.Errorf("got %d auth.passkey_removed rows, want 2", n)
	}
}

// The operator's reset is for a lost phone or a lost passkey: it removes
// every second factor, so the password alone signs in again.
func TestResetTOTPRemovesPasskeys(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	dev := ownerWithPasskey(t, s, "Lost phone")
	if err := s.ResetTOTP(ctx, auth.Actor{}, ownerEmail); err != nil {
		t.Fatal(err)
	}
	if _, _, err := passkeySignIn(s, dev, "addr"); !errors.Is(err, auth.ErrInvalidCredentials) {
		t.Errorf("the removed passkey: got %v, want ErrInvalidCredentials", err)
	}
	got, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "addr"})
	if err != nil || got.Passkeys != 0 || got.HasSecondFactor() {
		t.Errorf("after the reset: got %+v, %v, want a password-only sign-in", got, err)
	}
}

func TestPasskeysOfAnotherUserCannotBeRemoved(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	u, _ := setupOwner(t, s)
	p, _ := addPasskey(t, s, u, &passkeytest.Authenticator{Origin: origin}, "Phone")
	wantErr(t, s.RemovePasskey(ctx, auth.Actor{ID: "someone else"}, p.ID), auth.ErrNotFound)
}

func TestPasskeysNeedHTTPSOrLocalhost(t *testing.T) {
	db := dbtest.Open(t)
	tests := []struct {
		baseURL string
		want    bool
	}{
		{"https://agency.example", true},
		{"http://localhost:8080", true},
		{"http://app.localhost:8080", true},
		{"http://agency.example", false},
		{"http://127.0.0.1:8080", false},
	}
	for _, tt := range tests {
		s, err := auth.NewStore(db, auth.Options{HashCost: cheapHash, BaseURL: tt.baseURL, Languages: []string{"en"}})
		if err != nil {
			t.Fatal(err)
		}
		if got := s.PasskeysAvailable(); got != tt.want {
			t.Errorf("%s: got available %v, want %v", tt.baseURL, got, tt.want)
		}
		if !tt.want {
			_, err := s.BeginPasskeySignIn(context.Background())
			wantErr(t, err, auth.ErrPasskeysUnavailable)
		}
	}
}

// User verification is required at sign-in too, not only when the passkey
// is added: a passkey signs in alone, so a security key touched without
// its PIN (or a phone not unlocked) must not.
func TestPasskeySignInNeedsUserVerification(t *testing.T) {
	s, _, _ := newStore(t)
	dev := ownerWithPasskey(t, s, "Key")
	dev.SkipUserVerification = true
	if _, _, err := passkeySignIn(s, dev, "addr"); !errors.Is(err, auth.ErrInvalidCredentials) {
		t.Errorf("without user verification: got %v, want ErrInvalidCredentials", err)
	}
	dev.SkipUserVerification = false
	if _, _, err := passkeySignIn(s, dev, "addr"); err != nil {
		t.Errorf("with it: got %v, want signed in", err)
	}
}

package auth_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"agencysite/internal/auth"
)

// Defect 5: a session alone replaced the owner's authenticator (setup,
// then enable with the new seed's code), with no password asked.
func TestReplacingTwoFactorNeedsProofAndTellsTheUser(t *testing.T) {
	ctx := context.Background()
	s, db, c := newStore(t)
	u, _, actor := signedInOwner(t, s)
	secret, _ := enableTOTP(t, s, c, u)
	c.advance(time.Minute)
	for _, tc := range []struct{ name, password, code, want string }{
		{"nothing", "", "", "required"},
		{"a wrong password", "wrong password here", "", "mismatch"},
		{"a wrong code", "", "123456", "mismatch"},
	} {
		_, err := s.StartTOTP(ctx, actor, tc.password, tc.code)
		if p := (auth.Problems{}); !errors.As(err, &p) || p["password"] != tc.want {
			t.Errorf("%s: got %v, want password %s", tc.name, err, tc.want)
		}
	}
	code, _ := totp.GenerateCode(secret, c.now)
	e, err := s.StartTOTP(ctx, actor, "", code)
	if err != nil {
		t.Fatalf("with a current code: got %v", err)
	}
	c.advance(time.Minute)
	code, _ = totp.GenerateCode(e.Secret, c.now)
	if _, err := s.EnableTOTP(ctx, actor, code); err != nil {
		t.Fatal(err)
	}
	if n := count(auditActions(t, s), "auth.totp_replaced"); n != 1 {
		t.Errorf("got %d auth.totp_replaced rows, want 1", n)
	}
	var mails int
	db.QueryRow(`SELECT count(*) FROM mail_outbox WHERE kind = $1 AND to_addr = $2`, auth.MailSecurity, ownerEmail).Scan(&mails)
	if mails != 2 { // turned on, then replaced
		t.Errorf("got %d security mails, want 2", mails)
	}
	if err := s.DisableTOTP(ctx, actor, ownerPassword, ""); err != nil {
		t.Fatal(err)
	}
	db.QueryRow(`SELECT count(*) FROM mail_outbox WHERE kind = $1`, auth.MailSecurity).Scan(&mails)
	if mails != 3 {
		t.Errorf("after turning it off: got %d security mails, want 3", mails)
	}
}

// Defect 6: the password re-checks answered 90 wrong passwords in 2.6 s.
func TestRechecksAreThrottledAuditedAndEndTheSession(t *testing.T) {
	ctx := context.Background()
	s, _, c := newStore(t)
	_, token, actor := signedInOwner(t, s)
	for i := range 4 {
		_, err := s.NewRecoveryCodes(ctx, actor, "wrong password here", "")
		if p := (auth.Problems{}); !errors.As(err, &p) || p["password"] != "mismatch" {
			t.Fatalf("attempt %d: got %v, want password mismatch", i+1, err)
		}
	}
	err := s.ChangePassword(ctx, actor, "wrong password here", "another long passphrase")
	wantErr(t, err, auth.ErrSignedOut)
	if _, _, err := s.Authenticate(ctx, token); !errors.Is(err, auth.ErrSignedOut) {
		t.Errorf("the session after 5 failures: got %v, want ended", err)
	}
	if n := count(auditActions(t, s), "auth.recheck_failed"); n != 5 {
		t.Errorf("got %d auth.recheck_failed rows, want 5", n)
	}
	if err := s.DisableTOTP(ctx, actor, ownerPassword, ""); retryAfter(err) != time.Minute {
		t.Errorf("the 6th: got %v, want a minute's wait", err)
	}
	c.advance(time.Minute)
	if _, err := s.NewRecoveryCodes(ctx, actor, ownerPassword, ""); err != nil {
		t.Errorf("a minute later with the password: got %v", err)
	}
}

func TestResetTOTPFromTheCommandLine(t *testing.T) {
	ctx := context.Background()
	s, _, c := newStore(t)
	u, token := setupOwner(t, s)
	enableTOTP(t, s, c, u)
	if err := s.ResetTOTP(ctx, auth.Actor{}, "OWNER@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Authenticate(ctx, token); !errors.Is(err, auth.ErrSignedOut) {
		t.Errorf("got %v, want the sessions ended", err)
	}
	if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "a"}); err != nil {
		t.Errorf("after the reset: got %v, want a password-only sign-in", err)
	}
	wantErr(t, s.ResetTOTP(ctx, auth.Actor{}, "nobody@example.com"), auth.ErrNotFound)
}

// Defect 9: names took line breaks, NUL, escapes, bidi overrides and
// encoded words, which reach the audit log, CSV and mail headers.
func TestNamesAreCleanText(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	fresh, _, _ := newStore(t) // no owner yet: names given at set-up
	u, _ := setupOwner(t, s)
	for _, name := range []string{"Amira\nBcc: x@evil.example", "A\x00B", "A\x1b[31mB", "A\u202eB", "=?utf-8?b?QQ==?="} {
		_, err := s.UpdateProfile(ctx, u.ID, &name, nil)
		if p := (auth.Problems{}); !errors.As(err, &p) || p["name"] != "invalid" {
			t.Errorf("%q: got %v, want name invalid", name, err)
		}
		// A new account (set-up link, invitation) checks its name alike.
		link, err := fresh.NewSetupLink(ctx)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = fresh.Setup(ctx, tokenOf(link), auth.NewUser{Email: ownerEmail, Name: name, Password: ownerPassword}, "a", "d")
		if p := (auth.Problems{}); !errors.As(err, &p) || p["name"] != "invalid" {
			t.Errorf("set-up as %q: got %v, want name invalid", name, err)
		}
	}
}

// Defect 11: a setup link left over once the owner exists answered 204.
func TestLeftoverSetupLinkIsGone(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	spare, err := s.NewSetupLink(ctx)
	if err != nil {
		t.Fatal(err)
	}
	setupOwner(t, s)
	wantErr(t, s.CheckSetup(ctx, tokenOf(spare)), auth.ErrLinkInvalid)
}

// Defect 11, through every way a password is set: the brand (the store's
// Issuer), the user's e-mail and name are refused, not only by
// CheckPassword's own test.
func TestPasswordsOfTheAccountsOwnWordsAreRefused(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	fresh, _, _ := newStore(t)
	_, _, actor := signedInOwner(t, s)
	wantContext := func(name, field string, err error) {
		t.Helper()
		if p := (auth.Problems{}); !errors.As(err, &p) || p[field] != "context" {
			t.Errorf("%s: got %v, want %s context", name, err, field)
		}
	}
	wantContext("changed to the brand", "newPassword", s.ChangePassword(ctx, actor, ownerPassword, "Agency Agency 2026!"))
	wantContext("reset to the e-mail", "password", s.ResetPassword(ctx, auth.Actor{}, ownerEmail, ownerEmail))
	link, err := fresh.NewSetupLink(ctx)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = fresh.Setup(ctx, tokenOf(link), auth.NewUser{Email: ownerEmail, Name: "Amira Haddad", Password: "amira haddad 1990"}, "a", "d")
	wantContext("set up as the name", "password", err)
}

package auth_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"agencysite/internal/auth"
)

// enableTOTP turns on two-factor for u and returns the seed and recovery codes.
func enableTOTP(t *testing.T, s *auth.Store, c *clock, u auth.User) (string, []string) {
	t.Helper()
	ctx := context.Background()
	e, err := s.StartTOTP(ctx, auth.Actor{ID: u.ID, Name: u.Name}, ownerPassword, "")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(e.QR, "data:image/png;base64,") || !strings.HasPrefix(e.OTPAuthURL, "otpauth://totp/Agency:") {
		t.Errorf("got enrolment %.80v, want a PNG data URL and an otpauth URL", e)
	}
	actor := auth.Actor{ID: u.ID, Name: u.Name}
	_, err = s.EnableTOTP(ctx, actor, "000000")
	if p := (auth.Problems{}); !errors.As(err, &p) || p["code"] != "invalid" {
		t.Fatalf("got %v for a wrong code, want code invalid", err)
	}
	code, _ := totp.GenerateCode(e.Secret, c.now)
	codes, err := s.EnableTOTP(ctx, actor, code)
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) != auth.RecoveryCodeCount {
		t.Fatalf("got %d recovery codes, want %d", len(codes), auth.RecoveryCodeCount)
	}
	return e.Secret, codes
}

func TestTOTPSignIn(t *testing.T) {
	ctx := context.Background()
	s, db, c := newStore(t)
	u, _ := setupOwner(t, s)
	secret, recovery := enableTOTP(t, s, c, u)

	var sealed string
	db.QueryRow(`SELECT totp_secret FROM users WHERE id = $1`, u.ID).Scan(&sealed)
	if sealed == "" || strings.Contains(sealed, secret) {
		t.Errorf("got stored seed %q, want it sealed", sealed)
	}
	req := auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "a"}
	if _, _, err := s.SignIn(ctx, req); !errors.Is(err, auth.ErrTOTPRequired) {
		t.Fatalf("without a code: got %v, want ErrTOTPRequired", err)
	}
	c.advance(time.Minute) // past the step used to enable
	req.Code, _ = totp.GenerateCode(secret, c.now)
	if _, _, err := s.SignIn(ctx, req); err != nil {
		t.Fatalf("with the code: got %v", err)
	}
	if _, _, err := s.SignIn(ctx, req); !errors.Is(err, auth.ErrInvalidCredentials) {
		t.Errorf("the same code again: got %v, want it refused (a step is accepted once)", err)
	}
	c.advance(30 * time.Second)
	req.Code, _ = totp.GenerateCode(secret, c.now)
	if _, _, err := s.SignIn(ctx, req); err != nil {
		t.Errorf("the next step's code: got %v", err)
	}
	req.Code, _ = totp.GenerateCode(secret, c.now.Add(-time.Minute))
	c.advance(10 * time.Second)
	if _, _, err := s.SignIn(ctx, req); !errors.Is(err, auth.ErrInvalidCredentials) {
		t.Errorf("an older step's code: got %v, want it refused", err)
	}

	req.Code, req.RecoveryCode = "", strings.ToUpper(recovery[3])
	if _, _, err := s.SignIn(ctx, req); err != nil {
		t.Errorf("a recovery code (typed in capitals): got %v", err)
	}
	if _, _, err := s.SignIn(ctx, req); !errors.Is(err, auth.ErrInvalidCredentials) {
		t.Errorf("the same recovery code again: got %v, want it used up", err)
	}
	want := []string{"auth.setup", "auth.sign_in", "auth.totp_enabled"}
	if got := auditActions(t, s)[:3]; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got audit %v, want it to start with %v", got, want)
	}
}

func TestTOTPNeedsTheKey(t *testing.T) {
	ctx := context.Background()
	s, db, _ := newStore(t)
	u, _ := setupOwner(t, s)
	noKey, err := auth.NewStore(db, auth.Options{HashCost: cheapHash, Languages: []string{"en"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := noKey.StartTOTP(ctx, auth.Actor{ID: u.ID}, ownerPassword, ""); !errors.Is(err, auth.ErrTOTPUnavailable) {
		t.Errorf("got %v, want ErrTOTPUnavailable", err)
	}
	if _, err := auth.NewStore(db, auth.Options{HashCost: cheapHash, Languages: []string{"en"}, TOTPKey: []byte("short")}); err == nil {
		t.Error("got no error for a 5-byte key")
	}
	_ = s
}

func TestTeamRequiresTwoFactor(t *testing.T) {
	ctx := context.Background()
	s, db, c, u, actor := newStoreWithOwner(t)
	enableTOTP(t, s, c, u)
	requireTwoFactor(t, s, db, actor, true)
	wantErr(t, s.DisableTOTP(ctx, actor, ownerPassword, ""), auth.ErrTOTPRequiredByTeam)
	requireTwoFactor(t, s, db, actor, false)
	err := s.DisableTOTP(ctx, actor, "wrong password here", "")
	if p := (auth.Problems{}); !errors.As(err, &p) || p["password"] != "mismatch" {
		t.Errorf("got %v, want password mismatch", err)
	}
	if err := s.DisableTOTP(ctx, actor, ownerPassword, ""); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "a"}); err != nil {
		t.Errorf("after turning 2FA off: got %v, want a password-only sign-in", err)
	}
}

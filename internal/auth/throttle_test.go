package auth_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"agencysite/internal/auth"
)

// failSignIns sends n sign-ins with a wrong password.
func failSignIns(t *testing.T, s *auth.Store, email, addr string, n int) {
	t.Helper()
	for i := range n {
		_, _, err := s.SignIn(context.Background(), auth.SignInRequest{Email: email, Password: "not the password at all", Address: addr})
		if !errors.Is(err, auth.ErrInvalidCredentials) {
			t.Fatalf("attempt %d: got %v, want ErrInvalidCredentials", i+1, err)
		}
	}
}

func retryAfter(err error) time.Duration {
	var th *auth.ThrottledError
	if errors.As(err, &th) {
		return th.RetryAfter
	}
	return 0
}

func TestThrottleBacksOffAndNeverLocksForGood(t *testing.T) {
	ctx := context.Background()
	s, _, c := newStore(t)
	setupOwner(t, s)
	// The account is attacked from many addresses, so only its own
	// counter matters here; the owner signs in from the office.
	right := auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "office"}

	failSignIns(t, s, ownerEmail, "attacker-1", 4)
	if _, _, err := s.SignIn(ctx, right); err != nil {
		t.Fatalf("after 4 failures: got %v, want the right password accepted", err)
	}
	failSignIns(t, s, ownerEmail, "attacker-2", 5) // the 4 above were forgotten with the success
	_, _, err := s.SignIn(ctx, right)
	if got := retryAfter(err); got != time.Minute {
		t.Fatalf("after 5 failures: got %v (wait %v), want a 1 minute wait even for the right password", err, got)
	}
	for i, want := range []time.Duration{2 * time.Minute, 4 * time.Minute, 8 * time.Minute, 15 * time.Minute, 15 * time.Minute} {
		c.advance(retryAfter(err))
		failSignIns(t, s, ownerEmail, fmt.Sprintf("attacker-%d", i+3), 1)
		_, _, err = s.SignIn(ctx, right)
		if got := retryAfter(err); got != want {
			t.Fatalf("got wait %v, want %v", got, want)
		}
	}
	c.advance(15 * time.Minute)
	if _, _, err := s.SignIn(ctx, right); err != nil {
		t.Errorf("after the longest wait: got %v, want the owner let in", err)
	}
}

func TestThrottleCountsPerAddressAcrossAccounts(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	setupOwner(t, s)
	// Password spraying: one address, a different account each time.
	for _, email := range []string{"a@example.com", "b@example.com", "c@example.com", "d@example.com", "e@example.com"} {
		failSignIns(t, s, email, "sprayer", 1)
	}
	_, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "sprayer"})
	if retryAfter(err) == 0 {
		t.Errorf("got %v, want the address throttled", err)
	}
	if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "office"}); err != nil {
		t.Errorf("from another address: got %v, want the owner let in", err)
	}
}

func TestUnknownAndKnownAccountsFailAlike(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	setupOwner(t, s)
	_, _, errKnown := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: "wrong password here", Address: "x"})
	_, _, errUnknown := s.SignIn(ctx, auth.SignInRequest{Email: "nobody@example.com", Password: "wrong password here", Address: "y"})
	if errKnown != errUnknown || !errors.Is(errKnown, auth.ErrInvalidCredentials) {
		t.Errorf("got %v and %v, want the same ErrInvalidCredentials for both", errKnown, errUnknown)
	}
	actions := auditActions(t, s)
	if n := count(actions, "auth.sign_in_failed"); n != 2 {
		t.Errorf("got %d sign_in_failed audit rows, want 2 (%v)", n, actions)
	}
}

func count(list []string, v string) int {
	n := 0
	for _, x := range list {
		if x == v {
			n++
		}
	}
	return n
}

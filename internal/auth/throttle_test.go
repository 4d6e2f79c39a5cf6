package auth_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"agencysite/internal/auth"
)

// failSignIns sends n sign-ins with a wrong password.
func failSignIns(t *testing.T, s *auth.Store, email, addr string, n int) {
	t.Helper()
	for i := range n {
		_, _, err := s.SignIn(context.Background(), auth.SignInRequest{Email: email, Password: "not the password at all", Address: addr})
		if !errors.Is(err, auth.ErrInvalidCredentials) {
			t.Fatalf("attempt %d from %s: got %v, want ErrInvalidCredentials", i+1, addr, err)
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

// signInAtOnce sends every request at the same moment, on real
// goroutines and connections, and returns their errors.
func signInAtOnce(s *auth.Store, reqs []auth.SignInRequest) []error {
	errs := make([]error, len(reqs))
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, req := range reqs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			_, _, errs[i] = s.SignIn(context.Background(), req)
		}()
	}
	close(start)
	wg.Wait()
	return errs
}

// tally counts checked attempts (a password was verified: right or wrong)
// and throttled ones; anything else fails the test.
func tally(t *testing.T, errs []error) (checked, throttled int) {
	t.Helper()
	for _, err := range errs {
		switch {
		case err == nil, errors.Is(err, auth.ErrInvalidCredentials):
			checked++
		case retryAfter(err) > 0:
			throttled++
		default:
			t.Errorf("got %v, want a check or a throttle", err)
		}
	}
	return checked, throttled
}

// checkAtMostFive sends reqs at once and wants at most five of them
// checked, the rest throttled, and at most five passwords hashed.
func checkAtMostFive(t *testing.T, s *auth.Store, reqs []auth.SignInRequest) {
	t.Helper()
	before := auth.PasswordChecks(s)
	checked, throttled := tally(t, signInAtOnce(s, reqs))
	if checked > 5 || checked+throttled != len(reqs) {
		t.Errorf("got %d checked and %d throttled, want at most 5 checked of %d", checked, throttled, len(reqs))
	}
	// Counted at the hash itself: a throttle that answered "wait" after
	// hashing would pass the count above.
	if n := auth.PasswordChecks(s) - before; n > 5 {
		t.Errorf("got %d passwords hashed, want at most 5", n)
	}
}

// Defect 1: the throttle was read before the hash and written after it,
// so 39 wrong passwords and the right one sent together were all checked.
// Forty wrong ones show it the same way; with the right one among them,
// its success clears the pair's count (as it should: the owner proved who
// they are), and a wrong one reserved after that is checked too, so the
// count of five held only when the right one happened to finish last.
func TestConcurrentSignInsCheckAtMostFive(t *testing.T) {
	s, _, _ := newStoreCosting(t, auth.HashCost{})
	setupOwner(t, s)
	var reqs []auth.SignInRequest
	for range 40 {
		reqs = append(reqs, auth.SignInRequest{Email: ownerEmail, Password: "not the password at all", Address: "attacker"})
	}
	checkAtMostFive(t, s, reqs)
}

// The same reservation covers second factors: the password is known,
// the codes are guessed all at once.
func TestConcurrentCodesCheckAtMostFive(t *testing.T) {
	s, _, c := newStoreCosting(t, auth.HashCost{})
	u, _ := setupOwner(t, s)
	secret, _ := enableTOTP(t, s, c, u)
	c.advance(time.Minute)
	right, _ := totp.GenerateCode(secret, c.now)
	var reqs []auth.SignInRequest
	for i := range 40 {
		code := fmt.Sprintf("%06d", i)
		if code == right {
			code = "999999"
		}
		reqs = append(reqs, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Code: code, Address: "attacker"})
	}
	reqs = append(reqs, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, RecoveryCode: "aaaa-bbbb-cccc", Address: "attacker"})
	checkAtMostFive(t, s, reqs) // a code is checked after its password
}

// Defect 2: five failures from anywhere blocked the right password from
// everywhere, and one request per block kept the owner out.
func TestAttackerCannotLockTheOwnerOut(t *testing.T) {
	ctx := context.Background()
	s, _, c := newStore(t)
	setupOwner(t, s)
	failSignIns(t, s, ownerEmail, "attacker-0", 5)
	for i := range 20 {
		failSignIns(t, s, ownerEmail, fmt.Sprintf("attacker-%d", i+1), 1)
	}
	_, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: "still not it", Address: "attacker-0"})
	if got := retryAfter(err); got != time.Minute {
		t.Errorf("the attacker's 6th try: got %v (wait %v), want a 1 minute block", err, got)
	}
	c.advance(time.Minute)
	failSignIns(t, s, ownerEmail, "attacker-0", 1)
	_, _, err = s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: "still not it", Address: "attacker-0"})
	if got := retryAfter(err); got != 2*time.Minute {
		t.Errorf("the attacker's next try: got %v (wait %v), want the block doubled to 2 minutes", err, got)
	}
	if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "office"}); err != nil {
		t.Fatalf("the owner from the office: got %v, want signed in", err)
	}
	// The success cleared the account: the owner's own typo is no worse
	// than anyone's.
	failSignIns(t, s, ownerEmail, "office", 1)
	if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "office"}); err != nil {
		t.Errorf("after one typo: got %v, want signed in", err)
	}
}

// Past five failures the account itself is only slowed, and only for
// addresses that failed: at most a minute between their attempts.
func TestAccountUnderAttackIsSlowedForFailingAddresses(t *testing.T) {
	ctx := context.Background()
	s, _, c := newStore(t)
	setupOwner(t, s)
	for i := range 6 {
		failSignIns(t, s, ownerEmail, fmt.Sprintf("attacker-%d", i), 1)
	}
	_, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "attacker-0"})
	if got := retryAfter(err); got <= 0 || got > time.Minute {
		t.Fatalf("from an address that failed: got %v, want a wait of at most a minute", err)
	}
	c.advance(time.Minute)
	if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "attacker-0"}); err != nil {
		t.Errorf("a minute later: got %v, want the right password let in", err)
	}
}

func TestThrottleCountsPerAddressAcrossAccounts(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	setupOwner(t, s)
	// Password spraying: one address, a different account each time.
	for i := range 10 {
		failSignIns(t, s, fmt.Sprintf("user%d@example.com", i), "sprayer", 1)
	}
	_, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "sprayer"})
	if retryAfter(err) == 0 {
		t.Errorf("got %v, want the address throttled", err)
	}
	if _, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: ownerPassword, Address: "office"}); err != nil {
		t.Errorf("from another address: got %v, want the owner let in", err)
	}
}

// Defect 3: the sign-in key was the full address, so each address of an
// IPv6 /64 had its own count, and ::ffff:192.0.2.7 was not 192.0.2.7.
func TestThrottleCountsAnIPv6Slash64AsOneAddress(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	setupOwner(t, s)
	addr := func(ip string) string {
		t.Helper()
		h, err := s.HashAddress(ctx, ip)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	for i := range 10 { // a new account and a new address each time
		failSignIns(t, s, fmt.Sprintf("user%d@example.com", i), addr(fmt.Sprintf("2001:db8:1:2::%x", i+1)), 1)
	}
	_, _, err := s.SignIn(ctx, auth.SignInRequest{Email: ownerEmail, Password: "guess", Address: addr("2001:db8:1:2:ffff::9")})
	if retryAfter(err) == 0 {
		t.Errorf("11th address of the /64: got %v, want throttled", err)
	}
	if addr("::ffff:192.0.2.7") != addr("192.0.2.7") {
		t.Error("an IPv4-mapped address counts apart from its IPv4 address")
	}
}

// Defect 7: every failure of an unknown account was a row of its own.
func TestUnknownAccountFailuresAreOneAuditRow(t *testing.T) {
	s, _, _ := newStore(t)
	setupOwner(t, s)
	for i := range 8 {
		failSignIns(t, s, fmt.Sprintf("nobody%d@example.com", i), "flood", 1)
	}
	entries, err := s.AuditLog(context.Background(), 0, 50)
	if err != nil {
		t.Fatal(err)
	}
	if e := entries[0]; e.Action != "auth.sign_in_failed" || e.Repeats != 8 || e.Detail != "unknown account" {
		t.Errorf("got newest entry %+v, want one unknown-account failure repeated 8 times", e)
	}
	if n := count(auditActions(t, s), "auth.sign_in_failed"); n != 1 {
		t.Errorf("got %d failure rows, want 1", n)
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

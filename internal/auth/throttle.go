package auth

import (
	"context"
	"time"

	"agencysite/internal/throttle"
)

// Sign-in throttling (docs/decisions/0160). Every password or code check is
// reserved before it runs (throttle.Attempts), so attempts sent together
// are counted one after another and never more than the free ones are
// checked. Three keys, so nobody can lock the owner out from elsewhere:
//
//   - an account from one address: 5 attempts, then a block that doubles
//     from a minute to 15 minutes (what guessing one account costs);
//   - an address, whatever the account: 10 attempts (an office behind one
//     address has several people), then the same blocks (password spraying);
//   - an account from anywhere: past 5 failures only a slowdown, one
//     attempt per 15 s doubling to at most a minute, and only for addresses
//     that have failed themselves: the owner's right password from a clean
//     address always goes through.
var (
	pairPolicy    = throttle.Policy{Free: 5, Base: time.Minute, Max: 15 * time.Minute}
	addressPolicy = throttle.Policy{Free: 10, Base: time.Minute, Max: 15 * time.Minute}
	accountPolicy = throttle.Policy{Free: 5, Base: 15 * time.Second, Max: time.Minute}
	// recheckPolicy limits a signed-in user's password re-checks; the
	// session ends on the last free failure (recheck.go).
	recheckPolicy = throttle.Policy{Free: 5, Base: time.Minute, Max: 15 * time.Minute}
)

// throttleWindow: a key is forgotten this long after its last attempt.
const throttleWindow = time.Hour

func accountKey(email string) string    { return "account:" + hashToken(email) }
func addressKey(addr string) string     { return "address:" + addr }
func pairKey(email, addr string) string { return "pair:" + hashToken(email+"\x00"+addr) }
func recheckKey(userID string) string   { return "recheck:" + userID }

// limit is a throttle key with its policy.
type limit struct {
	key    string
	policy throttle.Policy
}

// signInAttempt is the reservations of one sign-in, given back or kept
// once its outcome is known.
type signInAttempt struct {
	s                   *Store
	pair, address, acct limit
	acctCounted         bool
}

// reserveSignIn reserves a check for email from addr, or returns a
// *ThrottledError. The most specific key goes first, so a blocked pair
// spends nothing of its address's allowance.
func (s *Store) reserveSignIn(ctx context.Context, email, addr string) (*signInAttempt, error) {
	at := &signInAttempt{s: s, pair: limit{pairKey(email, addr), pairPolicy},
		address: limit{addressKey(addr), addressPolicy}, acct: limit{accountKey(email), accountPolicy}}
	r, err := s.attempts.Reserve(ctx, at.pair.key, at.pair.policy)
	if err != nil {
		return nil, err
	}
	if !r.Granted {
		return nil, &ThrottledError{RetryAfter: r.RetryAfter}
	}
	ra, err := s.attempts.Reserve(ctx, at.address.key, at.address.policy)
	if err != nil {
		return nil, err
	}
	if !ra.Granted {
		return nil, s.refused(ctx, ra.RetryAfter, at.pair)
	}
	racct, err := s.attempts.Reserve(ctx, at.acct.key, at.acct.policy)
	if err != nil {
		return nil, err
	}
	at.acctCounted = racct.Granted
	// An address with no attempt but this one passes a slowed account:
	// whoever holds the account down cannot keep its owner out.
	if !racct.Granted && ra.N > 1 {
		return nil, s.refused(ctx, racct.RetryAfter, at.pair, at.address)
	}
	return at, nil
}

// refused gives back the reservations already made for an attempt that
// will not run, and says how long to wait.
func (s *Store) refused(ctx context.Context, wait time.Duration, limits ...limit) error {
	if err := s.refund(ctx, limits...); err != nil {
		return err
	}
	return &ThrottledError{RetryAfter: wait}
}

func (s *Store) refund(ctx context.Context, limits ...limit) error {
	for _, l := range limits {
		if err := s.attempts.Refund(ctx, l.key, l.policy); err != nil {
			return err
		}
	}
	return nil
}

// notAFailure gives the attempt back: the password was right, and only
// the code is missing.
func (at *signInAttempt) notAFailure(ctx context.Context) error {
	if !at.acctCounted {
		return at.s.refund(ctx, at.pair, at.address)
	}
	return at.s.refund(ctx, at.pair, at.address, at.acct)
}

// succeeded clears the account's keys; the address gets its attempt back
// but keeps its failures, so signing in to one's own account does not
// wipe the failures of a spray from the same address.
func (at *signInAttempt) succeeded(ctx context.Context) error {
	for _, l := range []limit{at.pair, at.acct} {
		if err := at.s.attempts.Forget(ctx, l.key); err != nil {
			return err
		}
	}
	return at.s.refund(ctx, at.address)
}

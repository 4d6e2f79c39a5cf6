package auth

import (
	"bufio"
	"context"
	"crypto/rand"
	"crypto/subtle"
	_ "embed"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// Password length limits: long enough to resist guessing without any
// composition rule (NIST SP 800-63B), short enough that hashing a huge
// body cannot tie up the server.
const (
	PasswordMinChars = 12
	PasswordMaxChars = 256
)

// Argon2id parameters: OWASP's second recommended set (19 MiB, 2 passes,
// 1 thread). With at most two hashes at a time the server never spends
// more than about 40 MiB on them.
const (
	argonTime    = 2
	argonMemory  = 19 * 1024
	argonThreads = 1
	argonKeyLen  = 32
	argonSaltLen = 16
)

// HashCost is argon2id's cost for new hashes: passes over Memory KiB.
// The zero value is OWASP's set above, which a server always uses; only
// tests ask for less (Options.HashCost), because under the race detector
// one hash at full cost takes about half a second of a core and every
// store, setup and sign-in makes one. Verify reads the cost from the
// stored hash, so hashes of any cost verify.
type HashCost struct {
	Time, Memory uint32
}

func (c HashCost) orDefault() HashCost {
	if c == (HashCost{}) {
		return HashCost{Time: argonTime, Memory: argonMemory}
	}
	return c
}

//go:embed common_passwords.txt
var commonPasswordsText string

// commonPasswords is the set of the most common passwords, lower-cased.
var commonPasswords = func() map[string]bool {
	set := make(map[string]bool, 10000)
	sc := bufio.NewScanner(strings.NewReader(commonPasswordsText))
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			set[strings.ToLower(line)] = true
		}
	}
	return set
}()

// CheckPassword returns the problem code of a new password, or "": too
// short, too long, or common. Common means on the list, or a listed
// password repeated ("qwertyqwerty") or followed by digits ("password1234"),
// which is how people stretch a short favourite to the minimum length, or
// one character repeated. context is what an attacker would try first
// for this account (the site's name, the user's e-mail and name): a
// password made of those words, digits and punctuation is "context".
func CheckPassword(p string, context ...string) string {
	n := utf8.RuneCountInString(p)
	switch {
	case n < PasswordMinChars:
		return "too_short"
	case n > PasswordMaxChars:
		return "too_long"
	case isCommon(strings.ToLower(p)) || strings.Count(p, string([]rune(p)[:1])) == n:
		return "common"
	case madeOf(p, context):
		return "context"
	}
	return ""
}

// madeOf reports whether p is nothing but words of context (and the parts
// of an e-mail address or a name), digits and punctuation, in any case.
func madeOf(p string, context []string) bool {
	rest := strings.ToLower(p)
	var words []string
	for _, c := range context {
		c = strings.ToLower(c)
		words = append(words, c)
		words = append(words, strings.FieldsFunc(c, func(r rune) bool { return !unicode.IsLetter(r) })...)
	}
	slices.SortFunc(words, func(a, b string) int { return len(b) - len(a) }) // longest first
	for _, w := range words {
		if utf8.RuneCountInString(w) >= 3 {
			rest = strings.ReplaceAll(rest, w, "")
		}
	}
	return !strings.ContainsFunc(rest, unicode.IsLetter)
}

func isCommon(p string) bool {
	if commonPasswords[p] {
		return true
	}
	if base := strings.TrimRight(p, "0123456789!."); base != p && len(base) >= 4 && isCommon(base) {
		return true
	}
	for k := 2; k <= 4; k++ {
		if len(p)%k == 0 && strings.Repeat(p[:len(p)/k], k) == p && commonPasswords[p[:len(p)/k]] {
			return true
		}
	}
	return false
}

// Hashing runs hashSlots at a time, with at most hashQueue more waiting:
// each hash takes 19 MiB and about 50 ms of a core, so a flood of
// sign-ins from rotating addresses is refused at once (ErrBusy, 429)
// rather than queued past every timeout while the team waits behind it.
const (
	hashSlots = 2
	hashQueue = 32
)

// hasher hashes and verifies passwords with argon2id, at most slots at a
// time and queue more waiting.
type hasher struct {
	slots   chan struct{}
	waiting chan struct{}
	dummy   string // a real hash, verified for unknown e-mails
	cost    HashCost
	// checks counts the passwords verified: the throttle's tests prove
	// with it that refused attempts never reached the hash.
	checks atomic.Int64
}

func newHasher(slots, queue int, cost HashCost) *hasher {
	h := &hasher{slots: make(chan struct{}, slots), waiting: make(chan struct{}, slots+queue), cost: cost.orDefault()}
	h.dummy = h.encode([]byte("no account has this password"), randomSalt())
	return h
}

func randomSalt() []byte {
	salt := make([]byte, argonSaltLen)
	rand.Read(salt)
	return salt
}

func (h *hasher) acquire(ctx context.Context) error {
	select {
	case h.waiting <- struct{}{}:
	default:
		return ErrBusy
	}
	select {
	case h.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		<-h.waiting
		return ctx.Err()
	}
}

func (h *hasher) release() { <-h.slots; <-h.waiting }

// Hash returns the PHC string of password with a fresh salt.
func (h *hasher) Hash(ctx context.Context, password string) (string, error) {
	if err := h.acquire(ctx); err != nil {
		return "", fmt.Errorf("auth: hash: %w", err)
	}
	defer h.release()
	return h.encode([]byte(password), randomSalt()), nil
}

func (h *hasher) encode(password, salt []byte) string {
	key := argon2.IDKey(password, salt, h.cost.Time, h.cost.Memory, argonThreads, argonKeyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, h.cost.Memory, h.cost.Time, argonThreads,
		b64.EncodeToString(salt), b64.EncodeToString(key))
}

// Verify reports whether password matches encoded, a PHC string written by
// Hash (its own parameters are used, so stronger settings later still
// verify old hashes). An empty encoded verifies against the dummy hash and
// fails, taking as long as a real check.
func (h *hasher) Verify(ctx context.Context, encoded, password string) (bool, error) {
	if encoded == "" {
		encoded = h.dummy
		password += "\x00" // never the dummy's password
	}
	var version int
	var mem, iters uint32
	var threads uint8
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, errors.New("auth: verify: not an argon2id hash")
	}
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, errors.New("auth: verify: unknown argon2 version")
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &iters, &threads); err != nil {
		return false, fmt.Errorf("auth: verify: %w", err)
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	want, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err := errors.Join(err1, err2); err != nil {
		return false, fmt.Errorf("auth: verify: %w", err)
	}
	if err := h.acquire(ctx); err != nil {
		return false, fmt.Errorf("auth: verify: %w", err)
	}
	defer h.release()
	h.checks.Add(1)
	got := argon2.IDKey([]byte(password), salt, iters, mem, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

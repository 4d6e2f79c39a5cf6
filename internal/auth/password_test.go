package auth

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestCheckPassword(t *testing.T) {
	tests := []struct {
		name, password, want string
	}{
		{"long and unusual", "violet tractor sings at dawn", ""},
		{"eleven characters", "abcdefghijk", "too_short"},
		{"twelve characters, no rules", "abcdefghijkq", ""},
		{"Arabic counts characters, not bytes", "كلمةسرطويلةجدا", ""},
		{"too long", strings.Repeat("x", 257), "too_long"},
		{"on the list", "1qaz2wsx3edc", "common"},
		{"on the list, other case", "1QAZ2WSX3EDC", "common"},
		{"a listed password with digits after", "password1234", "common"},
		{"a listed password repeated", "qwertyqwerty", "common"},
		{"a listed password with a year", "iloveyou2026", "common"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CheckPassword(tt.password); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	if len(commonPasswords) < 5000 {
		t.Errorf("got %d common passwords, want the embedded list of thousands", len(commonPasswords))
	}
}

func TestHashAndVerify(t *testing.T) {
	ctx := context.Background()
	h := newHasher(2, hashQueue, HashCost{})
	hash, err := h.Hash(ctx, "violet tractor sings at dawn")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(hash, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("got %q, want an argon2id PHC string with OWASP's parameters", hash)
	}
	again, _ := h.Hash(ctx, "violet tractor sings at dawn")
	if again == hash {
		t.Error("got the same hash twice, want a fresh salt each time")
	}
	tests := []struct {
		name, encoded, password string
		want                    bool
	}{
		{"right password", hash, "violet tractor sings at dawn", true},
		{"wrong password", hash, "violet tractor sings at dusk", false},
		{"unknown account: the dummy hash", "", "no account has this password", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := h.Verify(ctx, tt.encoded, tt.password)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	if _, err := h.Verify(ctx, "$2a$10$bcrypt", "x"); err == nil {
		t.Error("got no error for a hash that is not argon2id")
	}
}

func TestHasherRunsAtMostTwoAtATime(t *testing.T) {
	h := newHasher(2, hashQueue, HashCost{})
	ctx := context.Background()
	h.acquire(ctx)
	h.acquire(ctx)
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := h.Hash(cancelled, "violet tractor sings at dawn"); err == nil {
		t.Error("got a third hash while two run, want it to wait (and give up with its context)")
	}
	h.release()
	if _, err := h.Hash(ctx, "violet tractor sings at dawn"); err != nil {
		t.Errorf("got %v once a slot is free", err)
	}
}

// A flood of sign-ins is refused once the queue is full, instead of
// queueing past every timeout (a flood at 600 clients took 25 s).
func TestHasherRefusesBeyondItsQueue(t *testing.T) {
	h := newHasher(1, 1, HashCost{})
	ctx := context.Background()
	if err := h.acquire(ctx); err != nil { // hashing
		t.Fatal(err)
	}
	waited := make(chan error)
	go func() { waited <- h.acquire(ctx) }() // queued
	for len(h.waiting) < 2 {
		runtime.Gosched()
	}
	// The deadline only ends the wait of a queue that failed to refuse
	// (it would otherwise hang the test); a bounded queue answers at once.
	beyond, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if err := h.acquire(beyond); !errors.Is(err, ErrBusy) {
		t.Errorf("beyond the queue: got %v, want ErrBusy", err)
	}
	h.release()
	if err := <-waited; err != nil {
		t.Errorf("queued: got %v, want its turn", err)
	}
	h.release()
	if len(h.waiting) != 0 || len(h.slots) != 0 {
		t.Errorf("got %d waiting and %d hashing, want none", len(h.waiting), len(h.slots))
	}
}

// Defect 11: the site's name, the user's e-mail or name, or one repeated
// character made an accepted password.
func TestCheckPasswordRefusesContextAndRepeats(t *testing.T) {
	ctx := []string{"Nuqta Studio", "amira.haddad@example.com", "Amira Haddad"}
	for _, tt := range []struct{ name, password, want string }{
		{"the brand", "NuqtaStudio2026!", "context"},
		{"the e-mail", "amira.haddad@example.com", "context"},
		{"the name and digits", "amira haddad 1990", "context"},
		{"one character", "aaaaaaaaaaaaaa", "common"},
		{"one digit", "77777777777777", "common"},
		{"the brand among other words", "nuqta violet tractor sings", ""},
	} {
		if got := CheckPassword(tt.password, ctx...); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

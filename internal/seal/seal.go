// Package seal encrypts the few secrets the product must be able to read
// back (two-factor seeds, webhook URLs and signing secrets) with
// AES-256-GCM under the server's -totp-key, so a copy of the database alone
// does not give them away. Each sealed value is bound to what it belongs to
// (a user id, a webhook id): copied to another row, it does not open.
package seal

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
)

// Box seals and opens values under one key.
type Box struct{ aead cipher.AEAD }

// ErrMalformed: a sealed value that is not one of Box's.
var ErrMalformed = errors.New("seal: malformed sealed value")

// New returns a box for a 32-byte key.
func New(key []byte) (*Box, error) {
	if len(key) != 32 {
		return nil, fmt.Errorf("seal: the key must be 32 bytes, got %d", len(key))
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Box{aead: aead}, nil
}

// Seal encrypts plain for owner (the additional data): base64 of a random
// nonce followed by the ciphertext.
func (b *Box) Seal(owner, plain string) string {
	nonce := make([]byte, b.aead.NonceSize())
	rand.Read(nonce) // never fails: crypto/rand panics rather than return an error
	return base64.StdEncoding.EncodeToString(b.aead.Seal(nonce, nonce, []byte(plain), []byte(owner)))
}

// Open decrypts what Seal returned for the same owner.
func (b *Box) Open(owner, sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	n := b.aead.NonceSize()
	if err != nil || len(raw) < n {
		return "", ErrMalformed
	}
	plain, err := b.aead.Open(nil, raw[:n], raw[n:], []byte(owner))
	if err != nil {
		return "", fmt.Errorf("seal: open: %w", err)
	}
	return string(plain), nil
}

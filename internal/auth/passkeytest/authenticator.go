// Package passkeytest is a software WebAuthn authenticator for tests: it
// answers the options a server sends to navigator.credentials with what a
// browser would send back, with real ECDSA P-256 keys, "none" attestation
// and assertion signatures, so the server's checks run unchanged.
package passkeytest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
)

// Authenticator flags (WebAuthn §6.1).
const (
	flagUserPresent  = 0x01
	flagUserVerified = 0x04
	flagAttested     = 0x40
)

// Authenticator holds discoverable credentials, as a phone or a password
// manager does, and answers as the browser at Origin.
type Authenticator struct {
	Origin string
	// SkipUserVerification leaves the UV flag off: a security key touched
	// without its PIN.
	SkipUserVerification bool
	credentials          []*credential
}

type credential struct {
	id         []byte
	key        *ecdsa.PrivateKey
	rpID       string
	userHandle []byte
	count      uint32
}

var b64 = base64.RawURLEncoding

// options is the part of the server's options the authenticator reads.
type options struct {
	PublicKey struct {
		Challenge string `json:"challenge"`
		RP        struct {
			ID string `json:"id"`
		} `json:"rp"`
		RPID string `json:"rpId"`
		User struct {
			ID string `json:"id"`
		} `json:"user"`
	} `json:"publicKey"`
}

func parseOptions(v any) (options, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return options{}, err
	}
	var o options
	if err := json.Unmarshal(raw, &o); err != nil {
		return options{}, fmt.Errorf("passkeytest: options: %w", err)
	}
	return o, nil
}

func (a *Authenticator) flags() byte {
	if a.SkipUserVerification {
		return flagUserPresent
	}
	return flagUserPresent | flagUserVerified
}

func clientData(kind, challenge, origin string) []byte {
	b, _ := json.Marshal(map[string]any{"type": kind, "challenge": challenge, "origin": origin, "crossOrigin": false})
	return b
}

// Create answers a registration's options (anything that marshals to the
// {"publicKey": …} JSON) with a new credential, as the JSON of a
// PublicKeyCredential.
func (a *Authenticator) Create(opts any) ([]byte, error) {
	o, err := parseOptions(opts)
	if err != nil {
		return nil, err
	}
	userHandle, err := b64.DecodeString(o.PublicKey.User.ID)
	if err != nil {
		return nil, fmt.Errorf("passkeytest: user id: %w", err)
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	c := &credential{id: make([]byte, 16), key: key, rpID: o.PublicKey.RP.ID, userHandle: userHandle}
	rand.Read(c.id)
	a.credentials = append(a.credentials, c)

	rpHash := sha256.Sum256([]byte(c.rpID))
	auth := append(rpHash[:], a.flags()|flagAttested, 0, 0, 0, 0)
	auth = append(auth, make([]byte, 16)...) // AAGUID: none
	auth = binary.BigEndian.AppendUint16(auth, uint16(len(c.id)))
	auth = append(auth, c.id...)
	auth = append(auth, coseKey(&key.PublicKey)...)
	attestation := cborMap(3)
	attestation = append(attestation, cborText("fmt")...)
	attestation = append(attestation, cborText("none")...)
	attestation = append(attestation, cborText("attStmt")...)
	attestation = append(attestation, cborMap(0)...)
	attestation = append(attestation, cborText("authData")...)
	attestation = append(attestation, cborBytes(auth)...)

	return json.Marshal(map[string]any{
		"id": b64.EncodeToString(c.id), "rawId": b64.EncodeToString(c.id), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{
			"clientDataJSON":    b64.EncodeToString(clientData("webauthn.create", o.PublicKey.Challenge, a.Origin)),
			"attestationObject": b64.EncodeToString(attestation),
			"transports":        []string{"internal"},
		},
	})
}

// Get answers a sign-in's options with an assertion by the newest
// credential the authenticator holds for the relying party.
func (a *Authenticator) Get(opts any) ([]byte, error) {
	return a.get(opts, nil)
}

// GetWithKey signs with another key than the credential's: a forged assertion.
func (a *Authenticator) GetWithKey(opts any, key *ecdsa.PrivateKey) ([]byte, error) {
	return a.get(opts, key)
}

func (a *Authenticator) get(opts any, key *ecdsa.PrivateKey) ([]byte, error) {
	o, err := parseOptions(opts)
	if err != nil {
		return nil, err
	}
	var c *credential
	for _, cand := range a.credentials {
		if cand.rpID == o.PublicKey.RPID {
			c = cand
		}
	}
	if c == nil {
		return nil, fmt.Errorf("passkeytest: no credential for %q", o.PublicKey.RPID)
	}
	if key == nil {
		key = c.key
	}
	c.count++
	rpHash := sha256.Sum256([]byte(c.rpID))
	auth := binary.BigEndian.AppendUint32(append(rpHash[:], a.flags()), c.count)
	data := clientData("webauthn.get", o.PublicKey.Challenge, a.Origin)
	dataHash := sha256.Sum256(data)
	digest := sha256.Sum256(append(append([]byte{}, auth...), dataHash[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, key, digest[:])
	if err != nil {
		return nil, err
	}
	return json.Marshal(map[string]any{
		"id": b64.EncodeToString(c.id), "rawId": b64.EncodeToString(c.id), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{
			"clientDataJSON":    b64.EncodeToString(data),
			"authenticatorData": b64.EncodeToString(auth),
			"signature":         b64.EncodeToString(sig),
			"userHandle":        b64.EncodeToString(c.userHandle),
		},
	})
}

// coseKey is an EC2 P-256 public key for ES256 in COSE (RFC 9053):
// {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
func coseKey(pub *ecdsa.PublicKey) []byte {
	raw, _ := pub.Bytes() // 0x04 || x || y
	out := append(cborMap(5), 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21)
	out = append(out, cborBytes(raw[1:33])...)
	out = append(out, 0x22)
	return append(out, cborBytes(raw[33:65])...)
}

// The few CBOR (RFC 8949) items an attestation needs.
func cborHead(major byte, n int) []byte {
	switch {
	case n < 24:
		return []byte{major<<5 | byte(n)}
	case n < 256:
		return []byte{major<<5 | 24, byte(n)}
	default:
		return binary.BigEndian.AppendUint16([]byte{major<<5 | 25}, uint16(n))
	}
}

func cborMap(n int) []byte      { return cborHead(5, n) }
func cborText(s string) []byte  { return append(cborHead(3, len(s)), s...) }
func cborBytes(b []byte) []byte { return append(cborHead(2, len(b)), b...) }

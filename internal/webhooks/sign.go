package webhooks

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// secretPrefix starts a signing secret, as the Standard Webhooks
// libraries write and read them: "whsec_" and the key in base64.
const secretPrefix = "whsec_"

// NewSecret returns a new signing secret: 32 random bytes.
func NewSecret() string {
	key := make([]byte, 32)
	rand.Read(key) // never fails: crypto/rand panics rather than return an error
	return secretPrefix + base64.StdEncoding.EncodeToString(key)
}

// Sign is the webhook-signature header of a message under secret: "v1,"
// and the base64 HMAC-SHA256 of "id.timestamp.body" keyed with the
// secret's decoded bytes.
func Sign(secret, id string, at time.Time, body []byte) (string, error) {
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, secretPrefix))
	if err != nil {
		return "", fmt.Errorf("webhooks: the secret is not base64: %w", err)
	}
	m := hmac.New(sha256.New, key)
	fmt.Fprintf(m, "%s.%d.", id, at.Unix())
	m.Write(body)
	return "v1," + base64.StdEncoding.EncodeToString(m.Sum(nil)), nil
}

// signHeaders sets the convention's three headers on req.
func signHeaders(req *http.Request, secret, id string, at time.Time, body []byte) error {
	sig, err := Sign(secret, id, at, body)
	if err != nil {
		return err
	}
	req.Header.Set("webhook-id", id)
	req.Header.Set("webhook-timestamp", strconv.FormatInt(at.Unix(), 10))
	req.Header.Set("webhook-signature", sig)
	return nil
}

package render

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Reads is what a render read of the content document (web/render/reads.js):
// the places, as keys (a kind and a JSON pointer, sorted), and a digest of
// what it found there. A page whose keys find the same values in another
// document renders the same bytes from it (docs/decisions/0225).
type Reads struct {
	Keys   []string
	Digest string
}

// takeReads collects the reads the bundle noted since it last did.
func (e *Engine) takeReads() (*Reads, error) {
	var pairs [][2]string
	if err := callJSON(e.rt, &pairs, "__takeReads"); err != nil {
		return nil, fmt.Errorf("reading the reads: %w", err)
	}
	slices.SortFunc(pairs, func(a, b [2]string) int { return strings.Compare(a[0], b[0]) })
	r := &Reads{Keys: make([]string, len(pairs))}
	obs := make([]string, len(pairs))
	for i, p := range pairs {
		r.Keys[i], obs[i] = p[0], p[1]
	}
	r.Digest = digest(r.Keys, obs)
	return r, nil
}

func digest(keys, obs []string) string {
	h := sha256.New()
	for i, k := range keys {
		h.Write([]byte(k))
		h.Write([]byte{0})
		h.Write([]byte(obs[i]))
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// StartReads is what starting the engine read of the document (the list
// of paths is made of it), nil when the engine does not note reads: it was
// given no document, or its bundle cannot.
func (e *Engine) StartReads() *Reads { return e.startReads }

// Digest returns the digest of what keys find in this engine's document,
// to compare with the Reads.Digest of a render of another document: equal,
// the page renders the same.
func (e *Engine) Digest(ctx context.Context, keys []string) (string, error) {
	if e.startReads == nil {
		return "", fmt.Errorf("render: digest: this engine notes no reads")
	}
	in, err := json.Marshal(keys)
	if err != nil {
		return "", err
	}
	var obs []string
	err = e.guard(ctx, func() error { return callJSON(e.rt, &obs, "__observe", string(in)) })
	if err != nil {
		return "", fmt.Errorf("render: digest: %w", err)
	}
	if len(obs) != len(keys) {
		return "", fmt.Errorf("render: digest: %d observations for %d keys", len(obs), len(keys))
	}
	return digest(keys, obs), nil
}

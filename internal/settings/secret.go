package settings

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"

	"agencysite/internal/database"
)

// Secret returns the installation's random secret named name (32 bytes),
// making it on first use. It is the one reader of installation secrets
// (the throttle buckets' keys, the audit log's address hashes): every
// instance sharing the database gets the same bytes, whichever wrote them
// first.
func Secret(ctx context.Context, db *database.DB, name string) ([]byte, error) {
	fresh := make([]byte, 32)
	rand.Read(fresh) // never fails: crypto/rand panics rather than return an error
	if _, err := db.ExecContext(ctx, `INSERT INTO installation (key, value) VALUES ($1, $2)
		ON CONFLICT (key) DO NOTHING`, name, hex.EncodeToString(fresh)); err != nil {
		return nil, fmt.Errorf("settings: secret %s: %w", name, err)
	}
	var stored string
	err := db.QueryRowContext(ctx, `SELECT value FROM installation WHERE key = $1`, name).Scan(&stored)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("settings: secret %s: vanished", name)
	}
	if err != nil {
		return nil, fmt.Errorf("settings: secret %s: %w", name, err)
	}
	secret, err := hex.DecodeString(stored)
	if err != nil {
		return nil, fmt.Errorf("settings: secret %s: %w", name, err)
	}
	return secret, nil
}

// Keyed is a keyed hash under one of the installation's secrets (Secret),
// loaded on first use and kept: how addresses and bucket names are kept
// unreadable (the throttle's buckets, the audit log's addresses).
type Keyed struct {
	db   *database.DB
	name string
	mu   sync.Mutex
	key  []byte
}

// NewKeyed returns the keyed hash under the secret named name.
func NewKeyed(db *database.DB, name string) *Keyed { return &Keyed{db: db, name: name} }

// Sum is the HMAC-SHA256 of s under the secret. A secret that cannot be
// read is an error, tried again on the next call.
func (k *Keyed) Sum(ctx context.Context, s string) ([]byte, error) {
	k.mu.Lock()
	if k.key == nil {
		key, err := Secret(ctx, k.db, k.name)
		if err != nil {
			k.mu.Unlock()
			return nil, err
		}
		k.key = key
	}
	key := k.key
	k.mu.Unlock()
	m := hmac.New(sha256.New, key)
	m.Write([]byte(s))
	return m.Sum(nil), nil
}

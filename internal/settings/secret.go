package settings

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"

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

package analytics

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"agencysite/internal/database"
)

// salts hands out the secret salt of a UTC day. A day's salt is made on the
// first event of that day and stored, so that every instance behind a load
// balancer hashes a visitor alike; the salts of earlier days are deleted at
// the same moment, after which nobody, the agency included, can tell whether
// two days' visitor ids belong to the same person. Only the writer
// goroutine uses a salts, so it needs no lock.
type salts struct {
	db   *database.DB
	day  string
	salt []byte
}

// forDay returns the salt of day, rotating when day is newer than the one
// in hand. An event of a day whose salt is already gone (a batch that
// crossed midnight, or an instance whose clock is behind another's) gets
// the newest salt: its day is over anyway.
func (s *salts) forDay(ctx context.Context, day string) ([]byte, error) {
	if s.salt != nil && day <= s.day {
		return s.salt, nil
	}
	newest, salt, err := s.rotate(ctx, day)
	if err != nil {
		return nil, fmt.Errorf("analytics: salt of %s: %w", day, err)
	}
	s.day, s.salt = newest, salt
	return salt, nil
}

// rotate makes day's salt unless a salt of day or a later day is stored,
// deletes the salts of earlier days, and returns the newest day and salt.
// A salt is never made for a day older than the newest stored: that day's
// salt may have been deleted already, and deleted must stay deleted.
func (s *salts) rotate(ctx context.Context, day string) (string, []byte, error) {
	fresh := make([]byte, 32)
	rand.Read(fresh)
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", nil, err
	}
	defer tx.Rollback()
	// Another instance may have made the day's salt first: keep that one.
	if _, err := tx.ExecContext(ctx, `INSERT INTO analytics_salts (day, salt)
		SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM analytics_salts WHERE day > $3)
		ON CONFLICT (day) DO NOTHING`, day, hex.EncodeToString(fresh), day); err != nil {
		return "", nil, err
	}
	var newest, stored string
	if err := tx.QueryRowContext(ctx, `SELECT day, salt FROM analytics_salts ORDER BY day DESC LIMIT 1`).
		Scan(&newest, &stored); err != nil {
		return "", nil, err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM analytics_salts WHERE day < $1`, newest); err != nil {
		return "", nil, err
	}
	if err := tx.Commit(); err != nil {
		return "", nil, err
	}
	salt, err := hex.DecodeString(stored)
	return newest, salt, err
}

// visitorID is the anonymous id of a visitor for one day: a hash of the
// day's salt, the site, the address and the User-Agent. Without the salt
// it cannot be reversed or recomputed, and the salt lives one day.
func visitorID(salt []byte, site, ip, userAgent string) string {
	h := sha256.New()
	h.Write(salt)
	for _, part := range []string{site, ip, userAgent} {
		h.Write([]byte{0}) // separators keep ("ab","c") apart from ("a","bc")
		h.Write([]byte(part))
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

package settings

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"testing"

	"agencysite/internal/database/dbtest"
)

// TestKeyedHashesUnderTheSecret: the one keyed hash (the throttle's bucket
// names, the audit log's addresses): instances sharing the database hash
// alike, and another secret's hash differs.
func TestKeyedHashesUnderTheSecret(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	a, b, other := NewKeyed(db, "k"), NewKeyed(db, "k"), NewKeyed(db, "other")
	x, err := a.Sum(ctx, "198.51.100.7")
	if err != nil {
		t.Fatal(err)
	}
	y, _ := b.Sum(ctx, "198.51.100.7")
	z, _ := other.Sum(ctx, "198.51.100.7")
	secret, _ := Secret(ctx, db, "k")
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("198.51.100.7"))
	if !bytes.Equal(x, y) || bytes.Equal(x, z) || !bytes.Equal(x, m.Sum(nil)) || len(x) != 32 {
		t.Fatalf("sums %x, %x, %x: want the first two alike, the HMAC-SHA256 under secret k, the third apart", x, y, z)
	}
}

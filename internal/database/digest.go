package database

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"sort"
)

// MigrationsDigest names the embedded migrations by their names and
// content, so a database migrated by this build can be told from one
// migrated by another: dbtest keeps a migrated PostgreSQL database under
// this name as the template of every test's database.
func MigrationsDigest() string {
	files, _ := fs.Glob(migrations, "migrations/*.sql")
	sort.Strings(files)
	h := sha256.New()
	for _, file := range files {
		body, _ := migrations.ReadFile(file)
		h.Write([]byte(file))
		h.Write([]byte{0})
		h.Write(body)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

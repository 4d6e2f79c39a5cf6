// Package publish turns a content document into a generation of the public
// pages and makes it live: it renders every page, lets the server add what
// it derives from pages (heads, CSP, ETags), compresses, stores the
// generation and switches the live pointer in one transaction, one
// publisher at a time across instances (docs/decisions/0190).
package publish

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"time"
)

// Keep is how many generations are kept, the live one always among them.
const Keep = 20

// File is one file of a generation, ready to serve: an HTML page or a
// page's .data, under the URL path it is served at.
type File struct {
	Name        string // "/en/home", "/en/home.data"
	ContentType string
	CSP         string // an HTML page's own Content-Security-Policy
	Hash        string // hex SHA-256 of Body (Hash[:32] is the ETag)
	Body        []byte
	// Br and Gz are Body compressed, nil when not smaller. A file whose
	// blob is already stored may leave them nil: the store keeps its own.
	Br, Gz []byte
}

// Sum is the hex SHA-256 a File's Hash holds.
func Sum(body []byte) string {
	s := sha256.Sum256(body)
	return hex.EncodeToString(s[:])
}

// Generation describes one stored set of pages.
type Generation struct {
	ID        int64
	CreatedAt time.Time
	CreatedBy string
	Summary   string // what changed, as typed ("" for a restore)
	// RestoredFrom is the version a restore took back (0: not a restore),
	// RestoredItem the item's pointer ("" for the whole site): the studio
	// says it in its reader's language.
	RestoredFrom int64
	RestoredItem string
	// Build is the front-end build whose scripts the pages load; BaseURL
	// the public origin in their heads. An instance serves a generation
	// only when both are its own (Fits).
	Build   string
	BaseURL string
	Pages   int
	Content []byte // the content document it was rendered from
	Live    bool
}

// Fits reports whether an instance of build serving baseURL can serve g.
func (g Generation) Fits(build, baseURL string) bool {
	return g.Build == build && g.BaseURL == baseURL
}

var (
	// ErrNotFound: no generation has that number (or it was not kept).
	ErrNotFound = errors.New("publish: no such generation")
	// ErrBusy: another publish is running and the caller chose not to wait.
	ErrBusy = errors.New("publish: another publish is running")
	// ErrOtherBuild: the generation's pages load scripts of another build
	// of the binary (or name another origin); this one cannot serve them.
	ErrOtherBuild = errors.New("publish: the generation was rendered by another build or for another base URL")
)

// Package media is the team's picture library: uploads checked and decoded
// within limits before anything is kept, stored in the database under their
// content hash, processed by a job into AVIF, WebP and the original format
// at fixed widths, and read back for serving under /media/.
package media

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"agencysite/web"
)

// Limits of an upload, checked before a single pixel is decoded; their
// numbers are web/app/config/limits.json's, which the back office states.
var (
	// MaxBytes is the largest file accepted.
	MaxBytes = web.Limits().UploadMaxMB << 20
	// MaxPixels is the largest image accepted, width × height: a hero's,
	// drawn full width up to HeroWidth.
	MaxPixels = web.Limits().HeroMaxMegapixels * 1_000_000
	// MaxPicturePixels is the largest picture that is not a hero: shown
	// at most 1,600 pixels wide, 24 megapixels (6,000 × 4,000, a camera's
	// photo) is more than enough, and a 40-megapixel one costs as much to
	// process as it is big (issue 35, D5).
	MaxPicturePixels = web.Limits().PictureMaxMegapixels * 1_000_000
	// maxSide keeps a 1 × 40,000,000 strip out, which no page can show.
	maxSide = web.Limits().PictureMaxSide
)

// Widths are the sizes every raster picture is made in, never larger than
// the original; HeroWidth is added for full-width hero images. The small
// end is dense because that is where the public pages show pictures on a
// phone: an avatar at 56 CSS px, a phone screen at 144–192, a client logo
// at 160, at 1.75–3 device pixels each, so that a browser finds a file
// within about 1.5 times of what it draws (docs/decisions/0265).
var Widths = []int{160, 240, 320, 480, 800, 1200, 1600}

// HeroWidth is the extra width of a full-width hero picture.
const HeroWidth = 2400

// AVIFMaxWidth is the widest AVIF made: libaom's memory inside WebAssembly
// grows with the picture, to about 576 MB at 2400 pixels against 259 MB at
// 1600, over the 300 MB a job may take (docs/decisions/0236). Wider
// screens get the hero's 2400 in WebP.
const AVIFMaxWidth = 1600

// Format is what a stored file is: the type of an upload, or of a variant.
type Format string

// The formats the library knows.
const (
	JPEG Format = "jpg"
	PNG  Format = "png"
	WebP Format = "webp"
	AVIF Format = "avif"
	SVG  Format = "svg"
)

// ContentType is the MIME type f is served as.
func (f Format) ContentType() string {
	switch f {
	case JPEG:
		return "image/jpeg"
	case PNG:
		return "image/png"
	case WebP:
		return "image/webp"
	case AVIF:
		return "image/avif"
	case SVG:
		return "image/svg+xml"
	}
	return "application/octet-stream"
}

func parseFormat(s string) (Format, bool) {
	switch f := Format(s); f {
	case JPEG, PNG, WebP, AVIF, SVG:
		return f, true
	}
	return "", false
}

// Errors of the library. A refused upload is a *RefusedError, which
// wraps ErrRefused.
var (
	ErrNotFound = errors.New("media: not found")
	ErrRefused  = errors.New("media: upload refused")
	// ErrTooLarge: the upload is over MaxBytes.
	ErrTooLarge = errors.New("media: file too large")
	// ErrInUse: the asset is referenced by the content and cannot be deleted.
	ErrInUse = errors.New("media: asset in use")
)

// RefusedError says why an upload was refused, as a machine code
// ("bomb", "type_mismatch", "svg_script") and a sentence for a person.
type RefusedError struct {
	Code   string
	Reason string
}

func (e *RefusedError) Error() string { return "media: refused (" + e.Code + "): " + e.Reason }
func (e *RefusedError) Unwrap() error { return ErrRefused }

func refuse(code, format string, args ...any) error {
	return &RefusedError{Code: code, Reason: fmt.Sprintf(format, args...)}
}

// idLen is the length of an asset id: the first 128 bits of the SHA-256 of
// the uploaded bytes, in hex. Enough that two different files never meet,
// short enough for a URL.
const idLen = 32

// ValidID reports whether s has the shape of an asset id.
func ValidID(s string) bool {
	if len(s) != idLen {
		return false
	}
	for _, c := range []byte(s) {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// File names one stored variant.
type File struct {
	ID     string
	Width  int
	Format Format
}

// ParseFile reads a name under /media/; ok is false for anything that is
// not exactly a variant's name, {id}-{width}.{format} (32 lower-case hex
// digits, a width of 1–99999 without leading zero, a known format), which
// is then never looked for. Written out rather than as a regexp: it runs
// on every request for a picture.
func ParseFile(name string) (f File, ok bool) {
	if len(name) < idLen+4 || name[idLen] != '-' || !ValidID(name[:idLen]) {
		return File{}, false
	}
	rest := name[idLen+1:]
	dot := strings.IndexByte(rest, '.')
	if dot < 1 || dot > 5 || rest[0] == '0' {
		return File{}, false
	}
	w := 0
	for _, c := range []byte(rest[:dot]) {
		if c < '0' || c > '9' {
			return File{}, false
		}
		w = w*10 + int(c-'0')
	}
	format, ok := parseFormat(rest[dot+1:])
	if !ok {
		return File{}, false
	}
	return File{ID: name[:idLen], Width: w, Format: format}, true
}

// Name is the file name the variant is served under.
func (f File) Name() string { return f.ID + "-" + strconv.Itoa(f.Width) + "." + string(f.Format) }

// URL is the path the variant is served at.
func (f File) URL() string { return "/media/" + f.Name() }

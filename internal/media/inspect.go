package media

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"path"
	"strings"

	"github.com/gen2brain/avif"
	"golang.org/x/image/webp"
)

// Upload is a file that passed every check: its type is what its bytes
// say, its size is within the limits, and it decodes in full.
type Upload struct {
	// ID is the content hash of the bytes as uploaded.
	ID string
	// By is who uploaded it: a user's id, "" from the command line.
	By     string
	Name   string
	Format Format
	// Width and Height are as the picture is shown: after the EXIF
	// orientation of a JPEG is applied.
	Width, Height int
	// Data is what is kept as the asset's source: for a raster picture,
	// the upload without its metadata and turned as its EXIF said (never
	// served: every served file is encoded anew from its pixels); for an
	// SVG, the sanitised document.
	Data []byte
}

// Inspect checks an upload: its name, its size, its type from its first
// bytes (the name's extension, if any, must agree), its dimensions from
// its header before any pixel is decoded (a decompression bomb is refused
// there), then a full decode that refuses truncated and corrupt files. It
// returns a *RefusedError, or ErrTooLarge, for what it refuses.
func Inspect(name string, data []byte, hero bool) (*Upload, error) {
	name, err := cleanName(name)
	if err != nil {
		return nil, err
	}
	switch {
	case len(data) == 0:
		return nil, refuse("empty", "The file is empty.")
	case len(data) > MaxBytes:
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrTooLarge, len(data), MaxBytes)
	}
	format, ok := sniff(data)
	if !ok {
		return nil, refuse("unsupported_type", "Only JPEG, PNG, WebP, AVIF and SVG files are accepted.")
	}
	if declared, ok := formatOfName(name); ok && declared != format {
		return nil, refuse("type_mismatch", "The file is named .%s but is %s.", path.Ext(name)[1:], format.ContentType())
	}
	u := &Upload{ID: hashOf(data), Name: name, Format: format, Data: data}
	if format == SVG {
		clean, w, h, err := SanitizeSVG(data)
		if err != nil {
			return nil, err
		}
		u.Data, u.Width, u.Height = clean, w, h
		return u, nil
	}
	limit := MaxPicturePixels
	if hero {
		limit = MaxPixels
	}
	img, err := decode(format, data, limit)
	if err != nil {
		return nil, err
	}
	b := img.Bounds()
	u.Width, u.Height = b.Dx(), b.Dy()
	if format == JPEG && orientation(data) >= 5 {
		u.Width, u.Height = u.Height, u.Width
	}
	if u.Data, err = stripMetadata(format, data, img); err != nil {
		return nil, err
	}
	return u, nil
}

// codec reads one raster format: its header, then its pixels.
type codec struct {
	config func(io.Reader) (image.Config, error)
	decode func(io.Reader) (image.Image, error)
}

// codecs are the raster formats decode reads (SVG is text, read apart).
var codecs = map[Format]codec{
	JPEG: {jpeg.DecodeConfig, jpeg.Decode},
	PNG:  {png.DecodeConfig, png.Decode},
	WebP: {webp.DecodeConfig, webp.Decode},
	AVIF: {avif.DecodeConfig, avif.Decode},
}

// decode checks the header's dimensions, then decodes the whole picture;
// the decoders' panics on hostile input are refusals too.
func decode(format Format, data []byte, maxPixels int) (img image.Image, err error) {
	defer func() {
		if p := recover(); p != nil {
			img, err = nil, refuse("corrupt", "The file is damaged or incomplete.")
		}
	}()
	c, ok := codecs[format]
	if !ok {
		return nil, refuse("unsupported_type", "Only JPEG, PNG, WebP, AVIF and SVG files are accepted.")
	}
	cfg, err := c.config(bytes.NewReader(data))
	if err != nil {
		return nil, refuse("corrupt", "The file is damaged or incomplete.")
	}
	if err := checkSize(cfg.Width, cfg.Height, maxPixels); err != nil {
		return nil, err
	}
	img, err = c.decode(bytes.NewReader(data))
	if err != nil {
		return nil, refuse("corrupt", "The file is damaged or incomplete.")
	}
	if b := img.Bounds(); b.Dx() != cfg.Width || b.Dy() != cfg.Height {
		return nil, refuse("corrupt", "The file is damaged or incomplete.")
	}
	return img, nil
}

// checkSize refuses what is too large to decode: a decompression bomb
// declares its size in its header, and is refused here, before its pixels
// are given any memory.
func checkSize(w, h, maxPixels int) error {
	switch {
	case w <= 0 || h <= 0:
		return refuse("corrupt", "The file is damaged or incomplete.")
	case w > maxSide || h > maxSide || w*h > maxPixels:
		return refuse("too_many_pixels", "The picture is %d × %d pixels; at most %d megapixels are accepted (%d for a full-width picture).",
			w, h, maxPixels/1_000_000, MaxPixels/1_000_000)
	}
	return nil
}

// sniff tells the format from the first bytes, whatever the file is called.
func sniff(b []byte) (Format, bool) {
	switch {
	case bytes.HasPrefix(b, []byte{0xFF, 0xD8, 0xFF}):
		return JPEG, true
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return PNG, true
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return WebP, true
	case len(b) >= 12 && string(b[4:8]) == "ftyp" && (string(b[8:12]) == "avif" || string(b[8:12]) == "avis"):
		return AVIF, true
	case looksLikeSVG(b):
		return SVG, true
	}
	return "", false
}

// cleanName keeps the name shown in the library; a name with a path in it
// is refused rather than guessed at (nothing is ever stored under it).
func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "upload", nil
	case strings.ContainsAny(name, "/\\\x00") || name == "." || name == "..":
		return "", refuse("bad_name", "The file name must not contain a path.")
	case len(name) > 255:
		return "", refuse("bad_name", "The file name is longer than 255 bytes.")
	}
	return strings.ToValidUTF8(name, ""), nil
}

// formatOfName is the format a file name's extension claims, if it names one.
func formatOfName(name string) (Format, bool) {
	switch strings.ToLower(path.Ext(name)) {
	case ".jpg", ".jpeg":
		return JPEG, true
	case ".png":
		return PNG, true
	case ".webp":
		return WebP, true
	case ".avif":
		return AVIF, true
	case ".svg":
		return SVG, true
	}
	return "", false
}

func hashOf(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])[:idLen]
}

package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// asset is one file of the built site, held in memory with its compressed
// forms, ready to send.
type asset struct {
	body, br, gz []byte
	contentType  string
	cacheControl string
	etag         string // strong, of the uncompressed body
	csp          string // HTML only: the page's own policy
}

const (
	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache"
)

func newAsset(name string, body []byte) *asset {
	sum := sha256.Sum256(body)
	ct := mime.TypeByExtension(path.Ext(name))
	if ct == "" {
		ct = http.DetectContentType(body)
	}
	return &asset{
		body:         body,
		contentType:  ct,
		cacheControl: cacheRevalidate,
		etag:         hex.EncodeToString(sum[:16]),
	}
}

// compress fills in the brotli and gzip forms when they are smaller.
func (a *asset) compress() {
	var buf bytes.Buffer
	bw := brotli.NewWriterLevel(&buf, 5) // 11 saves ~9% more but takes 20x as long at start-up
	bw.Write(a.body)
	bw.Close()
	if buf.Len() < len(a.body) {
		a.br = bytes.Clone(buf.Bytes())
	}
	buf.Reset()
	gw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	gw.Write(a.body)
	gw.Close()
	if buf.Len() < len(a.body) {
		a.gz = bytes.Clone(buf.Bytes())
	}
}

// serve writes the asset with status, choosing its encoding by
// Accept-Encoding and answering 304 to a matching If-None-Match (for 200s).
func (a *asset) serve(w http.ResponseWriter, r *http.Request, status int) {
	h := w.Header()
	body, encoding := a.body, ""
	switch preferredEncoding(r.Header.Get("Accept-Encoding"), a.br != nil, a.gz != nil) {
	case "br":
		body, encoding = a.br, "br"
	case "gzip":
		body, encoding = a.gz, "gzip"
	}
	etag := `"` + a.etag + `"`
	if encoding != "" {
		etag = `"` + a.etag + "-" + encoding + `"`
		h.Set("Content-Encoding", encoding)
	}
	if a.br != nil || a.gz != nil {
		h.Add("Vary", "Accept-Encoding")
	}
	h.Set("Content-Type", a.contentType)
	h.Set("Cache-Control", a.cacheControl)
	if neverADocument(a.contentType) {
		for _, name := range documentOnlyHeaders {
			h.Del(name)
		}
	}
	if a.csp != "" {
		h.Set("Content-Security-Policy", a.csp)
	}
	if status == http.StatusOK {
		h.Set("ETag", etag)
		if etagMatches(r.Header.Get("If-None-Match"), etag) {
			h.Del("Content-Encoding")
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	w.Write(body) // net/http drops the body of a HEAD answer
}

// etagMatches implements If-None-Match's weak comparison (RFC 9110 13.1.2).
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	for _, candidate := range strings.Split(header, ",") {
		candidate = strings.TrimSpace(candidate)
		if candidate == "*" || strings.TrimPrefix(candidate, "W/") == etag {
			return true
		}
	}
	return false
}

// preferredEncoding picks br, then gzip, then identity ("") among those the
// client accepts with a non-zero quality.
func preferredEncoding(acceptEncoding string, haveBr, haveGzip bool) string {
	accepted := map[string]bool{}
	star := false
	for _, part := range strings.Split(acceptEncoding, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		ok := true
		if q, found := strings.CutPrefix(strings.TrimSpace(params), "q="); found {
			v, err := strconv.ParseFloat(q, 64)
			ok = err == nil && v > 0
		}
		if name == "*" {
			star = ok
			continue
		}
		accepted[name] = ok
	}
	acceptable := func(name string) bool {
		if v, listed := accepted[name]; listed {
			return v
		}
		return star
	}
	switch {
	case haveBr && acceptable("br"):
		return "br"
	case haveGzip && acceptable("gzip"):
		return "gzip"
	}
	return ""
}

// documentOnlyHeaders are the security headers a browser reads only on a
// document (what a frame or window shows): on a script, a stylesheet or a
// font they do nothing but cost every request about 200 bytes, which a
// phone page loading a dozen scripts over HTTP/1.1 pays a dozen times.
// The others (nosniff, CORP, CSP, Referrer-Policy, which a stylesheet's own
// fetches follow) stay on every answer.
var documentOnlyHeaders = []string{"Permissions-Policy", "Cross-Origin-Opener-Policy", "X-Frame-Options"}

// neverADocument tells the content types a browser never renders as a
// page. Images are not among them: an SVG opened on its own is a document
// that may run script.
func neverADocument(contentType string) bool {
	for _, prefix := range []string{"text/javascript", "text/css", "font/"} {
		if strings.HasPrefix(contentType, prefix) {
			return true
		}
	}
	return false
}

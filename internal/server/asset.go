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
	"sync"

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

	// The response header values, built at the first request (csp is set
	// after newAsset) and shared by every answer: net/http only reads
	// them, and each has no spare capacity, so an append copies.
	once    sync.Once
	headers [3]assetHeaders // identity, br, gzip
}

// assetHeaders are an asset's header values in one encoding.
type assetHeaders struct {
	body                                          []byte
	encoding, etag, etagValue, length             []string
	contentType, cacheControl, csp, varyEncodings []string
}

const (
	identity = iota
	encBr
	encGzip
)

func (a *asset) prepare() {
	for i, enc := range []struct {
		body []byte
		name string
	}{{a.body, ""}, {a.br, "br"}, {a.gz, "gzip"}} {
		if enc.body == nil && enc.name != "" {
			continue
		}
		h := assetHeaders{body: enc.body, etagValue: []string{`"` + a.etag + `"`},
			length: []string{strconv.Itoa(len(enc.body))}, contentType: []string{a.contentType},
			cacheControl: []string{a.cacheControl}}
		if enc.name != "" {
			h.encoding = []string{enc.name}
			h.etagValue = []string{`"` + a.etag + "-" + enc.name + `"`}
		}
		if a.csp != "" {
			h.csp = []string{a.csp}
		}
		if a.br != nil || a.gz != nil {
			h.varyEncodings = []string{"Accept-Encoding"}
		}
		a.headers[i] = h
	}
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

// Compressors are reused: a new brotli or gzip writer allocates and clears
// its window and hash tables (several MB), which was most of the time of
// loading a site's pages at start-up and of a publish's, and, under the
// race detector, of every test that builds a server. Reset gives the same
// bytes as a new writer (TestCompressReusedWritersSameBytes).
var (
	brotliWriters = sync.Pool{New: func() any { return brotli.NewWriterLevel(nil, 5) }} // 11 saves ~9% more but takes 20x as long at start-up
	gzipWriters   = sync.Pool{New: func() any {
		w, _ := gzip.NewWriterLevel(nil, gzip.BestCompression)
		return w
	}}
)

// compress fills in the brotli and gzip forms when they are smaller.
func (a *asset) compress() {
	var buf bytes.Buffer
	bw := brotliWriters.Get().(*brotli.Writer)
	bw.Reset(&buf)
	bw.Write(a.body)
	bw.Close()
	bw.Reset(nil) // holds no reference to buf or a.body while pooled
	brotliWriters.Put(bw)
	if buf.Len() < len(a.body) {
		a.br = bytes.Clone(buf.Bytes())
	}
	buf.Reset()
	gw := gzipWriters.Get().(*gzip.Writer)
	gw.Reset(&buf)
	gw.Write(a.body)
	gw.Close()
	gw.Reset(nil)
	gzipWriters.Put(gw)
	if buf.Len() < len(a.body) {
		a.gz = bytes.Clone(buf.Bytes())
	}
}

// serve writes the asset with status, choosing its encoding by
// Accept-Encoding and answering 304 to a matching If-None-Match (for 200s).
func (a *asset) serve(w http.ResponseWriter, r *http.Request, status int) {
	a.once.Do(a.prepare)
	hv := &a.headers[identity]
	switch preferredEncoding(r.Header.Get("Accept-Encoding"), a.br != nil, a.gz != nil) {
	case "br":
		hv = &a.headers[encBr]
	case "gzip":
		hv = &a.headers[encGzip]
	}
	// Assigned, not Set: the names are canonical and the values built once.
	h := w.Header()
	if hv.encoding != nil {
		h["Content-Encoding"] = hv.encoding
	}
	if hv.varyEncodings != nil {
		if v := h["Vary"]; v != nil {
			h["Vary"] = append(v, "Accept-Encoding")
		} else {
			h["Vary"] = hv.varyEncodings
		}
	}
	h["Content-Type"] = hv.contentType
	h["Cache-Control"] = hv.cacheControl
	if neverADocument(a.contentType) {
		for _, name := range documentOnlyHeaders {
			delete(h, name)
		}
	}
	if hv.csp != nil {
		h["Content-Security-Policy"] = hv.csp
	}
	if status == http.StatusOK {
		h["Etag"] = hv.etagValue
		if inm := r.Header.Get("If-None-Match"); inm != "" && etagMatches(inm, hv.etagValue[0]) {
			delete(h, "Content-Encoding")
			delete(h, "Content-Type") // as net/http's server would, whatever serves it
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	h["Content-Length"] = hv.length
	w.WriteHeader(status)
	w.Write(hv.body) // the server drops the body of a HEAD answer
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
	// Read without allocating: the last mention of a name counts, as in a map.
	br, gzip, star := 0, 0, false // 0 unlisted, 1 accepted, -1 refused
	for rest := acceptEncoding; rest != ""; {
		var part string
		part, rest, _ = strings.Cut(rest, ",")
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.TrimSpace(name)
		ok := true
		if q, found := strings.CutPrefix(strings.TrimSpace(params), "q="); found {
			v, err := strconv.ParseFloat(q, 64)
			ok = err == nil && v > 0
		}
		state := -1
		if ok {
			state = 1
		}
		switch {
		case name == "*":
			star = ok
		case strings.EqualFold(name, "br"):
			br = state
		case strings.EqualFold(name, "gzip"):
			gzip = state
		}
	}
	acceptable := func(state int) bool { return state == 1 || state == 0 && star }
	switch {
	case haveBr && acceptable(br):
		return "br"
	case haveGzip && acceptable(gzip):
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

package server

import (
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

func TestEncodingChoice(t *testing.T) {
	h := newTestServer(t)
	tests := []struct {
		name, accept, encoding, body string
	}{
		{"brotli preferred", "gzip, deflate, br", "br", "BROTLI"},
		{"gzip when no brotli", "gzip", "gzip", "GZIP"},
		{"identity when none", "", "", "console.log('identity')"},
		{"brotli refused by q=0", "br;q=0, gzip", "gzip", "GZIP"},
		{"wildcard", "*", "br", "BROTLI"},
		{"wildcard minus brotli", "*, br;q=0", "gzip", "GZIP"},
		{"unknown only", "compress", "", "console.log('identity')"},
		{"case-insensitive", "GZIP", "gzip", "GZIP"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", fixtureAsset, nil)
			if tt.accept != "" {
				r.Header.Set("Accept-Encoding", tt.accept)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if got := w.Header().Get("Content-Encoding"); got != tt.encoding {
				t.Errorf("got Content-Encoding %q, want %q", got, tt.encoding)
			}
			if got := w.Body.String(); got != tt.body {
				t.Errorf("got body %q, want %q", got, tt.body)
			}
			if got := w.Header().Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("got Vary %q, want Accept-Encoding", got)
			}
		})
	}
}

func TestCaching(t *testing.T) {
	h := newTestServer(t)
	get := func(path, ifNoneMatch, acceptEncoding string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("GET", path, nil)
		if ifNoneMatch != "" {
			r.Header.Set("If-None-Match", ifNoneMatch)
		}
		if acceptEncoding != "" {
			r.Header.Set("Accept-Encoding", acceptEncoding)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}

	asset := get(fixtureAsset, "", "")
	if got := asset.Header().Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
		t.Errorf("asset: got Cache-Control %q, want immutable for a year", got)
	}
	page := get("/en/faq", "", "br")
	if got := page.Header().Get("Cache-Control"); got != "no-cache" {
		t.Errorf("page: got Cache-Control %q, want no-cache", got)
	}
	etag := page.Header().Get("ETag")
	if !regexp.MustCompile(`^"[0-9a-f]{32}-br"$`).MatchString(etag) {
		t.Fatalf("page: got ETag %q, want a strong tag of the brotli body", etag)
	}
	if plain := get("/en/faq", "", "").Header().Get("ETag"); plain == etag || strings.HasPrefix(plain, "W/") {
		t.Errorf("identity ETag %q must be strong and differ from the brotli one %q", plain, etag)
	}
	if other := get("/ar/faq", "", "br").Header().Get("ETag"); other == etag {
		t.Error("two different pages share an ETag")
	}

	tests := []struct {
		name, ifNoneMatch, encoding string
		status                      int
	}{
		{"matching tag", etag, "br", 304},
		{"weak form of the tag", "W/" + etag, "br", 304},
		{"one of a list", `"nope", ` + etag, "br", 304},
		{"star", "*", "br", 304},
		{"other tag", `"nope"`, "br", 200},
		{"tag of another encoding", etag, "gzip", 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := get("/en/faq", tt.ifNoneMatch, tt.encoding)
			if w.Code != tt.status {
				t.Fatalf("got status %v, want %v", w.Code, tt.status)
			}
			if tt.status == 304 && w.Body.Len() != 0 {
				t.Errorf("304 with a body of %d bytes", w.Body.Len())
			}
			if tt.status == 304 && (w.Header().Get("Content-Type") != "" || w.Header().Get("Content-Encoding") != "") {
				t.Errorf("304 with Content-Type %q, Content-Encoding %q: it has no body to describe", w.Header().Get("Content-Type"), w.Header().Get("Content-Encoding"))
			}
		})
	}

	if w := get("/en/nope", "*", ""); w.Code != 404 {
		t.Errorf("a 404 page answered %v to If-None-Match, want 404", w.Code)
	}
	if w := get("/", "", ""); w.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("redirect: got Cache-Control %q, want no-store", w.Header().Get("Cache-Control"))
	}
}

func TestPageCompressedOnLoad(t *testing.T) {
	h := newTestServer(t)
	for _, enc := range []string{"br", "gzip"} {
		r := httptest.NewRequest("GET", "/en/home", nil)
		r.Header.Set("Accept-Encoding", enc)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if got := w.Header().Get("Content-Encoding"); got != enc {
			t.Errorf("got Content-Encoding %q, want %q", got, enc)
		}
	}
}

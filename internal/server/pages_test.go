package server

import (
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"agencysite/internal/config"
)

func TestRedirects(t *testing.T) {
	h := newTestServer(t)
	tests := []struct {
		name     string
		path     string
		header   map[string]string
		status   int
		location string
	}{
		{"root defaults to English", "/", nil, 302, "/en/home"},
		{"root by lng query", "/?lng=fr", nil, 302, "/fr/home"},
		{"root keeps other query parameters", "/?lng=ar&utm_source=x", nil, 302, "/ar/home?utm_source=x"},
		{"root ignores an unknown lng", "/?lng=de", map[string]string{"Accept-Language": "tr"}, 302, "/tr/home"},
		{"root by cookie", "/", map[string]string{"Cookie": "i18next=ar"}, 302, "/ar/home"},
		{"cookie before Accept-Language", "/", map[string]string{"Cookie": "i18next=tr", "Accept-Language": "fr"}, 302, "/tr/home"},
		{"lng before cookie", "/?lng=fr", map[string]string{"Cookie": "i18next=tr"}, 302, "/fr/home"},
		{"root by Accept-Language with region and q", "/", map[string]string{"Accept-Language": "de-DE,ar-EG;q=0.8,en;q=0.5"}, 302, "/ar/home"},
		{"unsupported Accept-Language falls back", "/", map[string]string{"Accept-Language": "de, ja"}, 302, "/en/home"},
		{"variant root", "/a", map[string]string{"Accept-Language": "fr-CA"}, 302, "/a/fr/home"},
		{"variant root with slash", "/a/", map[string]string{"Cookie": "i18next=tr"}, 302, "/a/tr/home"},
		{"language root", "/ar", nil, 302, "/ar/home"},
		{"language root with slash", "/tr/", nil, 302, "/tr/home"},
		{"variant language root", "/a/fr/", nil, 302, "/a/fr/home"},
		{"trailing slash on a page", "/en/faq/", nil, 301, "/en/faq"},
		{"trailing slash keeps the query", "/a/ar/project/3/?ref=mail", nil, 301, "/a/ar/project/3?ref=mail"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", tt.path, nil)
			for k, v := range tt.header {
				r.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tt.status {
				t.Fatalf("got status %v, want %v", w.Code, tt.status)
			}
			if got := w.Header().Get("Location"); got != tt.location {
				t.Errorf("got Location %v, want %v", got, tt.location)
			}
		})
	}
}

func TestPagesAndNotFound(t *testing.T) {
	h := newTestServer(t)
	tests := []struct {
		name   string
		path   string
		status int
		body   string // the prerendered file whose <h1> must be in the answer
	}{
		{"a page", "/en/home", 200, "en/home"},
		{"an Arabic page", "/ar/privacy-policy", 200, "ar/privacy-policy"},
		{"a variant page", "/a/tr/contact", 200, "a/tr/contact"},
		{"a project", "/fr/project/9", 200, "fr/project/9"},
		{"unknown page in a language", "/fr/nope", 404, "fr/404"},
		{"deep unknown path in a language", "/ar/x/y/z", 404, "ar/404"},
		{"unknown page in the variant", "/a/ar/nope", 404, "a/ar/404"},
		{"unknown path without language", "/nope", 404, "404"},
		{"unknown language", "/de/home", 404, "404"},
		{"unknown project id", "/en/project/10", 404, "en/project/not-found"},
		{"zero project id", "/tr/project/0", 404, "tr/project/not-found"},
		{"non-numeric project id", "/a/en/project/abc", 404, "a/en/project/not-found"},
		{"the sentinel itself", "/en/project/not-found", 404, "en/project/not-found"},
		{"under a project", "/en/project/1/more", 404, "en/404"},
		{"the SPA fallback is not served", "/index.html", 404, "404"},
		{"trailing slash on an unknown path", "/en/nope/", 404, "en/404"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest("GET", tt.path, nil))
			if w.Code != tt.status {
				t.Fatalf("got status %v, want %v", w.Code, tt.status)
			}
			if want := "<h1>" + tt.body + "</h1>"; !strings.Contains(w.Body.String(), want) {
				t.Errorf("got body %.120q, want it to contain %v", w.Body.String(), want)
			}
			if got := w.Header().Get("Content-Type"); got != "text/html; charset=utf-8" {
				t.Errorf("got Content-Type %v, want text/html; charset=utf-8", got)
			}
		})
	}
}

func TestMethods(t *testing.T) {
	h := newTestServer(t)
	tests := []struct {
		name, method, path string
		status             int
		emptyBody          bool
	}{
		{"HEAD a page", "HEAD", "/en/home", 200, true},
		{"HEAD an asset", "HEAD", fixtureAsset, 200, true},
		{"HEAD a 404", "HEAD", "/en/nope", 404, true},
		{"HEAD a redirect", "HEAD", "/", 302, true},
		{"POST a page", "POST", "/en/home", 405, false},
		{"PUT an asset", "PUT", fixtureAsset, 405, false},
		{"DELETE the root", "DELETE", "/", 405, false},
		{"POST the sitemap", "POST", "/sitemap.xml", 405, false},
		{"unknown API path", "POST", "/api/nope", 404, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(tt.method, tt.path, nil))
			if w.Code != tt.status {
				t.Fatalf("got status %v, want %v", w.Code, tt.status)
			}
			if tt.status == 405 && !strings.Contains(w.Header().Get("Allow"), "GET") {
				t.Errorf("got Allow %q, want it to list GET", w.Header().Get("Allow"))
			}
			if tt.emptyBody && tt.method == "HEAD" && w.Header().Get("Content-Length") == "" && tt.status == 200 {
				t.Error("HEAD answer has no Content-Length")
			}
		})
	}
}

func TestNotBuilt(t *testing.T) {
	_, err := NewServer(Deps{
		Log:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Config: config.Config{BaseURL: fixtureBase},
		Site:   fstest.MapFS{".gitkeep": &fstest.MapFile{}},
	})
	if !errors.Is(err, ErrNotBuilt) {
		t.Fatalf("got %v, want ErrNotBuilt", err)
	}
}

func TestHealthz(t *testing.T) {
	w := httptest.NewRecorder()
	newTestServer(t).ServeHTTP(w, httptest.NewRequest("GET", "/healthz", nil))
	if w.Code != http.StatusOK || w.Body.String() != "ok\n" {
		t.Fatalf("got %v %q, want 200 ok", w.Code, w.Body.String())
	}
}

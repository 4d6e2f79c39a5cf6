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
	runScenarios(t, newTestServer(t), []scenario{
		{name: "root defaults to English", path: "/", wantStatus: 302, wantHeader: map[string]string{"Location": "/en/home"}},
		{name: "root by lng query", path: "/?lng=fr", wantStatus: 302, wantHeader: map[string]string{"Location": "/fr/home"}},
		{name: "root keeps other query parameters", path: "/?lng=ar&utm_source=x", wantStatus: 302, wantHeader: map[string]string{"Location": "/ar/home?utm_source=x"}},
		{name: "root ignores an unknown lng", path: "/?lng=de", header: map[string]string{"Accept-Language": "tr"}, wantStatus: 302, wantHeader: map[string]string{"Location": "/tr/home"}},
		{name: "root by cookie", path: "/", header: map[string]string{"Cookie": "i18next=ar"}, wantStatus: 302, wantHeader: map[string]string{"Location": "/ar/home"}},
		{name: "cookie before Accept-Language", path: "/", header: map[string]string{"Cookie": "i18next=tr", "Accept-Language": "fr"}, wantStatus: 302, wantHeader: map[string]string{"Location": "/tr/home"}},
		{name: "lng before cookie", path: "/?lng=fr", header: map[string]string{"Cookie": "i18next=tr"}, wantStatus: 302, wantHeader: map[string]string{"Location": "/fr/home"}},
		{name: "root by Accept-Language with region and q", path: "/", header: map[string]string{"Accept-Language": "de-DE,ar-EG;q=0.8,en;q=0.5"}, wantStatus: 302, wantHeader: map[string]string{"Location": "/ar/home"}},
		{name: "unsupported Accept-Language falls back", path: "/", header: map[string]string{"Accept-Language": "de, ja"}, wantStatus: 302, wantHeader: map[string]string{"Location": "/en/home"}},
		{name: "variant root", path: "/a", header: map[string]string{"Accept-Language": "fr-CA"}, wantStatus: 302, wantHeader: map[string]string{"Location": "/a/fr/home"}},
		{name: "variant root with slash", path: "/a/", header: map[string]string{"Cookie": "i18next=tr"}, wantStatus: 302, wantHeader: map[string]string{"Location": "/a/tr/home"}},
		{name: "language root", path: "/ar", wantStatus: 302, wantHeader: map[string]string{"Location": "/ar/home"}},
		{name: "language root with slash", path: "/tr/", wantStatus: 302, wantHeader: map[string]string{"Location": "/tr/home"}},
		{name: "variant language root", path: "/a/fr/", wantStatus: 302, wantHeader: map[string]string{"Location": "/a/fr/home"}},
		{name: "trailing slash on a page", path: "/en/faq/", wantStatus: 301, wantHeader: map[string]string{"Location": "/en/faq"}},
		{name: "trailing slash keeps the query", path: "/a/ar/project/3/?ref=mail", wantStatus: 301, wantHeader: map[string]string{"Location": "/a/ar/project/3?ref=mail"}},
	})
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
		{"the projects filtered by a sector", "/ar/projects?sector=ecommerce", 200, "ar/projects"},
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
	allowGet := map[string]string{"Allow": "~GET"}
	withLength := map[string]string{"Content-Length": "~^[0-9]+$"}
	runScenarios(t, newTestServer(t), []scenario{
		{name: "HEAD a page", method: "HEAD", path: "/en/home", wantStatus: 200, wantHeader: withLength},
		{name: "HEAD an asset", method: "HEAD", path: fixtureAsset, wantStatus: 200, wantHeader: withLength},
		{name: "HEAD a 404", method: "HEAD", path: "/en/nope", wantStatus: 404},
		{name: "HEAD a redirect", method: "HEAD", path: "/", wantStatus: 302},
		{name: "POST a page", method: "POST", path: "/en/home", wantStatus: 405, wantHeader: allowGet},
		{name: "PUT an asset", method: "PUT", path: fixtureAsset, wantStatus: 405, wantHeader: allowGet},
		{name: "DELETE the root", method: "DELETE", path: "/", wantStatus: 405, wantHeader: allowGet},
		{name: "POST the sitemap", method: "POST", path: "/sitemap.xml", wantStatus: 405, wantHeader: allowGet},
		{name: "unknown API path", method: "POST", path: "/api/nope", wantStatus: 404, wantJSON: `{"error":"no such endpoint"}`},
	})
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

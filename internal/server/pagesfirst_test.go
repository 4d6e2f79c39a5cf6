package server

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"agencysite/internal/auth"
	"agencysite/internal/config"
)

// TestPagesFirstAgreesWithMux checks that every path pagesFirst answers
// itself is one the mux, with every route registered, gives to "/", and
// that the paths of other routes go to the mux.
func TestPagesFirstAgreesWithMux(t *testing.T) {
	live, err := NewLiveSite(fixtureSite(t), fixtureBase)
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	addRoutes(mux, Deps{Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Config: config.Config{BaseURL: fixtureBase}, Auth: &auth.Store{}, Live: live})
	s := live.now.Load().site
	first := 0
	for _, files := range []map[string]*asset{s.pages, s.static} {
		for p := range files {
			if s.servedFirst(p) == nil {
				continue
			}
			first++
			if _, pattern := mux.Handler(httptest.NewRequest("GET", p, nil)); pattern != "/" {
				t.Errorf("GET %s: pagesFirst answers it, the mux gives it to %q", p, pattern)
			}
		}
	}
	if first < len(s.pages) {
		t.Errorf("pagesFirst answers %d paths, want every page (%d) and the hashed assets", first, len(s.pages))
	}
	for _, p := range []string{"/", "/en", "/en/home/", "/favicon.svg", "/og/en/home.png", "/robots.txt", "/sitemap.xml", "/healthz", "/admin", "/api/admin/me", "/media/x.jpg", "/en/nothing"} {
		if s.servedFirst(p) != nil {
			t.Errorf("GET %s: pagesFirst answers it, want the mux to", p)
		}
	}
	for _, tc := range []struct {
		path  string
		first bool
	}{
		{"/media/0123456789abcdef0123456789abcdef-480.webp", true},
		{"/media/x.jpg", true}, // the media handler's 404, as through the mux
		{"/media/x/y.jpg", false},
		{"/media/", false},
		{"/media", false},
		{"/mediax/y.jpg", false},
	} {
		if got := mediaFirst(tc.path); got != tc.first {
			t.Errorf("mediaFirst(%q) = %v, want %v", tc.path, got, tc.first)
		}
		_, pattern := mux.Handler(httptest.NewRequest("GET", tc.path, nil))
		if tc.first && pattern != mediaPattern {
			t.Errorf("GET %s: pagesFirst gives it to media, the mux to %q", tc.path, pattern)
		}
		if !tc.first && pattern == mediaPattern {
			t.Errorf("GET %s: the mux gives it to media, pagesFirst does not", tc.path)
		}
	}
}

// TestPagesFirstOnlyGetAndHead: other methods on a page's path get the
// mux's answer (handleSite's 405).
func TestPagesFirstOnlyGetAndHead(t *testing.T) {
	h := newTestServer(t)
	for _, method := range []string{"HEAD", "POST", "DELETE"} {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(method, "/en/home", nil))
		want := http.StatusMethodNotAllowed
		if method == "HEAD" {
			want = http.StatusOK
		}
		if w.Code != want {
			t.Errorf("%s /en/home: status %d, want %d", method, w.Code, want)
		}
		if method == "HEAD" && w.Header().Get("Content-Length") == "" {
			t.Error("HEAD /en/home: no Content-Length, want the page's") // net/http drops the body itself
		}
	}
}

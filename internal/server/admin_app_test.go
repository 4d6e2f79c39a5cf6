package server

import (
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func TestAdminAppIsServedPrivately(t *testing.T) {
	const shell = `<!DOCTYPE html><html><head></head><body><script>window.__reactRouterContext = {};</script></body></html>`
	h := newTestServer(t, func(d *Deps) {
		site := d.Site.(fstest.MapFS)
		site["index.html"] = &fstest.MapFile{Data: []byte(shell)}
	})
	private := map[string]string{
		"Cache-Control":           "no-store",
		"X-Robots-Tag":            "noindex, nofollow",
		"Content-Security-Policy": "~^default-src 'none'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'; ",
		"Content-Type":            "text/html; charset=utf-8",
	}
	var scenarios []scenario
	for _, path := range []string{"/admin", "/admin/", "/admin/login", "/admin/leads/0123abcd", "/admin/setup"} {
		scenarios = append(scenarios, scenario{name: path, path: path, wantStatus: 200, wantHeader: private,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if w.Body.String() != shell {
					t.Errorf("got %.100s, want the SPA fallback", w.Body)
				}
				if csp := w.Header().Get("Content-Security-Policy"); strings.Contains(strings.Split(csp, "; ")[1], "unsafe-inline") {
					t.Errorf("got script-src %q, want no unsafe-inline", csp)
				}
				// The studio frames its previews of draft pages, and nothing else.
				if csp := w.Header().Get("Content-Security-Policy"); !strings.HasSuffix(csp, "; frame-src 'self'") || !strings.Contains(csp, "frame-ancestors 'none'") {
					t.Errorf("got CSP %q, want frame-src 'self' and frame-ancestors 'none'", csp)
				}
			}})
	}
	scenarios = append(scenarios,
		scenario{name: "robots.txt keeps crawlers out", path: "/robots.txt", wantStatus: 200,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), "\nDisallow: /admin\n") {
					t.Errorf("got %q, want Disallow: /admin", w.Body)
				}
			}},
		scenario{name: "the sitemap leaves it out", path: "/sitemap.xml", wantStatus: 200,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if strings.Contains(w.Body.String(), "/admin") {
					t.Error("got /admin in the sitemap")
				}
			}},
		scenario{name: "a public page is not private", path: "/en/home", wantStatus: 200,
			wantHeader: map[string]string{"X-Robots-Tag": "-", "Cache-Control": "no-cache"}},
		scenario{name: "no POST to the app", method: "POST", path: "/admin/login", wantStatus: 405},
	)
	runScenarios(t, h, scenarios)
}

package server

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"agencysite/web"
)

func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	paths := []string{"/en/home", "/nope", "/", fixtureAsset, "/sitemap.xml", "/robots.txt", "/healthz", "/api/nope"}
	for _, https := range []bool{false, true} {
		h := newTestServer(t, func(d *Deps) { d.Config.HTTPS = https })
		for _, p := range paths {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest("GET", p, nil))
			hdr := w.Header()
			want := map[string]string{
				"X-Content-Type-Options":       "nosniff",
				"Referrer-Policy":              "strict-origin-when-cross-origin",
				"Cross-Origin-Resource-Policy": "same-origin",
			}
			for k, v := range want {
				if got := hdr.Get(k); got != v {
					t.Errorf("%s: got %s %q, want %q", p, k, got, v)
				}
			}
			if p == fixtureAsset { // a script: the document-only headers are left out
				for _, name := range documentOnlyHeaders {
					if got := hdr.Get(name); got != "" {
						t.Errorf("%s: got %s %q, want none on a script", p, name, got)
					}
				}
			} else {
				if !strings.Contains(hdr.Get("Permissions-Policy"), "camera=()") {
					t.Errorf("%s: got Permissions-Policy %q, want camera denied", p, hdr.Get("Permissions-Policy"))
				}
				if hdr.Get("X-Frame-Options") != "DENY" || hdr.Get("Cross-Origin-Opener-Policy") != "same-origin" {
					t.Errorf("%s: got X-Frame-Options %q, COOP %q, want DENY, same-origin", p, hdr.Get("X-Frame-Options"), hdr.Get("Cross-Origin-Opener-Policy"))
				}
			}
			csp := hdr.Get("Content-Security-Policy")
			if !strings.Contains(csp, "frame-ancestors 'none'") || strings.Contains(csp, "unsafe-inline'; img") && strings.Contains(scriptSrc(csp), "unsafe-inline") {
				t.Errorf("%s: got CSP %q, want frame-ancestors 'none' and no inline scripts", p, csp)
			}
			if got := hdr.Get("Strict-Transport-Security") != ""; got != https {
				t.Errorf("%s: HSTS sent %v, want %v (https=%v)", p, got, https, https)
			}
		}
	}
}

// scriptSrc returns the script-src directive of a policy.
func scriptSrc(csp string) string { return directive(csp, "script-src") }

// directive returns the directive of a policy with the given name.
func directive(csp, name string) string {
	for _, d := range strings.Split(csp, ";") {
		if d = strings.TrimSpace(d); d == name || strings.HasPrefix(d, name+" ") {
			return d
		}
	}
	return ""
}

func TestPageCSPAllowsItsInlineScriptsByHash(t *testing.T) {
	w := httptest.NewRecorder()
	newTestServer(t).ServeHTTP(w, httptest.NewRequest("GET", "/ar/faq", nil))
	src := scriptSrc(w.Header().Get("Content-Security-Policy"))
	for _, script := range []string{fixtureScript, fixtureModule} {
		sum := sha256.Sum256([]byte(script))
		hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !strings.Contains(src, hash) {
			t.Errorf("got script-src %q, want it to contain %s for %q", src, hash, script)
		}
	}
	if n := strings.Count(src, "'sha256-"); n != 2 {
		t.Errorf("got %d hashes in %q, want 2: the script with a src needs none", n, src)
	}
	if strings.Contains(src, "unsafe-inline") || strings.Contains(src, "unsafe-eval") || strings.Contains(src, "*") {
		t.Errorf("got script-src %q, want neither unsafe-inline, unsafe-eval nor wildcards", src)
	}
	if !strings.HasPrefix(src, "script-src 'self'") {
		t.Errorf("got script-src %q, want 'self' first", src)
	}
}

func TestPageCSPAllowsItsStyleAttributesByHashOnly(t *testing.T) {
	h := newTestServer(t, func(d *Deps) {
		site := d.Site.(fstest.MapFS)
		site["en/faq/index.html"] = &fstest.MapFile{Data: []byte(`<!DOCTYPE html><html><head></head><body>` +
			`<div style="background-image:url(&quot;/a.png&quot;)"></div><p style="width:50%">x</p><p style="width:50%">y</p></body></html>`)}
	})
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/en/faq", nil))
	csp := w.Header().Get("Content-Security-Policy")
	style := directive(csp, "style-src")
	for _, v := range []string{`background-image:url("/a.png")`, "width:50%"} {
		sum := sha256.Sum256([]byte(v))
		if hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; strings.Count(style, hash) != 1 {
			t.Errorf("got style-src %q, want %s once (for %s)", style, hash, v)
		}
	}
	if strings.Contains(csp, "unsafe-inline") {
		t.Errorf("got CSP %q, want no unsafe-inline anywhere", csp)
	}
	if !strings.HasPrefix(csp, "default-src 'none';") {
		t.Errorf("got CSP %q, want default-src 'none'", csp)
	}
}

func TestCanonicalAndAlternates(t *testing.T) {
	h := newTestServer(t)
	tests := []struct {
		name, path, canonical string
	}{
		{"default variant", "/fr/faq", fixtureBase + "/fr/faq"},
		{"the /a/ variant points to the default", "/a/ar/project/2", fixtureBase + "/ar/project/2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest("GET", tt.path, nil))
			body := w.Body.String()
			head, _, _ := strings.Cut(body, "</head>")
			if want := `<link rel="canonical" href="` + tt.canonical + `"/>`; !strings.Contains(head, want) {
				t.Errorf("got head %q, want %s", head, want)
			}
			rest := tt.canonical[len(fixtureBase)+3:]
			for _, l := range web.Site().Languages {
				want := `<link rel="alternate" hreflang="` + l + `" href="` + fixtureBase + "/" + l + rest + `"/>`
				if !strings.Contains(head, want) {
					t.Errorf("missing %s", want)
				}
			}
			if want := `hreflang="x-default" href="` + fixtureBase + "/en" + rest + `"`; !strings.Contains(head, want) {
				t.Errorf("missing x-default %s", want)
			}
		})
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/en/nope", nil))
	if strings.Contains(w.Body.String(), `rel="canonical"`) {
		t.Error("a not-found page names a canonical URL")
	}
}

func TestShareImagesAndOrganization(t *testing.T) {
	h := newTestServer(t)
	tests := []struct {
		name, path, image string
	}{
		{"a page with a preview", "/en/home", fixtureBase + "/og/en/home.png"},
		{"the /a/ variant shares its default page's preview", "/a/ar/project/2", fixtureBase + "/og/ar/project/2.png"},
		{"a not-found page has its own", "/en/nope", fixtureBase + "/og/en/404.png"},
		{"a page the build drew none for names none", "/fr/faq", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest("GET", tt.path, nil))
			head, _, _ := strings.Cut(w.Body.String(), "</head>")
			og := `<meta property="og:image" content="` + tt.image + `"/>`
			tw := `<meta name="twitter:image" content="` + tt.image + `"/>`
			if tt.image == "" {
				if strings.Contains(head, "og:image") {
					t.Errorf("got head %q, want no og:image", head)
				}
			} else if !strings.Contains(head, og) || !strings.Contains(head, tw) {
				t.Errorf("got head %q, want %s and %s", head, og, tw)
			}
			org := `<script type="application/ld+json">{"@context":"https://schema.org","@id":"` + fixtureBase + `/#organization","@type":"Organization"`
			if !strings.Contains(head, org) || !strings.Contains(head, `"url":"`+fixtureBase+`/"`) {
				t.Errorf("got head %q, want the Organization JSON-LD on the public origin", head)
			}
		})
	}
}

func TestShareImageServedAsPNG(t *testing.T) {
	h := newTestServer(t)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/og/en/home.png", nil))
	if w.Code != 200 {
		t.Fatalf("got status %d, want 200", w.Code)
	}
	if got := w.Header().Get("Content-Type"); got != "image/png" {
		t.Errorf("got Content-Type %q, want image/png", got)
	}
	if got := w.Header().Get("Cache-Control"); got != cacheRevalidate {
		t.Errorf("got Cache-Control %q, want %q (a preview keeps its URL when its title changes)", got, cacheRevalidate)
	}
	if w.Header().Get("ETag") == "" {
		t.Error("got no ETag, want one for revalidation")
	}
}

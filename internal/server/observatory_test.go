package server

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestObservatoryGradesAPlus scores the headers of a page, a 404, the
// sitemap and an API answer, served with -https, by the rules of Mozilla's
// HTTP Observatory (github.com/mdn/mdn-http-observatory: the analyzer's
// tests and the grader's score table), and expects the A+ band, indeed the
// most these header tests give without HSTS preloading or cookies: 130.
func TestObservatoryGradesAPlus(t *testing.T) {
	h := newTestServer(t, func(d *Deps) { d.Config.HTTPS = true })
	tests := []struct{ name, method, path string }{
		{"page", "GET", "/en/home"},
		{"404", "GET", "/en/nope"},
		{"sitemap", "GET", "/sitemap.xml"},
		{"API answer", "POST", "/api/nope"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(tt.method, tt.path, nil))
			score, results := observatoryScore(w.Header(), true)
			if grade := observatoryGrade(score); grade != "A+" || score < 130 {
				t.Errorf("got %d (%s), want A+ at 130 or more: %v", score, grade, results)
			}
		})
	}
	t.Run("the same headers without HTTPS lose HSTS", func(t *testing.T) {
		w := httptest.NewRecorder()
		newTestServer(t).ServeHTTP(w, httptest.NewRequest("GET", "/en/home", nil))
		if _, results := observatoryScore(w.Header(), true); !slices.Contains(results, "hsts-not-implemented") {
			t.Errorf("got %v, want hsts-not-implemented", results)
		}
	})
}

// observatoryModifiers is the grader's score table, for the results the
// header tests below can give.
var observatoryModifiers = map[string]int{
	"csp-implemented-with-no-unsafe-default-src-none":                 10,
	"csp-implemented-with-no-unsafe":                                  5,
	"csp-implemented-with-unsafe-inline-in-style-src-only":            0,
	"csp-implemented-with-insecure-scheme-in-passive-content-only":    -10,
	"csp-implemented-with-unsafe-eval":                                -10,
	"csp-implemented-with-unsafe-inline":                              -20,
	"csp-implemented-with-insecure-scheme":                            -20,
	"csp-not-implemented":                                             -25,
	"cookies-not-found":                                               0,
	"cookies-set":                                                     -40, // not scored here: the site sets none
	"cross-origin-resource-sharing-not-implemented":                   0,
	"cross-origin-resource-sharing-implemented-with-universal-access": -50,
	"referrer-policy-private":                                         5,
	"referrer-policy-not-implemented":                                 0,
	"referrer-policy-unsafe":                                          -5,
	"hsts-preloaded":                                                  5,
	"hsts-implemented-max-age-at-least-six-months":                    0,
	"hsts-implemented-max-age-less-than-six-months":                   -10,
	"hsts-not-implemented":                                            -20,
	"hsts-header-invalid":                                             -20,
	"x-content-type-options-nosniff":                                  0,
	"x-content-type-options-not-implemented":                          -5,
	"x-frame-options-implemented-via-csp":                             5,
	"x-frame-options-sameorigin-or-deny":                              5,
	"x-frame-options-not-implemented":                                 -20,
	"cross-origin-resource-policy-implemented-with-same-origin":       10,
	"cross-origin-resource-policy-implemented-with-same-site":         10,
	"cross-origin-resource-policy-implemented-with-cross-origin":      0,
	"cross-origin-resource-policy-not-implemented":                    0,
	"cross-origin-resource-policy-header-invalid":                     -5,
}

// observatoryScore is the Observatory's sum: 100 plus every modifier, the
// bonuses counted only when the score without them is 90 or more.
func observatoryScore(h http.Header, https bool) (int, []string) {
	csp := parseCSP(h.Get("Content-Security-Policy"))
	results := []string{
		cspResult(csp, h.Get("Content-Security-Policy") != ""),
		cookiesResult(h),
		corsResult(h.Get("Access-Control-Allow-Origin")),
		referrerResult(h.Get("Referrer-Policy")),
		hstsResult(h.Get("Strict-Transport-Security"), https),
		nosniffResult(h.Get("X-Content-Type-Options")),
		frameResult(h.Get("X-Frame-Options"), csp),
		corpResult(h.Get("Cross-Origin-Resource-Policy")),
	}
	score, bonus := 100, 0
	for _, r := range results {
		if m := observatoryModifiers[r]; m < 0 {
			score += m
		} else {
			bonus += m
		}
	}
	if score >= 90 {
		score += bonus
	}
	return max(score, 0), results
}

func observatoryGrade(score int) string {
	grades := []struct {
		min   int
		grade string
	}{{100, "A+"}, {90, "A"}, {85, "A-"}, {80, "B+"}, {70, "B"}, {65, "B-"}, {60, "C+"}, {50, "C"}, {45, "C-"}, {40, "D+"}, {30, "D"}, {25, "D-"}}
	for _, g := range grades {
		if score >= g.min {
			return g.grade
		}
	}
	return "F"
}

func parseCSP(header string) map[string][]string {
	csp := map[string][]string{}
	for _, d := range strings.Split(header, ";") {
		parts := strings.Fields(d)
		if len(parts) > 0 {
			csp[strings.ToLower(parts[0])] = parts[1:]
		}
	}
	return csp
}

// cspResult follows analyzer/tests/csp.js.
func cspResult(csp map[string][]string, present bool) string {
	if !present {
		return "csp-not-implemented"
	}
	source := func(name string) []string {
		if v, ok := csp[name]; ok {
			return slices.Clone(v)
		}
		if v, ok := csp["default-src"]; ok {
			return slices.Clone(v)
		}
		return []string{"*"}
	}
	broad := []string{"ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"}
	unsafe := append([]string{"'unsafe-inline'", "data:"}, broad...)
	hasAny := func(list, of []string) bool {
		return slices.ContainsFunc(list, func(s string) bool { return slices.Contains(of, s) })
	}
	script, style, object := source("script-src"), source("style-src"), source("object-src")
	for _, list := range []*[]string{&script, &style} {
		// A hash or nonce makes browsers ignore 'unsafe-inline'.
		if slices.ContainsFunc(*list, func(s string) bool { return strings.HasPrefix(s, "'sha") || strings.HasPrefix(s, "'nonce-") }) {
			*list = slices.DeleteFunc(*list, func(s string) bool { return s == "'unsafe-inline'" })
		}
	}
	insecure := func(s string) bool { return strings.HasPrefix(s, "http:") || strings.HasPrefix(s, "ftp:") }
	var active []string
	for name, sources := range csp {
		if name != "img-src" && name != "media-src" && name != "script-src" {
			active = append(active, sources...)
		}
	}
	active = append(active, script...)
	switch {
	case hasAny(script, unsafe) || hasAny(object, broad):
		return "csp-implemented-with-unsafe-inline"
	case slices.ContainsFunc(active, insecure):
		return "csp-implemented-with-insecure-scheme"
	case slices.Contains(script, "'unsafe-eval'") || slices.Contains(style, "'unsafe-eval'"):
		return "csp-implemented-with-unsafe-eval"
	case slices.ContainsFunc(append(source("img-src"), source("media-src")...), insecure):
		return "csp-implemented-with-insecure-scheme-in-passive-content-only"
	case hasAny(style, unsafe):
		return "csp-implemented-with-unsafe-inline-in-style-src-only"
	case slices.Equal(csp["default-src"], []string{"'none'"}):
		return "csp-implemented-with-no-unsafe-default-src-none"
	}
	return "csp-implemented-with-no-unsafe"
}

func cookiesResult(h http.Header) string {
	if len(h.Values("Set-Cookie")) > 0 {
		return "cookies-set"
	}
	return "cookies-not-found"
}

func corsResult(allowOrigin string) string {
	if strings.TrimSpace(allowOrigin) == "*" {
		return "cross-origin-resource-sharing-implemented-with-universal-access"
	}
	return "cross-origin-resource-sharing-not-implemented"
}

func referrerResult(v string) string {
	if v == "" {
		return "referrer-policy-not-implemented"
	}
	policies := strings.Split(strings.ToLower(v), ",")
	last := strings.TrimSpace(policies[len(policies)-1]) // the last one a browser knows wins
	if slices.Contains([]string{"no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"}, last) {
		return "referrer-policy-private"
	}
	return "referrer-policy-unsafe"
}

func hstsResult(v string, https bool) string {
	if !https || v == "" {
		return "hsts-not-implemented"
	}
	maxAge, preload, subdomains := -1, false, false
	for _, part := range strings.Split(strings.ToLower(v), ";") {
		part = strings.TrimSpace(part)
		if n, ok := strings.CutPrefix(part, "max-age="); ok {
			maxAge, _ = strconv.Atoi(n)
		}
		preload = preload || part == "preload"
		subdomains = subdomains || part == "includesubdomains"
	}
	switch {
	case maxAge < 0:
		return "hsts-header-invalid"
	case maxAge < 15552000:
		return "hsts-implemented-max-age-less-than-six-months"
	case preload && subdomains:
		return "hsts-preloaded"
	}
	return "hsts-implemented-max-age-at-least-six-months"
}

func nosniffResult(v string) string {
	if strings.ToLower(strings.TrimSpace(v)) == "nosniff" {
		return "x-content-type-options-nosniff"
	}
	return "x-content-type-options-not-implemented"
}

func frameResult(v string, csp map[string][]string) string {
	if _, ok := csp["frame-ancestors"]; ok {
		return "x-frame-options-implemented-via-csp"
	}
	if x := strings.ToLower(strings.TrimSpace(v)); x == "deny" || x == "sameorigin" {
		return "x-frame-options-sameorigin-or-deny"
	}
	return "x-frame-options-not-implemented"
}

func corpResult(v string) string {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "":
		return "cross-origin-resource-policy-not-implemented"
	case "same-origin":
		return "cross-origin-resource-policy-implemented-with-same-origin"
	case "same-site":
		return "cross-origin-resource-policy-implemented-with-same-site"
	case "cross-origin":
		return "cross-origin-resource-policy-implemented-with-cross-origin"
	}
	return "cross-origin-resource-policy-header-invalid"
}

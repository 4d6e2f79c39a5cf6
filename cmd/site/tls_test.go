package main

import (
	"context"
	"crypto/tls"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/crypto/acme/autocert"

	"agencysite/internal/config"
)

func TestCertManagerAsksOnlyForItsDomainsAndCachesInDataDir(t *testing.T) {
	dir := t.TempDir()
	cfg, err := config.Load([]string{"-tls-domain", "Example.com, www.example.com", "-data-dir", dir}, func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	m := certManager(cfg)
	for _, tt := range []struct {
		name, host string
		allowed    bool
	}{
		{"first domain", "example.com", true},
		{"second domain", "www.example.com", true},
		{"another host", "evil.example", false},
		{"an address", "203.0.113.9", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := m.HostPolicy(context.Background(), tt.host) == nil; got != tt.allowed {
				t.Errorf("got allowed %v, want %v", got, tt.allowed)
			}
		})
	}
	if got, want := m.Cache, autocert.DirCache(filepath.Join(dir, "acme")); got != want {
		t.Errorf("cache: got %v, want %v", got, want)
	}
	if !cfg.HTTPS || cfg.BaseURL != "https://example.com" {
		t.Errorf("got HTTPS %v, base %q; want HSTS on and https://example.com", cfg.HTTPS, cfg.BaseURL)
	}
	if !strings.Contains(strings.Join(m.TLSConfig().NextProtos, ","), "acme-tls/1") {
		t.Errorf("TLS config lacks the TLS-ALPN-01 challenge protocol: %v", m.TLSConfig().NextProtos)
	}
}

func TestRedirectToHTTPS(t *testing.T) {
	site := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("site")) })
	h := redirectToHTTPS([]string{"example.com", "www.example.com"}, site)
	tests := []struct {
		name, method, host, target string
		wantStatus                 int
		wantLocation               string
	}{
		{"page", "GET", "example.com", "/en/home?utm_source=x", 308, "https://example.com/en/home?utm_source=x"},
		{"second domain with port", "GET", "www.example.com:80", "/", 308, "https://www.example.com/"},
		{"post keeps its method", "POST", "example.com", "/api/leads", 308, "https://example.com/api/leads"},
		{"unknown host goes to the first domain", "GET", "evil.example", "/x", 308, "https://example.com/x"},
		{"health check answered here", "GET", "127.0.0.1:80", "/readyz", 200, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest(tt.method, tt.target, nil)
			r.Host = tt.host
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tt.wantStatus || w.Header().Get("Location") != tt.wantLocation {
				t.Errorf("got %v %q, want %v %q", w.Code, w.Header().Get("Location"), tt.wantStatus, tt.wantLocation)
			}
		})
	}
}

// TestRunWithTLSDomainServesTLS starts the server as -tls-domain makes it:
// TLS on the HTTPS address, redirects and ACME challenges on the plain one.
// No certificate authority is reachable here, so the test goes as far as
// a TLS handshake that asks for a host outside the policy.
func TestRunWithTLSDomainServesTLS(t *testing.T) {
	r := startRunning(t, map[string]string{"SITE_DIR": minimalSite(t), "TLS_DOMAIN": "example.com", "TLS_ADDR": "127.0.0.1:0",
		"REDIRECT_ADDR": "127.0.0.1:0", "DATA_DIR": t.TempDir()})
	tlsAddr := strings.TrimSuffix(r.line(t, "site: listening on https://"), " for example.com")
	plainAddr := strings.TrimSuffix(r.line(t, "site: redirecting http://"), " to https")
	tlsAddr, plainAddr = strings.Replace(tlsAddr, "localhost", "127.0.0.1", 1), strings.Replace(plainAddr, "localhost", "127.0.0.1", 1)

	// Plain HTTP to the HTTPS port: Go's TLS server says so in plain text.
	resp, err := http.Get("http://" + tlsAddr + "/en/home")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "HTTPS server") {
		t.Errorf("plain HTTP to the TLS port: got %v %q, want 400 about an HTTPS server", resp.StatusCode, body)
	}
	// A handshake for a host the policy refuses gets no certificate.
	conn, err := tls.Dial("tcp", tlsAddr, &tls.Config{ServerName: "evil.example"})
	if err == nil {
		conn.Close()
		t.Error("TLS handshake for evil.example: got a certificate, want none")
	}

	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err = noRedirect.Get("http://" + plainAddr + "/en/home")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusPermanentRedirect || resp.Header.Get("Location") != "https://example.com/en/home" {
		t.Errorf("redirect: got %v %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, err = noRedirect.Get("http://" + plainAddr + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(resp.Header.Get("Strict-Transport-Security"), "max-age=") {
		t.Errorf("healthz on the plain port: got %v, HSTS %q; want 200 with HSTS", resp.StatusCode, resp.Header.Get("Strict-Transport-Security"))
	}
}

package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/valyala/fasthttp"
	"golang.org/x/crypto/acme/autocert"

	"agencysite/internal/config"
)

// listener is one HTTP server run starts and the socket it serves: the
// plain-HTTP site's is fasthttp's (front.go), the others net/http's.
type listener struct {
	srv   *http.Server
	front *fasthttp.Server
	ln    net.Listener
	tls   bool
	// says what it is, for the start-up line on stdout.
	says string
}

// listen opens what cfg asks for: the site on -addr, or with -tls-domain
// HTTPS on -tls-addr and the ACME/redirect server on -redirect-addr; and
// metrics on -metrics-addr when set. live is the plain-HTTP address that
// answers /healthz on this machine, for the watchdog.
func listen(cfg config.Config, site frontSite, metrics http.Handler, log *slog.Logger) (ls []*listener, live string, err error) {
	open := func(addr string, h http.Handler, says string) (*listener, error) {
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			for _, l := range ls {
				l.ln.Close()
			}
			return nil, fmt.Errorf("listen: %w", err)
		}
		l := &listener{srv: newHTTPServer(h, log), ln: ln, says: fmt.Sprintf(says, displayAddr(ln.Addr()))}
		ls = append(ls, l)
		return l, nil
	}
	if len(cfg.TLSDomains) == 0 {
		l, err := open(cfg.Addr, site, "listening on http://%s")
		if err != nil {
			return nil, "", err
		}
		l.srv, l.front = nil, newFront(site, log)
		live = l.ln.Addr().String()
	} else {
		m := certManager(cfg)
		l, err := open(cfg.TLSAddr, site, "listening on https://%s for "+strings.Join(cfg.TLSDomains, ", "))
		if err != nil {
			return nil, "", err
		}
		l.tls = true
		l.srv.TLSConfig = m.TLSConfig()
		r, err := open(cfg.RedirectAddr, m.HTTPHandler(redirectToHTTPS(cfg.TLSDomains, site)), "redirecting http://%s to https")
		if err != nil {
			return nil, "", err
		}
		// ACME answers and redirects are quick; a slow client gets less.
		r.srv.WriteTimeout = 10 * time.Second
		live = r.ln.Addr().String()
	}
	if cfg.MetricsAddr != "" {
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", metrics)
		if _, err := open(cfg.MetricsAddr, mux, "metrics on http://%s/metrics"); err != nil {
			return nil, "", err
		}
	}
	return ls, live, nil
}

func newHTTPServer(h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    32 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}

// serve runs l until it is shut down; the error is nil then.
func (l *listener) serve() error {
	var err error
	if l.front != nil {
		return l.front.Serve(l.ln)
	}
	if l.tls {
		err = l.srv.ServeTLS(l.ln, "", "") // certificates come from TLSConfig
	} else {
		err = l.srv.Serve(l.ln)
	}
	if err == http.ErrServerClosed {
		return nil
	}
	return err
}

// shutdown stops accepting and waits for the requests in flight, until
// ctx ends.
func (l *listener) shutdown(ctx context.Context) error {
	if l.front != nil {
		return l.front.ShutdownWithContext(ctx)
	}
	return l.srv.Shutdown(ctx)
}

// close stops serving at once.
func (l *listener) close() error {
	if l.front != nil {
		return l.front.Shutdown()
	}
	return l.srv.Close()
}

// certManager gets and renews certificates for cfg.TLSDomains, and only
// for them, from Let's Encrypt, keeping them (and the account key) in the
// data directory so a restart does not ask again.
func certManager(cfg config.Config) *autocert.Manager {
	return &autocert.Manager{
		Prompt:     autocert.AcceptTOS,
		HostPolicy: autocert.HostWhitelist(cfg.TLSDomains...),
		Cache:      autocert.DirCache(filepath.Join(cfg.DataDir, "acme")),
		Email:      cfg.ACMEEmail,
	}
}

// redirectToHTTPS sends plain-HTTP visitors to the same path over HTTPS
// (308 keeps the method), on the host they asked for when it is one of
// domains, else on the first. The health checks are answered here, so a
// check on this machine needs no certificate.
func redirectToHTTPS(domains []string, site http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/healthz" || r.URL.Path == "/readyz" {
			site.ServeHTTP(w, r)
			return
		}
		host := strings.ToLower(r.Host)
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		if !slices.Contains(domains, host) {
			host = domains[0]
		}
		w.Header().Set("Connection", "close")
		http.Redirect(w, r, "https://"+host+r.URL.RequestURI(), http.StatusPermanentRedirect)
	})
}

// alive is the watchdog's check: this process still accepts connections
// and answers /healthz on addr.
func alive(addr string) func(context.Context) error {
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	return func(ctx context.Context) error {
		req, err := http.NewRequestWithContext(ctx, "GET", "http://"+addr+"/healthz", nil)
		if err != nil {
			return err
		}
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("healthz: %s", resp.Status)
		}
		return nil
	}
}

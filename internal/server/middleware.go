package server

import (
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"agencysite/internal/metrics"
)

// baseCSP covers answers that are not pages (JSON, files): they run nothing.
const baseCSP = "default-src 'none'; frame-ancestors 'none'"

// securityHeaders sets the headers every answer carries; a page replaces the
// Content-Security-Policy with its own, which allows its inline scripts.
func securityHeaders(https bool) func(http.Handler) http.Handler {
	headers := []struct{ name, value string }{
		{"Content-Security-Policy", baseCSP},
		{"X-Content-Type-Options", "nosniff"},
		{"Referrer-Policy", "strict-origin-when-cross-origin"},
		{"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()"},
		{"Cross-Origin-Opener-Policy", "same-origin"},
		// Other sites may link here but not load our answers into their
		// pages (no-cors reads, Spectre-style side channels).
		{"Cross-Origin-Resource-Policy", "same-origin"},
		{"X-Frame-Options", "DENY"},
	}
	if https {
		headers = append(headers, struct{ name, value string }{"Strict-Transport-Security", "max-age=63072000; includeSubDomains"})
	}
	// Built once and assigned to every answer: the names are canonical,
	// and each value has no spare capacity, so a handler's Add copies it.
	values := make([][]string, len(headers))
	for i, hd := range headers {
		if http.CanonicalHeaderKey(hd.name) != hd.name {
			panic("securityHeaders: " + hd.name + " is not canonical")
		}
		values[i] = []string{hd.value}
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			h := w.Header()
			for i, hd := range headers {
				h[hd.name] = values[i]
			}
			next.ServeHTTP(w, r)
		})
	}
}

// refuseCrossSite answers 403 to state-changing requests a browser sends
// from another site (Sec-Fetch-Site, or an Origin other than the Host or
// baseURL): no other site may feed events or leads through its visitors'
// browsers. Requests without those headers (servers, scripts, curl) pass,
// as do GET, HEAD and OPTIONS.
func refuseCrossSite(log *slog.Logger, baseURL string) func(http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	if u, err := url.Parse(baseURL); err == nil && u.Scheme != "" && u.Host != "" {
		// Behind a proxy that rewrites Host, the public origin still counts.
		cop.AddTrustedOrigin(u.Scheme + "://" + u.Host)
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		respondError(w, r, log, ErrCrossOrigin)
	}))
	return cop.Handler
}

// statusRecorder remembers the status and size of an answer for the log.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += n
	return n, err
}

func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// accessLog logs one line per request and counts it in m by the
// routes.go pattern it matched (the mux sets r.Pattern on the request it is
// given; the middleware in between pass that request on). It records no
// client address or User-Agent: the privacy policy promises the site keeps
// neither.
func accessLog(log *slog.Logger, m *metrics.Metrics) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			rec := &statusRecorder{ResponseWriter: w}
			next.ServeHTTP(rec, r)
			if rec.status == 0 {
				rec.status = http.StatusOK
			}
			took := time.Since(start)
			countRequest(m, r.Pattern, rec.status, took)
			log.LogAttrs(r.Context(), slog.LevelInfo, "request",
				slog.String("method", r.Method), slog.String("path", r.URL.Path),
				slog.Int("status", rec.status), slog.Int("bytes", rec.bytes),
				slog.Duration("duration", took))
		})
	}
}

// recoverPanics turns a panicking handler into a logged 500.
func recoverPanics(log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			defer func() {
				if v := recover(); v != nil {
					if v == http.ErrAbortHandler {
						panic(v)
					}
					log.Error("panic", "method", r.Method, "path", r.URL.Path, "panic", v)
					writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal error"})
				}
			}()
			next.ServeHTTP(w, r)
		})
	}
}

package server

import (
	"net/http/httptest"
	"strings"
	"testing"

	"agencysite/internal/metrics"
)

// TestRequestsCountedByRoute checks that requests are counted under the
// routes.go pattern they matched, and refusals of the two API routes by
// reason: the names in metrics.go must follow routes.go.
func TestRequestsCountedByRoute(t *testing.T) {
	m := metrics.New()
	h := newTestServer(t, func(d *Deps) { d.Metrics = m })
	for _, r := range []struct{ method, path, body, contentType string }{
		{"GET", "/en/home", "", ""},
		{"GET", "/healthz", "", ""},
		{"POST", "/api/leads", `{}`, "text/plain"},
		{"POST", "/api/events", `{"events":[]}`, "application/json"},
	} {
		req := httptest.NewRequest(r.method, r.path, strings.NewReader(r.body))
		if r.contentType != "" {
			req.Header.Set("Content-Type", r.contentType)
		}
		h.ServeHTTP(httptest.NewRecorder(), req)
	}
	w := httptest.NewRecorder()
	m.Handler().ServeHTTP(w, httptest.NewRequest("GET", "/metrics", nil))
	for _, want := range []string{
		`site_http_requests_total{route="/",status="200"} 1`,
		`site_http_requests_total{route="GET /healthz",status="200"} 1`,
		`site_http_requests_total{route="POST /api/leads",status="415"} 1`,
		`site_leads_total{outcome="refused",reason="media_type"} 1`,
		`site_event_batches_refused_total{reason="unavailable"} 1`,
	} {
		if !strings.Contains(w.Body.String(), want) {
			t.Errorf("scrape lacks %s", want)
		}
	}
}

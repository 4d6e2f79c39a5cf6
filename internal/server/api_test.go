package server

import (
	"net/http/httptest"
	"strings"
	"testing"

	"agencysite/internal/analytics"
)

func TestAPIWrongMethodIs405WithAllow(t *testing.T) {
	h := newTestServer(t)
	tests := []struct {
		name, method, path string
		status             int
		allow              string
	}{
		{"GET leads", "GET", "/api/leads", 405, "POST"},
		{"DELETE leads", "DELETE", "/api/leads", 405, "POST"},
		{"GET events", "GET", "/api/events", 405, "POST"},
		{"PUT events", "PUT", "/api/events", 405, "POST"},
		{"unknown endpoint stays 404", "GET", "/api/nope", 404, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(tt.method, tt.path, nil))
			if w.Code != tt.status {
				t.Errorf("got %v, want %v", w.Code, tt.status)
			}
			if got := w.Header().Get("Allow"); got != tt.allow {
				t.Errorf("got Allow %q, want %q", got, tt.allow)
			}
			if !strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
				t.Errorf("got Content-Type %q, want JSON", w.Header().Get("Content-Type"))
			}
		})
	}
}

// Another site's page may not post through its visitors' browsers; servers
// and scripts, which send neither Sec-Fetch-Site nor Origin, still may.
func TestCrossSiteBrowserPostsRefused(t *testing.T) {
	store, _ := newEventsStore(t, analytics.Options{})
	h := newEventsServer(t, store)
	body := `{"events":[` + eventJSON("page_view", "") + `]}`
	tests := []struct {
		name    string
		path    string
		headers map[string]string
		status  int
	}{
		{"events from another site", "/api/events", map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}, 403},
		{"events from a sibling subdomain", "/api/events", map[string]string{"Origin": "https://www.localhost:8080", "Sec-Fetch-Site": "same-site"}, 403},
		{"events with only a foreign Origin", "/api/events", map[string]string{"Origin": "https://evil.example"}, 403},
		{"leads from another site", "/api/leads", map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}, 403},
		{"events from the site itself", "/api/events", map[string]string{"Origin": "http://localhost:8080", "Sec-Fetch-Site": "same-origin"}, 202},
		{"events from a server without those headers", "/api/events", nil, 202},
		{"events from the public origin behind a proxy", "/api/events", map[string]string{"Origin": "http://localhost:8080", "Host": "10.0.0.5:8080"}, 202},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "http://localhost:8080"+tt.path, strings.NewReader(body))
			r.Header.Set("Content-Type", "text/plain")
			r.Header.Set("User-Agent", testBrowser)
			for k, v := range tt.headers {
				if k == "Host" {
					r.Host = v
				}
				r.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tt.status {
				t.Errorf("got %v, want %v (%s)", w.Code, tt.status, w.Body.String())
			}
			if tt.status == 403 && !strings.Contains(w.Body.String(), "cross-origin") {
				t.Errorf("got body %s, want a JSON error", w.Body.String())
			}
		})
	}
}

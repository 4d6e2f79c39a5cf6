package server

import (
	"net/http/httptest"
	"strings"
	"testing"

	"agencysite/internal/analytics"
)

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

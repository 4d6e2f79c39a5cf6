package server

import (
	"net/http"

	"agencysite/internal/leads"
	"agencysite/internal/throttle"
)

// addRoutes lists every endpoint of the product.
func addRoutes(mux *http.ServeMux, d Deps, site *site) {
	mux.Handle("GET /healthz", handleHealthz())
	mux.Handle("GET /robots.txt", handleRobots(d.Config.BaseURL))
	mux.Handle("GET /sitemap.xml", handleSitemap(site))
	mux.Handle("POST /api/leads", handleLeads(d.Log, d.Leads, leadsLimit(d.Leads), d.Config.TrustProxy))
	mux.Handle("POST /api/events", handleEvents(d.Log, d.Analytics, d.Config.TrustProxy))
	mux.Handle("/api/leads", handleMethodNotAllowed("POST"))
	mux.Handle("/api/events", handleMethodNotAllowed("POST"))
	mux.Handle("/api/", handleAPINotFound())
	mux.Handle("/", handleSite(site)) // pages, assets, redirects, 404 and 405
}

// leadsLimit is the rate limit of POST /api/leads, in the database.
func leadsLimit(store *leads.Store) *throttle.Limiter {
	if store == nil {
		return nil
	}
	return store.Limiter(leadsInterval, leadsBurst)
}

func handleHealthz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte("ok\n"))
	})
}

// handleMethodNotAllowed answers an endpoint asked with another method
// than its own: 405 with Allow, not the 404 of an unknown path.
func handleMethodNotAllowed(allow string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", allow)
		writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": "method not allowed, use " + allow})
	})
}

func handleAPINotFound() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "no such endpoint"})
	})
}

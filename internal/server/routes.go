package server

import "net/http"

// addRoutes lists every endpoint of the product.
func addRoutes(mux *http.ServeMux, d Deps, site *site) {
	mux.Handle("GET /healthz", handleHealthz())
	mux.Handle("GET /readyz", handleReadyz(d.Log, d.DB, d.Analytics))
	mux.Handle("GET /robots.txt", handleRobots(d.Config.BaseURL))
	mux.Handle("GET /sitemap.xml", handleSitemap(site))
	mux.Handle("POST /api/leads", handleLeads(d.Log, d.Leads, newLimiter(leadsInterval, leadsBurst), d.Config.TrustProxy))
	mux.Handle("POST /api/events", handleEvents(d.Log, d.Analytics, d.Config.TrustProxy))
	mux.Handle("/api/", handleAPINotFound())
	mux.Handle("/", handleSite(site)) // pages, assets, redirects, 404 and 405
}

func handleAPINotFound() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "no such endpoint"})
	})
}

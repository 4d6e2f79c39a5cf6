// Package server is the whole HTTP surface of the product: the prerendered
// pages, the sitemap, and the JSON API.
package server

import (
	"io/fs"
	"log/slog"
	"net/http"

	"agencysite/internal/analytics"
	"agencysite/internal/config"
	"agencysite/internal/leads"
)

// Deps is what the handlers need; run builds it.
type Deps struct {
	Log    *slog.Logger
	Config config.Config
	// Site is the built front end (web/build/client).
	Site fs.FS
	// Leads stores consultation requests (POST /api/leads).
	Leads *leads.Store
	// Analytics stores the events of POST /api/events.
	Analytics *analytics.Recorder
}

// NewServer returns the product's HTTP handler.
func NewServer(d Deps) (http.Handler, error) {
	site, err := loadSite(d.Site, d.Config.BaseURL)
	if err != nil {
		return nil, err
	}
	mux := http.NewServeMux()
	addRoutes(mux, d, site)
	var h http.Handler = mux
	h = refuseCrossSite(d.Log, d.Config.BaseURL)(h)
	h = securityHeaders(d.Config.HTTPS)(h)
	h = recoverPanics(d.Log)(h)
	h = accessLog(d.Log)(h)
	return h, nil
}

package server

import (
	"net/http"
	"time"

	"agencysite/internal/metrics"
)

// Route patterns whose refusals are counted apart (metrics.go).
const (
	leadsRoute  = "POST /api/leads"
	eventsRoute = "POST /api/events"
)

// observe records every request in m by route pattern and status. It wraps
// the mux directly: the mux sets r.Pattern on the request it is given.
func observe(m *metrics.Metrics) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			rec := &statusRecorder{ResponseWriter: w}
			next.ServeHTTP(rec, r)
			status := rec.status
			if status == 0 {
				status = http.StatusOK
			}
			m.Request(r.Pattern, status, time.Since(start))
			if status < 400 {
				return
			}
			switch r.Pattern {
			case leadsRoute:
				m.LeadRefused(metrics.RefusalReason(status))
			case eventsRoute:
				m.EventsRefused(metrics.RefusalReason(status))
			}
		})
	}
}

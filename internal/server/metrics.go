package server

import (
	"time"

	"agencysite/internal/metrics"
)

// Route patterns whose refusals are counted apart (metrics.go).
const (
	leadsRoute  = "POST /api/leads"
	eventsRoute = "POST /api/events"
)

// countRequest counts one answered request, and the refusals of the two
// API routes by reason.
func countRequest(m *metrics.Metrics, pattern string, status int, took time.Duration) {
	m.Request(pattern, status, took)
	if status < 400 {
		return
	}
	switch pattern {
	case leadsRoute:
		m.LeadRefused(metrics.RefusalReason(status))
	case eventsRoute:
		m.EventsRefused(metrics.RefusalReason(status))
	}
}

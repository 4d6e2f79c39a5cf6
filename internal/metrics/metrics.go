// Package metrics defines every Prometheus metric of the product in one
// place and serves them in the text format on the operator's metrics
// address (-metrics-addr). The other packages report through small hooks
// (an analytics Observer, the leads store's Stored, a wrapped mail Sender)
// or are read when scraped (queue depth, outbox, connection pool).
package metrics

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"

	vm "github.com/VictoriaMetrics/metrics"
)

// latencyBuckets are upper bounds in seconds: pages take well under a
// millisecond, a lead's durable commit a few.
var latencyBuckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

// Metrics holds the product's metrics. The zero value is not usable; call
// New. All methods are safe for concurrent use.
type Metrics struct {
	set *vm.Set

	// The series of each route and status, found once: naming one costs a
	// quoted, formatted string and two lookups in set, and Request runs
	// on every answer (docs/decisions/0285).
	mu       sync.RWMutex
	requests map[requestKey]requestSeries
}

type requestKey struct {
	pattern string
	status  int
}

type requestSeries struct {
	count *vm.Counter
	took  *vm.PrometheusHistogram
}

// New returns the product's metrics, all at zero.
func New() *Metrics {
	// TYPE lines make the output parse as standard Prometheus text.
	vm.ExposeMetadata(true)
	m := &Metrics{set: vm.NewSet(), requests: map[requestKey]requestSeries{}}
	for _, outcome := range []string{"stored", "spam"} {
		m.set.GetOrCreateCounter(`site_leads_total{outcome="` + outcome + `"}`)
	}
	m.set.GetOrCreateCounter(`site_events_accepted_total`)
	return m
}

// Handler serves every metric, with the Go runtime's and the process's
// (memory, CPU, open files), in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		var b bytes.Buffer
		m.set.WritePrometheus(&b)
		w.Write(withHelp(b.Bytes()))
		vm.WriteProcessMetrics(w)
	})
}

// help describes every metric of the product, for the scrape's HELP lines.
var help = map[string]string{
	"site_http_requests_total":                   "HTTP requests answered, by route pattern and status.",
	"site_http_request_duration_seconds":         "Time to answer an HTTP request, by route pattern.",
	"site_events_accepted_total":                 "Analytics events accepted into the write queue.",
	"site_events_dropped_total":                  "Analytics events taken but not kept, by reason.",
	"site_event_batches_refused_total":           "Event batches refused with an error answer, by reason.",
	"site_analytics_queue_events":                "Analytics events accepted and not yet written.",
	"site_analytics_writes_total":                "Batch writes of the analytics writer, by result.",
	"site_analytics_events_written_total":        "Analytics events written to the database.",
	"site_analytics_write_duration_seconds":      "Time one batch write of the analytics writer took.",
	"site_leads_total":                           "Consultation requests by outcome (stored, spam, refused with a reason).",
	"site_mail_total":                            "Mail sends to the SMTP server, by kind and result.",
	"site_outbox_scrape_ok":                      "1 when the outbox could be read for this scrape.",
	"site_outbox_pending":                        "Mails waiting in the outbox (all instances).",
	"site_outbox_oldest_pending_age_seconds":     "Age of the oldest mail waiting in the outbox.",
	"site_db_connections_max":                    "Most database connections the pool opens.",
	"site_db_connections_open":                   "Database connections open.",
	"site_db_connections_in_use":                 "Database connections in use.",
	"site_db_connections_idle":                   "Database connections idle.",
	"site_db_connection_waits_total":             "Times a query waited for a free database connection.",
	"site_db_connection_wait_seconds_total":      "Time spent waiting for a free database connection.",
	"site_backups_total":                         "Scheduled backups, by result.",
	"site_backup_last_success_timestamp_seconds": "When the last scheduled backup succeeded (Unix time).",
}

// withHelp fills the empty HELP lines the library writes from help.
func withHelp(scrape []byte) []byte {
	var out bytes.Buffer
	for line := range bytes.Lines(scrape) {
		name, ok := bytes.CutPrefix(bytes.TrimSuffix(line, []byte("\n")), []byte("# HELP "))
		if text := help[string(name)]; ok && text != "" {
			fmt.Fprintf(&out, "# HELP %s %s\n", name, text)
			continue
		}
		out.Write(line)
	}
	return out.Bytes()
}

// Request records one answered HTTP request by its route pattern (the
// routes.go line it matched, or "none"), never by path, so the number of
// series stays bounded.
func (m *Metrics) Request(pattern string, status int, took time.Duration) {
	if pattern == "" {
		pattern = "none"
	}
	key := requestKey{pattern, status}
	m.mu.RLock()
	series, ok := m.requests[key]
	m.mu.RUnlock()
	if !ok {
		route := strconv.Quote(pattern)
		series = requestSeries{
			count: m.set.GetOrCreateCounter(fmt.Sprintf(`site_http_requests_total{route=%s,status="%d"}`, route, status)),
			took:  m.set.GetOrCreatePrometheusHistogramExt(`site_http_request_duration_seconds{route=`+route+`}`, latencyBuckets),
		}
		m.mu.Lock()
		m.requests[key] = series
		m.mu.Unlock()
	}
	series.count.Inc()
	series.took.Update(took.Seconds())
}

// EventsRefused counts a batch of events refused with an error answer.
func (m *Metrics) EventsRefused(reason string) {
	m.set.GetOrCreateCounter(`site_event_batches_refused_total{reason="` + reason + `"}`).Inc()
}

// LeadStored counts a committed lead; spam is stored too, without mail.
func (m *Metrics) LeadStored(spam bool) {
	outcome := "stored"
	if spam {
		outcome = "spam"
	}
	m.set.GetOrCreateCounter(`site_leads_total{outcome="` + outcome + `"}`).Inc()
}

// LeadRefused counts a consultation request answered with an error.
func (m *Metrics) LeadRefused(reason string) {
	m.set.GetOrCreateCounter(`site_leads_total{outcome="refused",reason="` + reason + `"}`).Inc()
}

// RefusalReason names the reason of an error status, for EventsRefused
// and LeadRefused.
func RefusalReason(status int) string {
	switch status {
	case http.StatusBadRequest, http.StatusUnprocessableEntity:
		return "invalid"
	case http.StatusForbidden:
		return "forbidden"
	case http.StatusRequestEntityTooLarge:
		return "too_large"
	case http.StatusUnsupportedMediaType:
		return "media_type"
	case http.StatusTooManyRequests:
		return "rate_limited"
	case http.StatusServiceUnavailable:
		return "unavailable"
	}
	if status >= 500 {
		return "error"
	}
	return "other"
}

// Backup records a scheduled backup's outcome.
func (m *Metrics) Backup(at time.Time, err error) {
	if err != nil {
		m.set.GetOrCreateCounter(`site_backups_total{result="failed"}`).Inc()
		return
	}
	m.set.GetOrCreateCounter(`site_backups_total{result="ok"}`).Inc()
	m.set.GetOrCreateGauge(`site_backup_last_success_timestamp_seconds`, nil).Set(float64(at.Unix()))
}

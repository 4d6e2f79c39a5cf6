package metrics

import (
	"bytes"
	"context"
	"errors"
	"net/http/httptest"
	"os/exec"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/mail"
	"agencysite/internal/mail/mailtest"
)

// scrape is what GET /metrics answers, parsed by Prometheus's own text
// parser, and the raw text.
func scrape(t *testing.T, m *Metrics) (map[string]*dto.MetricFamily, []byte) {
	t.Helper()
	w := httptest.NewRecorder()
	m.Handler().ServeHTTP(w, httptest.NewRequest("GET", "/metrics", nil))
	raw := w.Body.Bytes()
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("the scrape does not parse: %v\n%s", err, raw)
	}
	return families, raw
}

// value is the value of the sample of family name whose labels include
// labels, or -1 when there is none.
func value(families map[string]*dto.MetricFamily, name string, labels map[string]string) float64 {
	f, ok := families[name]
	if !ok {
		return -1
	}
	for _, m := range f.Metric {
		match := 0
		for _, l := range m.Label {
			if want, ok := labels[l.GetName()]; ok && want == l.GetValue() {
				match++
			}
		}
		if match != len(labels) {
			continue
		}
		switch {
		case m.Counter != nil:
			return m.Counter.GetValue()
		case m.Gauge != nil:
			return m.Gauge.GetValue()
		case m.Histogram != nil:
			return float64(m.Histogram.GetSampleCount())
		}
	}
	return -1
}

func TestScrapeParsesAndCountsEverything(t *testing.T) {
	db := dbtest.Open(t)
	smtp := mailtest.Start(t)
	sender, err := mail.NewSMTP(smtp.URL(), "site@example.com")
	if err != nil {
		t.Fatal(err)
	}
	m := New()
	queued := 7
	m.Watch(db, func() int { return queued })
	m.Request("GET /", 200, 3*time.Millisecond)
	m.Request("POST /api/leads", 422, time.Millisecond)
	m.LeadStored(false)
	m.LeadStored(true)
	m.LeadRefused(RefusalReason(422))
	m.EventsRefused(RefusalReason(429))
	obs := m.Analytics()
	obs.Accepted(20)
	obs.Dropped("bot", 3)
	obs.Wrote(20, 4*time.Millisecond, nil)
	obs.Wrote(5, time.Second, errors.New("database is locked"))
	counted := m.Mail(sender)
	msg := mail.Message{ID: "m1", Kind: "lead-notification", To: "agency@example.com", Subject: "s", Text: "t", Created: time.Now()}
	if err := counted.Send(context.Background(), msg); err != nil {
		t.Fatal(err)
	}
	smtp.Stop()
	if err := counted.Send(context.Background(), msg); err == nil {
		t.Fatal("send to a stopped server: got nil, want an error")
	}
	m.Backup(time.Unix(1_800_000_000, 0), nil)

	families, raw := scrape(t, m)
	tests := []struct {
		name   string
		family string
		labels map[string]string
		want   float64
	}{
		{"page requests", "site_http_requests_total", map[string]string{"route": "GET /", "status": "200"}, 1},
		{"latency histogram", "site_http_request_duration_seconds", map[string]string{"route": "GET /"}, 1},
		{"leads stored", "site_leads_total", map[string]string{"outcome": "stored"}, 1},
		{"leads spam", "site_leads_total", map[string]string{"outcome": "spam"}, 1},
		{"leads refused", "site_leads_total", map[string]string{"outcome": "refused", "reason": "invalid"}, 1},
		{"event batches refused", "site_event_batches_refused_total", map[string]string{"reason": "rate_limited"}, 1},
		{"events accepted", "site_events_accepted_total", nil, 20},
		{"events dropped", "site_events_dropped_total", map[string]string{"reason": "bot"}, 3},
		{"events written", "site_analytics_events_written_total", nil, 20},
		{"failed writes", "site_analytics_writes_total", map[string]string{"result": "failed"}, 1},
		{"write time", "site_analytics_write_duration_seconds", nil, 2},
		{"queue depth", "site_analytics_queue_events", nil, 7},
		{"mail sent", "site_mail_total", map[string]string{"kind": "lead-notification", "result": "sent"}, 1},
		{"mail failed", "site_mail_total", map[string]string{"kind": "lead-notification", "result": "failed"}, 1},
		{"outbox depth", "site_outbox_pending", nil, 0},
		{"outbox age", "site_outbox_oldest_pending_age_seconds", nil, 0},
		{"pool", "site_db_connections_max", nil, float64(db.Stats().MaxOpenConnections)},
		{"last backup", "site_backup_last_success_timestamp_seconds", nil, 1_800_000_000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := value(families, tt.family, tt.labels); got != tt.want {
				t.Errorf("%s%v: got %v, want %v", tt.family, tt.labels, got, tt.want)
			}
		})
	}
	for _, name := range []string{"process_resident_memory_bytes", "go_goroutines"} {
		if _, ok := families[name]; !ok {
			t.Errorf("no %s in the scrape", name)
		}
	}
	for name := range families {
		if strings.HasPrefix(name, "site_") && help[name] == "" {
			t.Errorf("%s has no help text", name)
		}
	}
	// Prometheus's own linter, where Debian's prometheus package put it
	// (not installed by .ci/run: 96 MB). Exit status 3 is lint findings,
	// which it has about the library's go_ and process_ names; ours must
	// have none.
	if promtool, err := exec.LookPath("promtool"); err == nil {
		cmd := exec.Command(promtool, "check", "metrics")
		cmd.Stdin = bytes.NewReader(raw)
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if err != nil && (!errors.As(err, &exit) || exit.ExitCode() != 3 || strings.Contains(string(out), "site_")) {
			t.Errorf("promtool check metrics: %v\n%s", err, out)
		}
	}
}

func TestOutboxMetricsReadTheDatabase(t *testing.T) {
	db := dbtest.Open(t)
	created := time.Now().Add(-90 * time.Second)
	msg := mail.Message{Kind: "lead-confirmation", To: "visitor@example.com", Subject: "s", Text: "t", Created: created}
	for range 3 {
		if _, err := mail.Enqueue(context.Background(), db, msg); err != nil {
			t.Fatal(err)
		}
	}
	m := New()
	m.Watch(db, nil)
	families, _ := scrape(t, m)
	if got := value(families, "site_outbox_pending", nil); got != 3 {
		t.Errorf("pending: got %v, want 3", got)
	}
	if got := value(families, "site_outbox_oldest_pending_age_seconds", nil); got < 89 || got > 3600 {
		t.Errorf("oldest age: got %v, want about 90", got)
	}
}

// Request finds a route's series once and counts into them after: every
// call must still count, each status apart, the histogram across them.
func TestRequestCountsEveryCall(t *testing.T) {
	m := New()
	for range 3 {
		m.Request("GET /", 200, time.Millisecond)
	}
	m.Request("GET /", 404, time.Millisecond)
	m.Request("", 200, time.Millisecond)
	families, _ := scrape(t, m)
	for _, tt := range []struct {
		family string
		labels map[string]string
		want   float64
	}{
		{"site_http_requests_total", map[string]string{"route": "GET /", "status": "200"}, 3},
		{"site_http_requests_total", map[string]string{"route": "GET /", "status": "404"}, 1},
		{"site_http_requests_total", map[string]string{"route": "none", "status": "200"}, 1},
		{"site_http_request_duration_seconds", map[string]string{"route": "GET /"}, 4},
	} {
		if got := value(families, tt.family, tt.labels); got != tt.want {
			t.Errorf("%s%v: got %v, want %v", tt.family, tt.labels, got, tt.want)
		}
	}
	if allocs := testing.AllocsPerRun(100, func() { m.Request("GET /", 200, time.Millisecond) }); allocs != 0 {
		t.Errorf("a known route's request allocates %v times, want 0", allocs)
	}
}

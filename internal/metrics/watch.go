package metrics

import (
	"context"
	"fmt"
	"io"
	"time"

	vm "github.com/VictoriaMetrics/metrics"

	"agencysite/internal/database"
	"agencysite/internal/mail"
)

// Analytics is the analytics store's Observer (Options.Observer).
func (m *Metrics) Analytics() Observer { return Observer{m} }

// Observer counts what the analytics store accepts, drops and writes.
type Observer struct{ m *Metrics }

// Accepted counts events queued for writing.
func (o Observer) Accepted(n int) {
	o.m.set.GetOrCreateCounter(`site_events_accepted_total`).Add(n)
}

// Dropped counts events taken but not kept, by reason (bot, …).
func (o Observer) Dropped(reason string, n int) {
	o.m.set.GetOrCreateCounter(`site_events_dropped_total{reason="` + reason + `"}`).Add(n)
}

// Wrote records one write of the batch writer.
func (o Observer) Wrote(n int, took time.Duration, err error) {
	result := "ok"
	if err != nil {
		result = "failed"
	}
	o.m.set.GetOrCreateCounter(`site_analytics_writes_total{result="` + result + `"}`).Inc()
	if err == nil {
		o.m.set.GetOrCreateCounter(`site_analytics_events_written_total`).Add(n)
	}
	o.m.set.GetOrCreatePrometheusHistogramExt(`site_analytics_write_duration_seconds`, latencyBuckets).Update(took.Seconds())
}

// Mail wraps s so that every send is counted by kind and result.
func (m *Metrics) Mail(s mail.Sender) mail.Sender { return countingSender{s, m} }

type countingSender struct {
	mail.Sender
	m *Metrics
}

func (c countingSender) Send(ctx context.Context, msg mail.Message) error {
	err := c.Sender.Send(ctx, msg)
	result := "sent"
	if err != nil {
		result = "failed"
	}
	c.m.set.GetOrCreateCounter(fmt.Sprintf(`site_mail_total{kind=%q,result=%q}`, msg.Kind, result)).Inc()
	return err
}

// Watch reads, at each scrape, the event queue's depth (queued may be nil
// when analytics is off), the outbox and db's connection pool.
func (m *Metrics) Watch(db *database.DB, queued func() int) {
	if queued != nil {
		m.set.NewGauge(`site_analytics_queue_events`, func() float64 { return float64(queued()) })
	}
	m.set.RegisterMetricsWriter(func(w io.Writer) {
		writePool(w, db)
		writeOutbox(w, db)
	})
}

func writePool(w io.Writer, db *database.DB) {
	s := db.Stats()
	vm.WriteGaugeUint64(w, "site_db_connections_max", uint64(s.MaxOpenConnections))
	vm.WriteGaugeUint64(w, "site_db_connections_open", uint64(s.OpenConnections))
	vm.WriteGaugeUint64(w, "site_db_connections_in_use", uint64(s.InUse))
	vm.WriteGaugeUint64(w, "site_db_connections_idle", uint64(s.Idle))
	vm.WriteCounterUint64(w, "site_db_connection_waits_total", uint64(s.WaitCount))
	vm.WriteCounterFloat64(w, "site_db_connection_wait_seconds_total", s.WaitDuration.Seconds())
}

// writeOutbox asks the database at scrape time: the outbox is shared by
// every instance, so each reports the same, whole figure.
func writeOutbox(w io.Writer, db *database.DB) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	n, oldest, err := mail.Pending(ctx, db)
	up := uint64(1)
	if err != nil {
		up = 0
	}
	vm.WriteGaugeUint64(w, "site_outbox_scrape_ok", up)
	if err != nil {
		return
	}
	age := 0.0
	if n > 0 {
		age = max(0, db.Now().Sub(oldest).Seconds())
	}
	vm.WriteGaugeUint64(w, "site_outbox_pending", uint64(n))
	vm.WriteGaugeFloat64(w, "site_outbox_oldest_pending_age_seconds", age)
}

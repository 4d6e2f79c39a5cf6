package server

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"agencysite/internal/analytics"
)

// BenchmarkIngest measures the ingest path, handler and store together:
// decode, validate, queue, and the writer's batched inserts, from parallel
// clients with 20-event batches. The store is closed inside the timing, so
// every accepted event is written before the clock stops. Batches refused
// because the queue is full are retried and counted in refused/op.
func BenchmarkIngest(b *testing.B) {
	const perBatch = 2 // what a browser sends in one request
	events := make([]string, perBatch)
	for i := range events {
		switch i % 4 {
		case 0:
			events[i] = eventJSON("page_view", "")
		case 1:
			events[i] = eventJSON("scroll_depth", `{"percent":50}`)
		case 2:
			events[i] = eventJSON("next_click", `{"button_name":"hero_next","index":1,"carousel":"hero"}`)
		default:
			events[i] = eventJSON("outbound_click", `{"channel":"whatsapp","url_host":"wa.me"}`)
		}
	}
	body := batchJSON(events...)
	store, db := newEventsStore(b, analytics.Options{FlushEvery: time.Second})
	h := handleEvents(slog.New(slog.DiscardHandler), store, teamCheck{}, false, time.Now)
	var n atomic.Uint32
	b.SetBytes(int64(len(body)))
	b.ResetTimer()
	var refused atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			for {
				i := n.Add(1) // one address per request: the rate limit is not what is measured
				r := httptest.NewRequest("POST", "/api/events", strings.NewReader(body))
				r.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:1234", i>>16&255, i>>8&255, i&255)
				r.Header.Set("Content-Type", "text/plain;charset=UTF-8")
				r.Header.Set("User-Agent", testBrowser)
				w := httptest.NewRecorder()
				h.ServeHTTP(w, r)
				if w.Code == http.StatusAccepted {
					break
				}
				if w.Code != http.StatusServiceUnavailable {
					b.Errorf("got %v, want %v: %s", w.Code, http.StatusAccepted, w.Body)
					return
				}
				// The queue is full: the writer sets the pace, as it would
				// in production. Wait for it rather than count a loss.
				refused.Add(1)
				time.Sleep(time.Millisecond)
			}
		}
	})
	if err := store.Close(context.Background()); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N*perBatch)/b.Elapsed().Seconds(), "events/s")
	b.ReportMetric(float64(refused.Load())/float64(b.N), "refused/op")
	var stored int
	if err := db.QueryRow(`SELECT count(*) FROM analytics_events`).Scan(&stored); err != nil {
		b.Fatal(err)
	}
	if stored != b.N*perBatch {
		b.Errorf("got %d events stored, want %d", stored, b.N*perBatch)
	}
}

package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// A few real browsers, so the server parses agents as it would in use.
var agents = []string{
	"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
	"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
	"Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
	"Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
}

// events is a realistic mix of what the tracker sends.
var events = []string{
	`{"name":"page_view","path":"/en/home","referrer":"https://www.google.com/"}`,
	`{"name":"scroll_depth","path":"/en/home","props":{"percent":25}}`,
	`{"name":"scroll_depth","path":"/en/home","props":{"percent":50}}`,
	`{"name":"next_click","path":"/en/home","props":{"button_name":"hero_next","carousel":"hero","index":1}}`,
	`{"name":"page_view","path":"/ar/projects"}`,
	`{"name":"project_card_click","path":"/ar/projects","props":{"button_name":"project_card","project_id":3,"index":2}}`,
	`{"name":"page_view","path":"/a/fr/faq"}`,
	`{"name":"faq_question_click","path":"/a/fr/faq","props":{"button_name":"faq_card","index":4,"open":true}}`,
	`{"name":"outbound_click","path":"/a/fr/faq","props":{"channel":"whatsapp","url_host":"wa.me"}}`,
}

func batchBody(n, offset int) []byte {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = events[(offset+i)%len(events)]
	}
	return []byte(`{"events":[` + strings.Join(parts, ",") + `]}`)
}

// result is what a run measured.
type result struct {
	elapsed   time.Duration
	requests  int64
	accepted  int64 // events in batches answered 202
	errors    int64
	byStatus  map[string]int64 // every answer other than 202, and transport errors
	latencies []time.Duration
	late      int64 // ticks skipped because an address had too many requests open
}

func (r *result) print(out io.Writer) {
	secs := r.elapsed.Seconds()
	fmt.Fprintf(out, "sent %d requests in %.1fs: %d events accepted, %.0f events/s, %.0f requests/s\n",
		r.requests, secs, r.accepted, float64(r.accepted)/secs, float64(r.requests)/secs)
	if n := len(r.latencies); n > 0 {
		slices.Sort(r.latencies)
		pct := func(p float64) time.Duration { return r.latencies[min(n-1, int(p*float64(n)))] }
		fmt.Fprintf(out, "latency: p50 %v  p90 %v  p99 %v  max %v\n",
			pct(0.50).Round(time.Microsecond), pct(0.90).Round(time.Microsecond),
			pct(0.99).Round(time.Microsecond), r.latencies[n-1].Round(time.Microsecond))
	}
	fmt.Fprintf(out, "errors: %d %v; ticks skipped (client saturated): %d\n", r.errors, r.byStatus, r.late)
}

// send offers o.rate events a second for o.duration. Each source address
// is one simulated network with its own connections, posting on its own
// clock; at most 4 of its requests are open at once.
func send(ctx context.Context, o options) *result {
	ctx, cancel := context.WithTimeout(ctx, o.duration)
	defer cancel()
	interval := time.Duration(float64(time.Second) * float64(o.addrs*o.batch) / float64(o.rate))
	res := &result{byStatus: map[string]int64{}}
	var mu sync.Mutex
	record := func(status string, d time.Duration) {
		mu.Lock()
		defer mu.Unlock()
		res.requests++
		if status == "202" {
			res.accepted += int64(o.batch)
			res.latencies = append(res.latencies, d)
			return
		}
		res.errors++
		res.byStatus[status]++
	}
	start := time.Now()
	var wg sync.WaitGroup
	for a := range o.addrs {
		client := clientFrom(net.IPv4(127, 0, byte((a+2)>>8), byte(a+2)))
		wg.Go(func() {
			defer client.CloseIdleConnections()
			open := make(chan struct{}, 4)
			var inflight sync.WaitGroup
			defer inflight.Wait()
			// Stagger the addresses so their ticks do not all fall together;
			// each sends at once when its turn comes, then every interval
			// (at a low rate the interval can be longer than the run).
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Duration(a) * interval / time.Duration(o.addrs)):
			}
			tick := time.NewTicker(interval)
			defer tick.Stop()
			for n := 0; ; n++ {
				if n > 0 {
					select {
					case <-ctx.Done():
						return
					case <-tick.C:
					}
				}
				select {
				case open <- struct{}{}:
				default:
					mu.Lock()
					res.late++
					mu.Unlock()
					continue
				}
				inflight.Go(func() {
					defer func() { <-open }()
					status, d := post(client, o.target.JoinPath("/api/events").String(), batchBody(o.batch, n), agents[a%len(agents)])
					record(status, d)
				})
			}
		})
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	return res
}

// clientFrom is an HTTP client whose connections leave from local address
// ip, which the server sees as the visitor's address.
func clientFrom(ip net.IP) *http.Client {
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: ip}, Timeout: 5 * time.Second}
	return &http.Client{
		Timeout: 10 * time.Second,
		Transport: &http.Transport{
			DialContext:         dialer.DialContext,
			MaxIdleConnsPerHost: 4,
			IdleConnTimeout:     30 * time.Second,
		},
	}
}

// post sends one batch as sendBeacon does and returns the status (or the
// transport error) and the time to the full answer.
func post(client *http.Client, url string, body []byte, agent string) (string, time.Duration) {
	req, err := http.NewRequest("POST", url, bytes.NewReader(body))
	if err != nil {
		return "request: " + err.Error(), 0
	}
	req.Header.Set("Content-Type", "text/plain;charset=UTF-8")
	req.Header.Set("User-Agent", agent)
	start := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return "transport error", time.Since(start)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return fmt.Sprint(resp.StatusCode), time.Since(start)
}

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

var soakPages = []string{"/en/home", "/ar/home", "/en/projects", "/ar/faq", "/fr/contact", "/tr/services",
	"/a/ar/home", "/en/project/1", "/sitemap.xml", "/robots.txt"}

// load is the soak's traffic and what came of it.
type load struct {
	instances []*instance
	client    *http.Client
	next      atomic.Uint64 // unique numbers for tags and addresses
	rr        atomic.Uint64 // round robin over the instances

	mu      sync.Mutex
	kinds   map[string]*kindStats
	batches []acceptedBatch
	leads   map[string]int // acknowledged lead id → instance that answered
}

type kindStats struct {
	requests, ok, whileDown int64
	failures                map[string]int64 // status or error → count
	latencies               []time.Duration
}

type acceptedBatch struct {
	tag      string // the path all its events carry
	n        int
	instance int
	at       time.Time
}

func newLoad(instances []*instance) *load {
	return &load{
		instances: instances,
		client: &http.Client{Timeout: 15 * time.Second, Transport: &http.Transport{
			MaxIdleConnsPerHost: 64, IdleConnTimeout: 30 * time.Second,
			DialContext: (&net.Dialer{Timeout: 2 * time.Second}).DialContext,
		}},
		kinds: map[string]*kindStats{},
		leads: map[string]int{},
	}
}

// run sends each kind of traffic at its rate (per second) until ctx ends.
func (l *load) run(ctx context.Context, pages, batches, leads, batchSize int) {
	var wg sync.WaitGroup
	every := func(rate, workers int, do func()) {
		interval := time.Duration(float64(time.Second) * float64(workers) / float64(rate))
		for range workers {
			wg.Go(func() {
				tick := time.NewTicker(interval)
				defer tick.Stop()
				for {
					select {
					case <-ctx.Done():
						return
					case <-tick.C:
						do()
					}
				}
			})
		}
	}
	every(pages, 8, func() { l.page() })
	every(batches, 8, func() { l.events(batchSize) })
	every(leads, 2, func() { l.lead() })
	wg.Wait()
}

// do sends one request the way a load balancer would: round robin over the
// instances, trying the next one when a connection is refused (nothing was
// sent, so a retry cannot duplicate anything). It returns the instance
// that answered.
func (l *load) do(kind string, build func(base string) *http.Request) (*http.Response, []byte, int) {
	start := time.Now()
	first := int(l.rr.Add(1))
	var lastErr error
	anyDown := false
	for try := range len(l.instances) {
		i := (first + try) % len(l.instances)
		anyDown = anyDown || !l.instances[i].isUp()
		resp, err := l.client.Do(build(l.instances[i].base()))
		if err != nil {
			lastErr = err
			var op *net.OpError
			if errors.As(err, &op) && op.Op == "dial" {
				continue
			}
			break
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		l.record(kind, fmt.Sprint(resp.StatusCode), resp.StatusCode < 300, anyDown, time.Since(start))
		return resp, body, i
	}
	reason := "transport error"
	if lastErr != nil && strings.Contains(lastErr.Error(), "refused") {
		reason = "connection refused"
	}
	l.record(kind, reason, false, anyDown || !l.allUp(), time.Since(start))
	return nil, nil, -1
}

func (l *load) allUp() bool {
	return !slices.ContainsFunc(l.instances, func(in *instance) bool { return !in.isUp() })
}

func (l *load) record(kind, status string, ok, down bool, took time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := l.kinds[kind]
	if k == nil {
		k = &kindStats{failures: map[string]int64{}}
		l.kinds[kind] = k
	}
	k.requests++
	switch {
	case ok:
		k.ok++
		k.latencies = append(k.latencies, took)
	case down:
		k.whileDown++ // an instance was being killed or restarted
	default:
		k.failures[status]++
	}
}

// address is a made-up client address, sent as X-Forwarded-For (the
// instances trust the proxy), so the per-address limits see many visitors.
func address(prefix byte, n uint64) string {
	return fmt.Sprintf("10.%d.%d.%d", prefix, byte(n>>8), byte(n))
}

func (l *load) page() {
	n := l.next.Add(1)
	path := soakPages[rand.IntN(len(soakPages))]
	l.do("page", func(base string) *http.Request {
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Header.Set("Accept-Encoding", "br, gzip")
		req.Header.Set("User-Agent", agents[n%uint64(len(agents))])
		return req
	})
}

var pathField = regexp.MustCompile(`"path":"[^"]*"`)

// events posts a batch whose events all carry one unique path, so the
// check can find each accepted batch in the database.
func (l *load) events(size int) {
	n := l.next.Add(1)
	tag := fmt.Sprintf("/en/soak/%d", n)
	body := pathField.ReplaceAll(batchBody(size, int(n)), []byte(`"path":"`+tag+`"`))
	resp, _, inst := l.do("events", func(base string) *http.Request {
		req, _ := http.NewRequest("POST", base+"/api/events", strings.NewReader(string(body)))
		req.Header.Set("Content-Type", "text/plain;charset=UTF-8")
		req.Header.Set("User-Agent", agents[n%uint64(len(agents))])
		req.Header.Set("X-Forwarded-For", address(1, n%4000))
		return req
	})
	if resp != nil && resp.StatusCode == http.StatusAccepted {
		l.mu.Lock()
		l.batches = append(l.batches, acceptedBatch{tag: tag, n: size, instance: inst, at: time.Now()})
		l.mu.Unlock()
	}
}

func (l *load) lead() {
	n := l.next.Add(1)
	body := fmt.Sprintf(`{"name":"Soak Sam %d","email":"soak+%d@example.com","service":"custom-apps",`+
		`"contactMethod":"email","message":"Soak test request %d: please keep it.","consent":true,`+
		`"pagePath":"/en/contact","fillTimeMs":30000}`, n, n, n)
	resp, answer, inst := l.do("lead", func(base string) *http.Request {
		req, _ := http.NewRequest("POST", base+"/api/leads", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", address(2, n))
		return req
	})
	if resp == nil || resp.StatusCode != http.StatusCreated {
		return
	}
	var got struct{ ID string }
	if json.Unmarshal(answer, &got) == nil && got.ID != "" {
		l.mu.Lock()
		l.leads[got.ID] = inst
		l.mu.Unlock()
	}
}

// print writes requests, failures and latency percentiles per kind.
func (l *load) print(out io.Writer, elapsed time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	var total int64
	for _, kind := range []string{"page", "events", "lead"} {
		k := l.kinds[kind]
		if k == nil {
			continue
		}
		total += k.requests
		slices.Sort(k.latencies)
		pct := func(p float64) time.Duration {
			if len(k.latencies) == 0 {
				return 0
			}
			return k.latencies[min(len(k.latencies)-1, int(p*float64(len(k.latencies))))].Round(time.Microsecond)
		}
		fmt.Fprintf(out, "  %-6s %7d requests, %7d ok, p50 %-9v p99 %-9v errors %v, refused while an instance was down %d\n",
			kind, k.requests, k.ok, pct(0.5), pct(0.99), k.failures, k.whileDown)
	}
	fmt.Fprintf(out, "  total  %7d requests in %.1fs (%.0f/s)\n", total, elapsed.Seconds(), float64(total)/elapsed.Seconds())
}

// errors is the number of failed requests not explained by a killed instance.
func (l *load) errors() int64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	var n int64
	for _, k := range l.kinds {
		for _, c := range k.failures {
			n += c
		}
	}
	return n
}

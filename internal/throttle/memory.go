package throttle

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Memory is a rate limit kept in one instance's memory, for an endpoint
// too busy for a database round trip per request (the analytics ingest):
// a token bucket per client key (AddressKey), so one client cannot flood
// it. Buckets idle for longer than idle are dropped,
// and at most max are kept: past that, some are forgotten at random (those
// clients start again with a full bucket) rather than letting a flood of
// addresses grow the map without bound.
type Memory struct {
	every rate.Limit
	burst int
	idle  time.Duration
	max   int

	mu      sync.Mutex
	clients map[string]*client
	swept   time.Time
}

type client struct {
	bucket *rate.Limiter
	seen   time.Time
}

// NewMemory allows burst requests at once and then one per interval.
func NewMemory(interval time.Duration, burst int) *Memory {
	return &Memory{every: rate.Every(interval), burst: burst, idle: 10 * time.Minute, max: 100_000, clients: map[string]*client{}}
}

// Allow reports whether the client of key may make a request now and, if
// not, how long it should wait before the next one.
func (l *Memory) Allow(key string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > l.idle {
		for k, c := range l.clients {
			if now.Sub(c.seen) > l.idle {
				delete(l.clients, k)
			}
		}
		l.swept = now
	}
	c, ok := l.clients[key]
	if !ok {
		if len(l.clients) >= l.max {
			l.forget(l.max / 10)
		}
		c = &client{bucket: rate.NewLimiter(l.every, l.burst)}
		l.clients[key] = c
	}
	c.seen = now
	r := c.bucket.ReserveN(now, 1)
	if delay := r.DelayFrom(now); delay > 0 {
		r.CancelAt(now)
		return false, delay
	}
	return true, 0
}

// forget drops at least n buckets, taken in the map's random order.
func (l *Memory) forget(n int) {
	for k := range l.clients {
		if n <= 0 {
			return
		}
		delete(l.clients, k)
		n--
	}
}

package server

import (
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limiter hands out a token bucket per client address, so one address
// cannot flood an endpoint. Buckets idle for longer than idle are dropped.
type limiter struct {
	every rate.Limit
	burst int
	idle  time.Duration

	mu      sync.Mutex
	clients map[string]*client
	swept   time.Time
}

type client struct {
	bucket *rate.Limiter
	seen   time.Time
}

// newLimiter allows burst requests at once and then one per interval.
func newLimiter(interval time.Duration, burst int) *limiter {
	return &limiter{every: rate.Every(interval), burst: burst, idle: 10 * time.Minute, clients: map[string]*client{}}
}

// allow reports whether addr may make a request now and, if not, how long
// it should wait before the next one.
func (l *limiter) allow(addr string, now time.Time) (bool, time.Duration) {
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
	c, ok := l.clients[addr]
	if !ok {
		c = &client{bucket: rate.NewLimiter(l.every, l.burst)}
		l.clients[addr] = c
	}
	c.seen = now
	r := c.bucket.ReserveN(now, 1)
	if delay := r.DelayFrom(now); delay > 0 {
		r.CancelAt(now)
		return false, delay
	}
	return true, 0
}

// clientIP is the address of the visitor: the connection's peer, or, when
// the server runs behind a proxy it trusts, the last address that proxy
// appended to X-Forwarded-For.
func clientIP(r *http.Request, trustProxy bool) string {
	if trustProxy {
		if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
			parts := strings.Split(fwd, ",")
			if ip := strings.TrimSpace(parts[len(parts)-1]); net.ParseIP(ip) != nil {
				return ip
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

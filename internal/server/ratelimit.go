package server

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limiter hands out a token bucket per client address, so one address
// cannot flood an endpoint. Buckets idle for longer than idle are dropped,
// and at most max are kept: past that, some are forgotten at random (those
// clients start again with a full bucket) rather than letting a flood of
// addresses grow the map without bound.
type limiter struct {
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

// newLimiter allows burst requests at once and then one per interval.
func newLimiter(interval time.Duration, burst int) *limiter {
	return &limiter{every: rate.Every(interval), burst: burst, idle: 10 * time.Minute, max: 100_000, clients: map[string]*client{}}
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
		if len(l.clients) >= l.max {
			l.forget(l.max / 10)
		}
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

// forget drops at least n buckets, taken in the map's random order.
func (l *limiter) forget(n int) {
	for k := range l.clients {
		if n <= 0 {
			return
		}
		delete(l.clients, k)
		n--
	}
}

// limitKey is what rate limits count by: an IPv4 address, or the /64 of an
// IPv6 address, since one IPv6 client is routinely given a whole /64 and can
// pick a new address in it for every request.
func limitKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.Unmap()
	if addr.Is4() {
		return addr.String()
	}
	prefix, _ := addr.Prefix(64)
	return prefix.String()
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

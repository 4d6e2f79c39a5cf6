package throttle

import (
	"fmt"
	"net/http/httptest"
	"testing"
	"time"
)

func TestLimiterAllowsBurstThenWaits(t *testing.T) {
	l := NewMemory(time.Second, 3)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 3 {
		if ok, _ := l.Allow("1.2.3.4", now); !ok {
			t.Fatalf("request %d refused, want allowed within burst", i)
		}
	}
	ok, wait := l.Allow("1.2.3.4", now)
	if ok || wait <= 0 || wait > time.Second {
		t.Fatalf("got ok=%v wait=%v, want refused with wait in (0,1s]", ok, wait)
	}
	if ok, _ := l.Allow("5.6.7.8", now); !ok {
		t.Error("another address refused, want its own bucket")
	}
	if ok, _ := l.Allow("1.2.3.4", now.Add(time.Second)); !ok {
		t.Error("refused after waiting, want allowed")
	}
}

func TestClientIP(t *testing.T) {
	tests := []struct {
		name  string
		fwd   string
		trust bool
		want  string
	}{
		{"peer address", "", false, "192.0.2.1"},
		{"forwarded ignored without trust", "203.0.113.9", false, "192.0.2.1"},
		{"last forwarded hop with trust", "198.51.100.1, 203.0.113.9", true, "203.0.113.9"},
		{"garbage forwarded falls back", "not-an-ip", true, "192.0.2.1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = "192.0.2.1:5555"
			if tt.fwd != "" {
				r.Header.Set("X-Forwarded-For", tt.fwd)
			}
			if got := ClientIP(r, tt.trust); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestLimiterMemoryIsCapped(t *testing.T) {
	l := NewMemory(time.Second, 3)
	l.max = 50
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 1000 {
		l.Allow(fmt.Sprintf("2001:db8:%x::/64", i), now) // none idle: the sweep frees nothing
	}
	if got := len(l.clients); got > l.max {
		t.Errorf("got %d buckets, want at most %d", got, l.max)
	}
}

func TestLimitKey(t *testing.T) {
	tests := []struct{ name, ip, want string }{
		{"IPv4 whole", "192.0.2.7", "192.0.2.7"},
		{"IPv6 by its /64", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"},
		{"another address of the same /64", "2001:db8:1:2::1", "2001:db8:1:2::/64"},
		{"IPv4-mapped IPv6 as IPv4", "::ffff:192.0.2.7", "192.0.2.7"},
		{"not an address", "unix", "unix"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := AddressKey(tt.ip); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

package webhooks

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// receiver is a real HTTP server on 127.0.0.1 that counts its requests.
func receiver(t *testing.T, h http.HandlerFunc) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		h(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &hits
}

// resolving makes names resolve to the addresses given, in turn: the
// first lookup of a name to its first address, the next to its second….
func resolving(names map[string][]string) func(context.Context, string) ([]netip.Addr, error) {
	var calls atomic.Int32
	return func(_ context.Context, host string) ([]netip.Addr, error) {
		list, ok := names[host]
		if !ok {
			return nil, errors.New("no such host")
		}
		i := min(int(calls.Add(1))-1, len(list)-1)
		return []netip.Addr{netip.MustParseAddr(list[i])}, nil
	}
}

func post(c *http.Client, target string) error {
	resp, err := c.Post(target, "application/json", strings.NewReader("{}"))
	if err == nil {
		resp.Body.Close()
	}
	return err
}

func TestClientRefusesWhatIsNotPublic(t *testing.T) {
	srv, hits := receiver(t, func(w http.ResponseWriter, r *http.Request) {})
	port := srv.URL[strings.LastIndex(srv.URL, ":"):]
	c := NewClient(ClientOptions{Lookup: resolving(map[string][]string{"loopback.test": {"127.0.0.1"}, "intranet.test": {"10.1.2.3"}})})
	for _, tt := range []struct{ name, url string }{
		{"IPv4 loopback", "http://127.0.0.1" + port},
		{"IPv6 loopback", "http://[::1]" + port},
		{"IPv4-mapped IPv6 loopback", "http://[::ffff:127.0.0.1]" + port},
		{"IPv4-mapped private", "http://[::ffff:10.0.0.1]" + port},
		{"private IPv4", "http://10.0.0.1" + port},
		{"private 192.168", "http://192.168.1.1" + port},
		{"link-local metadata", "http://169.254.169.254/latest/meta-data"},
		{"IPv6 link-local", "http://[fe80::1]" + port},
		{"IPv6 unique local", "http://[fd00::1]" + port},
		{"unspecified", "http://0.0.0.0" + port},
		{"a name resolving to 127.0.0.1", "http://loopback.test" + port},
		{"a name resolving to a private address", "http://intranet.test" + port},
		{"localhost by the system's resolver", "http://localhost" + port},
	} {
		t.Run(tt.name, func(t *testing.T) {
			client := c
			if strings.Contains(tt.url, "localhost") {
				client = NewClient(ClientOptions{})
			}
			err := post(client, tt.url)
			if !errors.Is(err, ErrRefusedAddress) {
				t.Fatalf("POST %s: got %v, want ErrRefusedAddress", tt.url, err)
			}
		})
	}
	if n := hits.Load(); n != 0 {
		t.Fatalf("the receiver on 127.0.0.1 got %d requests, want 0", n)
	}
}

func TestClientAllowsLoopbackOnlyWhenTold(t *testing.T) {
	srv, hits := receiver(t, func(w http.ResponseWriter, r *http.Request) {})
	if err := post(NewClient(ClientOptions{AllowLoopback: true}), srv.URL); err != nil {
		t.Fatalf("POST with loopback allowed: %v", err)
	}
	if err := post(NewClient(ClientOptions{AllowLoopback: true}), "http://10.0.0.1:9"); !errors.Is(err, ErrRefusedAddress) {
		t.Fatalf("POST to a private address with loopback allowed: got %v, want ErrRefusedAddress", err)
	}
	port := srv.URL[strings.LastIndex(srv.URL, ":"):]
	if err := post(NewClient(ClientOptions{AllowLoopback: true}), "http://[::ffff:127.0.0.1]"+port); !errors.Is(err, ErrRefusedAddress) {
		t.Fatalf("POST to an IPv4-mapped loopback with loopback allowed: got %v, want ErrRefusedAddress", err)
	}
	if n := hits.Load(); n != 1 {
		t.Fatalf("the receiver got %d requests, want 1", n)
	}
}

func TestClientRedirects(t *testing.T) {
	var target atomic.Value
	srv, hits := receiver(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/hook" {
			w.Header().Set("Connection", "close") // the redirect is dialled anew
			http.Redirect(w, r, target.Load().(string), http.StatusTemporaryRedirect)
		}
	})
	u, _ := url.Parse(srv.URL)
	port := ":" + u.Port()
	for _, tt := range []struct {
		name, to string
		names    map[string][]string
		want     error
	}{
		{"to the same host", "/landed", map[string][]string{"crm.test": {"127.0.0.1"}}, nil},
		{"to 127.0.0.1 by address", "http://127.0.0.1" + port + "/landed", map[string][]string{"crm.test": {"127.0.0.1"}}, ErrRedirectRefused},
		{"to another name", "http://loopback.test" + port + "/landed", map[string][]string{"crm.test": {"127.0.0.1"}, "loopback.test": {"127.0.0.1"}}, ErrRedirectRefused},
		{"to https", "https://crm.test" + port + "/landed", map[string][]string{"crm.test": {"127.0.0.1"}}, ErrRedirectRefused},
		{"to the same name, now resolving to a private address", "/landed", map[string][]string{"crm.test": {"127.0.0.1", "10.9.9.9"}}, ErrRefusedAddress},
	} {
		t.Run(tt.name, func(t *testing.T) {
			target.Store(tt.to)
			before := hits.Load()
			c := NewClient(ClientOptions{AllowLoopback: true, Lookup: resolving(tt.names)})
			err := post(c, "http://crm.test"+port+"/hook")
			if tt.want == nil && err != nil || tt.want != nil && !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
			wantHits := int32(1)
			if tt.want == nil {
				wantHits = 2
			}
			if got := hits.Load() - before; got != wantHits {
				t.Fatalf("the receiver got %d requests, want %d", got, wantHits)
			}
		})
	}
}

func TestClientCapsAndTimesOut(t *testing.T) {
	big, _ := receiver(t, func(w http.ResponseWriter, r *http.Request) { w.Write(make([]byte, 1<<20)) })
	c := NewClient(ClientOptions{AllowLoopback: true, ResponseMax: 1000})
	resp, err := c.Get(big.URL)
	if err != nil {
		t.Fatal(err)
	}
	n, _ := resp.Body.Read(make([]byte, 1<<20))
	for m := n; m > 0; n += m {
		m, _ = resp.Body.Read(make([]byte, 1<<20))
	}
	resp.Body.Close()
	if n != 1000 {
		t.Fatalf("read %d bytes of a 1 MiB answer, want 1000", n)
	}
	slow, _ := receiver(t, func(w http.ResponseWriter, r *http.Request) { time.Sleep(500 * time.Millisecond) })
	start := time.Now()
	err = post(NewClient(ClientOptions{AllowLoopback: true, Timeout: 100 * time.Millisecond}), slow.URL)
	if err == nil || time.Since(start) > 900*time.Millisecond {
		t.Fatalf("a slow receiver: got %v after %s, want a timeout after 100 ms", err, time.Since(start))
	}
}

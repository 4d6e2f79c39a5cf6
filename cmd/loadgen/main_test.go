package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync/atomic"
	"testing"
	"time"
)

func TestLoopbackURLRefusesOtherHosts(t *testing.T) {
	tests := []struct {
		name, url string
		wantHost  string // "" when refused
	}{
		{"ipv4 loopback", "http://127.0.0.1:18090", "127.0.0.1:18090"},
		{"other loopback", "http://127.1.2.3:80", "127.1.2.3:80"},
		{"localhost", "http://localhost:18090", "127.0.0.1:18090"},
		{"ipv6 loopback", "http://[::1]:18090", ""},
		{"private address", "http://10.0.0.5:18090", ""},
		{"public name", "http://example.com", ""},
		{"https", "https://127.0.0.1:18090", ""},
		{"not a url", "127.0.0.1:18090", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := loopbackURL(tt.url)
			got := ""
			if err == nil {
				got = u.Host
			}
			if got != tt.wantHost {
				t.Errorf("got %q (err %v), want %q", got, err, tt.wantHost)
			}
		})
	}
}

func TestBatchBodyHasBatchEvents(t *testing.T) {
	for _, n := range []int{1, 20, 50} {
		body := batchBody(n, 3)
		var got int
		for i := 0; i+7 < len(body); i++ {
			if string(body[i:i+7]) == `"name":` {
				got++
			}
		}
		if got != n {
			t.Errorf("got %v events, want %v", got, n)
		}
	}
}

func TestSendStartsAtOnceWhenTheIntervalIsLongerThanTheRun(t *testing.T) {
	var got atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got.Add(1)
		w.WriteHeader(http.StatusAccepted)
	}))
	defer srv.Close()
	target, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Two addresses at 4 events/s in batches of 20: one batch every 10 s,
	// the second address's turn 5 s in, after the 1 s run has ended.
	res := send(context.Background(), options{target: target, duration: time.Second, rate: 4, batch: 20, addrs: 2})
	if res.requests != 1 || got.Load() != 1 || res.accepted != 20 || res.errors != 0 {
		t.Errorf("sent %d requests (server saw %d), %d events accepted, %d errors; want 1, 1, 20, 0", res.requests, got.Load(), res.accepted, res.errors)
	}
}

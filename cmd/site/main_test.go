package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"regexp"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
)

// startSite runs the server as main does, on a free loopback port with a
// fresh database, and returns its URL and a function that stops it
// gracefully and returns run's error.
func startSite(t *testing.T, extraArgs ...string) (string, func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	args := append([]string{"-addr", "127.0.0.1:0", "-database", dbtest.URL(t), "-log-level", "error"}, extraArgs...)
	go func() {
		done <- run(ctx, args, func(string) string { return "" }, pw, io.Discard)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		cancel()
		t.Fatalf("server did not start: %v (%v)", err, <-done)
	}
	go io.Copy(io.Discard, pr)
	m := regexp.MustCompile(`http://localhost:(\d+)`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("got start line %q, want the URL", line)
	}
	url := "http://127.0.0.1:" + m[1]
	deadline := time.Now().Add(5 * time.Second)
	for {
		resp, err := http.Get(url + "/healthz")
		if err == nil && resp.StatusCode == 200 {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("healthz never answered 200: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	stop := func() error {
		cancel()
		select {
		case err := <-done:
			return err
		case <-time.After(20 * time.Second):
			t.Fatal("server did not stop")
			return nil
		}
	}
	return url, stop
}

func TestRunServesAndStopsGracefully(t *testing.T) {
	url, stop := startSite(t)
	resp, err := http.Get(url + "/en/home")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("got %v, want 200", resp.StatusCode)
	}
	if err := stop(); err != nil {
		t.Fatalf("graceful stop: got %v, want nil", err)
	}
	if _, err := http.Get(url + "/healthz"); err == nil {
		t.Error("server still answers after stopping")
	}
}

func TestRunRejectsBadConfiguration(t *testing.T) {
	err := run(context.Background(), []string{"-base-url", "nope"}, func(string) string { return "" }, io.Discard, io.Discard)
	if err == nil {
		t.Fatal("got nil, want a configuration error")
	}
}

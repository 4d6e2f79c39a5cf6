package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
)

// runInProcess runs the server as main does, with env as its environment
// (a free loopback port and a fresh database unless env says otherwise), and
// returns its base URL, its log, and a function that stops it gracefully and
// returns run's error.
func runInProcess(t *testing.T, env map[string]string) (base string, logs *syncBuffer, stop func() error) {
	t.Helper()
	r := startRun(t, env)
	return r.line(t, "site: listening on "), r.logs, r.stop
}

// running is a server started by startRun.
type running struct {
	stdout, logs *syncBuffer
	done         chan error
	stop         func() error // stops it gracefully and returns run's error
}

// startRun starts run in the background with env (completed as
// runInProcess says) and stops it when the test ends.
func startRun(t *testing.T, env map[string]string) *running {
	t.Helper()
	defaults := map[string]string{"ADDR": "127.0.0.1:0", "DATABASE_URL": dbtest.URL(t), "LOG_LEVEL": "warn"}
	for k, v := range defaults {
		if _, set := env[k]; !set {
			env[k] = v
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &running{stdout: &syncBuffer{}, logs: &syncBuffer{}, done: make(chan error, 1)}
	go func() { r.done <- run(ctx, nil, func(k string) string { return env[k] }, r.stdout, r.logs) }()
	var once bool
	var result error
	r.stop = func() error {
		if !once {
			once = true
			cancel()
			select {
			case result = <-r.done:
			case <-time.After(20 * time.Second):
				t.Fatal("server did not stop")
			}
		}
		return result
	}
	t.Cleanup(func() { r.stop() })
	return r
}

// line waits for the line of stdout that starts with prefix and returns
// the rest of it.
func (r *running) line(t *testing.T, prefix string) string {
	t.Helper()
	// Generous: start-up compresses every page of the embedded site, which
	// takes minutes under -race on a machine shared by many test runs.
	deadline := time.Now().Add(3 * time.Minute)
	for {
		for line := range strings.Lines(r.stdout.String()) {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(line), prefix); ok {
				return rest
			}
		}
		select {
		case err := <-r.done:
			r.done <- err // for stop
			t.Fatalf("run ended before %q: %v: %s", prefix, err, r.logs.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("run did not print %q: %s", prefix, r.logs.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestRunServesAndStopsGracefully(t *testing.T) {
	base, _, stop := runInProcess(t, map[string]string{})
	for _, path := range []string{"/healthz", "/en/home"} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("%s: got %v, want 200", path, resp.StatusCode)
		}
	}
	if err := stop(); err != nil {
		t.Fatalf("graceful stop: got %v, want nil", err)
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("server still answers after stopping")
	}
}

func TestRunRejectsBadConfiguration(t *testing.T) {
	err := run(context.Background(), []string{"-base-url", "nope"}, func(string) string { return "" }, io.Discard, io.Discard)
	if err == nil {
		t.Fatal("got nil, want a configuration error")
	}
}

// checkOutput fails the test for each of want that out lacks and each of
// wantNot that it holds.
func checkOutput(t *testing.T, out string, want, wantNot []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
	for _, w := range wantNot {
		if strings.Contains(out, w) {
			t.Errorf("output holds %q:\n%s", w, out)
		}
	}
}

// checkCommandFails runs a command line that must fail: with flag.ErrHelp
// exactly when wantHelp, and without writing to stdout.
func checkCommandFails(t *testing.T, args []string, wantHelp bool) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), args, func(string) string { return "" }, &stdout, &stderr)
	if err == nil {
		t.Fatal("got success, want an error")
	}
	if got := errors.Is(err, flag.ErrHelp); got != wantHelp {
		t.Errorf("got ErrHelp %v, want %v (%v)", got, wantHelp, err)
	}
	if stdout.Len() != 0 {
		t.Errorf("got output %q on stdout, want none", stdout.String())
	}
}

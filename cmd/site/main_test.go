package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
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
	base, logs, stop, err := startRun(t, env)
	if err != nil {
		t.Fatal(err)
	}
	return base, logs, stop
}

// startRun is runInProcess returning, instead of failing the test, the
// error of a run that ended before it listened; stop then returns run's
// error at once.
func startRun(t *testing.T, env map[string]string) (base string, logs *syncBuffer, stop func() error, err error) {
	t.Helper()
	return beginRun(t, env)()
}

// beginRun starts run like startRun but returns at once; the function it
// returns waits until the server listens. Tests that start several
// instances together use it.
func beginRun(t *testing.T, env map[string]string) (wait func() (string, *syncBuffer, func() error, error)) {
	t.Helper()
	defaults := map[string]func() string{
		"ADDR":         func() string { return "127.0.0.1:0" },
		"DATABASE_URL": func() string { return dbtest.URL(t) }, // only when needed: it creates a database
		"LOG_LEVEL":    func() string { return "warn" },
	}
	for k, v := range defaults {
		if _, set := env[k]; !set {
			env[k] = v()
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	stdout, logs := &syncBuffer{}, &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- run(ctx, nil, func(k string) string { return env[k] }, stdout, logs) }()
	var once bool
	var result error
	stop := func() error {
		if !once {
			once = true
			cancel()
			select {
			case result = <-done:
			case <-time.After(20 * time.Second):
				t.Fatal("server did not stop")
			}
		}
		return result
	}
	t.Cleanup(func() { stop() })
	return func() (string, *syncBuffer, func() error, error) {
		t.Helper()
		// Generous: start-up compresses every page, and runs slowly under
		// -race on a busy machine.
		deadline := time.Now().Add(60 * time.Second)
		for {
			for line := range strings.Lines(stdout.String()) {
				if addr, ok := strings.CutPrefix(strings.TrimSpace(line), "site: listening on "); ok {
					return addr, logs, stop, nil
				}
			}
			select {
			case err := <-done:
				once, result = true, err // stop must not wait for a run that is over
				return "", logs, stop, fmt.Errorf("run ended before listening: %w: %s", err, logs.String())
			default:
			}
			if time.Now().After(deadline) {
				t.Fatalf("run did not start listening: %s", logs.String())
			}
			time.Sleep(10 * time.Millisecond)
		}
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

// Instances of a deployment start together, on an empty database the first
// time; each must come up, whichever of them migrates it.
func TestTwoInstancesStartTogetherOnAnEmptyDatabase(t *testing.T) {
	const instances = 2
	dbURL := dbtest.URL(t)
	site := minimalSite(t)
	var waits []func() (string, *syncBuffer, func() error, error)
	for range instances {
		waits = append(waits, beginRun(t, map[string]string{"DATABASE_URL": dbURL, "SITE_DIR": site}))
	}
	for i, wait := range waits {
		base, _, _, err := wait()
		if err != nil {
			t.Fatalf("instance %d: %v", i, err)
		}
		resp, err := http.Get(base + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("instance %d: got %v, want 200", i, resp.StatusCode)
		}
	}
}

// TestRunEndingEarlyIsReportedWithItsError: a server that cannot start is
// reported with run's own error, and stopping it returns that error instead
// of waiting for a server that is not running.
func TestRunEndingEarlyIsReportedWithItsError(t *testing.T) {
	_, _, stop, err := startRun(t, map[string]string{"ADDR": "127.0.0.1:99999"})
	if err == nil || !strings.Contains(err.Error(), "99999") {
		t.Fatalf("got %v, want run's error naming the bad address", err)
	}
	if got := stop(); got == nil || !strings.Contains(err.Error(), got.Error()) {
		t.Errorf("stop: got %v, want run's error %v", got, err)
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

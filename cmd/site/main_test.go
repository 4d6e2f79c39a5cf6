package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database"
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
	r := startRunning(t, env)
	return func() (string, *syncBuffer, func() error, error) {
		t.Helper()
		base, err := r.wait(t, "site: listening on ")
		return base, r.logs, r.stop, err
	}
}

// running is a server started by startRunning.
type running struct {
	stdout, logs *syncBuffer
	done         chan error
	stop         func() error // stops it gracefully and returns run's error
}

// startRunning starts run in the background with env (completed as
// runInProcess says) and stops it when the test ends.
func startRunning(t *testing.T, env map[string]string) *running {
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

// wait waits for the line of stdout that starts with prefix and returns
// the rest of it, or the error of a run that ended first.
func (r *running) wait(t *testing.T, prefix string) (string, error) {
	t.Helper()
	// Generous: start-up compresses every page of the embedded site, which
	// takes minutes under -race on a machine shared by many test runs.
	deadline := time.Now().Add(3 * time.Minute)
	for {
		for line := range strings.Lines(r.stdout.String()) {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(line), prefix); ok {
				return rest, nil
			}
		}
		select {
		case err := <-r.done:
			r.done <- err // stop returns it at once
			return "", fmt.Errorf("run ended before %q: %w: %s", prefix, err, r.logs.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("run did not print %q: %s", prefix, r.logs.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// line is wait failing the test when the run ended first.
func (r *running) line(t *testing.T, prefix string) string {
	t.Helper()
	rest, err := r.wait(t, prefix)
	if err != nil {
		t.Fatal(err)
	}
	return rest
}

// TestRunServesAndStopsGracefully: run with no SITE_DIR serves the build
// inside the binary, with the collector paced for serving (its process
// started without GOGC), and stops gracefully.
func TestRunServesAndStopsGracefully(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	percent, limit := gcSettings()
	defer debug.SetGCPercent(percent)
	defer debug.SetMemoryLimit(limit)
	base, _, stop := runInProcess(t, map[string]string{})
	if percent, limit := gcSettings(); percent != serveGCPercent || limit != serveMemoryLimit {
		t.Errorf("serving with GOGC %d and a memory limit of %d, want %d and %d", percent, limit, serveGCPercent, serveMemoryLimit)
	}
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
// time: on PostgreSQL each must come up, whichever of them migrates it; a
// SQLite file belongs to one server, so there exactly one comes up and the
// other says the database is in use.
func TestTwoInstancesStartTogetherOnAnEmptyDatabase(t *testing.T) {
	const instances = 2
	dbURL := dbtest.URL(t)
	site := minimalSite(t)
	var waits []func() (string, *syncBuffer, func() error, error)
	for range instances {
		waits = append(waits, beginRun(t, map[string]string{"DATABASE_URL": dbURL, "SITE_DIR": site}))
	}
	up, inUse := 0, 0
	for i, wait := range waits {
		base, _, _, err := wait()
		if errors.Is(err, database.ErrInUse) {
			inUse++
			continue
		}
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
		up++
	}
	wantUp, wantInUse := instances, 0
	if !dbtest.IsPostgres() {
		wantUp, wantInUse = 1, instances-1
	}
	if up != wantUp || inUse != wantInUse {
		t.Errorf("got %d up and %d refused as in use, want %d and %d", up, inUse, wantUp, wantInUse)
	}
}

// TestRunEndingEarlyIsReportedWithItsError: a server that cannot start is
// reported with run's own error, and stopping it returns that error instead
// of waiting for a server that is not running.
func TestRunEndingEarlyIsReportedWithItsError(t *testing.T) {
	// A site of two pages: loading the build's every page takes seconds under the race detector.
	_, _, stop, err := startRun(t, map[string]string{"ADDR": "127.0.0.1:99999", "SITE_DIR": minimalSite(t)})
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

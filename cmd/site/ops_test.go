package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database"
)

func TestHealthcheckCommand(t *testing.T) {
	base, _, _ := runInProcess(t, map[string]string{"SITE_DIR": minimalSite(t)})
	addr := strings.Replace(strings.TrimPrefix(base, "http://"), "localhost", "127.0.0.1", 1)
	var out syncBuffer
	env := func(k string) string {
		if k == "ADDR" {
			return addr
		}
		return ""
	}
	if err := run(context.Background(), []string{"healthcheck"}, env, &out, io.Discard); err != nil {
		t.Fatalf("healthcheck of a running server: got %v, want nil", err)
	}
	checkOutput(t, out.String(), []string{"ready"}, nil)

	ln, err := net.Listen("tcp", "127.0.0.1:0") // a port nobody serves
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()
	if err := run(context.Background(), []string{"healthcheck", "-url", "http://" + ln.Addr().String() + "/readyz"}, env, io.Discard, io.Discard); err == nil {
		t.Error("healthcheck without a server: got nil, want an error")
	}
}

// TestRunTellsSystemd starts the server as systemd would with Type=notify
// and a watchdog, on a real unix datagram socket.
func TestRunTellsSystemd(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "notify.sock")
	conn, err := net.ListenUnixgram("unixgram", &net.UnixAddr{Name: sock, Net: "unixgram"})
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	next := func() string {
		t.Helper()
		buf := make([]byte, 64)
		conn.SetReadDeadline(time.Now().Add(60 * time.Second))
		n, err := conn.Read(buf)
		if err != nil {
			t.Fatalf("no datagram from the server: %v", err)
		}
		return string(buf[:n])
	}
	_, _, stop := runInProcess(t, map[string]string{"SITE_DIR": minimalSite(t), "NOTIFY_SOCKET": sock, "WATCHDOG_USEC": "200000",
		"WATCHDOG_PID": strconv.Itoa(os.Getpid())})
	if got := next(); got != "READY=1" {
		t.Errorf("first: got %q, want READY=1", got)
	}
	if got := next(); got != "WATCHDOG=1" {
		t.Errorf("then: got %q, want WATCHDOG=1", got)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	var last string
	for last != "STOPPING=1" {
		last = next() // watchdog pings may come first
	}
}

func TestRunServesMetricsOnItsOwnAddress(t *testing.T) {
	r := startRunning(t, map[string]string{"SITE_DIR": minimalSite(t), "METRICS_ADDR": "127.0.0.1:0"})
	base := r.line(t, "site: listening on ")
	metricsURL := "http://" + r.line(t, "site: metrics on http://")
	for _, path := range []string{"/healthz", "/en/home", "/metrics"} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if path == "/metrics" && resp.StatusCode != http.StatusNotFound {
			t.Errorf("metrics on the public address: got %v, want 404", resp.StatusCode)
		}
	}
	resp, err := http.Get(metricsURL)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	checkOutput(t, string(body), []string{`site_http_requests_total{route="GET /healthz",status="200"} 1`,
		"site_analytics_queue_events 0", "site_outbox_pending 0", "process_resident_memory_bytes"}, nil)
}

func TestRunTakesScheduledBackups(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "site.db")
	r := startRunning(t, map[string]string{"SITE_DIR": minimalSite(t), "DATABASE_URL": path, "BACKUP_EVERY": "20ms", "BACKUP_KEEP": "2",
		"BACKUP_DIR": filepath.Join(dir, "backups")})
	r.line(t, "site: listening on ")
	deadline := time.Now().Add(30 * time.Second)
	var files []string
	for len(files) < 2 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		files, _ = filepath.Glob(filepath.Join(dir, "backups", "site-*.db"))
	}
	if err := r.stop(); err != nil {
		t.Fatal(err)
	}
	files, _ = filepath.Glob(filepath.Join(dir, "backups", "site-*.db"))
	if len(files) != 2 {
		t.Fatalf("got %d backups, want 2 (keep 2)", len(files))
	}
	for _, f := range files {
		if err := database.Check(context.Background(), f); err != nil {
			t.Error(err)
		}
	}
}

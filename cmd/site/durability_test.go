package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
)

// TestNoAnsweredLeadIsLost builds the real binary, streams consultation
// requests at it from several clients, kills it with SIGKILL in the middle
// of the stream, starts it again on the same database, and checks with
// `site leads export` that every request answered 201 was kept.
func TestNoAnsweredLeadIsLost(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "site")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	env := []string{"PATH=" + os.Getenv("PATH"), "ADDR=127.0.0.1:0", "DATABASE_URL=" + dbtest.MigratedURL(t),
		"SITE_DIR=" + minimalSite(t), "TRUST_PROXY=true"}

	first, base := startSite(t, bin, env)
	var answered sync.Map // id → true, for every 201
	var count, sent atomic.Int64
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	for worker := range 4 {
		wg.Go(func() {
			client := &http.Client{Timeout: 5 * time.Second}
			for i := 0; ctx.Err() == nil && sent.Add(1) <= 3000; i++ {
				id, err := postOne(ctx, client, base, fmt.Sprintf("2001:db8:%x:%x::1", worker, i))
				if err != nil {
					return // the server is gone
				}
				answered.Store(id, true)
				count.Add(1)
			}
		})
	}
	// Kill once a good number of leads is in, while the clients still send.
	for count.Load() < 150 && ctx.Err() == nil {
		time.Sleep(5 * time.Millisecond)
	}
	if err := first.Process.Kill(); err != nil { // SIGKILL: no shutdown, no flush
		t.Fatal(err)
	}
	first.Wait()
	wg.Wait()
	if ctx.Err() != nil || count.Load() < 150 {
		t.Fatalf("only %d leads answered before the deadline", count.Load())
	}

	second, base := startSite(t, bin, env)
	if _, err := postOne(ctx, http.DefaultClient, base, "2001:db8:ffff::1"); err != nil {
		t.Fatalf("the restarted server takes no lead: %v", err)
	}
	second.Process.Signal(os.Interrupt)
	second.Wait()

	var out, stderr bytes.Buffer
	export := exec.Command(bin, "leads", "export", "--format", "csv", "--spam")
	export.Env, export.Stdout, export.Stderr = env, &out, &stderr
	if err := export.Run(); err != nil {
		t.Fatalf("leads export: %v\n%s", err, stderr.String())
	}
	records, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out.String(), "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	stored := map[string]bool{}
	for _, r := range records[1:] {
		stored[r[0]] = true
	}
	lost := 0
	answered.Range(func(id, _ any) bool {
		if !stored[id.(string)] {
			lost++
		}
		return true
	})
	if lost > 0 {
		t.Errorf("%d of %d leads answered 201 are missing after SIGKILL and restart", lost, count.Load())
	}
	t.Logf("%d leads answered 201 before SIGKILL, %d stored after restart", count.Load(), len(stored))
}

// minimalSite is the least of a built front end the server starts with, so
// these tests do not need the real one built.
func minimalSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{"404/index.html": "<!doctype html><title>404</title>",
		"en/home/index.html": "<!doctype html><title>Home</title>"} {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// startSite starts the binary, waits for it to listen and answer /healthz,
// and returns it with its base URL. It checks the log says once that mail
// is off.
func startSite(t *testing.T, bin string, env []string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Env = env
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var logs syncBuffer
	cmd.Stderr = &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := make(chan string, 1)
	go func() {
		s := bufio.NewScanner(stdout)
		for s.Scan() {
			if addr, ok := strings.CutPrefix(s.Text(), "site: listening on "); ok {
				lines <- addr
			}
		}
		io.Copy(io.Discard, stdout)
	}()
	var base string
	select {
	case base = <-lines:
	case <-time.After(15 * time.Second):
		t.Fatalf("the server did not start: %s", logs.String())
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		resp, err := http.Get(base + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("/healthz never answered 200: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if n := strings.Count(logs.String(), "mail is off"); n != 1 {
		t.Errorf("got %d \"mail is off\" log lines, want 1:\n%s", n, logs.String())
	}
	return cmd, base
}

// postOne sends one valid lead from the client address addr and returns its
// id, or an error if it was not answered 201.
func postOne(ctx context.Context, client *http.Client, base, addr string) (string, error) {
	body := `{"name":"Durable Dana","email":"dana@example.com","service":"custom-apps","contactMethod":"email",` +
		`"message":"Please do not lose this request.","consent":true,"pagePath":"/en/contact","fillTimeMs":30000}`
	req, err := http.NewRequestWithContext(ctx, "POST", base+"/api/leads", strings.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", addr)
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var got struct{ ID string }
	if err := json.NewDecoder(resp.Body).Decode(&got); err != nil {
		return "", err // cut off mid-answer: not a 201 the client saw
	}
	if resp.StatusCode != http.StatusCreated || got.ID == "" {
		return "", fmt.Errorf("status %d", resp.StatusCode)
	}
	return got.ID, nil
}

// syncBuffer is a bytes.Buffer safe for the process's writes and the
// test's reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

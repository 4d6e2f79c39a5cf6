package main

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
)

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func TestLoggerBuffersInfoAndFlushesWarnings(t *testing.T) {
	var out lockedBuffer
	log, flush := newLogger(&out, slog.LevelInfo)
	log.Info("request", "path", "/en/home")
	if got := out.String(); got != "" { // the timer is 100 ms away
		t.Fatalf("got %q written at once, want it buffered", got)
	}
	log.With("part", "mail").Warn("mail is off")
	got := out.String()
	if !strings.Contains(got, `"msg":"request"`) || !strings.Contains(got, `"msg":"mail is off"`) || !strings.Contains(got, `"part":"mail"`) {
		t.Fatalf("got %q, want both lines after the warning", got)
	}
	log.Info("request", "path", "/ar/home")
	if err := flush(); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "\n"); n != 3 {
		t.Errorf("got %d lines after flush, want 3", n)
	}
}

func TestLoggerWritesWhenTheBufferIsFull(t *testing.T) {
	var out lockedBuffer
	log, _ := newLogger(&out, slog.LevelInfo)
	long := strings.Repeat("x", 1000)
	for range logFlushSize / 1000 {
		log.Info("request", "path", long)
	}
	if out.String() == "" {
		t.Errorf("got nothing written after %d bytes of lines", logFlushSize)
	}
}

// Every request answered before a graceful stop has its line in the log:
// what is still buffered is written as run returns.
func TestGracefulStopLogsEveryRequest(t *testing.T) {
	base, logs, stop := runInProcess(t, map[string]string{"SITE_DIR": minimalSite(t), "LOG_LEVEL": "info"})
	const clients, each = 4, 50 // about 40 KB of lines: a full buffer written, and the rest held
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for range each {
				resp, err := http.Get(base + "/en/home")
				if err != nil {
					t.Error(err)
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
		})
	}
	wg.Wait()
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(logs.String(), `"path":"/en/home"`); got != clients*each {
		t.Errorf("%d request lines logged, want %d", got, clients*each)
	}
}

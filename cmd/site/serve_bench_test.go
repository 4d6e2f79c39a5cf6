package main

import (
	"bufio"
	"bytes"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// BenchmarkServePageOverTCP serves /en/home (gzip) as the binary does: its
// listener, its front (fasthttp) and buffered JSON log (to a file), over one
// kept-alive loopback connection, as wrk asks. Its B/op and allocs/op are
// the whole process's per request, the server's included: what the garbage
// collector has to catch up with under load (docs/decisions/0475).
// scripts/bench-nginx.sh prints it.
func BenchmarkServePageOverTCP(b *testing.B) {
	cfg := plainConfig(b)
	logFile, err := os.Create(filepath.Join(b.TempDir(), "site.log"))
	if err != nil {
		b.Fatal(err)
	}
	defer logFile.Close()
	log, flushLog := newLogger(logFile, cfg.LogLevel)
	defer flushLog()
	live := serveFront(b, cfg, realSite(b, cfg, log), log)
	conn, err := net.Dial("tcp", live)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close()

	request := []byte("GET /en/home HTTP/1.1\r\nHost: " + live + "\r\nAccept-Encoding: gzip, deflate\r\n\r\n")
	answer := bufio.NewReaderSize(conn, 64<<10)
	body := make([]byte, 64<<10)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := conn.Write(request); err != nil {
			b.Fatal(err)
		}
		length := -1
		for {
			line, err := answer.ReadSlice('\n')
			if err != nil {
				b.Fatal(err)
			}
			if len(line) == len("\r\n") {
				break
			}
			if v, ok := bytes.CutPrefix(line, []byte("Content-Length: ")); ok {
				length, _ = strconv.Atoi(string(bytes.TrimSpace(v)))
			}
		}
		if length <= 0 || length > len(body) {
			b.Fatalf("Content-Length %d", length)
		}
		if _, err := io.ReadFull(answer, body[:length]); err != nil {
			b.Fatal(err)
		}
	}
}

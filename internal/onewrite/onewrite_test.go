package onewrite_test

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"strconv"
	"testing"

	"agencysite/internal/onewrite"
)

// recorder is a connection that records each write it is given.
type recorder struct {
	net.Conn
	writes []string
}

func (r *recorder) Write(p []byte) (int, error) {
	r.writes = append(r.writes, string(p))
	return len(p), nil
}

func TestHeldWriteGoesWithTheNext(t *testing.T) {
	rec := &recorder{}
	c := &onewrite.Conn{Conn: rec}
	c.Hold()
	if n, err := c.Write([]byte("header")); n != 6 || err != nil {
		t.Fatalf("held write: %d, %v", n, err)
	}
	if len(rec.writes) != 0 {
		t.Fatalf("a held write reached the connection: %q", rec.writes)
	}
	if n, err := c.Write([]byte("body")); n != 4 || err != nil {
		t.Fatalf("second write: got %d, %v; want 4 (its own bytes), nil", n, err)
	}
	if got := rec.writes; len(got) != 2 || got[0] != "header" || got[1] != "body" {
		t.Fatalf("writes %q, want the held one then the next", got)
	}
	if c.Joined() != 1 {
		t.Errorf("Joined %d, want 1", c.Joined())
	}
	c.Write([]byte("after"))
	if err := c.Release(); err != nil || len(rec.writes) != 3 || rec.writes[2] != "after" {
		t.Errorf("after the joined write it holds nothing more: %q, %v", rec.writes, err)
	}
}

func TestReleaseSendsALoneHeldWrite(t *testing.T) {
	rec := &recorder{}
	c := &onewrite.Conn{Conn: rec}
	c.Hold()
	c.Write([]byte("all of it"))
	if err := c.Release(); err != nil {
		t.Fatal(err)
	}
	c.Release()
	if len(rec.writes) != 1 || rec.writes[0] != "all of it" {
		t.Errorf("writes %q, want the held one once", rec.writes)
	}
	c.Write([]byte("next"))
	if len(rec.writes) != 2 {
		t.Errorf("after Release a write goes straight out: %q", rec.writes)
	}
}

// Through net/http on a real socket, every body size comes out whole,
// over one kept-alive connection, GET and HEAD alike.
func TestServesEveryBodySizeWhole(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	conns := make(chan *onewrite.Conn, 20) // sent where the server accepts
	srv := &http.Server{
		ConnContext: func(ctx context.Context, c net.Conn) context.Context {
			conns <- c.(*onewrite.Conn)
			return onewrite.ConnContext(ctx, c)
		},
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			n, _ := strconv.Atoi(r.URL.Query().Get("n"))
			w.Header().Set("Content-Length", strconv.Itoa(n))
			c := onewrite.From(r.Context())
			if c == nil {
				t.Error("no Conn in the request's context")
				return
			}
			c.Hold()
			defer c.Release()
			w.Write(body(n))
			http.NewResponseController(w).Flush() // what net/http kept goes with the held write
		}),
	}
	go srv.Serve(onewrite.Listener{Listener: ln})
	defer srv.Close()

	client := &http.Client{Transport: &http.Transport{MaxConnsPerHost: 1, DisableCompression: true}}
	base := "http://" + ln.Addr().String() + "/?n="
	for _, n := range []int{0, 1, 2047, 2048, 4000, 4096, 4097, 25_000, 1 << 20} {
		for _, method := range []string{"GET", "HEAD"} {
			req, _ := http.NewRequest(method, base+strconv.Itoa(n), nil)
			resp, err := client.Do(req)
			if err != nil {
				t.Fatalf("%s %d: %v", method, n, err)
			}
			got, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			want := body(n)
			if method == "HEAD" {
				want = nil
			}
			if err != nil || !bytes.Equal(got, want) || resp.ContentLength != int64(n) {
				t.Errorf("%s %d: got %d bytes (Content-Length %d), %v", method, n, len(got), resp.ContentLength, err)
			}
		}
	}
	if len(conns) != 1 {
		t.Fatalf("%d connections, want 1 kept alive", len(conns))
	}
	// From 4,000 bytes a body leaves net/http's buffer as two writes,
	// joined here: 4000, 4096, 4097, 25,000 and 1 MB.
	if got := (<-conns).Joined(); got != 5 {
		t.Errorf("Joined %d, want the five large bodies' writes joined", got)
	}
}

func body(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('a' + i%26)
	}
	return b
}

// A joined write allocates nothing: it happens on every page answer.
func TestJoinedWriteAllocatesNothing(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		peer, err := ln.Accept()
		if err == nil {
			io.Copy(io.Discard, peer)
		}
	}()
	tcp, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer tcp.Close()
	c := &onewrite.Conn{Conn: tcp}
	header, body := bytes.Repeat([]byte("h"), 4<<10), bytes.Repeat([]byte("b"), 20<<10)
	joined := func() {
		c.Hold()
		c.Write(header)
		c.Write(body)
	}
	joined() // the held buffer grows once, for the connection's life
	if got := testing.AllocsPerRun(100, joined); got != 0 {
		t.Errorf("%.0f allocations per joined write, want 0", got)
	}
	if c.Joined() != 102 { // AllocsPerRun runs it once more before counting
		t.Errorf("Joined %d, want 102: every write pair joined", c.Joined())
	}
}

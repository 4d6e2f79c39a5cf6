package server

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"agencysite/internal/onewrite"
)

// A page goes out in one system call when the binary's listener serves it
// (cmd/site wraps its listener in onewrite): the handler holds net/http's
// first write for its second; the bytes are the same as without.
func TestPagesGoOutInOneWrite(t *testing.T) {
	// A page the size of the real ones, which compresses no smaller.
	site := fixtureSite(t)
	noise := make([]byte, 20<<10)
	rand.NewChaCha8([32]byte{}).Read(noise)
	site["en/home/index.html"] = &fstest.MapFile{Data: fmt.Appendf(nil,
		`<!DOCTYPE html><html><head><title>home</title></head><body><h1>home</h1><p>%x</p></body></html>`, noise)}
	h := newTestServer(t, func(d *Deps) { d.Site = site })
	ts := httptest.NewUnstartedServer(h)
	ts.Listener = onewrite.Listener{Listener: ts.Listener}
	var conn atomic.Pointer[onewrite.Conn] // set where the server accepts
	ts.Config.ConnContext = func(ctx context.Context, c net.Conn) context.Context {
		conn.Store(c.(*onewrite.Conn))
		return onewrite.ConnContext(ctx, c)
	}
	ts.Start()
	defer ts.Close()

	for i, encoding := range []string{"gzip", "br", ""} {
		want := httptest.NewRecorder()
		r := httptest.NewRequest("GET", "/en/home", nil)
		r.Header.Set("Accept-Encoding", encoding)
		h.ServeHTTP(want, r)
		if want.Body.Len() <= oneWriteOver {
			t.Fatalf("/en/home (%q) is %d bytes: too small to show anything", encoding, want.Body.Len())
		}

		req, _ := http.NewRequest("GET", ts.URL+"/en/home", nil)
		req.Header.Set("Accept-Encoding", encoding)
		resp, err := ts.Client().Transport.(*http.Transport).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil || !bytes.Equal(got, want.Body.Bytes()) {
			t.Fatalf("/en/home (%q): %d bytes over the socket, %d from the handler, %v", encoding, len(got), want.Body.Len(), err)
		}
		if got := conn.Load().Joined(); got != i+1 {
			t.Errorf("/en/home (%q): %d writes joined on the connection, want %d", encoding, got, i+1)
		}
	}
}

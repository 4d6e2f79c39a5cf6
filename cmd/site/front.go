package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
	"unsafe"

	"github.com/valyala/fasthttp"
	"github.com/valyala/fasthttp/fasthttpadaptor"

	"agencysite/internal/media"
)

// frontSite is what the front serves: the site's handler, and which
// paths it answers from memory (server.Handler).
type frontSite interface {
	http.Handler
	FromMemory(path string) bool
}

// newFront is the server of the plain-HTTP listener (docs/decisions/0500).
// fasthttp reads and writes the connections: it parses a request without
// allocating and keeps no second goroutine per request, where net/http's
// own server spends a third more CPU per page than nginx. Every request
// still goes through the site's one net/http handler: a page or hashed
// asset (site.FromMemory) with a light ResponseWriter called in line, any
// other request through fasthttp's adaptor, which buffers the request's
// body, streams a flushed answer and hands over a hijacked connection.
func newFront(site frontSite, log *slog.Logger) *fasthttp.Server {
	adapted := fasthttpadaptor.NewFastHTTPHandler(detached(site))
	return &fasthttp.Server{
		Handler: func(ctx *fasthttp.RequestCtx) {
			if !readBody(ctx) {
				return
			}
			if (ctx.IsGet() || ctx.IsHead()) && site.FromMemory(bytesString(ctx.URI().PathOriginal())) {
				serveFromMemory(ctx, site)
				return
			}
			adapted(ctx)
		},
		// net/http's limits (newHTTPServer): a slow client is dropped, an
		// idle connection closed after two minutes.
		ReadTimeout:  15 * time.Second,
		WriteTimeout: 30 * time.Second,
		IdleTimeout:  120 * time.Second,
		// The request's header must fit the read buffer: 16 KiB, twice
		// nginx's default line limit. A body is streamed, for readBody.
		ReadBufferSize:     16 << 10,
		StreamRequestBody:  true,
		MaxRequestBodySize: adminBodyCeiling,
		// A 25 KB page and its header leave in one write, as from nginx.
		WriteBufferSize:              64 << 10,
		NoDefaultServerHeader:        true,
		NoDefaultContentType:         true,
		DisablePreParseMultipartForm: true,
		CloseOnShutdown:              true,
		Logger:                       frontLog{log},
	}
}

// bytesString is b as a string without copying, for a look-up that does
// not keep it.
func bytesString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// detached gives h a request of its own, as net/http's server does: its
// strings copied and a context of its own, ended when h returns. The
// adaptor's request points into fasthttp's buffers and carries fasthttp's
// RequestCtx as its context, both reused for the connection's next
// request once h returns, while a handler may hand what it read to work
// that outlives it (a publish runs on after its request, with its
// context's values).
func detached(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		own := r.WithContext(ctx)
		own.Method = strings.Clone(r.Method)
		own.Host = strings.Clone(r.Host)
		own.RequestURI = strings.Clone(r.RequestURI)
		u, err := url.ParseRequestURI(own.RequestURI)
		if err != nil { // ConvertRequest parsed the same
			http.Error(w, "Bad Request", http.StatusBadRequest)
			return
		}
		own.URL = u
		own.Header = cloneHeader(r.Header)
		own.Trailer = cloneHeader(r.Trailer)
		own.TransferEncoding = cloneStrings(r.TransferEncoding)
		h.ServeHTTP(w, own)
	})
}

func cloneHeader(h http.Header) http.Header {
	if h == nil {
		return nil
	}
	own := make(http.Header, len(h))
	for k, vv := range h {
		own[strings.Clone(k)] = cloneStrings(vv)
	}
	return own
}

func cloneStrings(ss []string) []string {
	if ss == nil {
		return nil
	}
	own := make([]string, len(ss))
	for i, s := range ss {
		own[i] = strings.Clone(s)
	}
	return own
}

// linger reads and drops what a refused client still sends, for up to
// lingerFor, before fasthttp closes the connection: closed with bytes
// unread, it would be reset, and the client would see that instead of
// the 413 (nginx's lingering close).
func linger(c net.Conn) {
	c.SetReadDeadline(time.Now().Add(lingerFor))
	io.Copy(io.Discard, c)
}

const lingerFor = 5 * time.Second

// Body ceilings, above each route's own limit (json.go's decodeJSON,
// media.go's upload) so that a route answers a body over its limit with
// its own error: a picture's upload in the back office is the largest.
const bodyCeiling = 1 << 20

var adminBodyCeiling = media.MaxBytes + 1<<20

// readBody reads a request's body into memory, as net/http's handlers
// (and the adaptor) want it, refusing with 413 one over its path's
// ceiling before it is read whole, as nginx's client_max_body_size: the
// site's handlers read a body through http.MaxBytesReader, and a visitor
// must not make the front hold 16 MB where a form takes a few KB.
func readBody(ctx *fasthttp.RequestCtx) bool {
	if !ctx.Request.IsBodyStream() {
		return true // none: no Content-Length, no Transfer-Encoding
	}
	ceiling := bodyCeiling
	if bytes.HasPrefix(ctx.Path(), []byte("/api/admin/")) {
		ceiling = adminBodyCeiling
	}
	tooLarge := func() bool {
		ctx.Error("Request Entity Too Large", fasthttp.StatusRequestEntityTooLarge)
		ctx.Hijack(linger) // then closed; Connection: close would skip it
		return false
	}
	if ctx.Request.Header.ContentLength() > ceiling {
		return tooLarge()
	}
	body, err := io.ReadAll(io.LimitReader(ctx.RequestBodyStream(), int64(ceiling)+1))
	switch {
	case err != nil:
		ctx.Error("Bad Request", fasthttp.StatusBadRequest)
		ctx.SetConnectionClose()
		return false
	case len(body) > ceiling:
		return tooLarge()
	}
	ctx.Request.SetBody(body)
	return true
}

// frontLog passes fasthttp's messages (a request it could not parse, a
// connection it gave up on) to the site's log, as net/http's ErrorLog.
type frontLog struct{ log *slog.Logger }

func (l frontLog) Printf(format string, args ...any) {
	l.log.Warn("http", "err", fmt.Sprintf(format, args...))
}

// memoryAnswer is the ResponseWriter of a request site.FromMemory takes:
// the answer is whole when the handler returns (it never flushes), so it
// is written into fasthttp's response then, header by header.
type memoryAnswer struct {
	ctx    *fasthttp.RequestCtx
	r      http.Request
	header http.Header
	status int
}

var memoryAnswers = sync.Pool{New: func() any {
	return &memoryAnswer{header: make(http.Header, 16), r: http.Request{Header: make(http.Header, 16)}}
}}

// serveFromMemory runs site's handler for ctx's request in line.
func serveFromMemory(ctx *fasthttp.RequestCtx, site http.Handler) {
	a := memoryAnswers.Get().(*memoryAnswer)
	defer func() {
		clear(a.header)
		a.ctx, a.status = nil, 0
		a.r = http.Request{Header: a.r.Header} // ConvertRequest clears it
		memoryAnswers.Put(a)
	}()
	a.ctx = ctx
	if err := fasthttpadaptor.ConvertRequest(ctx, &a.r, true); err != nil {
		ctx.Error("Bad Request", fasthttp.StatusBadRequest)
		return
	}
	site.ServeHTTP(a, &a.r)
	if a.status == 0 {
		a.status = http.StatusOK
	}
	ctx.SetStatusCode(a.status)
	for k, vv := range a.header {
		for _, v := range vv {
			ctx.Response.Header.Add(k, v)
		}
	}
}

func (a *memoryAnswer) Header() http.Header { return a.header }

func (a *memoryAnswer) WriteHeader(status int) {
	if a.status == 0 {
		a.status = status
	}
}

// Write copies b: the handler may reuse it. A HEAD answer's body is not
// sent, so it is not kept; its Content-Length is the handler's.
func (a *memoryAnswer) Write(b []byte) (int, error) {
	if a.status == 0 {
		a.status = http.StatusOK
	}
	if !a.ctx.IsHead() {
		a.ctx.Response.AppendBody(b)
	}
	return len(b), nil
}

package main

import (
	"bytes"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"agencysite/internal/config"
	"agencysite/internal/server"
	"agencysite/web"
)

// plainConfig is the configuration of a server on a free loopback port,
// over plain HTTP, with its data in a temporary directory.
func plainConfig(tb testing.TB) config.Config {
	tb.Helper()
	cfg, err := config.Load([]string{"-addr", "127.0.0.1:0", "-data-dir", tb.TempDir()}, func(string) string { return "" }, io.Discard)
	if err != nil {
		tb.Fatal(err)
	}
	return cfg
}

// serveFront serves site on cfg's plain-HTTP listener, as the binary
// does, until the test ends; its address.
func serveFront(tb testing.TB, cfg config.Config, site frontSite, log *slog.Logger) string {
	tb.Helper()
	ls, live, err := listen(cfg, site, nil, log)
	if err != nil {
		tb.Fatal(err)
	}
	if ls[0].front == nil {
		tb.Fatal("the plain-HTTP listener is not fasthttp's")
	}
	go ls[0].serve()
	tb.Cleanup(func() { ls[0].close() })
	return live
}

// realSite is the product's handler on the real build.
func realSite(tb testing.TB, cfg config.Config, log *slog.Logger) *server.Handler {
	tb.Helper()
	site, err := server.NewServer(server.Deps{Log: log, Config: cfg, Site: web.Client()})
	if err != nil {
		tb.Fatal(err)
	}
	return site
}

// startFront serves the real site on the plain-HTTP listener, as the
// binary does, and on net/http's own server; both base URLs. The log
// lines of both go to log.
func startFront(t *testing.T, log *slog.Logger) (front, plain string) {
	t.Helper()
	cfg := plainConfig(t)
	site := realSite(t, cfg, log)
	ts := httptest.NewServer(site)
	t.Cleanup(ts.Close)
	return "http://" + serveFront(t, cfg, site, log), ts.URL
}

// answer is what a client sees of a response, Date aside.
type answer struct {
	status int
	header http.Header
	body   []byte
}

// ask sends a request; a body given as an io.Reader other than
// strings.Reader goes chunked (its length unknown).
func ask(t *testing.T, method, url string, header http.Header, body io.Reader) answer {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		t.Fatal(err)
	}
	if header != nil {
		req.Header = header.Clone()
	}
	client := &http.Client{
		Transport:     &http.Transport{DisableCompression: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	resp.Header.Del("Date")
	return answer{resp.StatusCode, resp.Header, got}
}

// The plain-HTTP front answers every kind of request as net/http's server
// does with the same handler: the pages and assets it writes itself
// (every encoding, HEAD, a revalidation), and what goes through the
// adaptor (redirects, not-found pages, the API, a refused cross-site post).
func TestFrontAnswersAsNetHTTP(t *testing.T) {
	var logged bytes.Buffer
	front, plain := startFront(t, slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelWarn})))
	scripts, err := fs.Glob(web.Client(), "assets/*.js")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no script in the build: %v", err)
	}
	script := "/" + scripts[0]
	home := ask(t, "GET", plain+"/en/home", http.Header{"Accept-Encoding": {"gzip"}}, nil)
	etag := home.header.Get("Etag")
	if etag == "" {
		t.Fatal("/en/home has no Etag")
	}
	for _, c := range []struct {
		method, path string
		header       http.Header
		body         string
		chunked      bool
	}{
		{"GET", "/en/home", http.Header{"Accept-Encoding": {"br, gzip"}}, "", false},
		{"GET", "/ar/home", http.Header{"Accept-Encoding": {"gzip"}}, "", false},
		{"GET", "/fr/faq?utm_source=x", nil, "", false},
		{"HEAD", "/en/home", http.Header{"Accept-Encoding": {"gzip"}}, "", false},
		{"GET", "/en/home", http.Header{"Accept-Encoding": {"gzip"}, "If-None-Match": {etag}}, "", false},
		{"GET", script, http.Header{"Accept-Encoding": {"br"}}, "", false},
		{"GET", "/en/home/", nil, "", false},
		{"GET", "/en//home", nil, "", false},
		{"GET", "/", http.Header{"Accept-Language": {"tr-TR,tr;q=0.9"}}, "", false},
		{"GET", "/en/no-such-page", http.Header{"Accept-Encoding": {"gzip"}}, "", false},
		{"POST", "/en/home", nil, "x", false},
		{"GET", "/healthz", nil, "", false},
		{"GET", "/api/admin/me", nil, "", false},
		{"POST", "/api/events", http.Header{"Content-Type": {"application/json"}, "Sec-Fetch-Site": {"cross-site"}}, `{"events":[]}`, false},
		{"POST", "/api/leads", http.Header{"Content-Type": {"application/json"}}, `{"name":""}`, false},
		{"POST", "/api/leads", http.Header{"Content-Type": {"application/json"}}, `{"name":""}`, true},
		{"GET", "/en/home", http.Header{"Accept-Encoding": {"gzip"}}, "", true},
	} {
		body := func() io.Reader {
			if c.chunked {
				return io.MultiReader(strings.NewReader(c.body))
			}
			return strings.NewReader(c.body)
		}
		want := ask(t, c.method, plain+c.path, c.header, body())
		got := ask(t, c.method, front+c.path, c.header, body())
		what := c.method + " " + c.path + " " + map[bool]string{true: "chunked "}[c.chunked] + strings.Join(slices.Sorted(func(yield func(string) bool) {
			for k := range c.header {
				if !yield(k) {
					return
				}
			}
		}), ",")
		if got.status != want.status {
			t.Errorf("%s: status %d, net/http %d", what, got.status, want.status)
		}
		if !bytes.Equal(got.body, want.body) {
			t.Errorf("%s: a body of %d bytes, net/http %d", what, len(got.body), len(want.body))
		}
		for name, values := range want.header {
			if g := got.header.Values(name); !slices.Equal(g, values) {
				t.Errorf("%s: %s %q, net/http %q", what, name, g, values)
			}
		}
		for name := range got.header {
			if want.header.Values(name) == nil {
				t.Errorf("%s: %s %q, which net/http does not send", what, name, got.header.Values(name))
			}
		}
	}
	if strings.Contains(logged.String(), "level=WARN") {
		t.Errorf("the front logged warnings:\n%s", logged.String())
	}
}

// A body over its path's ceiling is refused before it is read whole, by
// its length or, sent chunked, once past it; a body at the ceiling
// reaches the site's handler, which answers in JSON (here a route's own
// limit, or no such route: the test's server has no back office). The
// back office's ceiling is above the largest upload.
func TestFrontRefusesBodiesOverTheCeiling(t *testing.T) {
	front, _ := startFront(t, slog.New(slog.NewTextHandler(io.Discard, nil)))
	json := http.Header{"Content-Type": {"application/json"}}
	over := strings.Repeat("x", bodyCeiling+1)
	upload := strings.Repeat("x", adminBodyCeiling)
	for _, c := range []struct {
		what, path string
		body       io.Reader
		refused    bool
	}{
		{"a lead over 1 MiB", "/api/leads", strings.NewReader(over), true},
		{"a lead over 1 MiB, chunked", "/api/leads", io.MultiReader(strings.NewReader(over)), true},
		{"a lead of 1 MiB", "/api/leads", strings.NewReader(over[1:]), false},
		{"a lead of 1 MiB, chunked", "/api/leads", io.MultiReader(strings.NewReader(over[1:])), false},
		{"an upload at the back office's ceiling", "/api/admin/media", strings.NewReader(upload), false},
		{"an upload over it, chunked", "/api/admin/media", io.MultiReader(strings.NewReader(upload + "x")), true},
		{"an upload of 1 MiB past the public ceiling", "/api/admin/media", strings.NewReader(over), false},
	} {
		got := ask(t, "POST", front+c.path, json, c.body)
		isJSON := strings.HasPrefix(got.header.Get("Content-Type"), "application/json")
		switch {
		case c.refused && (got.status != http.StatusRequestEntityTooLarge || isJSON):
			t.Errorf("%s: %d %s, want the front's 413", c.what, got.status, got.header.Get("Content-Type"))
		case !c.refused && !isJSON:
			t.Errorf("%s: %d %s, want the handler's answer", c.what, got.status, got.header.Get("Content-Type"))
		}
	}
}

// keeper is a site that keeps every request it is given (none from memory).
type keeper chan *http.Request

func (k keeper) ServeHTTP(w http.ResponseWriter, r *http.Request) { k <- r }
func (k keeper) FromMemory(string) bool                           { return false }

// A request handed to the site stays as it was after its answer, while the
// connection goes on to the next one, and its context has ended, as with
// net/http's server: work that outlives a request may keep what it read.
func TestFrontRequestOutlivesItsAnswer(t *testing.T) {
	kept := make(keeper, 2)
	live := serveFront(t, plainConfig(t), kept, slog.New(slog.NewTextHandler(io.Discard, nil)))
	client := &http.Client{} // one kept-alive connection for both
	for _, visitor := range []string{"first-visitor", "other-person!"} {
		req, _ := http.NewRequest("PUT", "http://"+live+"/api/"+visitor+"?q="+visitor, strings.NewReader(visitor))
		req.Header.Set("X-Visitor", visitor)
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	first := <-kept
	<-kept
	if got := first.Header.Get("X-Visitor") + " " + first.URL.Path + " " + first.URL.RawQuery + " " + first.Method + " " + first.RequestURI; got != "first-visitor /api/first-visitor q=first-visitor PUT /api/first-visitor?q=first-visitor" {
		t.Errorf("the first request now reads %q", got)
	}
	select {
	case <-first.Context().Done():
	default:
		t.Error("the first request's context has not ended with its answer")
	}
}

package server

import (
	"bytes"
	"context"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/publish"
)

// editedPages renders the built pages with one edit on one page, as a
// content change would.
func editedPages(fsys fs.FS, path, old, new string) publish.Engine {
	return func(ctx context.Context, _ []byte) (publish.Renderer, error) {
		r, err := publish.BuiltPages(fsys)(ctx, nil)
		return editRenderer{r, path, old, new}, err
	}
}

type editRenderer struct {
	publish.Renderer
	path, old, new string
}

func (e editRenderer) Render(ctx context.Context, path string) (publish.Page, error) {
	p, err := e.Renderer.Render(ctx, path)
	if path == e.path {
		p.HTML = bytes.Replace(p.HTML, []byte(e.old), []byte(e.new), 1)
	}
	return p, err
}

// instance is one server over the fixture site following db.
type instance struct {
	live  *LiveSite
	h     http.Handler
	store *publish.Store
	pub   *publish.Publisher
}

func newInstance(t testing.TB, url string) *instance {
	t.Helper()
	return newInstanceOf(t, url, fixtureSite(t))
}

// liveSiteOf is the live site of the build in fsys, and the finisher of
// the pages published to it.
func liveSiteOf(t testing.TB, fsys fs.FS) (*LiveSite, publish.Finisher) {
	t.Helper()
	live, err := NewLiveSite(fsys, fixtureBase)
	if err != nil {
		t.Fatal(err)
	}
	finish, err := NewFinisher(fsys, fixtureBase)
	if err != nil {
		t.Fatal(err)
	}
	return live, finish
}

// newInstanceOf is newInstance over the build in fsys.
func newInstanceOf(t testing.TB, url string, fsys fs.FS) *instance {
	t.Helper()
	db := dbtest.OpenURL(t, url)
	live, finish := liveSiteOf(t, fsys)
	companions, err := Companions()
	if err != nil {
		t.Fatal(err)
	}
	h := newTestServer(t, func(d *Deps) { d.Live, d.DB, d.Site = live, db, fsys })
	store := publish.NewStore(db)
	pub := &publish.Publisher{DB: db, Store: store, Engine: publish.BuiltPages(fsys), Finish: finish, Companions: companions, Build: live.Build(), BaseURL: fixtureBase}
	if path, ok := database.SQLitePath(url); ok {
		pub.SQLitePath = path
	}
	return &instance{live: live, h: h, store: store, pub: pub}
}

func (in *instance) sync(t testing.TB) {
	t.Helper()
	if err := in.live.Sync(context.Background(), in.store, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
		t.Fatal(err)
	}
}

// response is what a page's GET answers, in one encoding.
type response struct {
	status              int
	body                string
	etag, csp, encoding string
}

func (in *instance) get(path, acceptEncoding string) response {
	r := httptest.NewRequest("GET", path, nil)
	r.Header.Set("Accept-Encoding", acceptEncoding)
	w := httptest.NewRecorder()
	in.h.ServeHTTP(w, r)
	h := w.Result().Header
	return response{w.Code, w.Body.String(), h.Get("ETag"), h.Get("Content-Security-Policy"), h.Get("Content-Encoding")}
}

// everyForm is a page in each encoding, and its .data file and the sitemap.
func (in *instance) everyForm(path string) []response {
	var rs []response
	for _, enc := range []string{"", "gzip", "br"} {
		rs = append(rs, in.get(path, enc))
	}
	return append(rs, in.get("/sitemap.xml", ""), in.get("/en/nope", ""))
}

func TestPublishServesAndRollbackRestoresBytes(t *testing.T) {
	ctx := context.Background()
	in := newInstance(t, dbtest.URL(t))
	built := in.everyForm("/en/home")

	first, err := in.pub.Publish(ctx, publish.Request{By: "test", Summary: "the built pages"})
	if err != nil {
		t.Fatal(err)
	}
	in.sync(t)
	if in.live.Generation() != first.Generation {
		t.Fatalf("serving %d, want %d", in.live.Generation(), first.Generation)
	}
	published := in.everyForm("/en/home")
	for i := range built { // the same pages, finished the same way
		if published[i] != built[i] {
			t.Fatalf("published built page %d: got %+v, want the build's %+v", i, published[i], built[i])
		}
	}

	in.pub.Engine = editedPages(fixtureSite(t), "/en/home", "<h1>en/home</h1>", "<h1>Edited</h1>")
	if _, err := in.pub.Publish(ctx, publish.Request{By: "test", Summary: "an edit"}); err != nil {
		t.Fatal(err)
	}
	in.sync(t)
	edited := in.get("/en/home", "br")
	if edited.status != 200 || edited.encoding != "br" || edited.etag == published[2].etag {
		t.Fatalf("after the edit: got %d %s %s", edited.status, edited.encoding, edited.etag)
	}
	if plain := in.get("/en/home", ""); !strings.Contains(plain.body, "<h1>Edited</h1>") || !strings.Contains(plain.body, `rel="canonical"`) {
		t.Fatalf("after the edit: got %q, want the edit with the server's head tags", plain.body)
	}

	if _, err := in.pub.Rollback(ctx, first.Generation); err != nil {
		t.Fatal(err)
	}
	in.sync(t)
	for i, got := range in.everyForm("/en/home") {
		if got != published[i] {
			t.Fatalf("after the rollback %d: got %+v, want %+v", i, got, published[i])
		}
	}
}

func TestFailedPublishKeepsServing(t *testing.T) {
	ctx := context.Background()
	in := newInstance(t, dbtest.URL(t))
	if _, err := in.pub.Publish(ctx, publish.Request{}); err != nil {
		t.Fatal(err)
	}
	in.sync(t)
	before := in.everyForm("/en/home")
	in.pub.Engine = func(ctx context.Context, _ []byte) (publish.Renderer, error) {
		r, err := publish.BuiltPages(fixtureSite(t))(ctx, nil)
		return failing{r}, err
	}
	if _, err := in.pub.Publish(ctx, publish.Request{}); err == nil {
		t.Fatal("got no error from a failing render")
	}
	in.sync(t)
	for i, got := range in.everyForm("/en/home") {
		if got != before[i] {
			t.Fatalf("%d: got %+v, want %+v", i, got, before[i])
		}
	}
}

type failing struct{ publish.Renderer }

func (f failing) Render(ctx context.Context, path string) (publish.Page, error) {
	if path == "/fr/faq" {
		return publish.Page{}, context.DeadlineExceeded // an interrupted render
	}
	return f.Renderer.Render(ctx, path)
}

// TestSecondInstanceFollowsWithinTwoSeconds publishes on one instance
// and watches another, which only polls the database, serve the edit. It
// runs in a synctest bubble: the follower's ticker and the test's clock are
// the bubble's, so the two seconds are the waits the follower's schedule
// adds (the database work takes no bubble time), whatever the machine's
// load, and cost no real time.
func TestSecondInstanceFollowsWithinTwoSeconds(t *testing.T) {
	url := dbtest.URL(t) // outside the bubble: a PostgreSQL database is named by the real clock
	synctest.Test(t, func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		a, b := newInstance(t, url), newInstance(t, url)
		first, err := a.pub.Publish(ctx, publish.Request{})
		if err != nil {
			t.Fatal(err)
		}
		b.sync(t) // b now serves the first generation, whole
		if b.live.Generation() != first.Generation {
			t.Fatalf("b serves %d, want %d", b.live.Generation(), first.Generation)
		}
		go b.live.Follow(ctx, b.store, FollowEvery, slog.New(slog.NewTextHandler(io.Discard, nil)))
		synctest.Wait() // b has looked once and waits for its ticker

		a.pub.Engine = editedPages(fixtureSite(t), "/ar/faq", "<h1>ar/faq</h1>", "<h1>تعديل</h1>")
		if _, err := a.pub.Publish(ctx, publish.Request{}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(2 * time.Second) // on the bubble's clock
		synctest.Wait()             // a look the ticker started is over
		if !strings.Contains(b.get("/ar/faq", "").body, "<h1>تعديل</h1>") {
			t.Fatal("the second instance did not serve the new generation within 2 s")
		}
	})
}

func TestNotReadyUntilTheLiveGenerationFits(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	in := newInstance(t, url)
	if got := in.get("/readyz", ""); got.status != 200 {
		t.Fatalf("nothing published: got %d, want 200", got.status)
	}
	older := newInstance(t, url)
	older.pub.Build = "an-older-build"
	if _, err := older.pub.Publish(ctx, publish.Request{}); err != nil {
		t.Fatal(err)
	}
	in.sync(t)
	if got := in.get("/readyz", ""); got.status != 503 || in.live.Generation() != 0 {
		t.Fatalf("another build's pages live: got %d serving %d, want 503 serving the build", got.status, in.live.Generation())
	}
	if did, err := in.pub.Upgrade(ctx); err != nil || !did {
		t.Fatalf("upgrade: got %v, %v", did, err)
	}
	in.sync(t)
	if got := in.get("/readyz", ""); got.status != 200 || in.live.Generation() == 0 {
		t.Fatalf("after the re-render: got %d serving %d, want 200 and the new generation", got.status, in.live.Generation())
	}
}

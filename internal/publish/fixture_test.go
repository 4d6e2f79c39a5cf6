package publish

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

// fakeEngine renders a few pages whose text is the content document, so
// two documents give two different generations. failAt makes the render
// of that path fail; hold, when set, is waited on before rendering.
type fakeEngine struct {
	paths  []string
	failAt string
	hold   chan struct{}
	// started and closed count the renderers, rendered the pages, from
	// the engines a publish runs side by side.
	started, closed, rendered atomic.Int64
}

var fixturePaths = []string{"/404", "/en/home", "/en/faq", "/ar/home"}

func (e *fakeEngine) start(ctx context.Context, content []byte) (Renderer, error) {
	if e.hold != nil {
		select {
		case <-e.hold:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	e.started.Add(1)
	return &fakeRenderer{e: e, content: content}, nil
}

type fakeRenderer struct {
	e       *fakeEngine
	content []byte
}

func (r *fakeRenderer) Paths(context.Context) ([]string, error) { return r.e.paths, nil }

func (r *fakeRenderer) Render(ctx context.Context, path string) (Page, error) {
	r.e.rendered.Add(1)
	if path == r.e.failAt {
		return Page{}, errors.New("ReferenceError: boom\n    at render (server-build.js:1:1)")
	}
	html := []byte(fmt.Sprintf("<html><head></head><body>%s: %s</body></html>", path, r.content))
	return Page{HTML: html, Data: []byte(fmt.Sprintf(`[{"path":%q}]`, path))}, nil
}

func (r *fakeRenderer) Close() error { r.e.closed.Add(1); return nil }

// plainFinish makes files of pages as they are, compressing nothing.
func plainFinish(pages map[string]Page, stored func(string) bool) ([]File, error) {
	var files []File
	for p, page := range pages {
		files = append(files, File{Name: p, ContentType: "text/html; charset=utf-8", CSP: "default-src 'none'", Hash: Sum(page.HTML), Body: page.HTML, Gz: bytes.ToUpper(page.HTML)})
		if page.Data != nil {
			files = append(files, File{Name: p + ".data", ContentType: "text/x-script", Hash: Sum(page.Data), Body: page.Data})
		}
	}
	return files, nil
}

// newPublisher is a publisher on db (whose file, on SQLite, is dbURL).
func newPublisher(t testing.TB, db *database.DB, dbURL string, e *fakeEngine) *Publisher {
	t.Helper()
	if e.paths == nil {
		e.paths = fixturePaths
	}
	p := &Publisher{DB: db, Store: NewStore(db), Engine: e.start, Finish: plainFinish, Build: "b1", BaseURL: "https://agency.test"}
	if path, ok := database.SQLitePath(dbURL); ok {
		p.SQLitePath = path
	}
	return p
}

// freshPublisher is newPublisher on a database of its own.
func freshPublisher(t testing.TB, e *fakeEngine) *Publisher {
	t.Helper()
	url := dbtest.URL(t)
	return newPublisher(t, dbtest.OpenURL(t, url), url, e)
}

// publishV1 publishes the document "v1" with p and returns its generation
// with that generation's files, to compare with what is live later.
func publishV1(t testing.TB, p *Publisher) (int64, map[string]File) {
	t.Helper()
	r, err := p.Publish(context.Background(), Request{Content: []byte(`"v1"`)})
	if err != nil {
		t.Fatal(err)
	}
	return r.Generation, snapshot(t, p.Store, r.Generation)
}

// snapshot reads every file of generation id with its bytes.
func snapshot(t testing.TB, s *Store, id int64) map[string]File {
	t.Helper()
	files, err := s.Files(context.Background(), id, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]File{}
	for _, f := range files {
		m[f.Name] = f
	}
	return m
}

func sameFiles(t testing.TB, got, want map[string]File) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d files, want %d", len(got), len(want))
	}
	for name, w := range want {
		g := got[name]
		if g.Hash != w.Hash || !bytes.Equal(g.Body, w.Body) || !bytes.Equal(g.Br, w.Br) || !bytes.Equal(g.Gz, w.Gz) ||
			g.CSP != w.CSP || g.ContentType != w.ContentType {
			t.Fatalf("%s: got %+v, want %+v", name, g, w)
		}
	}
}

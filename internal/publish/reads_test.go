package publish

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

// trackingEngine renders pages that each show some fields of a JSON
// document and notes them as their reads, as internal/render does: a page
// reads the fields named in its path's entry of show.
type trackingEngine struct {
	fakeEngine
	show     map[string][]string
	rendered []string
	noReads  bool // a renderer that notes nothing
}

var shows = map[string][]string{"/404": nil, "/en/home": {"home", "faq"}, "/en/faq": {"faq"}, "/ar/home": {"home"}}

func (e *trackingEngine) start(ctx context.Context, content []byte) (Renderer, error) {
	var doc map[string]string
	if err := json.Unmarshal(content, &doc); err != nil {
		return nil, err
	}
	r := &trackingRenderer{e: e, doc: doc}
	if e.noReads {
		return noTracker{r}, nil
	}
	return r, nil
}

type trackingRenderer struct {
	e   *trackingEngine
	doc map[string]string
}

func (r *trackingRenderer) Paths(context.Context) ([]string, error) {
	paths := append([]string(nil), fixturePaths...)
	if r.doc["extra"] != "" { // the content adds a page, as a tenth project does
		paths = append(paths, "/en/extra")
	}
	return paths, nil
}

func (r *trackingRenderer) Render(ctx context.Context, path string) (Page, error) {
	r.e.rendered = append(r.e.rendered, path)
	keys := shows[path]
	var body strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&body, "<p>%s</p>", r.doc[k])
	}
	html := []byte(fmt.Sprintf("<html><head></head><body>%s%s</body></html>", path, body.String()))
	reads := r.reads(keys)
	return Page{HTML: html, Data: []byte(fmt.Sprintf(`[%q]`, body.String())), Reads: &reads}, nil
}

func (r *trackingRenderer) reads(fields []string) Reads {
	keys := make([]string, len(fields))
	for i, f := range fields {
		keys[i] = "=/" + f
	}
	d, _ := r.Digest(context.Background(), keys)
	return Reads{Keys: keys, Digest: d}
}

func (r *trackingRenderer) StartReads() *Reads {
	reads := r.reads([]string{"extra"})
	return &reads
}

func (r *trackingRenderer) Digest(_ context.Context, keys []string) (string, error) {
	var s strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&s, "%s=%q;", k, r.doc[strings.TrimPrefix(k, "=/")])
	}
	return Sum([]byte(s.String())), nil
}

func (r *trackingRenderer) Close() error { return nil }

type noTracker struct{ r *trackingRenderer }

func (n noTracker) Paths(ctx context.Context) ([]string, error) { return n.r.Paths(ctx) }
func (n noTracker) Render(ctx context.Context, path string) (Page, error) {
	p, err := n.r.Render(ctx, path)
	p.Reads = nil
	return p, err
}
func (n noTracker) Close() error { return nil }

// TestPublishRendersOnlyWhatChanged: a publish renders the pages whose
// reads find other values than the live generation's document, takes the
// others' files as they are, and makes the same generation a full render
// would. When the list of paths changed (a page added or dropped, as a
// project added or hidden does), it still renders only the new pages and
// those whose reads changed, and drops the pages no longer listed; it
// renders everything when the live pages are another build's or when
// reads were not noted.
func TestPublishRendersOnlyWhatChanged(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	db := dbtest.OpenURL(t, url)
	e := &trackingEngine{}
	p := newPublisher(t, db, url, &e.fakeEngine)
	p.Engine = e.start
	publish := func(doc string) (Result, []string) {
		t.Helper()
		e.rendered = nil
		r, err := p.Publish(ctx, Request{Content: []byte(doc)})
		if err != nil {
			t.Fatal(err)
		}
		return r, e.rendered
	}
	full := func(doc string) map[string]File { // the same document rendered whole, elsewhere
		t.Helper()
		u := dbtest.URL(t)
		other := newPublisher(t, dbtest.OpenURL(t, u), u, &e.fakeEngine)
		other.Engine = (&trackingEngine{}).start
		r, err := other.Publish(ctx, Request{Content: []byte(doc)})
		if err != nil {
			t.Fatal(err)
		}
		return snapshot(t, other.Store, r.Generation)
	}
	check := func(r Result, rendered []string, want ...string) {
		t.Helper()
		if strings.Join(rendered, " ") != strings.Join(want, " ") || r.Pages != len(want) {
			t.Fatalf("rendered %v (%+v), want %v", rendered, r, want)
		}
	}

	r, rendered := publish(`{"home":"h1","faq":"f1"}`)
	check(r, rendered, fixturePaths...)
	r, rendered = publish(`{"home":"h1","faq":"f2"}`)
	check(r, rendered, "/en/home", "/en/faq")
	if r.Reused != 2 {
		t.Fatalf("got %d reused, want 2", r.Reused)
	}
	sameFiles(t, snapshot(t, p.Store, r.Generation), full(`{"home":"h1","faq":"f2"}`))
	if g, _ := p.Store.Generation(ctx, r.Generation); g.Pages != len(fixturePaths) {
		t.Fatalf("generation of %d pages, want %d", g.Pages, len(fixturePaths))
	}

	r, rendered = publish(`{"home":"h1","faq":"f2"}`)
	check(r, rendered) // nothing changed
	if r.Reused != len(fixturePaths) {
		t.Fatalf("got %d reused, want %d", r.Reused, len(fixturePaths))
	}
	r, rendered = publish(`{"home":"h2","faq":"f2","extra":"x"}`) // a page more
	check(r, rendered, "/en/home", "/ar/home", "/en/extra")
	sameFiles(t, snapshot(t, p.Store, r.Generation), full(`{"home":"h2","faq":"f2","extra":"x"}`))
	r, rendered = publish(`{"home":"h2","faq":"f2"}`) // and gone again
	check(r, rendered)
	sameFiles(t, snapshot(t, p.Store, r.Generation), full(`{"home":"h2","faq":"f2"}`))
	r, rendered = publish(`{"home":"h2","faq":"f2","extra":"x"}`)
	check(r, rendered, "/en/extra")

	// A rollback: the next publish compares with the live generation, the older one.
	first := r.Generation
	r, _ = publish(`{"home":"h3","faq":"f2","extra":"x"}`)
	if _, err := p.Rollback(ctx, first); err != nil {
		t.Fatal(err)
	}
	r, rendered = publish(`{"home":"h2","faq":"f3","extra":"x"}`)
	check(r, rendered, "/en/home", "/en/faq")
	sameFiles(t, snapshot(t, p.Store, r.Generation), full(`{"home":"h2","faq":"f3","extra":"x"}`))

	other := *p // another build cannot take these pages
	other.Build = "b2"
	e.rendered = nil
	if r, err := other.Publish(ctx, Request{Content: []byte(`{"home":"h2","faq":"f3","extra":"x"}`)}); err != nil || r.Reused != 0 {
		t.Fatalf("another build: got %+v, %v, want every page rendered", r, err)
	}
	r, rendered = publish(`{"home":"h2","faq":"f4","extra":"x"}`) // the live generation is b2's
	check(r, rendered, append(fixturePaths, "/en/extra")...)

	e.noReads = true // a generation without reads makes the next publish render everything
	publish(`{"home":"h2","faq":"f4","extra":"x"}`)
	e.noReads = false
	r, rendered = publish(`{"home":"h2","faq":"f4","extra":"x"}`)
	check(r, rendered, append(fixturePaths, "/en/extra")...)
}

// previewFinish is plainFinish drawing a "preview" for each page rendered,
// named as the server names share previews (/og{page}.png), its bytes the
// page's: a page's companion.
func previewFinish(pages map[string]Page, stored func(string) bool) ([]File, error) {
	files, err := plainFinish(pages, stored)
	for path, page := range pages {
		png := append([]byte("PNG of "), page.HTML...)
		files = append(files, File{Name: "/og" + path + ".png", ContentType: "image/png", Hash: Sum(png), Body: png})
	}
	return files, err
}

// TestTakenPagesKeepTheirCompanions (issue 34): a page taken from the live
// generation keeps its share preview, so that after publishes that each
// touch other pages every page's preview is still served; a generation
// that lost some (before companions were kept) gets them back at the next
// publish, which renders those pages again.
func TestTakenPagesKeepTheirCompanions(t *testing.T) {
	ctx := context.Background()
	e := &trackingEngine{}
	p := freshPublisher(t, &e.fakeEngine)
	p.Engine, p.Finish = e.start, previewFinish
	p.Companions = func(page string) []string { return []string{"/og" + page + ".png"} }
	publish := func(doc string) map[string]File {
		t.Helper()
		e.rendered = nil
		r, err := p.Publish(ctx, Request{Content: []byte(doc)})
		if err != nil {
			t.Fatal(err)
		}
		return snapshot(t, p.Store, r.Generation)
	}
	previews := func(files map[string]File) []string {
		var names []string
		for name := range files {
			if strings.HasPrefix(name, "/og/") {
				names = append(names, name)
			}
		}
		slices.Sort(names)
		return names
	}
	every := []string{"/og/404.png", "/og/ar/home.png", "/og/en/faq.png", "/og/en/home.png"}

	publish(`{"home":"h1","faq":"f1"}`)
	files := publish(`{"home":"h1","faq":"f2"}`) // /ar/home and /404 taken
	if got := previews(files); !slices.Equal(got, every) {
		t.Fatalf("previews %v, want every page's %v", got, every)
	}
	if strings.Join(e.rendered, " ") != "/en/home /en/faq" {
		t.Fatalf("rendered %v, want only the pages the edit shows on", e.rendered)
	}
	if got := string(files["/og/ar/home.png"].Body); !strings.Contains(got, "h1") {
		t.Fatalf("/ar/home's preview %q, want the one drawn of it", got)
	}

	// A generation published without companions kept, as before issue 34:
	// the pages it took lost theirs.
	p.Companions = nil
	lost := previews(publish(`{"home":"h2","faq":"f2"}`)) // /en/faq and /404 taken, without previews
	if want := []string{"/og/ar/home.png", "/og/en/home.png"}; !slices.Equal(lost, want) {
		t.Fatalf("previews %v, want only the rendered pages' %v", lost, want)
	}
	p.Companions = func(page string) []string { return []string{"/og" + page + ".png"} }
	files = publish(`{"home":"h2","faq":"f2"}`)
	if strings.Join(e.rendered, " ") != "/404 /en/faq" {
		t.Fatalf("rendered %v, want the pages whose previews were lost, and only them", e.rendered)
	}
	if got := previews(files); !slices.Equal(got, every) {
		t.Fatalf("previews %v, want every page's %v back", got, every)
	}
}

package publish

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
)

// builtSite "builds" doc as `make build` would: every page prerendered into
// a file system, and the read log cmd/pagereads writes beside it.
func builtSite(t *testing.T, doc string) *Baseline {
	t.Helper()
	ctx := context.Background()
	r, err := (&trackingEngine{}).start(ctx, []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	paths, _ := r.Paths(ctx)
	fsys := fstest.MapFS{}
	reads := map[string]Reads{}
	for _, path := range paths {
		page, err := r.Render(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimPrefix(path, "/")
		fsys[name+"/index.html"] = &fstest.MapFile{Data: page.HTML}
		fsys[name+".data"] = &fstest.MapFile{Data: page.Data}
		reads[path] = *page.Reads
	}
	log, err := EncodeReads(*r.(Tracker).StartReads(), reads)
	if err != nil {
		t.Fatal(err)
	}
	return &Baseline{Pages: fsys, Reads: log}
}

// TestFirstPublishTakesTheBuildsPages: with nothing published, a publish
// compares with the build's pages and their reads: it renders only the
// pages an edit touches, names only those as changed, and stores the
// generation a full render would, also when the list of paths differs
// from the build's (a page more, as a tenth project); without the build's
// reads it renders every page.
func TestFirstPublishTakesTheBuildsPages(t *testing.T) {
	ctx := context.Background()
	const built = `{"home":"h1","faq":"f1"}`
	first := func(baseline *Baseline, doc string) (Result, []string, *Publisher) {
		t.Helper()
		e := &trackingEngine{}
		p := freshPublisher(t, &e.fakeEngine)
		p.Engine, p.Baseline = e.start, baseline
		r, err := p.Publish(ctx, Request{Content: []byte(doc)})
		if err != nil {
			t.Fatal(err)
		}
		return r, e.rendered, p
	}

	r, rendered, p := first(builtSite(t, built), `{"home":"h1","faq":"f2"}`)
	if got := strings.Join(rendered, " "); got != "/en/home /en/faq" || r.Pages != 2 || r.Reused != 2 {
		t.Fatalf("rendered %q (%+v), want /en/home and /en/faq only", got, r)
	}
	if got := strings.Join(r.Changed, " "); got != "/en/faq /en/home" {
		t.Fatalf("changed %q, want /en/faq /en/home", got)
	}
	_, _, whole := first(nil, `{"home":"h1","faq":"f2"}`)
	live, _ := whole.Store.Live(ctx)
	mine, _ := p.Store.Live(ctx)
	sameFiles(t, snapshot(t, p.Store, mine), snapshot(t, whole.Store, live))
	if g, _ := p.Store.Generation(ctx, mine); g.Pages != len(fixturePaths) {
		t.Fatalf("generation of %d pages, want %d", g.Pages, len(fixturePaths))
	}
	// The next publish compares with the live generation, as ever.
	e := &trackingEngine{}
	p.Engine = e.start
	if r, err := p.Publish(ctx, Request{Content: []byte(`{"home":"h2","faq":"f2"}`)}); err != nil || strings.Join(e.rendered, " ") != "/en/home /ar/home" {
		t.Fatalf("second publish rendered %v (%+v, %v), want /en/home /ar/home", e.rendered, r, err)
	}

	r, rendered, _ = first(builtSite(t, built), built) // publishing the build's own content
	if len(rendered) != 0 || len(r.Changed) != 0 {
		t.Fatalf("rendered %v, changed %v, want nothing", rendered, r.Changed)
	}
	r, rendered, _ = first(&Baseline{Pages: fstest.MapFS{}}, `{"home":"h1","faq":"f2"}`) // no read log
	if len(rendered) != len(fixturePaths) || len(r.Changed) != len(fixturePaths) {
		t.Fatalf("without the build's reads: rendered %v, changed %v, want every page", rendered, r.Changed)
	}
	const more = `{"home":"h2","faq":"f1","extra":"x"}` // a page more, and the home pages' text
	r, rendered, p = first(builtSite(t, built), more)
	if got := strings.Join(rendered, " "); got != "/en/home /ar/home /en/extra" || strings.Join(r.Changed, " ") != "/ar/home /en/extra /en/home" {
		t.Fatalf("new paths: rendered %q, changed %v, want the home pages and /en/extra", got, r.Changed)
	}
	_, _, whole = first(nil, more)
	live, _ = whole.Store.Live(ctx)
	mine, _ = p.Store.Live(ctx)
	sameFiles(t, snapshot(t, p.Store, mine), snapshot(t, whole.Store, live))
	r, rendered, _ = first(builtSite(t, more), built) // a page fewer
	if len(rendered) != 2 || strings.Join(r.Changed, " ") != "/ar/home /en/extra /en/home" {
		t.Fatalf("a path gone: rendered %v, changed %v, want the home pages, /en/extra changed", rendered, r.Changed)
	}
}

// TestDecodeReadsIsEncodeReadsInverse: the build's read log reads back as
// written, pages that read alike sharing a key list or not.
func TestDecodeReadsIsEncodeReadsInverse(t *testing.T) {
	start := Reads{Keys: []string{"=/projects/1/id"}, Digest: "s"}
	pages := map[string]Reads{
		"/en/home":   {Keys: []string{"/home/en"}, Digest: "a"},
		"/a/en/home": {Keys: []string{"/home/en"}, Digest: "a"},
		"/en/faq":    {Keys: []string{"/faq/0/en", "/faq/1/en"}, Digest: "b"},
	}
	log, err := EncodeReads(start, pages)
	if err != nil {
		t.Fatal(err)
	}
	gotStart, got, err := DecodeReads(log)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gotStart, start) || !reflect.DeepEqual(got, pages) {
		t.Fatalf("decoded %v %v, want %v %v", gotStart, got, start, pages)
	}
	if _, _, err := DecodeReads([]byte("not gzip")); err == nil {
		t.Fatal("a log that is not one decoded without an error")
	}
}

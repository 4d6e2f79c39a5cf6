//go:build !race

// Five publishes of the real build, each finishing and compressing pages
// and drawing previews: Go code the race detector slows about fourteen
// times, with nothing concurrent to watch. This runs without it (the
// Makefile's second pass, on SQLite, and the PostgreSQL pass).

package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"maps"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/publish"
	"agencysite/web"
)

// TestEveryFileAPageNamesIsServed (issue 34): after five publishes, each
// retitling one language's home page (so each draws that page's preview
// and takes every other page from the live generation), every page of the
// live generation answers 200, and so does every file its HTML names: its
// share preview, scripts, styles, pictures and icons. Before, a generation
// held only the previews it drew: the others answered 404.
func TestEveryFileAPageNamesIsServed(t *testing.T) {
	ctx := context.Background()
	in := newInstanceOf(t, dbtest.URL(t), web.Client())
	marks := map[string]string{}
	for i, lang := range []string{"en", "ar", "fr", "tr", "en"} {
		marks["/"+lang+"/home"] = fmt.Sprintf("(%d)", i+1)
		in.pub.Engine = retitled(web.Client(), maps.Clone(marks))
		r, err := in.pub.Publish(ctx, publish.Request{By: "test", Summary: "the home page in " + lang})
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && r.Pages > 2 { // the home page and its /a/ variant's
			t.Fatalf("publish %d rendered %d pages, want the retitled home page's only", i+1, r.Pages)
		}
		in.sync(t)
	}
	for page, mark := range marks {
		if got := in.get(page, ""); !strings.Contains(got.body, mark+" | ") {
			t.Fatalf("%s does not show its publish's title %s", page, mark)
		}
	}

	paths, err := in.pub.Engine(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	pages, err := paths.Paths(ctx)
	if err != nil {
		t.Fatal(err)
	}
	checked := map[string]bool{}
	previews := 0
	for _, page := range pages {
		got := in.get(page, "")
		want := 200
		if isSentinel(page) {
			want = 404 // served for the paths that match no page
			got = in.get(strings.TrimSuffix(strings.TrimSuffix(page, "/404"), "/project/not-found")+"/no-such-page", "")
		}
		if got.status != want {
			t.Errorf("%s: %d, want %d", page, got.status, want)
			continue
		}
		for _, ref := range namedFiles(t, got.body) {
			if strings.HasPrefix(ref, "/og/") {
				previews++
			}
			if checked[ref] {
				continue
			}
			checked[ref] = true
			if r := in.get(ref, ""); r.status != 200 {
				t.Errorf("%s names %s, which answers %d", page, ref, r.status)
			}
		}
	}
	if previews < len(pages)-8 || len(checked) < 20 {
		t.Fatalf("%d previews named by %d pages, %d files: want one a page, and their scripts and styles", previews, len(pages), len(checked))
	}
}

// namedFiles lists the same-origin files a page's HTML names: scripts,
// stylesheets, preloads, icons, the manifest, pictures and its share
// preview (paths, without query or fragment).
func namedFiles(t *testing.T, page string) []string {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	var refs []string
	add := func(raw string) {
		u, err := url.Parse(strings.TrimSpace(raw))
		if err != nil || raw == "" || (u.Host != "" && "https://"+u.Host != fixtureBase) || u.Scheme == "data" || !strings.HasPrefix(u.Path, "/") {
			return
		}
		refs = append(refs, u.Path)
	}
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		attr := map[string]string{}
		for _, a := range n.Attr {
			attr[a.Key] = a.Val
		}
		switch n.Data {
		case "script":
			add(attr["src"])
		case "link":
			if attr["rel"] != "canonical" && attr["rel"] != "alternate" {
				add(attr["href"])
			}
		case "meta":
			if strings.HasSuffix(attr["property"], ":image") || strings.HasSuffix(attr["name"], ":image") {
				add(attr["content"])
			}
		case "img", "source":
			add(attr["src"])
			for _, c := range strings.Split(attr["srcset"], ",") {
				if f := strings.Fields(c); len(f) > 0 {
					add(f[0])
				}
			}
		}
	}
	return refs
}

// retitled renders the build's pages with the titles of marks' pages (and
// of their /a/ variants) marked, noting reads as internal/render does: a
// page reads its own bytes, so exactly the pages whose mark changed read
// other values.
func retitled(fsys fs.FS, marks map[string]string) publish.Engine {
	return func(ctx context.Context, content []byte) (publish.Renderer, error) {
		r, err := publish.BuiltPages(fsys)(ctx, nil)
		return &retitledPages{Renderer: r, marks: marks}, err
	}
}

type retitledPages struct {
	publish.Renderer
	marks map[string]string // by the default variant's page
}

func (r *retitledPages) mark(path string) string {
	if rest, ok := strings.CutPrefix(path, "/a/"); ok {
		path = "/" + rest
	}
	return r.marks[path]
}

var titleEnd = regexp.MustCompile(` \| [^<|]*</title>`)

func (r *retitledPages) Render(ctx context.Context, path string) (publish.Page, error) {
	p, err := r.Renderer.Render(ctx, path)
	if err != nil {
		return p, err
	}
	if mark := r.mark(path); mark != "" {
		end := titleEnd.FindIndex(p.HTML)
		p.HTML = slices.Concat(p.HTML[:end[0]], []byte(" "+mark), p.HTML[end[0]:])
	}
	d, err := r.Digest(ctx, []string{"=" + path})
	p.Reads = &publish.Reads{Keys: []string{"=" + path}, Digest: d}
	return p, err
}

func (r *retitledPages) StartReads() *publish.Reads { return &publish.Reads{Digest: "paths"} }

// Digest of "={path}" keys: the page's bytes as this renderer makes them.
func (r *retitledPages) Digest(ctx context.Context, keys []string) (string, error) {
	h := sha256.New()
	for _, k := range keys {
		path := strings.TrimPrefix(k, "=")
		p, err := r.Renderer.Render(ctx, path)
		if err != nil {
			return "", err
		}
		h.Write([]byte(r.mark(path) + "\x00"))
		h.Write(p.HTML)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

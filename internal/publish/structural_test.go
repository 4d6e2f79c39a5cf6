//go:build !race

// The race detector makes QuickJS ten times slower: like internal/render's
// identity test, this one runs without it (Makefile's RENDER_ONLY).

package publish

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"

	"agencysite/internal/content"
	"agencysite/internal/render"
	"agencysite/web"
)

// TestStructuralEditsRenderOnlyTheirPages publishes, through the renderer
// in the binary, a tenth project (beside an FAQ answer edited) after a
// live generation (of the FAQ edit alone). The list of paths changes, so
// the start-up reads differ; still, the publish renders only pages that
// list the projects (the projects and contact pages; not the home page,
// which previews the first six, nor the services page, which needs only
// which sectors have projects: the tenth is in one that has), the new
// project's page and its neighbours' (the first's and the ninth's: the
// other case studies read the list entry by entry, never its length), or
// the edited answer,
// takes the others, and stores, page for page, the HTML and .data a full
// render of the same document makes (docs/decisions/0340).
func TestStructuralEditsRenderOnlyTheirPages(t *testing.T) {
	if _, err := fs.Stat(web.Client(), "en/home/index.html"); err != nil || len(web.RenderReads()) == 0 {
		t.Fatal("the front end is not built, or without its read log: run `make build` first")
	}
	ctx := context.Background()
	answer := func(doc map[string]any) {
		doc["faq"].([]any)[2].(map[string]any)["answer"].(map[string]any)["en"] = "An answer edited beside the projects."
	}
	edits := []struct {
		name string
		edit func(projects []any) []any
	}{
		{"a tenth project", func(projects []any) []any {
			tenth := map[string]any{}
			raw, _ := json.Marshal(projects[8])
			json.Unmarshal(raw, &tenth)
			tenth["id"] = 10
			for lang := range tenth["title"].(map[string]any) {
				tenth["title"].(map[string]any)[lang] = "Tenth project in " + lang
			}
			return append(projects, tenth)
		}},
	}
	// A page that lists no project, is not the new one's nor a neighbour's,
	// nor the English FAQ, must be taken.
	shows := regexp.MustCompile(`^(/a)?/[a-z]{2}/(projects|contact|project/(1|9|10))$|^(/a)?/en/(faq|home)$`)

	built := &Baseline{Pages: web.Client(), Reads: web.RenderReads()}
	live := realPublisher(t, built)
	was, err := live.Publish(ctx, Request{Content: document(t, answer)})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range edits {
		t.Run(e.name, func(t *testing.T) {
			doc := document(t, answer, func(d map[string]any) { d["projects"] = e.edit(d["projects"].([]any)) })
			for _, site := range []struct {
				name string
				p    *Publisher
			}{{"after a live generation", live}} {
				t.Run(site.name, func(t *testing.T) {
					rendered := recordRenders(site.p)
					r, err := site.p.Publish(ctx, Request{Content: doc})
					if err != nil {
						t.Fatal(err)
					}
					// The pages this publish rendered are the engine's; the
					// ones it took are rendered again here, to compare.
					want, paths := renderTaken(t, doc, *rendered)
					t.Logf("%d pages rendered, %d taken (%d of them compared with a fresh render), of %d", r.Pages, r.Reused, len(want), len(paths))
					samePages(t, snapshot(t, site.p.Store, r.Generation), want, paths)
					if r.Pages+r.Reused != len(paths) || r.Pages > len(paths)*3/4 {
						t.Fatalf("%d pages rendered, %d taken, want well below all %d rendered", r.Pages, r.Reused, len(paths))
					}
					for _, path := range *rendered {
						if !shows.MatchString(path) {
							t.Errorf("%s was rendered, though it shows neither the projects' list, the new project nor the edited answer", path)
						}
					}
				})
			}
			if _, err := live.Rollback(ctx, was.Generation); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// document is the default content document with edits made, as the
// studio stores it (its fields sorted).
func document(t *testing.T, edits ...func(map[string]any)) []byte {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	for _, edit := range edits {
		edit(doc)
	}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// realEngine renders a document as the binary's publisher does (cmd/site:
// withoutHidden, withMedia, renderEngine): its hidden items left out, its
// fields in the build's order, with internal/render's engine.
func realEngine(ctx context.Context, doc []byte) (Renderer, error) {
	doc, err := content.Public(doc)
	if err != nil {
		return nil, err
	}
	if doc, err = content.InBuildOrder(doc); err != nil {
		return nil, err
	}
	e, err := render.New(ctx, doc, render.Options{})
	if err != nil {
		return nil, err
	}
	return &realRenderer{Engine: e}, nil
}

// realRenderer is internal/render's engine as a Tracker, noting the paths
// it renders.
type realRenderer struct {
	*render.Engine
	rendered *[]string
}

func (r *realRenderer) Render(ctx context.Context, path string) (Page, error) {
	if r.rendered != nil {
		*r.rendered = append(*r.rendered, path)
	}
	p, err := r.Engine.Render(ctx, path)
	if err != nil || p.Reads == nil {
		return Page{HTML: p.HTML, Data: p.Data}, err
	}
	return Page{HTML: p.HTML, Data: p.Data, Reads: &Reads{Keys: p.Reads.Keys, Digest: p.Reads.Digest}}, nil
}

func (r *realRenderer) StartReads() *Reads {
	s := r.Engine.StartReads()
	if s == nil {
		return nil
	}
	return &Reads{Keys: s.Keys, Digest: s.Digest}
}

// realPublisher publishes with realEngine on a database of its own, with
// baseline as what a first publish compares with.
func realPublisher(t *testing.T, baseline *Baseline) *Publisher {
	t.Helper()
	p := freshPublisher(t, &fakeEngine{})
	p.Engine, p.Baseline = realEngine, baseline
	return p
}

// recordRenders makes p's engine note the paths it renders, from now on.
func recordRenders(p *Publisher) *[]string {
	rendered := &[]string{}
	p.Engine = func(ctx context.Context, doc []byte) (Renderer, error) {
		r, err := realEngine(ctx, doc)
		if err == nil {
			r.(*realRenderer).rendered = rendered
		}
		return r, err
	}
	return rendered
}

// renderTaken renders, with one engine, a sample of the paths of doc that
// a publish did not render (it took them), and lists every path of doc.
//
// The sample is each kind of page (home, faq, a case study…) once, the
// kinds spread over the languages, and each kind once under a variant's
// prefix: a page taken wrongly because of what all pages of a kind read
// shows in it. Rendering every taken page (130 of 169, a second each) was a
// fifth of the Go suite's CPU in CI, and each kind in each language (50)
// still a tenth; a page whose own reads were wrong would be caught by
// TestReadsFollowTheContent, which checks reads against renders page by page.
func renderTaken(t *testing.T, doc []byte, rendered []string) (map[string]Page, []string) {
	t.Helper()
	ctx := context.Background()
	r, err := realEngine(ctx, doc)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	paths, err := r.Paths(ctx)
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string]Page{}
	for _, path := range sampleOfKinds(paths, rendered) {
		if pages[path], err = r.Render(ctx, path); err != nil {
			t.Fatal(err)
		}
	}
	return pages, paths
}

// pageKind splits a path such as /a/fr/project/5 into its variant prefix
// ("/a" or ""), its language and its kind ("project").
var pageKind = regexp.MustCompile(`^(/[a-z])?/([a-z]{2})/([a-z-]+(?:/[a-z-]+)*)`)

// sampleOfKinds lists, of the paths not rendered, one of each kind without
// a variant's prefix, the kinds taking the languages in turn (the i-th kind
// in the i-th language, or the next language whose page of that kind was
// taken), so that every kind and every language is sampled; and the first
// of each kind with a prefix.
func sampleOfKinds(paths, rendered []string) []string {
	var langs, kinds []string
	taken := map[string][]string{} // by kind, a variant's prefix first
	for _, path := range paths {
		m := pageKind.FindStringSubmatch(path)
		if m == nil {
			continue
		}
		if !slices.Contains(langs, m[2]) {
			langs = append(langs, m[2])
		}
		if slices.Contains(rendered, path) {
			continue
		}
		kind := m[1] + " " + m[3]
		if _, ok := taken[kind]; !ok {
			kinds = append(kinds, kind)
		}
		taken[kind] = append(taken[kind], path)
	}
	var sample []string
	for i, kind := range kinds {
		pick := taken[kind][0]
		for j := range langs {
			if strings.HasPrefix(kind, "/") {
				break // a variant's: its first
			}
			lang := "/" + langs[(i+j)%len(langs)] + "/"
			if k := slices.IndexFunc(taken[kind], func(p string) bool { return strings.HasPrefix(p, lang) }); k >= 0 {
				pick = taken[kind][k]
				break
			}
		}
		sample = append(sample, pick)
	}
	return sample
}

// samePages requires a generation's files (finished by plainFinish, or
// taken from one that was) to hold a page for every path and nothing else,
// and the taken pages (want) to be a fresh render's page and .data, byte
// for byte.
func samePages(t *testing.T, files map[string]File, want map[string]Page, paths []string) {
	t.Helper()
	for path, page := range want {
		if f, ok := files[path]; !ok || !bytes.Equal(f.Body, page.HTML) {
			t.Errorf("%s: the generation's page differs from a fresh render's (present: %t)", path, ok)
		}
		if f, ok := files[path+".data"]; ok != (page.Data != nil) || ok && !bytes.Equal(f.Body, page.Data) {
			t.Errorf("%s.data: the generation's differs from a fresh render's (present: %t)", path, ok)
		}
	}
	for _, path := range paths {
		if _, ok := files[path]; !ok {
			t.Errorf("%s: a page of the document, not in the generation", path)
		}
	}
	for name := range files {
		if !slices.Contains(paths, strings.TrimSuffix(name, ".data")) {
			t.Errorf("%s: in the generation, not a page of the document", name)
		}
	}
}

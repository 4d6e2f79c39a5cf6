//go:build !race

// Rendering under the race detector is ten times slower: this test runs
// without it, beside TestIdentity (Makefile's RENDER_ONLY).

package render

import (
	"bytes"
	"context"
	"encoding/json"
	"runtime"
	"slices"
	"strings"
	"testing"

	"agencysite/internal/content"
)

// TestReadsFollowTheContent edits the default document in one place of each
// family and checks the reads each page noted against real renders: a page
// whose reads find the same values renders byte for byte what it rendered
// before (so a publish may keep it), and the pages that show the edit are
// the ones whose reads changed. The pages before the edits are the build's,
// with the reads cmd/pagereads noted rendering them (TestIdentity).
//
// Edits that show on different pages share a document (a render of the
// home page takes about a second): each page's digest may change for one
// of them only, so the pages whose reads changed must be the union of
// theirs, and every other page must still render as before. The documents
// take turns on an engine per core, each given the next as a publish gives
// its kept engine (SetContent; starting an engine costs several renders,
// and TestSetContentRendersAsAFreshEngine holds that it changes nothing).
func TestReadsFollowTheContent(t *testing.T) {
	ctx := context.Background()
	paths := []string{"/en/home", "/a/en/home", "/ar/home", "/en/about", "/en/faq", "/en/projects", "/en/project/3", "/en/contact", "/en/services", "/en/privacy-policy", "/en/terms-of-usage"}
	english := []string{"/en/home", "/a/en/home", "/en/about", "/en/faq", "/en/projects", "/en/project/3", "/en/contact", "/en/services", "/en/privacy-policy", "/en/terms-of-usage"}
	built := loadBuilt(t)
	before := map[string]Page{}
	for _, p := range paths {
		page := built.page(t, p)
		if !slices.IsSorted(page.Reads.Keys) {
			t.Fatalf("%s: reads %v, want them sorted", p, page.Reads.Keys)
		}
		before[p] = page
	}
	if !slices.Contains(built.start.Keys, "=/projects/8/id") {
		t.Fatalf("start-up reads %v, want the project ids the paths are made of", built.start)
	}

	type change struct {
		name    string
		path    []any // of the text edited
		changed []string
	}
	groups := [][]change{
		{
			{"a testimonial's English text", []any{"testimonials", 0, "text", "en"}, []string{"/en/home", "/a/en/home", "/en/about"}},
			{"a hero slide's Arabic title", []any{"heroSlides", 1, "title", "ar"}, []string{"/ar/home"}},
			{"an offering's text", []any{"services", "offerings", 0, "text", "en"}, []string{"/en/services"}},
			{"a section title of the terms", []any{"terms", "sections", 0, "title", "en"}, []string{"/en/terms-of-usage"}},
			{"a statistic's label in a form no number takes", []any{"statistics", 1, "label", "ar", "two"}, nil},
		},
		{
			{"an FAQ answer in English", []any{"faq", 2, "answer", "en"}, []string{"/en/home", "/a/en/home", "/en/faq"}},
			{"an about step", []any{"about", "steps", 0, "text", "en"}, []string{"/en/about"}},
			{"the name of a service only the form offers", []any{"services", "names", 8, "name", "en"}, []string{"/en/contact"}},
			{"a service card's Arabic text", []any{"services", "cards", 0, "text", "ar"}, []string{"/ar/home"}},
			{"a section of the privacy policy", []any{"privacy", "sections", 0, "body", "en"}, []string{"/en/privacy-policy"}},
		},
		{{"the projects page's heading", []any{"pages", 1, "heading", "en"}, []string{"/en/home", "/a/en/home", "/en/projects"}}},
		{{"the footer's tagline", []any{"footer", "tagline", "en"}, english}},
		{{"a project's title", []any{"projects", 2, "title", "en"}, []string{"/en/home", "/a/en/home", "/en/projects", "/en/project/3", "/en/contact"}}},
		{{"a statistic's label in the form its number takes", []any{"statistics", 1, "label", "en", "other"}, []string{"/en/home", "/a/en/home", "/en/about"}}},
		{{"the name of a service the footer lists", []any{"services", "names", 3, "name", "en"}, english}},
		{
			{"the name of a sector's service", []any{"services", "names", 1, "name", "en"}, []string{"/en/home", "/a/en/home", "/en/projects", "/en/contact", "/en/services"}},
			{"a page's search title", []any{"pages", 5, "title", "en"}, []string{"/en/about"}},
		},
	}
	engines := make(chan *Engine, min(runtime.GOMAXPROCS(0), len(groups)))
	for range cap(engines) {
		engines <- startReal(t, content.Default())
	}
	for _, group := range groups {
		var names []string
		doc := content.Default()
		var want []string
		for _, e := range group {
			names = append(names, e.name)
			doc = edit(t, doc, e.path...)
			for _, p := range e.changed {
				if slices.Contains(want, p) {
					t.Fatalf("%s: %s shows another edit of its group too: give it an engine of its own", e.name, p)
				}
				want = append(want, p)
			}
		}
		t.Run(strings.Join(names, ", "), func(t *testing.T) {
			t.Parallel() // as many at once as there are engines
			e := <-engines
			defer func() { engines <- e }()
			if err := e.SetContent(ctx, doc); err != nil {
				t.Fatal(err)
			}
			var changed []string
			for _, p := range paths {
				d, err := e.Digest(ctx, before[p].Reads.Keys)
				if err != nil || d == "" {
					t.Fatalf("%s: digest %q, %v", p, d, err)
				}
				if d != before[p].Reads.Digest {
					changed = append(changed, p)
					continue
				}
				page, err := e.Render(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(page.HTML, before[p].HTML) || !bytes.Equal(page.Data, before[p].Data) || page.Reads.Digest != before[p].Reads.Digest {
					t.Errorf("%s: its reads are unchanged, yet it renders other bytes", p)
				}
			}
			slices.Sort(changed)
			slices.Sort(want)
			if !slices.Equal(changed, want) {
				t.Errorf("pages whose reads changed: got %v, want %v", changed, want)
			}
		})
	}
}

func startReal(t *testing.T, doc []byte) *Engine {
	t.Helper()
	e, err := New(context.Background(), doc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// edit returns doc with the text at path (keys and indexes) changed, the
// rest of its bytes as they were: the order of keys is content too (a
// spread copies them in order), so the document is not marshalled again.
func edit(t *testing.T, doc []byte, path ...any) []byte {
	t.Helper()
	var node any
	if err := json.Unmarshal(doc, &node); err != nil {
		t.Fatal(err)
	}
	for _, k := range path {
		switch k := k.(type) {
		case string:
			node = node.(map[string]any)[k]
		case int:
			node = node.([]any)[k]
		}
	}
	var old bytes.Buffer
	enc := json.NewEncoder(&old)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(node); err != nil {
		t.Fatal(err)
	}
	was := bytes.TrimSpace(old.Bytes())
	if n := bytes.Count(doc, was); n != 1 {
		t.Fatalf("%v: %s is %d times in the document, want once", path, was, n)
	}
	return bytes.Replace(doc, was, append(was[:len(was)-1:len(was)-1], []byte(` (edited)"`)...), 1)
}

// TestAddedProjectsReadOnlyWhereTheyShow: the services page needs only
// which sectors have projects (one read of them), and the home page only
// the first projects (read one by one, never the list's length): a project
// added at the end in a sector already there leaves both alone, and one in
// a sector without projects changes both pages' reads (issue 34, item 4).
func TestAddedProjectsReadOnlyWhereTheyShow(t *testing.T) {
	ctx := context.Background()
	e := startReal(t, content.Default())
	reads := map[string]*Reads{}
	for _, p := range []string{"/en/services", "/en/home"} {
		page, err := e.Render(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		reads[p] = page.Reads
	}
	if !slices.Contains(reads["/en/services"].Keys, "%/projects/sector") || slices.Contains(reads["/en/services"].Keys, "=/projects/0/sector") {
		t.Errorf("services reads %v, want the sectors as one read", reads["/en/services"].Keys)
	}
	for _, k := range reads["/en/home"].Keys {
		if k == "=/projects/length" || strings.HasPrefix(k, "=/projects/8/") {
			t.Errorf("the home page read %s, past the projects it previews", k)
		}
	}
	withProject := func(sector string) []byte {
		var doc map[string]any
		if err := json.Unmarshal(content.Default(), &doc); err != nil {
			t.Fatal(err)
		}
		projects := doc["projects"].([]any)
		tenth := map[string]any{}
		raw, _ := json.Marshal(projects[len(projects)-1])
		json.Unmarshal(raw, &tenth)
		tenth["id"], tenth["sector"] = 10, sector
		doc["projects"] = append(projects, tenth)
		b, _ := json.Marshal(doc)
		b, err := content.InBuildOrder(b) // as a publish orders it: key order is read too
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, c := range []struct {
		sector  string
		changed bool
	}{{"custom", false}, {"realEstate", true}} {
		other := startReal(t, withProject(c.sector))
		for p, r := range reads {
			d, err := other.Digest(ctx, r.Keys)
			if err != nil {
				t.Fatal(err)
			}
			if (d != r.Digest) != c.changed {
				t.Errorf("a tenth project in %s: %s's reads changed %v, want %v", c.sector, p, d != r.Digest, c.changed)
			}
		}
	}
}

// TestSetContentRendersAsAFreshEngine: an engine kept after rendering one
// document and given another renders, path for path, the bytes and reads
// an engine started for the other renders, and lists its paths (a tenth
// project's among them): a publish may reuse it.
func TestSetContentRendersAsAFreshEngine(t *testing.T) {
	ctx := context.Background()
	var doc map[string]any
	if err := json.Unmarshal(edit(t, content.Default(), "heroSlides", 0, "title", "en"), &doc); err != nil {
		t.Fatal(err)
	}
	projects := doc["projects"].([]any)
	tenth := map[string]any{}
	raw, _ := json.Marshal(projects[len(projects)-1])
	json.Unmarshal(raw, &tenth)
	tenth["id"] = 10
	doc["projects"] = append(projects, tenth)
	other, _ := json.Marshal(doc)
	other, err := content.InBuildOrder(other)
	if err != nil {
		t.Fatal(err)
	}
	kept := startReal(t, content.Default())
	paths := []string{"/en/home", "/ar/project/9", "/en/project/10"}
	for _, p := range paths[:2] {
		if _, err := kept.Render(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	if err := kept.SetContent(ctx, other); err != nil {
		t.Fatal(err)
	}
	fresh := startReal(t, other)
	if kept.StartReads().Digest != fresh.StartReads().Digest {
		t.Errorf("start-up reads differ from a fresh engine's")
	}
	keptPaths, _ := kept.Paths(ctx)
	freshPaths, _ := fresh.Paths(ctx)
	if !slices.Equal(keptPaths, freshPaths) || !slices.Contains(keptPaths, "/en/project/10") {
		t.Fatalf("paths: kept %d, fresh %d, want the same, the tenth project's among them", len(keptPaths), len(freshPaths))
	}
	for _, p := range paths {
		a, err := kept.Render(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		b, err := fresh.Render(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.HTML, b.HTML) || !bytes.Equal(a.Data, b.Data) || a.Reads.Digest != b.Reads.Digest {
			t.Errorf("%s: the kept engine renders other bytes or reads than a fresh one", p)
		}
		if p == "/en/home" && !bytes.Contains(a.HTML, []byte("(edited)")) {
			t.Errorf("%s: the kept engine rendered the document it was started with", p)
		}
	}
}

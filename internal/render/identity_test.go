//go:build !race

// The race detector makes QuickJS (a large transpiled C program) ten times
// slower: this test runs without it, in its own step of `make test-go`.

package render

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"agencysite/internal/content"
)

// TestIdentity: every prerendered path of the default content renders,
// handed over by Go as a publish hands its document, to the HTML and .data
// `npm run build` wrote, byte for byte: the renderer inside the binary and
// React Router's prerendering are one renderer. A React, React Router,
// esbuild, polyfill or engine upgrade that changes one byte fails here.
//
// cmd/pagereads renders every page at `make build` with this package's
// engine (the Makefile runs it again when this package changes) and notes
// only the pages rendered to the build's bytes: every path must be in its
// log, and nothing else. A missing page is rendered here to show where it
// differs.
func TestIdentity(t *testing.T) {
	built := loadBuilt(t)
	ctx := context.Background()
	e := startReal(t, content.Default())
	paths, err := e.Paths(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) < 100 {
		t.Fatalf("got %d paths, want every page of every language and variant", len(paths))
	}
	if s := e.StartReads(); s == nil || s.Digest != built.start.Digest || !slices.Equal(s.Keys, built.start.Keys) {
		t.Errorf("start-up reads %v, want the build's %v", s, built.start)
	}
	for _, path := range paths {
		if _, ok := built.reads[path]; ok {
			continue
		}
		page, err := e.Render(ctx, path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		if err := difference(page, built.files, path); err != nil {
			t.Error(err)
		} else {
			t.Errorf("%s renders the build's bytes, yet the build's read log lacks it: run `make build`", path)
		}
	}
	for path := range built.reads {
		if !slices.Contains(paths, path) {
			t.Errorf("%s: in the build's read log, not a path of the default content", path)
		}
	}
}

// difference says how page differs from the build's page at path, nil when
// it is the same bytes.
func difference(page Page, built fs.FS, path string) error {
	name := strings.TrimPrefix(path, "/")
	want, err := fs.ReadFile(built, name+"/index.html")
	if err != nil {
		return err
	}
	if !bytes.Equal(page.HTML, want) {
		return fmt.Errorf("%s/index.html differs from the build: %s", path, firstDifference(page.HTML, want))
	}
	want, err = fs.ReadFile(built, name+".data")
	switch {
	case errors.Is(err, fs.ErrNotExist) && page.Data != nil:
		return fmt.Errorf("%s: rendered a .data file the build has not", path)
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !bytes.Equal(page.Data, want):
		return fmt.Errorf("%s.data differs from the build: %s", path, firstDifference(page.Data, want))
	}
	return nil
}

// firstDifference shows where got and want part, with some context.
func firstDifference(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(0, i-60)
	return fmt.Sprintf("at byte %d: got …%s…, want …%s…", i, got[from:min(len(got), i+60)], want[from:min(len(want), i+60)])
}

// TestContentDocument: the pages and the path list follow the document the
// engine is given. A tenth project gets its page in every language and
// variant, with its own title, in the HTML and in the .data.
func TestContentDocument(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	projects := doc["projects"].([]any)
	var tenth map[string]any
	last, _ := json.Marshal(projects[len(projects)-1])
	if err := json.Unmarshal(last, &tenth); err != nil {
		t.Fatal(err)
	}
	tenth["id"] = 10
	tenth["title"].(map[string]any)["en"] = "Tenth — a project added by publishing"
	doc["projects"] = append(projects, tenth)
	edited, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := content.Validate(edited); err != nil {
		t.Fatalf("the edited document is invalid: %v", err)
	}

	ctx := context.Background()
	e, err := New(ctx, edited, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	paths, err := e.Paths(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"/en/project/10", "/ar/project/10", "/fr/project/10", "/tr/project/10", "/a/en/project/10", "/a/tr/project/10"} {
		if !slices.Contains(paths, want) {
			t.Errorf("Paths lacks %s", want)
		}
	}
	page, err := e.Render(ctx, "/en/project/10")
	if err != nil {
		t.Fatal(err)
	}
	const title = "Tenth — a project added by publishing"
	if !bytes.Contains(page.HTML, []byte(title)) || !bytes.Contains(page.Data, []byte(title)) {
		t.Errorf("/en/project/10 lacks the new title in its HTML or .data")
	}
}

//go:build !race

// The race detector makes QuickJS (a large transpiled C program) ten times
// slower: this test runs without it, in its own step of `make test-go`.

package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"sync"
	"testing"

	"agencysite/web"
)

// TestIdentity renders every prerendered path of the default content and
// requires each page's HTML and .data to equal what `npm run build` wrote,
// byte for byte: the renderer inside the binary and React Router's
// prerendering are one renderer. A React, React Router, esbuild, polyfill
// or engine upgrade that changes one byte fails here.
func TestIdentity(t *testing.T) {
	built := web.Client()
	if _, err := fs.Stat(built, "en/home/index.html"); err != nil {
		t.Fatal("the front end is not built: run `make build` first")
	}
	ctx := context.Background()
	first, err := New(ctx, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	paths, err := first.Paths(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) < 100 {
		t.Fatalf("got %d paths, want every page of every language and variant", len(paths))
	}

	// One engine per core, each rendering every n-th path.
	engines := []*Engine{first}
	for range min(runtime.NumCPU(), 4) - 1 {
		e, err := New(ctx, nil, Options{})
		if err != nil {
			t.Fatal(err)
		}
		engines = append(engines, e)
	}
	var wg sync.WaitGroup
	for i, e := range engines {
		wg.Go(func() {
			defer e.Close()
			for j := i; j < len(paths); j += len(engines) {
				comparePage(t, e, built, paths[j])
			}
		})
	}
	wg.Wait()
}

func comparePage(t *testing.T, e *Engine, built fs.FS, path string) {
	page, err := e.Render(context.Background(), path)
	if err != nil {
		t.Errorf("%s: %v", path, err)
		return
	}
	name := strings.TrimPrefix(path, "/")
	want, err := fs.ReadFile(built, name+"/index.html")
	if err != nil {
		t.Errorf("%s: %v", path, err)
	} else if !bytes.Equal(page.HTML, want) {
		t.Errorf("%s/index.html differs from the build: %s", path, firstDifference(page.HTML, want))
	}
	want, err = fs.ReadFile(built, name+".data")
	switch {
	case errors.Is(err, fs.ErrNotExist) && page.Data != nil:
		t.Errorf("%s: rendered a .data file the build has not", path)
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		t.Errorf("%s: %v", path, err)
	case !bytes.Equal(page.Data, want):
		t.Errorf("%s.data differs from the build: %s", path, firstDifference(page.Data, want))
	}
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

//go:build !race

// Rendering under the race detector is ten times slower: the tests using
// these pages run without it (Makefile).

package render

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"testing"

	"agencysite/internal/content"
)

// defaultPages is every page of the default content document, rendered
// once for the package's tests (TestIdentity, TestReadsFollowTheContent):
// all of them take about half a minute of CPU (docs/decisions/0180).
type defaultPages struct {
	paths  []string
	pages  map[string]Page  // by path, with the reads each render noted
	failed map[string]error // the paths whose render failed
	start  *Reads           // what starting the engine read
	err    error            // no engine started, or no paths given
}

var (
	renderDefaultOnce sync.Once
	renderedDefault   *defaultPages
)

// renderDefault returns the default content's pages, rendering them at
// its first call.
func renderDefault(t *testing.T) *defaultPages {
	t.Helper()
	renderDefaultOnce.Do(func() { renderedDefault = renderEvery(content.Default()) })
	if renderedDefault.err != nil {
		t.Fatal(renderedDefault.err)
	}
	return renderedDefault
}

// page is the page at path, or why it failed to render.
func (d *defaultPages) page(path string) (Page, error) {
	if err := d.failed[path]; err != nil {
		return Page{}, err
	}
	page, ok := d.pages[path]
	if !ok {
		return Page{}, fmt.Errorf("%s is not among the engine's paths", path)
	}
	return page, nil
}

// renderEvery renders every path of doc with one engine per core (four at
// most), each rendering every n-th path.
func renderEvery(doc []byte) *defaultPages {
	ctx := context.Background()
	d := &defaultPages{pages: map[string]Page{}, failed: map[string]error{}}
	first, err := New(ctx, doc, Options{})
	if err != nil {
		return &defaultPages{err: err}
	}
	d.start = first.StartReads()
	if d.paths, err = first.Paths(ctx); err != nil {
		first.Close()
		return &defaultPages{err: err}
	}
	engines := []*Engine{first}
	for range min(runtime.NumCPU(), 4) - 1 {
		e, err := New(ctx, doc, Options{})
		if err != nil {
			for _, e := range engines {
				e.Close()
			}
			return &defaultPages{err: err}
		}
		engines = append(engines, e)
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i, e := range engines {
		wg.Go(func() {
			defer e.Close()
			for j := i; j < len(d.paths); j += len(engines) {
				page, err := e.Render(ctx, d.paths[j])
				mu.Lock()
				if err != nil {
					d.failed[d.paths[j]] = err
				} else {
					d.pages[d.paths[j]] = page
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return d
}

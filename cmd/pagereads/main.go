// Command pagereads renders every page of the build's content document
// with the renderer inside the binary and writes what each render read of
// it to reads.json.gz in the render bundle's directory, which the binary
// embeds (web.RenderReads). A site's first publish compares with it, so
// that it renders only the pages an edit touches and takes the others
// from the build (publish.Baseline). `make build` runs it after `npm run
// build` (which empties that directory: a stale log is never kept).
//
//	go run ./cmd/pagereads web/build/render
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"agencysite/internal/content"
	"agencysite/internal/publish"
	"agencysite/internal/render"
)

func main() {
	if err := run(context.Background(), os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "pagereads:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) != 1 {
		return errors.New("usage: pagereads RENDER_DIR (web/build/render)")
	}
	log, n, err := readsOf(ctx, content.Default())
	if err != nil {
		return err
	}
	out := filepath.Join(args[0], "reads.json.gz")
	if err := os.WriteFile(out, log, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "page reads: %s (%d pages)\n", out, n)
	return nil
}

// readsOf renders every page of doc, one engine per core (at most four),
// and returns the encoded read log and the number of pages.
func readsOf(ctx context.Context, doc []byte) ([]byte, int, error) {
	first, err := render.New(ctx, doc, render.Options{})
	if err != nil {
		return nil, 0, err
	}
	start := first.StartReads()
	if start == nil {
		first.Close()
		return nil, 0, errors.New("the render bundle notes no reads")
	}
	paths, err := first.Paths(ctx)
	if err != nil {
		first.Close()
		return nil, 0, err
	}
	engines := []*render.Engine{first}
	for range min(runtime.NumCPU(), 4) - 1 {
		e, err := render.New(ctx, doc, render.Options{})
		if err != nil {
			for _, e := range engines {
				e.Close()
			}
			return nil, 0, err
		}
		engines = append(engines, e)
	}
	var (
		mu    sync.Mutex
		pages = make(map[string]publish.Reads, len(paths))
		errs  []error
		wg    sync.WaitGroup
	)
	for i, e := range engines {
		wg.Go(func() {
			defer e.Close()
			for j := i; j < len(paths); j += len(engines) {
				page, err := e.Render(ctx, paths[j])
				if err == nil && page.Reads == nil {
					err = fmt.Errorf("render %s: no reads noted", paths[j])
				}
				mu.Lock()
				if err != nil {
					errs = append(errs, err)
				} else {
					pages[paths[j]] = publish.Reads{Keys: page.Reads.Keys, Digest: page.Reads.Digest}
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, 0, err
	}
	log, err := publish.EncodeReads(publish.Reads{Keys: start.Keys, Digest: start.Digest}, pages)
	return log, len(pages), err
}

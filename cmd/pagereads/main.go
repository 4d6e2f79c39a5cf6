// Command pagereads renders every page of the build's content document
// with the renderer inside the binary and writes what each render read of it to
// reads.json.gz in the render bundle's directory, which the binary embeds
// (web.RenderReads). Only pages rendered to the build's bytes are noted:
// a publish takes the others' bytes from the build. A site's first publish compares with it, so
// that it renders only the pages an edit touches and takes the others
// from the build (publish.Baseline). internal/render's tests read it too:
// TestIdentity requires every page in it (this render is their identity
// check, made once), TestReadsFollowTheContent starts from its reads.
// `make build` runs it after `npm run build` (which empties that
// directory: a stale log is never kept) and whenever the renderer changes.
//
//	go run ./cmd/pagereads web/build/render
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"agencysite/internal/content"
	"agencysite/internal/publish"
	"agencysite/internal/render"
	"agencysite/web"
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
	log, n, err := readsOf(ctx, content.Default(), web.Client())
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
// and returns the encoded read log of the pages rendered to the bytes
// built has, and their number.
func readsOf(ctx context.Context, doc []byte, built fs.FS) ([]byte, int, error) {
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
				same := err == nil && sameAsBuilt(built, paths[j], page)
				mu.Lock()
				if err != nil {
					errs = append(errs, err)
				} else if same {
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
	if len(pages) < len(paths) {
		fmt.Fprintf(os.Stderr, "pagereads: %d of %d pages render other bytes than the build's: a first publish renders them\n", len(paths)-len(pages), len(paths))
	}
	log, err := publish.EncodeReads(publish.Reads{Keys: start.Keys, Digest: start.Digest}, pages)
	return log, len(pages), err
}

// sameAsBuilt reports whether page is the build's page of path, byte for byte.
func sameAsBuilt(built fs.FS, path string, page render.Page) bool {
	name := strings.TrimPrefix(path, "/")
	html, err := fs.ReadFile(built, name+"/index.html")
	if err != nil || !bytes.Equal(html, page.HTML) {
		return false
	}
	data, err := fs.ReadFile(built, name+".data")
	if errors.Is(err, fs.ErrNotExist) {
		return page.Data == nil
	}
	return err == nil && bytes.Equal(data, page.Data)
}

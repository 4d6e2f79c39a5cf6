//go:build !race

package render

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"agencysite/internal/publish"
	"agencysite/web"
)

// builtPages is the build's pages of the default content and what
// rendering each of them read (cmd/pagereads' log, written at `make
// build`). cmd/pagereads renders every page with this package's engine and
// notes only the pages rendered to the build's bytes, so a page in the log
// is a render's page: the tests compare with it instead of rendering all of
// them again (docs/decisions/0350).
type builtPages struct {
	files fs.FS
	start publish.Reads
	reads map[string]publish.Reads
}

func loadBuilt(t *testing.T) *builtPages {
	t.Helper()
	files := web.Client()
	if _, err := fs.Stat(files, "en/home/index.html"); err != nil || len(web.RenderReads()) == 0 {
		t.Fatal("the front end is not built, or without its read log: run `make build` first")
	}
	start, reads, err := publish.DecodeReads(web.RenderReads())
	if err != nil {
		t.Fatal(err)
	}
	return &builtPages{files: files, start: start, reads: reads}
}

// page is the build's page at path with its reads; a page missing from the
// log fails the test (TestIdentity says why).
func (b *builtPages) page(t *testing.T, path string) Page {
	t.Helper()
	r, ok := b.reads[path]
	if !ok {
		t.Fatalf("%s: not in the build's read log (TestIdentity)", path)
	}
	name := strings.TrimPrefix(path, "/")
	html, err := fs.ReadFile(b.files, name+"/index.html")
	if err != nil {
		t.Fatal(err)
	}
	data, err := fs.ReadFile(b.files, name+".data")
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return Page{HTML: html, Data: data, Reads: &Reads{Keys: r.Keys, Digest: r.Digest}}
}

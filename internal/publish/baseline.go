package publish

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"
)

// Baseline is what a site serves before its first publish: the build's
// own pages, prerendered from the build's content document, and what
// rendering each of them read of it (cmd/pagereads writes that at `make
// build`). With it, the first publish compares with the build as later
// ones compare with the live generation: it renders only the pages whose
// reads find other values, and takes the others' bytes from the build
// (the renderer inside the binary makes the build's bytes, TestIdentity).
type Baseline struct {
	Pages fs.FS  // the prerendered pages (web/build/client)
	Reads []byte // EncodeReads of their render from the build's content
}

// EncodeReads is the read log of the pages of one content document, as a
// generation keeps it: start is what starting the renderer read, pages
// what each page's render read.
func EncodeReads(start Reads, pages map[string]Reads) ([]byte, error) {
	l := newReadLog(start)
	for _, path := range slices.Sorted(maps.Keys(pages)) {
		l.add(path, pages[path])
	}
	b, err := l.encode()
	if err != nil {
		return nil, fmt.Errorf("publish: encode reads: %w", err)
	}
	return b, nil
}

// DecodeReads is EncodeReads's inverse: what starting the renderer read,
// and what each page's render read.
func DecodeReads(blob []byte) (start Reads, pages map[string]Reads, err error) {
	l, err := decodeReads(blob)
	if err != nil {
		return Reads{}, nil, fmt.Errorf("publish: decode reads: %w", err)
	}
	pages = make(map[string]Reads, len(l.Pages))
	for path, p := range l.Pages {
		pages[path] = Reads{Keys: l.Sets[p.Set], Digest: p.Digest}
	}
	return l.Start, pages, nil
}

// baseline is the build's pages as the previous generation, nil when the
// binary has no read log of them.
func (p *Publisher) baseline() (*previous, error) {
	if p.Baseline == nil || len(p.Baseline.Reads) == 0 {
		return nil, nil
	}
	log, err := decodeReads(p.Baseline.Reads)
	if err != nil {
		return nil, fmt.Errorf("publish: the build's reads: %w", err)
	}
	return &previous{log: log, built: p.Baseline.Pages}, nil
}

// builtPage reads path's page as the build prerendered it; ok is false
// when the build has no such page.
func builtPage(fsys fs.FS, path string) (page Page, ok bool, err error) {
	name := strings.TrimPrefix(path, "/")
	page.HTML, err = fs.ReadFile(fsys, name+"/index.html")
	if errors.Is(err, fs.ErrNotExist) {
		return page, false, nil
	}
	if err != nil {
		return page, false, fmt.Errorf("publish: built page %s: %w", path, err)
	}
	page.Data, err = fs.ReadFile(fsys, name+".data")
	if errors.Is(err, fs.ErrNotExist) {
		return page, true, nil
	}
	if err != nil {
		return page, false, fmt.Errorf("publish: built page %s: %w", path, err)
	}
	return page, true, nil
}

// changedFromBuild lists the pages ("/ar/home") of a first publish whose
// HTML or .data differ from the build's, or that the build has and the
// publish has not (the log lists every built page), sorted. The server
// finishes a page from its path and bytes alone, so equal bytes are equal
// files.
func (prev *previous) changedFromBuild(pages map[string]Page) ([]string, error) {
	var changed []string
	for path, page := range pages {
		was, ok, err := builtPage(prev.built, path)
		if err != nil {
			return nil, err
		}
		if !ok || !bytes.Equal(was.HTML, page.HTML) || !bytes.Equal(was.Data, page.Data) {
			changed = append(changed, path)
		}
	}
	for path := range prev.log.Pages {
		if _, ok := pages[path]; !ok {
			changed = append(changed, path)
		}
	}
	slices.Sort(changed)
	return changed, nil
}

// fromBuild returns the build's page for path when the page's reads find
// the same values in the document t renders as in the build's.
func (prev *previous) fromBuild(ctx context.Context, t Tracker, path string, digests map[int]string) (*Page, *Reads, error) {
	r, err := prev.same(ctx, t, path, digests)
	if err != nil || r == nil {
		return nil, nil, err
	}
	page, ok, err := builtPage(prev.built, path)
	if err != nil || !ok {
		return nil, nil, err
	}
	return &page, r, nil
}

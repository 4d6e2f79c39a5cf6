package publish

import (
	"bytes"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
)

// Reads is what rendering read of the content document: the places (keys:
// a kind of access and a JSON pointer, sorted) and a digest of what was
// found there. Rendered from another document whose same keys find the
// same values, the page is the same bytes (docs/decisions/0225).
type Reads struct {
	Keys   []string
	Digest string
}

// Tracker is a Renderer that notes what it reads (Page.Reads), so that a
// publish renders only the pages whose reads differ from the live
// generation's and takes the others' files as they are.
type Tracker interface {
	// StartReads is what starting the renderer read (the list of paths
	// is made of it); nil when it notes no reads.
	StartReads() *Reads
	// Digest is the digest of what keys find in the renderer's document.
	Digest(ctx context.Context, keys []string) (string, error)
}

// readLog is what every page of a generation read, stored beside it.
// Pages that read alike (a page and its /a/ variant) share one key list.
type readLog struct {
	Start Reads                `json:"start"`
	Sets  [][]string           `json:"sets"`
	Pages map[string]pageReads `json:"pages"`
	index map[string]int       // a key list's place in Sets, while adding
}

type pageReads struct {
	Set    int    `json:"set"`
	Digest string `json:"digest"`
}

func newReadLog(start Reads) *readLog {
	return &readLog{Start: start, Pages: map[string]pageReads{}, index: map[string]int{}}
}

func (l *readLog) add(path string, r Reads) {
	id := strings.Join(r.Keys, "\x00")
	set, ok := l.index[id]
	if !ok {
		set = len(l.Sets)
		l.Sets = append(l.Sets, r.Keys)
		l.index[id] = set
	}
	l.Pages[path] = pageReads{Set: set, Digest: r.Digest}
}

func (l *readLog) encode() ([]byte, error) {
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	if err := json.NewEncoder(z).Encode(l); err != nil {
		return nil, err
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// reads returns what the pages of generation id read, nil when that was
// not noted.
func (s *Store) reads(ctx context.Context, id int64) (*readLog, error) {
	var blob []byte
	err := s.db.QueryRowContext(ctx, `SELECT reads FROM generation_reads WHERE generation_id = $1`, id).Scan(&blob)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("publish: reads of %d: %w", id, err)
	}
	l, err := decodeReads(blob)
	if err != nil {
		return nil, fmt.Errorf("publish: reads of %d: %w", id, err)
	}
	return l, nil
}

// decodeReads reads an encoded readLog.
func decodeReads(blob []byte) (*readLog, error) {
	z, err := gzip.NewReader(bytes.NewReader(blob))
	if err != nil {
		return nil, err
	}
	raw, err := io.ReadAll(z)
	if err != nil {
		return nil, err
	}
	var l readLog
	if err := json.Unmarshal(raw, &l); err != nil {
		return nil, err
	}
	for _, p := range l.Pages {
		if p.Set < 0 || p.Set >= len(l.Sets) {
			return nil, fmt.Errorf("no key list %d", p.Set)
		}
	}
	return &l, nil
}

// previous is the live generation, when a publish may take pages from it,
// or the build's pages when nothing was published (Baseline).
type previous struct {
	log   *readLog
	files map[string]File // by name, without bodies: the store has them
	built fs.FS           // the build's pages, when they are the previous ones
	// companions names the files kept with a page taken (Publisher.Companions).
	companions func(page string) []string
}

// previous returns the live generation if this build can reuse its pages
// (same build and origin, reads noted), the build's pages when nothing
// was published, nil otherwise.
func (p *Publisher) previous(ctx context.Context) (*previous, error) {
	id, err := p.Store.Live(ctx)
	if err != nil {
		return nil, err
	}
	if id == 0 {
		return p.baseline()
	}
	g, err := p.Store.Generation(ctx, id)
	if err != nil || !g.Fits(p.Build, p.BaseURL) {
		return nil, err
	}
	log, err := p.Store.reads(ctx, id)
	if err != nil || log == nil {
		return nil, err
	}
	files, err := p.Store.Files(ctx, id, func(string) bool { return true })
	if err != nil {
		return nil, err
	}
	prev := &previous{log: log, files: make(map[string]File, len(files)), companions: p.Companions}
	for _, f := range files {
		prev.files[f.Name] = f
	}
	return prev, nil
}

// unchanged returns the live generation's files of path (its page, its
// .data if it has one, and its companions) when the page's reads find the
// same values in the document t renders; digests caches the digest of
// each key list.
func (prev *previous) unchanged(ctx context.Context, t Tracker, path string, digests map[int]string) ([]File, *Reads, error) {
	page, ok := prev.files[path]
	if !ok {
		return nil, nil, nil
	}
	r, err := prev.same(ctx, t, path, digests)
	if err != nil || r == nil {
		return nil, nil, err
	}
	files := []File{page}
	if data, ok := prev.files[path+".data"]; ok {
		files = append(files, data)
	}
	if prev.companions != nil {
		for _, name := range prev.companions(path) {
			f, ok := prev.files[name]
			if !ok {
				return nil, nil, nil // lost (a generation before companions were kept): render it again
			}
			files = append(files, f)
		}
	}
	return files, r, nil
}

// same returns what path's page read when its reads find the same values
// in the document t renders, nil when they do not (or it was not
// rendered); digests caches the digest of each key list.
func (prev *previous) same(ctx context.Context, t Tracker, path string, digests map[int]string) (*Reads, error) {
	pr, ok := prev.log.Pages[path]
	if !ok {
		return nil, nil
	}
	d, ok := digests[pr.Set]
	if !ok {
		var err error
		if d, err = t.Digest(ctx, prev.log.Sets[pr.Set]); err != nil {
			return nil, fmt.Errorf("publish: reads of %s: %w", path, err)
		}
		digests[pr.Set] = d
	}
	if d != pr.Digest {
		return nil, nil
	}
	return &Reads{Keys: prev.log.Sets[pr.Set], Digest: d}, nil
}

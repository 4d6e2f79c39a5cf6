package server

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"maps"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"agencysite/internal/publish"
)

// LiveSite is the site being served: the binary's own build until a
// generation is published, then the live generation's pages over the
// build's static files. Each swap replaces one immutable value, so every
// request sees one generation whole (docs/decisions/0190).
type LiveSite struct {
	own   *site // the binary's build, pages included
	build string
	now   atomic.Pointer[served]
	ready atomic.Bool

	mu     sync.Mutex // one apply at a time; guards what follows
	gen    int64      // the generation served, 0 for the build's own pages
	skip   int64      // a live generation this build cannot serve, logged once
	byHash map[string]*asset
}

// served is one site and the handlers made for it.
type served struct {
	site                *site
	pages, sitemap, adm http.Handler
	generation          int64
}

// NewLiveSite loads the build in fsys and serves it until Follow brings a
// generation in.
func NewLiveSite(fsys fs.FS, baseURL string) (*LiveSite, error) {
	own, err := loadSite(fsys, baseURL)
	if err != nil {
		return nil, err
	}
	build, err := publish.BuildID(fsys)
	if err != nil {
		return nil, err
	}
	l := &LiveSite{own: own, build: build, byHash: map[string]*asset{}}
	l.swap(own, 0)
	l.ready.Store(true) // until Sync finds a generation it cannot serve yet
	return l, nil
}

// Build names the front-end build this site's scripts come from.
func (l *LiveSite) Build() string { return l.build }

// Generation is the number of the generation served, 0 for the build's own pages.
func (l *LiveSite) Generation() int64 { return l.now.Load().generation }

func (l *LiveSite) swap(s *site, gen int64) {
	l.now.Store(&served{site: s, pages: handleSite(s), sitemap: handleSitemap(s), adm: handleAdminApp(s), generation: gen})
}

// handler serves each request with the site current when it arrives.
func (l *LiveSite) handler(pick func(*served) http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pick(l.now.Load()).ServeHTTP(w, r)
	})
}

// Ready is nil once the site serves what is published for this build
// (or there is nothing published): until then a load balancer must not
// send visitors here, who would get older pages (GET /readyz).
func (l *LiveSite) Ready() error {
	if l.ready.Load() {
		return nil
	}
	return errors.New("the live pages were rendered by another build (or for another base URL): re-rendering them with this one")
}

// Sync makes the live generation of store the one served, when it is
// not already and this build can serve it. It reads only the files
// whose bytes the served generation lacks.
func (l *LiveSite) Sync(ctx context.Context, store *publish.Store, log *slog.Logger) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	start := time.Now()
	id, err := store.Live(ctx)
	if err != nil {
		return err
	}
	if id == l.gen || id == l.skip {
		l.ready.Store(id == l.gen)
		return nil
	}
	g, err := store.Generation(ctx, id)
	if err != nil {
		return err
	}
	if !g.Fits(l.build, l.own.baseURL) {
		// An older binary during a rolling upgrade, or a newer one whose
		// re-render is not done: keep serving what this build can.
		log.Warn("live generation left unserved: rendered by another build or for another base URL",
			"generation", id, "its_build", g.Build, "build", l.build, "its_base_url", g.BaseURL)
		l.skip = id
		l.ready.Store(false)
		return nil
	}
	files, err := store.Files(ctx, id, func(h string) bool { return l.byHash[h] != nil })
	if err != nil {
		return err
	}
	s, byHash, err := l.own.withGeneration(files, l.byHash)
	if err != nil {
		return fmt.Errorf("server: generation %d: %w", id, err)
	}
	l.swap(s, id)
	l.gen, l.byHash = id, byHash
	// The build's own pages are never served again (a rollback goes to a
	// generation): keep only what the next switch builds on.
	l.own = &site{config: l.own.config, baseURL: l.own.baseURL, admin: l.own.admin, organization: l.own.organization, static: l.own.static}
	l.ready.Store(true)
	log.Info("serving generation", "generation", id, "files", len(files), "took", time.Since(start).Round(time.Millisecond).String())
	return nil
}

// FollowEvery is how often an instance asks which generation is live: a
// switch reaches every instance within about this long, plus the read of
// the pages it changed.
const FollowEvery = time.Second

// Follow keeps the site on the live generation, checking every interval
// (a one-row read), until ctx ends. Errors are logged and retried.
func (l *LiveSite) Follow(ctx context.Context, store *publish.Store, every time.Duration, log *slog.Logger) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := l.Sync(ctx, store, log); err != nil && ctx.Err() == nil {
			log.Error("follow the live generation", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// withGeneration is the build's static files with a generation's pages
// and .data files in place of the build's own. Files without a body are
// found in have by hash. It returns the new site and its assets by hash.
func (own *site) withGeneration(files []publish.File, have map[string]*asset) (*site, map[string]*asset, error) {
	s := &site{
		config: own.config, baseURL: own.baseURL, admin: own.admin, organization: own.organization,
		pages: map[string]*asset{}, notFound: map[string]*asset{}, projectNotFound: map[string]*asset{},
		static: maps.Clone(own.static),
	}
	drewPreviews := slices.ContainsFunc(files, func(f publish.File) bool { return isPreview(f.Name) })
	for name := range s.static {
		if strings.HasSuffix(name, ".data") || drewPreviews && isPreview(name) {
			delete(s.static, name) // the generation has its own
		}
	}
	byHash := make(map[string]*asset, len(files))
	for _, f := range files {
		var a asset
		if f.Body != nil {
			a = asset{body: f.Body, br: f.Br, gz: f.Gz, etag: f.Hash[:32], cacheControl: cacheRevalidate}
		} else if had := have[f.Hash]; had != nil {
			// The bytes are shared, never written; the header values are
			// built anew at the first request (a new value's sync.Once).
			a = asset{body: had.body, br: had.br, gz: had.gz, etag: had.etag, cacheControl: had.cacheControl}
		} else {
			return nil, nil, fmt.Errorf("file %s: no bytes for %s", f.Name, f.Hash)
		}
		a.contentType, a.csp = f.ContentType, f.CSP
		byHash[f.Hash] = &a
		if strings.HasSuffix(f.Name, ".data") || isPreview(f.Name) {
			s.static[f.Name] = &a
		} else {
			s.file(f.Name, &a)
		}
	}
	if s.notFound[""] == nil || len(s.pages) == 0 {
		return nil, nil, errors.New("no pages, or no /404 page")
	}
	s.sitemap = buildSitemap(s)
	return s, byHash, nil
}

// NewFinisher returns what a publish uses to make files of rendered
// pages the way this server serves the build's own (finishPage), for the
// build in fsys and the public origin baseURL.
func NewFinisher(fsys fs.FS, baseURL string) (publish.Finisher, error) {
	own, pageBodies, err := loadStatic(fsys, baseURL)
	if err != nil {
		return nil, err
	}
	previews := newPreviews(own, pageBodies)
	return func(pages map[string]publish.Page, stored func(string) bool) ([]publish.File, error) {
		images, err := previews.forPages(own, pages)
		if err != nil {
			return nil, fmt.Errorf("share previews: %w", err)
		}
		own := own.withPreviews(images) // the pages' heads name them
		files := make([]publish.File, 0, 2*len(pages)+len(images))
		add := func(name string, a *asset) {
			hash := publish.Sum(a.body)
			if !stored(hash) {
				a.compress()
			}
			files = append(files, publish.File{Name: name, ContentType: a.contentType, CSP: a.csp, Hash: hash, Body: a.body, Br: a.br, Gz: a.gz})
		}
		for urlPath, p := range pages {
			if !strings.HasPrefix(urlPath, "/") || len(p.HTML) == 0 {
				return nil, fmt.Errorf("page %q: no HTML", urlPath)
			}
			add(urlPath, own.finishPage(urlPath, p.HTML))
			if p.Data != nil {
				add(urlPath+".data", newAsset("x.data", p.Data))
			}
		}
		for name := range images {
			add(name, own.static[name])
		}
		return files, nil
	}, nil
}

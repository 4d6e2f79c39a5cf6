package publish

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"agencysite/internal/database"
)

// Page is what rendering one path gives: the prerendered HTML and React
// Router's .data (nil when the route has no loader), exactly as
// `react-router build` writes them.
type Page struct {
	HTML, Data []byte
	// Reads is what the render read of the content document, nil when
	// the renderer does not note it (Tracker).
	Reads *Reads
}

// Renderer renders the paths of one content document (internal/render's
// engine, or the built pages in tests and before it exists).
type Renderer interface {
	// Paths lists every path to prerender for the document.
	Paths(ctx context.Context) ([]string, error)
	Render(ctx context.Context, path string) (Page, error)
	// Close releases the engine: nothing of it stays between publishes.
	Close() error
}

// Engine starts a Renderer for a content document.
type Engine func(ctx context.Context, content []byte) (Renderer, error)

// Finisher turns rendered pages (by path) into the files served, adding
// what the server derives from pages: its head tags, CSP, ETag, and the
// compressed forms of every body for which stored is false.
type Finisher func(pages map[string]Page, stored func(hash string) bool) ([]File, error)

// Publisher renders content documents into generations and makes them live.
type Publisher struct {
	DB     *database.DB
	Store  *Store
	Engine Engine
	Finish Finisher
	// Build and BaseURL are written on every generation (Generation.Fits).
	Build, BaseURL string
	// Baseline, when set, is what a first publish compares with.
	Baseline *Baseline
	// Companions names the files served beside a page, besides its .data,
	// that a publish keeps with the page when it takes it from the live
	// generation: its share preview (server.Companions). A page whose
	// companion the live generation lacks is rendered again, so that its
	// companion is made anew. nil: pages have none.
	Companions func(page string) []string
	// SQLitePath is the database file, beside which the lock lives on
	// SQLite; empty on PostgreSQL.
	SQLitePath string
	// Engines is how many renderers a publish of many pages runs side by
	// side; 0: one per core (runtime.GOMAXPROCS).
	Engines int
	// beforeCommit runs inside the storing transaction (tests).
	beforeCommit func()
}

// Request is one publish.
type Request struct {
	Content []byte
	// Compose, when set, makes the content published from the live
	// generation's (Store.LiveContent: nil when none), under the lock: a
	// publish that ended meanwhile is built on, never undone. Content is
	// then ignored.
	Compose func(live []byte) ([]byte, error)
	By      string // who publishes
	Summary string // what changed
	// RestoredFrom and RestoredItem, for a restore: the version taken back
	// and the item's pointer ("" for the whole site), as Generation's.
	RestoredFrom int64
	RestoredItem string
	// Wait for a publish already running to end, rather than ErrBusy.
	Wait bool
	// Locked, when set, is called once the publish holds the lock: it is
	// the one running (the studio's job answers then).
	Locked func()
	// Progress, when set, is told how many of the pages are done, after
	// each page (rendered or reused) and once before the first.
	Progress func(done, total int)
}

// Result tells what a publish did.
type Result struct {
	Generation int64
	Pages      int           // pages rendered
	Reused     int           // pages whose reads were unchanged, taken from the live generation
	Files      int           // files in the generation (pages and .data)
	New        int           // files whose bytes no kept generation had
	Took       time.Duration // from the lock taken to the switch committed
	// Changed lists the pages ("/ar/home") whose HTML or .data differ from
	// the generation live before, sorted; every page on a first publish.
	Changed []string
}

// Publish renders req.Content, stores the pages as a new generation and
// makes it live. Any error leaves the live generation as it was.
func (p *Publisher) Publish(ctx context.Context, req Request) (Result, error) {
	var res Result
	err := lock(ctx, p.DB, p.SQLitePath, req.Wait, func() error {
		if req.Locked != nil {
			req.Locked()
		}
		var err error
		res, err = p.publishLocked(ctx, req)
		return err
	})
	// The engine and the pages are garbage now: give the memory back
	// rather than carry a publish's peak until the next one.
	debug.FreeOSMemory()
	return res, err
}

// publishLocked is Publish with the lock held.
func (p *Publisher) publishLocked(ctx context.Context, req Request) (Result, error) {
	var res Result
	start := time.Now()
	if req.Compose != nil {
		live, err := p.Store.LiveContent(ctx)
		if err != nil {
			return res, err
		}
		if req.Content, err = req.Compose(live); err != nil {
			return res, err
		}
	}
	prev, err := p.previous(ctx)
	if err != nil {
		return res, err
	}
	pages, reused, reads, err := p.render(ctx, req.Content, prev, req.Progress)
	if err != nil {
		return res, err
	}
	if prev != nil && prev.built != nil {
		// The build's pages are not stored yet: every page is finished.
		if res.Changed, err = prev.changedFromBuild(pages); err != nil {
			return res, err
		}
	}
	stored, err := p.Store.StoredBlobs(ctx)
	if err != nil {
		return res, err
	}
	files, err := p.Finish(pages, func(h string) bool { return stored[h] })
	if err != nil {
		return res, fmt.Errorf("publish: finish pages: %w", err)
	}
	// A page taken names the companions it shares with a page rendered
	// (the variants' pages share a preview): the new one wins.
	files = withoutRepeats(append(files, reused.files...))
	for i, f := range files {
		if stored[f.Hash] {
			files[i].Body, files[i].Br, files[i].Gz = nil, nil, nil // the store has it
		} else {
			res.New++
		}
	}
	g := Generation{CreatedAt: p.DB.Now().Truncate(time.Microsecond), CreatedBy: req.By, Summary: req.Summary,
		RestoredFrom: req.RestoredFrom, RestoredItem: req.RestoredItem, Build: p.Build, BaseURL: p.BaseURL, Pages: len(pages) - reused.built + reused.pages, Content: req.Content}
	var log []byte
	if reads != nil {
		if log, err = reads.encode(); err != nil {
			return res, fmt.Errorf("publish: reads: %w", err)
		}
	}
	was, err := p.liveFiles(ctx)
	if err != nil {
		return res, err
	}
	id, err := p.Store.save(ctx, g, files, log, p.beforeCommit)
	if err != nil {
		return res, err
	}
	if prev == nil || prev.built == nil {
		res.Changed = changedPages(was, files)
	}
	res.Generation, res.Pages, res.Reused, res.Files, res.Took = id, len(pages)-reused.built, reused.pages, len(files), time.Since(start)
	return res, nil
}

// withoutRepeats keeps the first file of each name.
func withoutRepeats(files []File) []File {
	seen := make(map[string]bool, len(files))
	return slices.DeleteFunc(files, func(f File) bool {
		if seen[f.Name] {
			return true
		}
		seen[f.Name] = true
		return false
	})
}

// reusedPages are the pages a publish takes from the live generation, or
// from the build (those are among the pages to finish).
type reusedPages struct {
	pages int
	files []File
	built int // of pages, those taken from the build
}

// render renders the paths of content, closing the engine before it
// returns; the first error ends the publish. With a previous generation
// and a renderer that notes its reads, a page whose reads find the same
// values is not rendered: its files are taken from prev. That holds when
// the list of paths changed too (a project added, hidden or moved): a
// path prev lacks is rendered, a path no longer listed is dropped, and a
// page's render depends on its own reads alone, not on start-up's (the
// list of paths, which a render consults only to know that its own path
// is listed; docs/decisions/0340). reads is what every page read, nil
// when any is unknown.
func (p *Publisher) render(ctx context.Context, content []byte, prev *previous, progress func(done, total int)) (pages map[string]Page, reused reusedPages, reads *readLog, err error) {
	if p.Engine == nil {
		return nil, reused, nil, errors.New("publish: this binary has no page renderer")
	}
	r, err := p.Engine(ctx, content)
	if err != nil {
		return nil, reused, nil, fmt.Errorf("publish: start renderer: %w", err)
	}
	defer func() {
		if cerr := r.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("publish: close renderer: %w", cerr)
		}
	}()
	paths, err := r.Paths(ctx)
	if err != nil {
		return nil, reused, nil, fmt.Errorf("publish: list the paths: %w", err)
	}
	if len(paths) == 0 {
		return nil, reused, nil, errors.New("publish: the renderer lists no paths")
	}
	t, _ := r.(Tracker)
	if t != nil && t.StartReads() != nil {
		reads = newReadLog(*t.StartReads())
	}
	if reads == nil {
		prev = nil // every page is rendered
	}
	digests := map[int]string{}
	pages = make(map[string]Page, len(paths))
	if progress == nil {
		progress = func(int, int) {}
	}
	progress(0, len(paths))
	// First the pages whose reads find what they found before: taken as
	// they are, in a moment; then the others, rendered.
	taken := map[string]*Reads{}
	var todo []string
	for _, path := range paths {
		if err := ctx.Err(); err != nil {
			return nil, reused, nil, fmt.Errorf("publish: %w", err)
		}
		if prev != nil && prev.built != nil {
			page, was, err := prev.fromBuild(ctx, t, path, digests)
			if err != nil {
				return nil, reused, nil, err
			}
			if page != nil {
				reused.pages++
				reused.built++
				pages[path], taken[path] = *page, was
				continue
			}
		} else if prev != nil {
			files, was, err := prev.unchanged(ctx, t, path, digests)
			if err != nil {
				return nil, reused, nil, err
			}
			if files != nil {
				reused.pages++
				reused.files = append(reused.files, files...)
				taken[path] = was
				continue
			}
		}
		todo = append(todo, path)
	}
	progress(len(paths)-len(todo), len(paths))
	rendered, err := p.renderAll(ctx, r, content, todo, func(done int) { progress(len(paths)-len(todo)+done, len(paths)) })
	if err != nil {
		return nil, reused, nil, err
	}
	for i, path := range todo {
		pages[path] = rendered[i]
		if reads != nil && rendered[i].Reads == nil {
			return nil, reused, nil, fmt.Errorf("publish: render %s: the renderer noted no reads", path)
		}
	}
	if reads != nil { // in the paths' order, so that the log is the same however the pages were rendered
		for _, path := range paths {
			if was, ok := taken[path]; ok {
				reads.add(path, *was)
			} else {
				reads.add(path, *pages[path].Reads)
			}
		}
	}
	progress(len(paths), len(paths))
	return pages, reused, reads, nil
}

// pagesPerEngine is how many pages to render make another engine worth
// its start (about a second of one core, against a few tenths a page).
const pagesPerEngine = 12

// renderAll renders paths with r and, when there are many, with more
// engines side by side (Publisher.Engines), each started for content and
// closed when done; done is told how many are rendered so far. Pages are
// rendered each on its own (decision 0340: a page depends on its own reads,
// the build and the base URL only), so their order does not matter: each
// engine takes a run of pages of the same routes (an engine renders a
// route's first page slowly, its later ones quickly), then helps the
// others from the far end of theirs.
func (p *Publisher) renderAll(ctx context.Context, r Renderer, content []byte, paths []string, done func(int)) ([]Page, error) {
	engines := p.Engines
	if engines <= 0 {
		engines = runtime.GOMAXPROCS(0)
	}
	engines = max(1, min(engines, len(paths)/pagesPerEngine))
	out := make([]Page, len(paths))
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	queue := newRouteQueue(paths, engines)
	finished := 0
	var mu sync.Mutex
	work := func(engine int, r Renderer) {
		for ctx.Err() == nil {
			i, ok := queue.next(engine)
			if !ok {
				return
			}
			page, err := r.Render(ctx, paths[i])
			if err != nil {
				cancel(fmt.Errorf("publish: render %s: %w", paths[i], err))
				return
			}
			out[i] = page
			mu.Lock()
			finished++
			done(finished)
			mu.Unlock()
		}
	}
	var wg sync.WaitGroup
	for engine := 1; engine < engines; engine++ {
		wg.Go(func() {
			more, err := p.Engine(ctx, content)
			if err != nil {
				if ctx.Err() == nil {
					cancel(fmt.Errorf("publish: start renderer: %w", err))
				}
				return
			}
			defer more.Close()
			work(engine, more)
		})
	}
	work(0, r)
	wg.Wait()
	if err := context.Cause(ctx); err != nil {
		return nil, err
	}
	return out, nil
}

// routeQueue hands out the indexes of paths sorted by language, then by
// route (the path without its variant: /a/ar/project/3 is ar project/3),
// in one run per engine; an engine whose run is done takes the last page
// of the longest run left. An engine's first page in a language costs
// about a second more than the next (the language's texts and formats are
// loaded), its first of a route little: a run of few languages is quicker.
type routeQueue struct {
	mu    sync.Mutex
	order []int    // indexes of paths, by route
	runs  [][2]int // each engine's run of order: [next, end)
}

func newRouteQueue(paths []string, engines int) *routeQueue {
	q := &routeQueue{order: make([]int, len(paths)), runs: make([][2]int, engines)}
	for i := range q.order {
		q.order[i] = i
	}
	if engines > 1 {
		slices.SortStableFunc(q.order, func(a, b int) int { return strings.Compare(route(paths[a]), route(paths[b])) })
	}
	for e := range engines {
		q.runs[e] = [2]int{e * len(paths) / engines, (e + 1) * len(paths) / engines}
	}
	return q
}

func (q *routeQueue) next(engine int) (int, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if run := &q.runs[engine]; run[0] < run[1] {
		run[0]++
		return q.order[run[0]-1], true
	}
	longest := -1
	for e, run := range q.runs {
		if run[1]-run[0] > 1 && (longest < 0 || run[1]-run[0] > q.runs[longest][1]-q.runs[longest][0]) {
			longest = e
		}
	}
	if longest < 0 {
		return 0, false
	}
	q.runs[longest][1]--
	return q.order[q.runs[longest][1]], true
}

// route is a page's language and route: its path without the /a/
// variant (/a/ar/project/3 → ar/project/3, /404 → 404).
func route(path string) string {
	return strings.TrimPrefix(strings.TrimPrefix(path, "/a/"), "/")
}

// Rollback makes generation id live again, refusing (ErrOtherBuild) one
// whose pages this build cannot serve.
func (p *Publisher) Rollback(ctx context.Context, id int64) (Generation, error) {
	g, err := p.Store.Generation(ctx, id)
	if err != nil {
		return g, err
	}
	if !g.Fits(p.Build, p.BaseURL) {
		return g, fmt.Errorf("%w: generation %d has build %s for %s; this binary has build %s for %s",
			ErrOtherBuild, id, g.Build, g.BaseURL, p.Build, p.BaseURL)
	}
	err = lock(ctx, p.DB, p.SQLitePath, true, func() error { return p.Store.Switch(ctx, id) })
	return g, err
}

// Upgrade re-renders the live generation's content with this build when
// the live pages were rendered by another build (or for another origin),
// so an upgraded binary never serves pages whose scripts it lacks. It
// returns whether it published. Instances starting together re-check
// under the lock: one renders, the others find it done.
func (p *Publisher) Upgrade(ctx context.Context) (bool, error) {
	stale := func() (Generation, bool, error) {
		id, err := p.Store.Live(ctx)
		if err != nil || id == 0 {
			return Generation{}, false, err
		}
		g, err := p.Store.Generation(ctx, id)
		return g, err == nil && !g.Fits(p.Build, p.BaseURL), err
	}
	if _, ok, err := stale(); err != nil || !ok {
		return false, err
	}
	published := false
	err := lock(ctx, p.DB, p.SQLitePath, true, func() error {
		g, ok, err := stale()
		if err != nil || !ok {
			return err
		}
		_, err = p.publishLocked(ctx, Request{Content: g.Content, By: "upgrade",
			Summary: fmt.Sprintf("generation %d re-rendered by build %s", g.ID, p.Build)})
		published = err == nil
		return err
	})
	debug.FreeOSMemory()
	return published, err
}

package publish

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

func TestPublishStoresAndSwitches(t *testing.T) {
	ctx := context.Background()
	p := freshPublisher(t, &fakeEngine{})
	if id, err := p.Store.Live(ctx); err != nil || id != 0 {
		t.Fatalf("before any publish: got %d, %v, want 0", id, err)
	}
	r1, err := p.Publish(ctx, Request{Content: []byte(`"v1"`), By: "ana@agency.test", Summary: "first"})
	if err != nil {
		t.Fatal(err)
	}
	if r1.Pages != 4 || r1.Files != 8 || r1.New != 8 {
		t.Fatalf("got %+v, want 4 pages, 8 files, 8 new", r1)
	}
	r2, err := p.Publish(ctx, Request{Content: []byte(`"v2"`), By: "omar@agency.test", Summary: "second"})
	if err != nil {
		t.Fatal(err)
	}
	if r2.New != 4 { // the .data files are the same bytes
		t.Fatalf("got %d new files, want 4", r2.New)
	}
	if id, _ := p.Store.Live(ctx); id != r2.Generation {
		t.Fatalf("live: got %d, want %d", id, r2.Generation)
	}
	gens, err := p.Store.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(gens) != 2 || !gens[0].Live || gens[1].Live || gens[0].CreatedBy != "omar@agency.test" ||
		gens[1].Summary != "first" || string(gens[1].Content) != `"v1"` || gens[0].Build != "b1" || gens[0].Pages != 4 {
		t.Fatalf("got %+v", gens)
	}
	home := snapshot(t, p.Store, r2.Generation)["/en/home"]
	if !strings.Contains(string(home.Body), `"v2"`) || home.Gz == nil || home.CSP == "" {
		t.Fatalf("got %+v, want the second document's page", home)
	}
}

func TestRollbackRestoresExactBytes(t *testing.T) {
	ctx := context.Background()
	p := freshPublisher(t, &fakeEngine{})
	v1, before := publishV1(t, p)
	if _, err := p.Publish(ctx, Request{Content: []byte(`"v2"`)}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Rollback(ctx, v1); err != nil {
		t.Fatal(err)
	}
	if id, _ := p.Store.Live(ctx); id != v1 {
		t.Fatalf("live: got %d, want %d", id, v1)
	}
	sameFiles(t, snapshot(t, p.Store, v1), before)

	if _, err := p.Rollback(ctx, 99); !errors.Is(err, ErrNotFound) {
		t.Fatalf("rollback to 99: got %v, want ErrNotFound", err)
	}
	other := *p
	other.Build = "b2"
	if _, err := other.Rollback(ctx, v1); !errors.Is(err, ErrOtherBuild) {
		t.Fatalf("rollback from another build: got %v, want ErrOtherBuild", err)
	}
}

func TestFailingRenderChangesNothing(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	db := dbtest.OpenURL(t, url)
	good := newPublisher(t, db, url, &fakeEngine{})
	v1, before := publishV1(t, good)
	e := &fakeEngine{failAt: "/en/faq"}
	bad := newPublisher(t, db, url, e)
	_, err := bad.Publish(ctx, Request{Content: []byte(`"v2"`)})
	if err == nil || !strings.Contains(err.Error(), "/en/faq") || !strings.Contains(err.Error(), "ReferenceError") {
		t.Fatalf("got %v, want the failing path and the script's error", err)
	}
	if e.closed.Load() != 1 {
		t.Fatalf("renderer closed %d times, want 1", e.closed.Load())
	}
	if id, _ := good.Store.Live(ctx); id != v1 {
		t.Fatalf("live: got %d, want %d", id, v1)
	}
	if gens, _ := good.Store.List(ctx); len(gens) != 1 {
		t.Fatalf("got %d generations, want 1", len(gens))
	}
	sameFiles(t, snapshot(t, good.Store, v1), before)

	noPaths := newPublisher(t, db, url, &fakeEngine{paths: []string{}})
	if _, err := noPaths.Publish(ctx, Request{}); err == nil {
		t.Fatal("a renderer with no paths: got no error")
	}
}

func TestKeepsTheLastGenerations(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	db := dbtest.OpenURL(t, url)
	p := newPublisher(t, db, url, &fakeEngine{})
	var last Result
	for i := range Keep + 2 {
		var err error
		if last, err = p.Publish(ctx, Request{Content: fmt.Appendf(nil, `"v%d"`, i)}); err != nil {
			t.Fatal(err)
		}
	}
	gens, err := p.Store.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(gens) != Keep || gens[0].ID != last.Generation || gens[Keep-1].ID != last.Generation-Keep+1 {
		t.Fatalf("got %d generations from %d to %d, want the newest %d", len(gens), gens[len(gens)-1].ID, gens[0].ID, Keep)
	}
	var blobs int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM generation_blobs`).Scan(&blobs); err != nil {
		t.Fatal(err)
	}
	if want := Keep*len(fixturePaths) + len(fixturePaths); blobs != want { // each page's HTML, and the shared .data
		t.Fatalf("got %d blobs, want %d", blobs, want)
	}
}

func TestUpgradeRerendersTheLiveContent(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	db := dbtest.OpenURL(t, url)
	old := newPublisher(t, db, url, &fakeEngine{})
	if _, err := old.Publish(ctx, Request{Content: []byte(`"edited"`)}); err != nil {
		t.Fatal(err)
	}
	upgraded := newPublisher(t, db, url, &fakeEngine{})
	upgraded.Build = "b2"
	did, err := upgraded.Upgrade(ctx)
	if err != nil || !did {
		t.Fatalf("got %v, %v, want a re-render", did, err)
	}
	id, _ := upgraded.Store.Live(ctx)
	g, err := upgraded.Store.Generation(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if g.Build != "b2" || string(g.Content) != `"edited"` || g.CreatedBy != "upgrade" {
		t.Fatalf("got %+v, want the live content rendered by b2", g)
	}
	if did, err := upgraded.Upgrade(ctx); err != nil || did {
		t.Fatalf("second upgrade: got %v, %v, want nothing to do", did, err)
	}
}

// TestOnePublishAtATime runs two instances (two database handles; on
// PostgreSQL, two sessions) publishing at once.
func TestOnePublishAtATime(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	hold := make(chan struct{})
	first := newPublisher(t, dbtest.OpenURL(t, url), url, &fakeEngine{hold: hold})
	second := newPublisher(t, dbtest.OpenURL(t, url), url, &fakeEngine{})
	started := make(chan struct{})
	inner := first.Engine
	first.Engine = func(ctx context.Context, content []byte) (Renderer, error) {
		close(started) // the lock is held from here
		return inner(ctx, content)
	}
	done := make(chan error)
	go func() {
		_, err := first.Publish(ctx, Request{Content: []byte(`"first"`)})
		done <- err
	}()
	<-started
	if _, err := second.Publish(ctx, Request{Content: []byte(`"second"`)}); !errors.Is(err, ErrBusy) {
		t.Fatalf("while another publishes: got %v, want ErrBusy", err)
	}
	waited := make(chan Result)
	go func() {
		r, err := second.Publish(ctx, Request{Content: []byte(`"second"`), Wait: true})
		if err != nil {
			t.Error(err)
		}
		waited <- r
	}()
	close(hold)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	r := <-waited
	if id, _ := second.Store.Live(ctx); id != r.Generation {
		t.Fatalf("live: got %d, want the waiting publish's %d", id, r.Generation)
	}
	if gens, _ := second.Store.List(ctx); len(gens) != 2 {
		t.Fatalf("got %d generations, want both publishes kept", len(gens))
	}
}

// TestManyPagesRenderOnSeveralEngines: a publish of many pages renders them
// on engines side by side, each page once, every engine closed, to the
// same generation as one engine makes; one failing page fails the publish
// with its path and leaves the live generation; a few pages take one engine.
func TestManyPagesRenderOnSeveralEngines(t *testing.T) {
	ctx := context.Background()
	var paths []string
	for i := range 40 {
		paths = append(paths, fmt.Sprintf("/en/page-%02d", i))
	}
	url := dbtest.URL(t)
	db := dbtest.OpenURL(t, url)
	one := &fakeEngine{paths: paths}
	p := newPublisher(t, db, url, one)
	p.Engines = 1
	_, want := publishV1(t, p)
	three := &fakeEngine{paths: paths}
	q := newPublisher(t, db, url, three)
	q.Engines = 3
	v1, got := publishV1(t, q)
	if three.started.Load() != 3 || three.closed.Load() != 3 || three.rendered.Load() != 40 || one.started.Load() != 1 {
		t.Fatalf("three engines: %d started, %d closed, %d pages rendered; one: %d started; want 3, 3, 40, 1",
			three.started.Load(), three.closed.Load(), three.rendered.Load(), one.started.Load())
	}
	sameFiles(t, got, want)

	failing := &fakeEngine{paths: paths, failAt: "/en/page-30"}
	f := newPublisher(t, db, url, failing)
	f.Engines = 3
	if _, err := f.Publish(ctx, Request{Content: []byte(`"v2"`)}); err == nil || !strings.Contains(err.Error(), "/en/page-30") {
		t.Fatalf("a failing page: got %v, want its path", err)
	}
	if failing.closed.Load() != failing.started.Load() {
		t.Errorf("%d engines started, %d closed", failing.started.Load(), failing.closed.Load())
	}
	if id, _ := f.Store.Live(ctx); id != v1 {
		t.Fatalf("live: got %d, want %d kept", id, v1)
	}

	few := &fakeEngine{paths: paths[:12]}
	g := newPublisher(t, db, url, few)
	g.Engines = 3
	if _, err := g.Publish(ctx, Request{Content: []byte(`"v3"`)}); err != nil || few.started.Load() != 1 {
		t.Fatalf("twelve pages: %d engines started (%v), want one", few.started.Load(), err)
	}
}

// TestRouteQueue: engines take runs of the same languages and routes, each page once,
// and an engine done with its run takes from the far end of the longest.
func TestRouteQueue(t *testing.T) {
	paths := []string{"/en/home", "/en/project/1", "/ar/home", "/a/en/project/1", "/ar/project/1", "/a/ar/home", "/404", "/en/project/2"}
	if got := route("/a/ar/project/3") + " " + route("/en/home") + " " + route("/404"); got != "ar/project/3 en/home 404" {
		t.Fatalf("routes: %s", got)
	}
	q := newRouteQueue(paths, 2)
	var first []string
	seen := map[int]bool{}
	for range 3 {
		i, _ := q.next(0)
		first = append(first, route(paths[i]))
		seen[i] = true
	}
	if fmt.Sprint(first) != "[404 ar/home ar/home]" {
		t.Errorf("engine 0's run begins %v, want 404 then the Arabic homes", first)
	}
	for e := 1; ; e = 1 - e { // engine 1 takes its run, then both share what is left
		i, ok := q.next(e)
		if !ok {
			break
		}
		if seen[i] {
			t.Fatalf("%s handed out twice", paths[i])
		}
		seen[i] = true
	}
	if len(seen) != len(paths) {
		t.Fatalf("%d pages handed out, want each of the %d once", len(seen), len(paths))
	}
}

package publish

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"
)

// reloadable is a Reloader that records what it was given.
type reloadable struct {
	id      int
	docs    []string
	broken  bool
	closed  bool
	journal *[]string
	mu      *sync.Mutex
}

func (r *reloadable) Paths(context.Context) ([]string, error)          { return nil, nil }
func (r *reloadable) Render(context.Context, string) (Page, error)     { return Page{}, nil }
func (r *reloadable) StartReads() *Reads                               { return nil }
func (r *reloadable) Digest(context.Context, []string) (string, error) { return "", nil }
func (r *reloadable) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.closed = true
	return nil
}
func (r *reloadable) Reload(_ context.Context, doc []byte) error {
	if r.broken {
		return errors.New("engine closed")
	}
	r.docs = append(r.docs, string(doc))
	return nil
}

// TestKeepWarmReusesClosedRenderers: the renderers a publish closes are
// kept (up to max) and given the next publish's document instead of
// starting new ones; a kept one that cannot take it is closed and another
// started; an idle one is closed after keep.
func TestKeepWarmReusesClosedRenderers(t *testing.T) {
	ctx := context.Background()
	var mu sync.Mutex
	var started []*reloadable
	start := func(_ context.Context, doc []byte) (Renderer, error) {
		mu.Lock()
		defer mu.Unlock()
		r := &reloadable{id: len(started) + 1, docs: []string{string(doc)}, mu: &mu}
		started = append(started, r)
		return r, nil
	}
	engine := KeepWarm(start, 2, 100*time.Millisecond)
	open := func(doc string) []Renderer {
		var out []Renderer
		for range 3 {
			r, err := engine(ctx, []byte(doc))
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, r)
		}
		return out
	}
	for _, r := range open("first") {
		r.Close()
	}
	if len(started) != 3 || !started[2].closed || started[0].closed || started[1].closed {
		t.Fatalf("after the first publish: %d started, want 3 with two kept and the third closed", len(started))
	}
	started[1].broken = true
	second := open("second")
	if len(started) != 5 {
		t.Fatalf("second publish: %d started in all, want 5 (one kept reused, one broken replaced, one new)", len(started))
	}
	if !slices.Equal(started[0].docs, []string{"first", "second"}) || !started[1].closed {
		t.Errorf("kept renderers: %v reloaded, broken closed %v; want the first given the second document, the broken one closed",
			started[0].docs, started[1].closed)
	}
	for _, r := range second {
		r.Close()
	}
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		mu.Lock()
		idle := 0
		for _, r := range started {
			if !r.closed {
				idle++
			}
		}
		mu.Unlock()
		if idle == 0 {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Error("kept renderers were not closed after being idle for keep")
}

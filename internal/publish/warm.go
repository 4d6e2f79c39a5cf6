package publish

import (
	"context"
	"sync"
	"time"
)

// Reloader is a Renderer (that notes its reads) that can render another
// content document, as one started for it would (internal/render's
// Engine.SetContent).
type Reloader interface {
	Renderer
	Tracker
	Reload(ctx context.Context, content []byte) error
}

// KeepWarm returns an Engine that keeps up to max of the renderers a
// publish closes, for keep, and gives the next publishes those (with their
// document) before it starts new ones: starting an engine and rendering its
// first page in each language cost about a second each, a good part of a
// small publish (docs/decisions/0370). A kept renderer that cannot take the
// document (broken by a timeout, say) is closed and another started.
func KeepWarm(start Engine, max int, keep time.Duration) Engine {
	w := &warmEngines{start: start, max: max, keep: keep}
	return w.engine
}

type warmEngines struct {
	start Engine
	max   int
	keep  time.Duration
	mu    sync.Mutex
	idle  []*keptRenderer
}

// keptRenderer is a renderer lent to a publish; Close gives it back.
type keptRenderer struct {
	Reloader
	pool  *warmEngines
	timer *time.Timer // closes it once it has been idle for keep
}

func (w *warmEngines) engine(ctx context.Context, content []byte) (Renderer, error) {
	for {
		w.mu.Lock()
		if len(w.idle) == 0 {
			w.mu.Unlock()
			break
		}
		k := w.idle[len(w.idle)-1]
		w.idle = w.idle[:len(w.idle)-1]
		k.timer.Stop()
		w.mu.Unlock()
		if err := k.Reload(ctx, content); err == nil {
			return k, nil
		}
		k.Reloader.Close()
	}
	r, err := w.start(ctx, content)
	if err != nil {
		return nil, err
	}
	if rl, ok := r.(Reloader); ok {
		return &keptRenderer{Reloader: rl, pool: w}, nil
	}
	return r, nil
}

// Close keeps the renderer for the next publish, or closes it when max
// are kept already.
func (k *keptRenderer) Close() error {
	w := k.pool
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.idle) >= w.max {
		return k.Reloader.Close()
	}
	w.idle = append(w.idle, k)
	k.timer = time.AfterFunc(w.keep, func() { w.expire(k) })
	return nil
}

// expire closes k if it is still idle.
func (w *warmEngines) expire(k *keptRenderer) {
	w.mu.Lock()
	for i, idle := range w.idle {
		if idle == k {
			w.idle = append(w.idle[:i], w.idle[i+1:]...)
			w.mu.Unlock()
			k.Reloader.Close()
			return
		}
	}
	w.mu.Unlock()
}

// Package render prerenders the site's pages inside the binary: it runs the
// front end's render bundle (React Router's own server build, web/render.go)
// in QuickJS with a content document, and returns each page's HTML and .data
// exactly as `react-router build` writes them. An engine holds one
// JavaScript runtime; Close releases it, so nothing is held between publishes.
package render

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"agencysite/web"
)

// Options bound an engine. Zero values take the defaults.
type Options struct {
	// PageTimeout bounds one Render (and New's start-up); default 30 s.
	PageTimeout time.Duration
	// MemoryLimit bounds the JavaScript heap, in bytes; default 512 MiB.
	MemoryLimit uintptr
}

const (
	defaultPageTimeout = 30 * time.Second
	defaultMemoryLimit = 512 << 20
)

// Page is one prerendered path: its index.html and, when a route it matches
// has a loader, its .data file (nil otherwise).
type Page struct {
	HTML []byte
	Data []byte
	// Reads is what the render read of the content document, nil when the
	// engine does not note it (Engine.StartReads).
	Reads *Reads
}

// ScriptError is a failure inside the JavaScript: an exception, a timeout or
// an interrupt, or memory exhausted. Stack is the JavaScript stack; Logs what
// the bundle printed with console while rendering.
type ScriptError struct {
	Message string
	Stack   string
	Logs    []string
}

func (e *ScriptError) Error() string {
	msg := e.Message
	if e.Stack != "" {
		msg += "\n" + strings.TrimRight(e.Stack, "\n")
	}
	for _, l := range e.Logs {
		msg += "\n" + l
	}
	return msg
}

// ErrClosed is returned by an engine after Close, or after a failure that
// left its runtime unusable (a timeout or memory exhausted): start another.
var ErrClosed = errors.New("render: engine closed")

// Engine renders pages with one content document. Its methods may be called
// from any goroutine, one at a time (they wait for each other).
type Engine struct {
	mu     sync.Mutex
	rt     jsRuntime
	broken error // why the runtime may no longer be used
	opts   Options
	// startReads is what start-up read of the document; nil when reads are
	// not noted (no document given, or a bundle without __takeReads).
	startReads *Reads
}

// New starts an engine on the embedded render bundle with the content
// document (JSON; nil leaves the loaders on the bundle's default content).
func New(ctx context.Context, content []byte, opts Options) (*Engine, error) {
	prelude, main, err := web.RenderBundle()
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	return start(ctx, prelude, main, content, opts)
}

func start(ctx context.Context, prelude, main, content []byte, opts Options) (*Engine, error) {
	if opts.PageTimeout <= 0 {
		opts.PageTimeout = defaultPageTimeout
	}
	if opts.MemoryLimit == 0 {
		opts.MemoryLimit = defaultMemoryLimit
	}
	rt, err := newQuickJS(opts.MemoryLimit)
	if err != nil {
		return nil, fmt.Errorf("render: start: %w", err)
	}
	e := &Engine{rt: rt, opts: opts}
	err = e.guard(ctx, func() error {
		if err := rt.eval("prelude.js", prelude); err != nil {
			return err
		}
		if content != nil {
			if _, err := rt.call("__setContent", string(content)); err != nil {
				return fmt.Errorf("content: %w", err)
			}
		}
		if err := rt.eval("main.js", main); err != nil {
			return err
		}
		if content != nil {
			// A bundle that notes no reads leaves every page's unknown.
			e.startReads, _ = e.takeReads()
		}
		return nil
	})
	if err != nil {
		e.Close()
		return nil, fmt.Errorf("render: start: %w", err)
	}
	return e, nil
}

// SetContent makes the engine render another content document, as New
// would have started it for that one (its paths and start-up reads
// included), without loading the bundle again nor the languages' first
// pages: an engine kept between publishes.
func (e *Engine) SetContent(ctx context.Context, content []byte) error {
	err := e.guard(ctx, func() error {
		if _, err := e.rt.call("__setContent", string(content)); err != nil {
			return fmt.Errorf("content: %w", err)
		}
		if _, err := e.takeReads(); err != nil { // a render's leftovers, if any
			return err
		}
		if _, err := e.rt.call("__contentChanged"); err != nil {
			return err
		}
		reads, err := e.takeReads()
		e.startReads = reads
		return err
	})
	if err != nil {
		return fmt.Errorf("render: set content: %w", err)
	}
	return nil
}

// Paths returns every path to prerender, as the bundle computes it from the
// content (web/app/lib/prerender-paths.ts): Go keeps no list of its own.
func (e *Engine) Paths(ctx context.Context) ([]string, error) {
	var paths []string
	err := e.guard(ctx, func() error { return callJSON(e.rt, &paths, "__renderPaths") })
	if err != nil {
		return nil, fmt.Errorf("render: paths: %w", err)
	}
	return paths, nil
}

// Render prerenders one path (as Paths lists it, e.g. "/en/home").
func (e *Engine) Render(ctx context.Context, path string) (Page, error) {
	var page Page
	err := e.guard(ctx, func() error {
		if _, err := e.rt.call("__renderStart", path); err != nil {
			return err
		}
		for {
			if err := e.rt.runJobs(); err != nil {
				return err
			}
			out, err := e.rt.call("__renderPoll")
			if err != nil {
				return err
			}
			if s, _ := out.(string); s != "" {
				if err := outcome(s, &page); err != nil || e.startReads == nil {
					return err
				}
				page.Reads, err = e.takeReads()
				return err
			}
			ran, err := e.rt.call("__runTimer")
			if err != nil {
				return err
			}
			if ran != true {
				return errors.New("the render waits for nothing: no job and no timer left")
			}
		}
	})
	if err != nil {
		return Page{}, fmt.Errorf("render: %s: %w", path, err)
	}
	return page, nil
}

// outcome reads __renderPoll's answer into page, or into a *ScriptError.
func outcome(s string, page *Page) error {
	var o struct {
		HTML  *string  `json:"html"`
		Data  *string  `json:"data"`
		Error string   `json:"error"`
		Stack string   `json:"stack"`
		Logs  []string `json:"logs"`
	}
	if err := json.Unmarshal([]byte(s), &o); err != nil {
		return fmt.Errorf("reading the outcome: %w", err)
	}
	if o.HTML == nil {
		return &ScriptError{Message: o.Error, Stack: o.Stack, Logs: o.Logs}
	}
	page.HTML = []byte(*o.HTML)
	if o.Data != nil {
		page.Data = []byte(*o.Data)
	}
	return nil
}

// guard runs f on the runtime, one caller at a time, within the page timeout
// and ctx. A timeout, a cancelled ctx, memory exhausted or a panic inside
// the engine makes it unusable: Close is all that is left to do.
func (e *Engine) guard(ctx context.Context, f func() error) (err error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.broken != nil {
		return e.broken
	}
	deadline := time.Now().Add(e.opts.PageTimeout)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	if err := e.rt.limit(time.Until(deadline)); err != nil {
		return err
	}
	stop := context.AfterFunc(ctx, e.rt.interrupt)
	defer stop()
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("the engine panicked: %v", p)
		}
		if err != nil && (ctx.Err() != nil || !time.Now().Before(deadline) || outOfMemory(err) || strings.Contains(err.Error(), "panicked")) {
			e.broken = fmt.Errorf("%w (%v)", ErrClosed, firstLine(err))
		}
		if err != nil && ctx.Err() != nil {
			err = fmt.Errorf("%w: %w", ctx.Err(), err)
		}
	}()
	err = f()
	if err == nil && !time.Now().Before(deadline) {
		err = errors.New("timed out")
	}
	return err
}

func outOfMemory(err error) bool { return strings.Contains(err.Error(), "out of memory") }

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// Close releases the JavaScript runtime and all it holds.
func (e *Engine) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.rt == nil {
		return nil
	}
	err := e.rt.close()
	e.rt = nil
	e.broken = ErrClosed
	return err
}

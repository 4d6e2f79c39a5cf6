package render

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// A stand-in bundle speaking the real one's protocol (web/render/main.js):
// each path misbehaves in its own way.
const standInPrelude = `
const timers = [];
globalThis.setTimeout = (fn) => timers.push(fn);
globalThis.__runTimer = () => { const t = timers.shift(); if (!t) return false; t(); return true; };
globalThis.__setContent = (json) => { globalThis.__siteContent = JSON.parse(json); };
`

const standInMain = `
let outcome = null;
function failDeepInside() { throw new Error("the loader failed"); }
const pages = {
  "/ok": async () => ({ html: "<p>" + globalThis.__siteContent.greeting + "</p>", data: null }),
  "/later": () => new Promise((resolve) => setTimeout(() => resolve({ html: "<p>later</p>", data: "[1]" }))),
  "/throw": async () => failDeepInside(),
  "/loop": async () => { globalThis.__looping?.(); for (;;) {} },
  "/memory": async () => { const all = []; for (;;) all.push(new Array(1e6).fill(1)); },
  "/never": () => new Promise(() => {}),
  "/big": async () => { globalThis.kept = new Uint8Array(64 << 20).fill(1); return { html: "<p>big</p>", data: null }; },
};
globalThis.__renderPaths = () => JSON.stringify(Object.keys(pages));
globalThis.__renderStart = (path) => {
  outcome = null;
  pages[path]().then((p) => (outcome = p), (e) => (outcome = { error: e.message, stack: e.stack, logs: ["error: " + e.message] }));
};
globalThis.__renderPoll = () => (outcome === null ? "" : JSON.stringify(outcome));
`

func startStandIn(t *testing.T, opts Options) *Engine {
	t.Helper()
	e, err := start(context.Background(), []byte(standInPrelude), []byte(standInMain), []byte(`{"greeting":"hello"}`), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func TestRender(t *testing.T) {
	e := startStandIn(t, Options{})
	ctx := context.Background()
	paths, err := e.Paths(ctx)
	if err != nil || len(paths) != 7 || paths[0] != "/ok" {
		t.Fatalf("Paths: got %v, %v", paths, err)
	}
	tests := []struct {
		name, path string
		html       string
		data       []byte
	}{
		{"the content document reaches the bundle", "/ok", "<p>hello</p>", nil},
		{"timers run until the page settles", "/later", "<p>later</p>", []byte("[1]")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page, err := e.Render(ctx, tt.path)
			if err != nil {
				t.Fatal(err)
			}
			if string(page.HTML) != tt.html || string(page.Data) != string(tt.data) || (tt.data == nil) != (page.Data == nil) {
				t.Errorf("got %q, %q, want %q, %q", page.HTML, page.Data, tt.html, tt.data)
			}
		})
	}
}

// TestRenderFailures: a render that throws, loops, exhausts its memory or
// waits forever is an error carrying what the JavaScript knew, never a crash.
func TestRenderFailures(t *testing.T) {
	tests := []struct {
		name, path string
		want       []string // in the error's text
		unusable   bool     // the engine refuses further work
	}{
		{"a throw carries the JavaScript stack", "/throw", []string{"the loader failed", "failDeepInside", "error: the loader failed"}, false},
		{"a loop is interrupted at the page timeout", "/loop", []string{"interrupted"}, true},
		{"memory past the limit", "/memory", []string{"out of memory"}, true},
		{"a promise nothing settles", "/never", []string{"waits for nothing"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := startStandIn(t, Options{PageTimeout: 2 * time.Second, MemoryLimit: 64 << 20})
			_, err := e.Render(context.Background(), tt.path)
			if err == nil {
				t.Fatal("got no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %q, want it to contain %q", err, w)
				}
			}
			_, err = e.Render(context.Background(), "/ok")
			if tt.unusable && !errors.Is(err, ErrClosed) {
				t.Errorf("after the failure: got %v, want ErrClosed", err)
			}
			if !tt.unusable && err != nil {
				t.Errorf("after the failure: got %v, want the engine still usable", err)
			}
		})
	}
}

// TestRenderCancelled cancels a render from inside its endless loop (the
// stand-in calls __looping as it enters it), so the cancel lands while the
// JavaScript runs, with no wait; the page timeout is far away, so only the
// cancel can end the render in time.
func TestRenderCancelled(t *testing.T) {
	const timeout = 20 * time.Second
	e := startStandIn(t, Options{PageTimeout: timeout})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := e.rt.(*qjs).vm.RegisterFunc("__looping", cancel, false); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err := e.Render(ctx, "/loop")
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
	if took := time.Since(start); took >= timeout {
		t.Errorf("the render ended after %v, at the page timeout: the cancel did not stop it", took)
	}
}

func TestClose(t *testing.T) {
	e := startStandIn(t, Options{})
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Render(context.Background(), "/ok"); !errors.Is(err, ErrClosed) {
		t.Errorf("Render after Close: got %v, want ErrClosed", err)
	}
	if err := e.Close(); err != nil {
		t.Errorf("a second Close: got %v", err)
	}
}

func TestStartFailure(t *testing.T) {
	_, err := start(context.Background(), []byte(standInPrelude), []byte("function broken( {"), nil, Options{})
	if err == nil || !strings.Contains(err.Error(), "main.js") || !strings.Contains(err.Error(), "SyntaxError") {
		t.Errorf("got %v, want main.js's SyntaxError", err)
	}
}

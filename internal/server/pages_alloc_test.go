package server

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"agencysite/internal/media"
	"agencysite/internal/metrics"
)

// discardResponse is a ResponseWriter that keeps nothing but its header
// map, emptied between answers: what the handler allocates is then the
// handler's own, not a recorder's.
type discardResponse struct {
	h      http.Header
	status int
}

func (d *discardResponse) Header() http.Header         { return d.h }
func (d *discardResponse) WriteHeader(status int)      { d.status = status }
func (d *discardResponse) Write(b []byte) (int, error) { return len(b), nil }

// pageAllocBudget is what serving a page or a hashed asset may allocate,
// middleware, access log line and metrics included: the access log's
// status recorder (docs/decisions/0285; 11 before). Each allocation is
// work done per request; a change that brings one back fails here.
const pageAllocBudget = 1

func TestServePageAllocations(t *testing.T) {
	h := newTestServer(t, func(d *Deps) {
		d.Log = slog.New(slog.NewJSONHandler(io.Discard, nil)) // as the binary logs: JSON, info
		d.Metrics = metrics.New()
	})
	w := &discardResponse{h: http.Header{}}
	for _, tc := range []struct{ path, encoding string }{
		{"/en/home", "gzip, deflate"},
		{"/ar/home", "gzip, deflate, br"},
		{"/en/home", ""},
		{fixtureAsset, "br"},
	} {
		r := httptest.NewRequest("GET", tc.path, nil)
		r.Header.Set("Accept-Encoding", tc.encoding)
		serve := func() {
			clear(w.h)
			w.status = 0
			h.ServeHTTP(w, r)
		}
		serve() // the asset's header values are built at its first request
		if w.status != http.StatusOK {
			t.Fatalf("%s: status %d, want 200", tc.path, w.status)
		}
		budget := pageAllocBudget
		if raceEnabled {
			budget++ // slog's pooled buffer, dropped by sync.Pool under -race
		}
		if got := testing.AllocsPerRun(200, serve); got > float64(budget) {
			t.Errorf("GET %s (Accept-Encoding %q): %.0f allocations per request, want at most %d", tc.path, tc.encoding, got, budget)
		}
	}
}

// mediaAllocBudget is what serving an uploaded picture from the files'
// memory cache may allocate, middleware, access log line and metrics
// included: the status recorder, as for a page.
const mediaAllocBudget = 1

func TestServeMediaAllocations(t *testing.T) {
	store, a := processedPicture(t)
	h := newTestServer(t, func(d *Deps) {
		d.Log = slog.New(slog.NewJSONHandler(io.Discard, nil))
		d.Metrics = metrics.New()
		d.Media, d.MediaFiles = store, media.NewFiles(store, 8<<20)
	})
	w := &discardResponse{h: http.Header{}}
	r := httptest.NewRequest("GET", media.File{ID: a.ID, Width: 480, Format: media.WebP}.URL(), nil)
	serve := func() {
		clear(w.h)
		w.status = 0
		h.ServeHTTP(w, r)
	}
	serve() // read from the database into the cache
	if w.status != http.StatusOK {
		t.Fatalf("status %d, want 200", w.status)
	}
	budget := mediaAllocBudget
	if raceEnabled {
		budget++ // slog's pooled buffer, dropped by sync.Pool under -race
	}
	if got := testing.AllocsPerRun(200, serve); got > float64(budget) {
		t.Errorf("GET %s: %.0f allocations per request, want at most %d", r.URL.Path, got, budget)
	}
}

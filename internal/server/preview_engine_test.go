package server

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestPreviewFloodIsQueuedOrRefused: thirty previews at once while the
// engine starts (issue 35, D2: two hundred ended in 500s, each failure
// closing the warm engine). At most previewQueue wait behind the one that
// starts the engine and are answered from it; the others are refused at
// once with 503 and Retry-After; one engine starts for all.
func TestPreviewFloodIsQueuedOrRefused(t *testing.T) {
	pf := newPublishFixture(t)
	hold := make(chan struct{})
	pf.engine.mu.Lock()
	pf.engine.hold = hold
	pf.engine.mu.Unlock()

	const flood = 30
	type answer struct {
		code                  int
		retryAfter, csp, body string
	}
	answers := make(chan answer, flood)
	for range flood {
		go func() {
			r := httptest.NewRequest("GET", "/api/admin/content/preview?path=/en/home", nil)
			r.Header.Set("Cookie", pf.member)
			w := httptest.NewRecorder()
			pf.h.ServeHTTP(w, r)
			answers <- answer{w.Code, w.Header().Get("Retry-After"), w.Header().Get("Content-Security-Policy"), w.Body.String()}
		}()
	}
	// While the start is held, at most 1 + previewQueue are let in: the
	// rest must be answered without waiting for it.
	got := map[int]int{}
	take := func(a answer) {
		got[a.code]++
		// The studio shows a preview in a frame: the refusal is a page the
		// frame may show, which loads the preview again after Retry-After.
		if a.code == 503 && (a.retryAfter != "2" || a.csp != previewCSP ||
			!strings.Contains(a.body, `<meta http-equiv="refresh" content="2">`) || !strings.Contains(a.body, previewBusyText["en"])) {
			t.Errorf("got a 503 with Retry-After %q, CSP %q and %.200q; want a page that reloads itself after 2 s", a.retryAfter, a.csp, a.body)
		}
	}
	for range flood - 1 - previewQueue {
		select {
		case a := <-answers:
			take(a)
		case <-time.After(10 * time.Second): // a guard: the refusals come at once
			close(hold)
			t.Fatalf("%d previews answered while the engine's start was held, want %d refused at once", len(got), flood-1-previewQueue)
		}
	}
	close(hold)
	for range 1 + previewQueue {
		take(<-answers)
	}
	if got[200]+got[503] != flood || got[503] < flood-1-previewQueue || got[200] < previewQueue {
		t.Fatalf("got answers %v, want about %d × 200 and the rest 503", got, 1+previewQueue)
	}
	pf.engine.mu.Lock()
	defer pf.engine.mu.Unlock()
	if pf.engine.starts != 1 {
		t.Fatalf("got %d engines started, want one kept warm for all", pf.engine.starts)
	}
}

package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"agencysite/internal/analytics"
)

// FuzzEvents throws arbitrary bodies and content types at the ingest
// handler: whatever comes in, the answer is one of the documented statuses,
// never a 5xx, and a 202 only for a batch that is valid.
func FuzzEvents(f *testing.F) {
	seeds := []struct{ contentType, body string }{
		{"application/json", batchJSON(eventJSON("page_view", ""))},
		{"text/plain;charset=UTF-8", batchJSON(eventJSON("scroll_depth", `{"percent":75}`), eventJSON("page_view", ""))},
		{"application/json", batchJSON(eventJSON("next_click", `{"button_name":"hero_next","index":2,"carousel":"hero"}`))},
		{"application/json", batchJSON(eventJSON("outbound_click", `{"channel":"whatsapp","url_host":"wa.me"}`))},
		{"application/json", `{"events":[{"name":"page_view","path":"/a/ar/faq","referrer":"https://x.example/"}]}`},
		{"application/json", batchJSON(eventJSON("scroll_depth", `{"percent":1e308}`))},
		{"application/json", batchJSON(eventJSON("faq_question_click", `{"button_name":"é","index":-0,"open":true}`))},
		{"application/json", `{"events":[{"name":"page_view","props":{"x":{"y":[1,2,{}]}}}]}`},
		{"text/plain", `{"events":null}`},
		{"application/json", `{"events":[`},
		{"", "\x00\xff"},
		{"multipart/form-data; boundary=x", "--x--"},
	}
	for _, s := range seeds {
		f.Add(s.contentType, []byte(s.body))
	}
	store, _ := newEventsStore(f, analytics.Options{FlushEvery: 10 * time.Millisecond})
	h := handleEvents(slog.New(slog.DiscardHandler), store, teamCheck{}, false, time.Now)
	cat := store.Catalogue()
	var n atomic.Uint32
	allowed := []int{http.StatusAccepted, http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnsupportedMediaType}
	f.Fuzz(func(t *testing.T, contentType string, body []byte) {
		i := n.Add(1) // a new address each time, so the rate limit never answers
		r := httptest.NewRequest("POST", "/api/events", bytes.NewReader(body))
		r.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:1234", i>>16&255, i>>8&255, i&255)
		r.Header.Set("Content-Type", contentType)
		r.Header.Set("User-Agent", testBrowser)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if !slices.Contains(allowed, w.Code) {
			t.Fatalf("got status %v, want one of %v (body %s)", w.Code, allowed, w.Body)
		}
		if w.Code != http.StatusAccepted {
			var answer struct{ Error string }
			if err := json.Unmarshal(w.Body.Bytes(), &answer); err != nil || answer.Error == "" {
				t.Fatalf("got body %q, want a JSON error", w.Body)
			}
			return
		}
		var req eventsRequest
		if err := json.Unmarshal(body, &req); err != nil {
			t.Fatalf("accepted a body that does not decode: %v", err)
		}
		if p := analytics.ValidBatch(cat, req.Events); len(p) > 0 || len(req.Events) == 0 || len(req.Events) > maxEventsBatch {
			t.Fatalf("accepted %d events with problems %v", len(req.Events), p)
		}
	})
}

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/web"
)

const testBrowser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

// newEventsStore opens a fresh database and an analytics store on it that
// writes only when flushed, unless o says otherwise.
func newEventsStore(t testing.TB, o analytics.Options) (*analytics.Store, *database.DB) {
	t.Helper()
	db := dbtest.Open(t)
	cat, err := analytics.LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	if o.FlushEvery == 0 {
		o.FlushEvery = time.Hour
	}
	o.SiteURL = "http://localhost:8080"
	s := analytics.NewStore(db, cat, o)
	t.Cleanup(func() { s.Close(context.Background()) })
	return s, db
}

// newEventsServer is the whole server, with a two-page stand-in for the
// built front end, in front of store.
func newEventsServer(t testing.TB, store *analytics.Store) http.Handler {
	t.Helper()
	page := &fstest.MapFile{Data: []byte("<!doctype html><title>t</title>")}
	h, err := NewServer(Deps{
		Log:       slog.New(slog.DiscardHandler),
		Config:    config.Config{BaseURL: "http://localhost:8080"},
		Site:      fstest.MapFS{"404/index.html": page, "en/home/index.html": page},
		Analytics: store,
	})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func storedEvents(t testing.TB, s *analytics.Store, db *database.DB) int {
	t.Helper()
	if err := s.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM analytics_events`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func eventJSON(name string, props string) string {
	if props == "" {
		props = "{}"
	}
	return fmt.Sprintf(`{"name":%q,"path":"/en/home","lang":"en","variant":"default","props":%s}`, name, props)
}

func batchJSON(events ...string) string {
	return `{"events":[` + strings.Join(events, ",") + `]}`
}

func TestPostEvents(t *testing.T) {
	pv := eventJSON("page_view", "")
	scroll := eventJSON("scroll_depth", `{"percent":50}`)
	many := make([]string, 51)
	for i := range many {
		many[i] = pv
	}
	tests := []struct {
		name        string
		method      string
		contentType string
		userAgent   string
		body        string
		wantStatus  int
		wantError   string // part of the JSON error message
		wantStored  int
	}{
		{"json batch", "POST", "application/json", testBrowser, batchJSON(pv, scroll), 202, "", 2},
		{"sendBeacon text", "POST", "text/plain;charset=UTF-8", testBrowser, batchJSON(pv), 202, "", 1},
		{"no content type", "POST", "", testBrowser, batchJSON(pv), 202, "", 1},
		{"data-attribute text values", "POST", "text/plain", testBrowser, batchJSON(eventJSON("project_card_click", `{"button_name":"project_card","project_id":"3","index":"0"}`)), 202, "", 1},
		{"fifty events", "POST", "application/json", testBrowser, batchJSON(many[:50]...), 202, "", 50},
		{"bot is told nothing", "POST", "application/json", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", batchJSON(pv), 202, "", 0},
		{"script is a bot", "POST", "application/json", "curl/8.5.0", batchJSON(pv), 202, "", 0},
		{"get", "GET", "", testBrowser, "", 405, "method not allowed", 0},
		{"form post", "POST", "application/x-www-form-urlencoded", testBrowser, "events=1", 415, "Content-Type", 0},
		{"bad content type", "POST", "application/json; charset", testBrowser, batchJSON(pv), 415, "Content-Type", 0},
		{"empty body", "POST", "application/json", testBrowser, "", 400, "EOF", 0},
		{"malformed json", "POST", "application/json", testBrowser, `{"events":[`, 400, "unexpected EOF", 0},
		{"not an object", "POST", "application/json", testBrowser, `[1,2]`, 400, "cannot unmarshal", 0},
		{"trailing data", "POST", "application/json", testBrowser, batchJSON(pv) + `{}`, 400, "trailing data", 0},
		{"unknown top-level field", "POST", "application/json", testBrowser, `{"events":[],"site":"x"}`, 400, "unknown field", 0},
		{"unknown event field", "POST", "application/json", testBrowser, `{"events":[{"name":"page_view","ts":1}]}`, 400, "unknown field", 0},
		{"null", "POST", "application/json", testBrowser, `null`, 400, "no events", 0},
		{"no events", "POST", "application/json", testBrowser, `{"events":[]}`, 400, "no events", 0},
		{"null event", "POST", "application/json", testBrowser, `{"events":[null]}`, 400, "events.0.name: required", 0},
		{"unknown event", "POST", "application/json", testBrowser, batchJSON(eventJSON("pageview", "")), 400, "events.0.name: unknown", 0},
		{"unknown property", "POST", "application/json", testBrowser, batchJSON(eventJSON("page_view", `{"title":"x"}`)), 400, "events.0.props.title: unknown", 0},
		{"bad property value", "POST", "application/json", testBrowser, batchJSON(eventJSON("scroll_depth", `{"percent":33}`)), 400, "events.0.props.percent: not_allowed", 0},
		{"huge number", "POST", "application/json", testBrowser, batchJSON(eventJSON("scroll_depth", `{"percent":1e999}`)), 400, "cannot unmarshal", 0},
		{"bad context", "POST", "application/json", testBrowser, `{"events":[{"name":"page_view","path":"home","lang":"de","variant":"default"}]}`, 400, "events.0.lang: not_allowed; events.0.path: invalid_format", 0},
		{"one bad event rejects the batch", "POST", "application/json", testBrowser, batchJSON(pv, eventJSON("nope", "")), 400, "events.1.name: unknown", 0},
		{"fifty-one events", "POST", "application/json", testBrowser, batchJSON(many...), 413, "at most 50", 0},
		{"over 16 KB", "POST", "application/json", testBrowser, `{"events":[],"x":"` + strings.Repeat("a", 16<<10) + `"}`, 413, "too large", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store, db := newEventsStore(t, analytics.Options{})
			h := newEventsServer(t, store)
			r := httptest.NewRequest(tt.method, "/api/events", strings.NewReader(tt.body))
			if tt.contentType != "" {
				r.Header.Set("Content-Type", tt.contentType)
			}
			r.Header.Set("User-Agent", tt.userAgent)
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tt.wantStatus {
				t.Errorf("got status %v, want %v (body %s)", w.Code, tt.wantStatus, w.Body)
			}
			if tt.wantError != "" {
				var answer struct{ Error string }
				if err := json.Unmarshal(w.Body.Bytes(), &answer); err != nil || !strings.Contains(answer.Error, tt.wantError) {
					t.Errorf("got body %s, want a JSON error containing %q", w.Body, tt.wantError)
				}
			}
			if got := storedEvents(t, store, db); got != tt.wantStored {
				t.Errorf("got %v events stored, want %v", got, tt.wantStored)
			}
		})
	}
}

// post sends one page-view batch from addr to h and returns the answer.
func post(h http.Handler, addr string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("POST", "/api/events", strings.NewReader(batchJSON(eventJSON("page_view", ""))))
	r.RemoteAddr = addr + ":4000"
	r.Header.Set("User-Agent", testBrowser)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestPostEventsRateLimitedPerAddress(t *testing.T) {
	store, _ := newEventsStore(t, analytics.Options{})
	h := newEventsServer(t, store)
	for i := range eventsBurst {
		if w := post(h, "192.0.2.10"); w.Code != http.StatusAccepted {
			t.Fatalf("request %d: got %v, want %v", i, w.Code, http.StatusAccepted)
		}
	}
	w := post(h, "192.0.2.10")
	if w.Code != http.StatusTooManyRequests || w.Header().Get("Retry-After") == "" {
		t.Errorf("got %v with Retry-After %q, want %v with Retry-After", w.Code, w.Header().Get("Retry-After"), http.StatusTooManyRequests)
	}
	if w := post(h, "192.0.2.11"); w.Code != http.StatusAccepted {
		t.Errorf("another address: got %v, want %v", w.Code, http.StatusAccepted)
	}
}

func TestPostEventsRefusedWhenStoreCannotTakeThem(t *testing.T) {
	tests := []struct {
		name    string
		prepare func(*analytics.Store)
	}{
		{"queue full", func(s *analytics.Store) {
			s.Record([]analytics.Event{{Name: "page_view", Path: "/", Lang: "en", Variant: "default"}}, analytics.Client{UserAgent: testBrowser})
		}},
		{"shutting down", func(s *analytics.Store) { s.Close(context.Background()) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store, _ := newEventsStore(t, analytics.Options{QueueSize: 1})
			tt.prepare(store)
			w := post(newEventsServer(t, store), "192.0.2.20")
			if w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") != "1" {
				t.Errorf("got %v with Retry-After %q, want %v with Retry-After 1", w.Code, w.Header().Get("Retry-After"), http.StatusServiceUnavailable)
			}
			body, _ := io.ReadAll(w.Body)
			if !strings.Contains(string(body), "retry later") {
				t.Errorf("got body %s, want it to say retry later", body)
			}
		})
	}
}

// TestCatalogueContextMatchesSiteConfig keeps the catalogue's languages and
// variants, which the front end's tracker is typed from, equal to the
// site's own (web/app/config/site.json).
func TestCatalogueContextMatchesSiteConfig(t *testing.T) {
	cfg, err := web.SiteConfig()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := analytics.LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		want []string
	}{
		{"lang", cfg.Languages},
		{"variant", slices.Sorted(maps.Keys(cfg.Variants))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, v := range cat.Context[tt.name].Enum {
				got = append(got, fmt.Sprint(v))
			}
			slices.Sort(got)
			want := slices.Sorted(slices.Values(tt.want))
			if !slices.Equal(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
		})
	}
}

func TestPostEventsRateLimitKeysIPv6ByItsSlash64(t *testing.T) {
	store, _ := newEventsStore(t, analytics.Options{})
	h := newEventsServer(t, store)
	for i := range eventsBurst {
		if w := post(h, fmt.Sprintf("[2001:db8:1:2::%x]", i+1)); w.Code != http.StatusAccepted {
			t.Fatalf("request %d: got %v, want %v", i, w.Code, http.StatusAccepted)
		}
	}
	if w := post(h, "[2001:db8:1:2:ffff::1]"); w.Code != http.StatusTooManyRequests {
		t.Errorf("a new address of the same /64: got %v, want %v", w.Code, http.StatusTooManyRequests)
	}
	if w := post(h, "[2001:db8:1:3::1]"); w.Code != http.StatusAccepted {
		t.Errorf("another /64: got %v, want %v", w.Code, http.StatusAccepted)
	}
}

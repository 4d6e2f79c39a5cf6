package server

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

const testBrowser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

// newEventsStore opens a fresh database and an analytics store on it that
// writes only when flushed, unless o says otherwise.
func newEventsStore(t testing.TB, o analytics.Options) (*analytics.Recorder, *database.DB) {
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
	s := analytics.NewRecorder(db, cat, o)
	t.Cleanup(func() { s.Close(context.Background()) })
	return s, db
}

// newEventsServer is the whole server, with a two-page stand-in for the
// built front end, in front of store.
func newEventsServer(t testing.TB, store *analytics.Recorder, now ...func() time.Time) http.Handler {
	t.Helper()
	page := &fstest.MapFile{Data: []byte("<!doctype html><title>t</title>")}
	d := Deps{
		Log:       slog.New(slog.DiscardHandler),
		Config:    config.Config{BaseURL: "http://localhost:8080"},
		Site:      fstest.MapFS{"404/index.html": page, "en/home/index.html": page},
		Analytics: store,
	}
	if len(now) > 0 {
		d.Now = now[0]
	}
	h, err := NewServer(d)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func storedEvents(t testing.TB, s *analytics.Recorder, db *database.DB) int {
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
	return fmt.Sprintf(`{"name":%q,"path":"/en/home","props":%s}`, name, props)
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
	googlebot := "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
	type row struct {
		name, method, ct, ua, body string
		status                     int
		wantError                  string // part of the JSON error message
		stored                     int
	}
	rows := []row{
		{name: "json batch", method: "POST", ct: "application/json", ua: testBrowser, body: batchJSON(pv, scroll), status: 202, stored: 2},
		{name: "sendBeacon text", method: "POST", ct: "text/plain;charset=UTF-8", ua: testBrowser, body: batchJSON(pv), status: 202, stored: 1},
		{name: "no content type", method: "POST", ct: "", ua: testBrowser, body: batchJSON(pv), status: 202, stored: 1},
		{name: "data-attribute text values", method: "POST", ct: "text/plain", ua: testBrowser, body: batchJSON(eventJSON("project_card_click", `{"button_name":"project_card","project_id":"3","index":"0"}`)), status: 202, stored: 1},
		{name: "fifty events", method: "POST", ct: "application/json", ua: testBrowser, body: batchJSON(many[:50]...), status: 202, stored: 50},
		{name: "bot is told nothing", method: "POST", ct: "application/json", ua: googlebot, body: batchJSON(pv), status: 202},
		{name: "script is a bot", method: "POST", ct: "application/json", ua: "curl/8.5.0", body: batchJSON(pv), status: 202},
		{name: "get", method: "GET", ct: "", ua: testBrowser, status: 405, wantError: "method not allowed"},
		{name: "form post", method: "POST", ct: "application/x-www-form-urlencoded", ua: testBrowser, body: "events=1", status: 415, wantError: "Content-Type"},
		{name: "bad content type", method: "POST", ct: "application/json; charset", ua: testBrowser, body: batchJSON(pv), status: 415, wantError: "Content-Type"},
		{name: "empty body", method: "POST", ct: "application/json", ua: testBrowser, status: 400, wantError: "EOF"},
		{name: "malformed json", method: "POST", ct: "application/json", ua: testBrowser, body: `{"events":[`, status: 400, wantError: "unexpected EOF"},
		{name: "not an object", method: "POST", ct: "application/json", ua: testBrowser, body: `[1,2]`, status: 400, wantError: "cannot unmarshal"},
		{name: "trailing data", method: "POST", ct: "application/json", ua: testBrowser, body: batchJSON(pv) + `{}`, status: 400, wantError: "trailing data"},
		{name: "unknown top-level field", method: "POST", ct: "application/json", ua: testBrowser, body: `{"events":[],"site":"x"}`, status: 400, wantError: "unknown field"},
		{name: "unknown event field", method: "POST", ct: "application/json", ua: testBrowser, body: `{"events":[{"name":"page_view","ts":1}]}`, status: 400, wantError: "unknown field"},
		{name: "null", method: "POST", ct: "application/json", ua: testBrowser, body: `null`, status: 400, wantError: "no events"},
		{name: "no events", method: "POST", ct: "application/json", ua: testBrowser, body: `{"events":[]}`, status: 400, wantError: "no events"},
		{name: "null event", method: "POST", ct: "application/json", ua: testBrowser, body: `{"events":[null]}`, status: 400, wantError: "events.0.name: required"},
		{name: "unknown event", method: "POST", ct: "application/json", ua: testBrowser, body: batchJSON(eventJSON("pageview", "")), status: 400, wantError: "events.0.name: unknown"},
		{name: "unknown property", method: "POST", ct: "application/json", ua: testBrowser, body: batchJSON(eventJSON("page_view", `{"title":"x"}`)), status: 400, wantError: "events.0.props.title: unknown"},
		{name: "bad property value", method: "POST", ct: "application/json", ua: testBrowser, body: batchJSON(eventJSON("scroll_depth", `{"percent":33}`)), status: 400, wantError: "events.0.props.percent: not_allowed"},
		{name: "huge number", method: "POST", ct: "application/json", ua: testBrowser, body: batchJSON(eventJSON("scroll_depth", `{"percent":1e999}`)), status: 400, wantError: "cannot unmarshal"},
		{name: "bad context", method: "POST", ct: "application/json", ua: testBrowser, body: `{"events":[{"name":"page_view","path":"home"}]}`, status: 400, wantError: "events.0.path: invalid_format"},
		{name: "language and variant come from the path only", method: "POST", ct: "application/json", ua: testBrowser, body: `{"events":[{"name":"page_view","path":"/en/home","lang":"ar"}]}`, status: 400, wantError: "unknown field"},
		{name: "one bad event rejects the batch", method: "POST", ct: "application/json", ua: testBrowser, body: batchJSON(pv, eventJSON("nope", "")), status: 400, wantError: "events.1.name: unknown"},
		{name: "fifty-one events", method: "POST", ct: "application/json", ua: testBrowser, body: batchJSON(many...), status: 413, wantError: "at most 50"},
		{name: "over 16 KB", method: "POST", ct: "application/json", ua: testBrowser, body: `{"events":[],"x":"` + strings.Repeat("a", 16<<10) + `"}`, status: 413, wantError: "too large"},
	}
	for _, tt := range rows {
		t.Run(tt.name, func(t *testing.T) {
			store, db := newEventsStore(t, analytics.Options{})
			sc := scenario{
				method: tt.method, path: "/api/events", body: tt.body,
				header:     map[string]string{"Content-Type": tt.ct, "User-Agent": tt.ua},
				wantStatus: tt.status,
				check: func(t *testing.T, _ *httptest.ResponseRecorder) {
					if got := storedEvents(t, store, db); got != tt.stored {
						t.Errorf("got %v events stored, want %v", got, tt.stored)
					}
				},
			}
			if tt.ct == "" {
				delete(sc.header, "Content-Type")
			}
			if tt.wantError != "" {
				sc.wantJSON = fmt.Sprintf(`{"error":%q}`, "~"+regexp.QuoteMeta(tt.wantError))
			}
			if tt.status == 202 {
				sc.wantHeader = map[string]string{"Cache-Control": "no-store"}
			}
			sc.run(t, newEventsServer(t, store))
		})
	}
}

// pageView is one page-view batch sent from addr.
func pageView(addr string) scenario {
	return scenario{
		method: "POST", path: "/api/events", remote: addr + ":4000",
		header: map[string]string{"User-Agent": testBrowser},
		body:   batchJSON(eventJSON("page_view", "")),
	}
}

func TestPostEventsRateLimitedPerAddress(t *testing.T) {
	store, _ := newEventsStore(t, analytics.Options{})
	clock := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	h := newEventsServer(t, store, func() time.Time { return clock })
	accepted := pageView("192.0.2.10")
	accepted.wantStatus = http.StatusAccepted
	for range eventsBurst {
		accepted.run(t, h)
	}
	limited := pageView("192.0.2.10")
	limited.wantStatus = http.StatusTooManyRequests
	limited.wantHeader = map[string]string{"Retry-After": "~^[1-9][0-9]*$"}
	limited.wantJSON = `{"error":"too many requests"}`
	limited.run(t, h)
	other := pageView("192.0.2.11")
	other.wantStatus = http.StatusAccepted
	other.run(t, h)
	// On the server's clock (Deps.Now), not the machine's: one interval
	// later, one more batch.
	clock = clock.Add(eventsInterval)
	accepted.run(t, h)
	limited.run(t, h)
}

func TestPostEventsRefusedWhenStoreCannotTakeThem(t *testing.T) {
	tests := []struct {
		name    string
		prepare func(*analytics.Recorder)
	}{
		{"queue full", func(s *analytics.Recorder) {
			s.Record([]analytics.Event{{Name: "page_view", Path: "/"}}, analytics.Client{UserAgent: testBrowser})
		}},
		{"shutting down", func(s *analytics.Recorder) { s.Close(context.Background()) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store, _ := newEventsStore(t, analytics.Options{QueueSize: 1})
			tt.prepare(store)
			sc := pageView("192.0.2.20")
			sc.wantStatus = http.StatusServiceUnavailable
			sc.wantHeader = map[string]string{"Retry-After": "1"}
			sc.wantJSON = `{"error":"~retry later"}`
			sc.run(t, newEventsServer(t, store))
		})
	}
}

func TestPostEventsRateLimitKeysIPv6ByItsSlash64(t *testing.T) {
	store, _ := newEventsStore(t, analytics.Options{})
	h := newEventsServer(t, store)
	for i := range eventsBurst {
		sc := pageView(fmt.Sprintf("[2001:db8:1:2::%x]", i+1))
		sc.wantStatus = http.StatusAccepted
		sc.run(t, h)
	}
	sameSlash64 := pageView("[2001:db8:1:2:ffff::1]")
	sameSlash64.wantStatus = http.StatusTooManyRequests
	sameSlash64.run(t, h)
	other := pageView("[2001:db8:1:3::1]")
	other.wantStatus = http.StatusAccepted
	other.run(t, h)
}

// TestPostEventsRefusesControlCharacters: a NUL would stop PostgreSQL's
// writes, an escape sequence would reach the operator's terminal through
// `site analytics report`, a bidi override would make a path read as
// another; every event string refuses them, and the batch with it.
func TestPostEventsRefusesControlCharacters(t *testing.T) {
	store, db := newEventsStore(t, analytics.Options{})
	h := newEventsServer(t, store)
	rows := []struct{ name, event string }{
		{"NUL in the path", `{"name":"page_view","path":"/en/\u0000x"}`},
		{"escape in the path", `{"name":"page_view","path":"/en/\u001b]0;pwned\u0007"}`},
		{"override in the path", `{"name":"page_view","path":"/en/\u202Eemoh"}`},
		{"NUL in a property", `{"name":"download","path":"/en/home","props":{"file_name":"a\u0000.pdf"}}`},
		{"escape in the referrer", `{"name":"page_view","path":"/en/home","referrer":"https://x.example/\u001b[2J"}`},
	}
	var scenarios []scenario
	for i, row := range rows {
		scenarios = append(scenarios, scenario{
			name: row.name, method: "POST", path: "/api/events", remote: fmt.Sprintf("192.0.2.%d:4000", 60+i),
			header: map[string]string{"User-Agent": testBrowser}, body: batchJSON(eventJSON("page_view", ""), row.event),
			wantStatus: 400, wantJSON: `{"error":"~invalid_format"}`,
		})
	}
	runScenarios(t, h, scenarios)
	if n := storedEvents(t, store, db); n != 0 {
		t.Errorf("got %d events stored, want none of a refused batch", n)
	}
}

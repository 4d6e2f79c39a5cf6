package server

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
)

// badTexts are what PostgreSQL cannot store or compare: NUL, and bytes
// that are not UTF-8 (SQLite stores both, so only the PostgreSQL run
// showed the 500s).
var badTexts = []struct{ name, path, json string }{
	{"NUL", "%00", `"a\u0000@example.com"`},
	{"overlong", "%C0", "\"a\xc0\x80b\""},
	{"invalid UTF-8", "a%FFb", "\"a\xffb\""},
	{"encoded NUL", "a%2500b", `"a%00b"`},
}

// bodyFields are the request fields of every /api/auth and /api/admin
// route; a route refuses those it does not take (400), and handles its own.
var bodyFields = []string{"email", "name", "password", "currentPassword", "newPassword", "code", "recoveryCode",
	"token", "language", "role", "status", "note", "body", "subject", "assigneeId", "lostReason", "meetingTime",
	"timeZone", "spamReason", "service", "budget", "phone", "company", "message", "contactMethod", "reply",
	"start", "zone", "videoLink", "agencyZone"}

// queryFields are the query parameters the list, audit and analytics
// routes read.
var queryFields = []string{"q", "status", "service", "budget", "lang", "language", "variant", "assignee", "source",
	"campaign", "from", "to", "since", "before", "limit", "page", "perPage", "sort", "spam", "range", "compare",
	"device", "breakdown", "granularity"}

// TestBadTextNeverAnswers5xx walks every route of routes.go, signed in
// as the owner, with NUL and invalid UTF-8 in each path segment, each
// query parameter and each body field: a 4xx every time, never a 5xx.
// On PostgreSQL, before the text was checked, 27 of these answered 500
// (ids in paths, the inbox's q, assignee, source and campaign, a name).
func TestBadTextNeverAnswers5xx(t *testing.T) {
	f := newAnalyticsFixture(t).adminFixture // analytics on: its routes read their filters
	f.lead(t, nil)
	routes := append(authRoutes(f.deps), adminRoutes(f.deps)...)
	var sent int
	var owner string
	check := func(t *testing.T, method, path, body string) {
		t.Helper()
		r := httptest.NewRequest(method, "/", strings.NewReader(body))
		r.URL.RawPath = ""
		r.RequestURI = path
		u, err := r.URL.Parse(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		r.URL = u
		for k, v := range as(owner) {
			r.Header.Set(k, v)
		}
		r.RemoteAddr = "198.51.100.7:4000" // its failures do not throttle the owner's sign-ins
		w := httptest.NewRecorder()
		f.h.ServeHTTP(w, r)
		sent++
		if w.Code >= 500 {
			t.Errorf("%s %s %.80s: got %d (%.200s), want a 4xx", method, path, body, w.Code, w.Body)
		}
	}
	for _, rt := range routes {
		method, path := concretePath(rt.pattern)
		for _, bad := range badTexts {
			t.Run(rt.pattern+" "+bad.name, func(t *testing.T) {
				// A new session each time: sign-out, ended sessions and
				// failed password re-checks end the one before.
				owner = f.signIn(t, fixtureOwnerEmail, fixturePassword)
				if strings.Contains(rt.pattern, "{") {
					withBad := rt.pattern[strings.Index(rt.pattern, " ")+1:]
					for strings.Contains(withBad, "{") {
						a, b := strings.Index(withBad, "{"), strings.Index(withBad, "}")
						withBad = withBad[:a] + bad.path + withBad[b+1:]
					}
					check(t, method, withBad, `{}`)
				}
				for _, q := range queryFields {
					check(t, method, path+"?"+q+"="+bad.path, `{}`)
				}
				if method != "GET" {
					for _, field := range bodyFields {
						check(t, method, path, fmt.Sprintf(`{%q:%s}`, field, bad.json))
					}
				}
			})
		}
	}
	if sent < 1000 {
		t.Errorf("sent %d requests, want every route walked", sent)
	}
}

// TestBadTextInPublicAPIs sends the same texts in every field of a
// consultation request and in an event's properties: refused or stored,
// never a 5xx (the lead store's validation and the event catalogue's
// already ran every string through validation.CleanText).
func TestBadTextInPublicAPIs(t *testing.T) {
	f := newAnalyticsFixture(t).adminFixture
	fields := []string{"name", "email", "phone", "company", "service", "budget", "contactMethod", "meetingTime", "message", "pagePath"}
	for i, bad := range badTexts {
		for j, field := range fields {
			var v any
			if err := json.Unmarshal([]byte(bad.json), &v); err != nil {
				t.Fatal(err)
			}
			r := httptest.NewRequest("POST", "/api/leads", strings.NewReader(leadBody(t, map[string]any{field: v})))
			r.Header.Set("Content-Type", "application/json")
			r.RemoteAddr = fmt.Sprintf("203.0.%d.%d:4000", i, j) // its own rate limit
			w := httptest.NewRecorder()
			f.h.ServeHTTP(w, r)
			if w.Code >= 500 {
				t.Errorf("lead %s %s: got %d (%.200s)", field, bad.name, w.Code, w.Body)
			}
		}
		body := `{"events":[{"name":"page_view","path":` + bad.json + `,"lang":"en","variant":"default","ts":1}]}`
		r := httptest.NewRequest("POST", "/api/events", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		f.h.ServeHTTP(w, r)
		if w.Code >= 500 {
			t.Errorf("event %s: got %d (%.200s)", bad.name, w.Code, w.Body)
		}
	}
}

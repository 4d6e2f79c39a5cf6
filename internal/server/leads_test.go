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
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
)

var leadBodies atomic.Int64

// leadBody is a valid request body with the given fields replaced (a nil
// value removes the field). Each body has its own e-mail address, so that
// the cap on confirmations per address stays out of the way.
func leadBody(t testing.TB, change map[string]any) string {
	t.Helper()
	body := map[string]any{
		"name": "Ada Lovelace", "email": fmt.Sprintf("ada+%d@example.com", leadBodies.Add(1)), "phone": "+44 20 7946 0958",
		"company": "Engines Ltd", "service": "custom-apps", "budget": "15k-50k",
		"contactMethod": "video", "meetingTime": "Tuesday 14:00", "message": "We need an app for our members.",
		"consent": true, "language": "en", "variant": "default", "pagePath": "/en/contact",
		"website": "", "fillTimeMs": 42000,
	}
	for k, v := range change {
		if v == nil {
			delete(body, k)
		} else {
			body[k] = v
		}
	}
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// newLeadsServer is the whole product handler on a fresh database.
func newLeadsServer(t testing.TB) (http.Handler, *database.DB) {
	t.Helper()
	db := dbtest.Open(t)
	h, err := NewServer(Deps{
		Log:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Config: config.Config{BaseURL: "http://localhost:8080"},
		Site:   leadsTestSite,
		Leads:  leads.NewStore(db, ""),
	})
	if err != nil {
		t.Fatal(err)
	}
	return h, db
}

func postLead(h http.Handler, body, contentType, remote string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("POST", "/api/leads", strings.NewReader(body))
	if contentType != "" {
		r.Header.Set("Content-Type", contentType)
	}
	r.RemoteAddr = remote
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func countRows(t testing.TB, db *database.DB, table string) int {
	t.Helper()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM ` + table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// leadsTestSite is the least of a built front end NewServer accepts.
var leadsTestSite = fstest.MapFS{
	"404/index.html":     {Data: []byte("<!doctype html><title>Not found</title>")},
	"en/home/index.html": {Data: []byte("<!doctype html><title>Home</title>")},
}

var leadID = regexp.MustCompile(`^[0-9a-f]{32}$`)

func TestPostLead(t *testing.T) {
	const ctJSON = "application/json"
	tests := []struct {
		name         string
		body         string
		contentType  string
		wantStatus   int
		wantProblems map[string]string
		wantSpam     string // spam reason of the stored lead
	}{
		{"valid", leadBody(t, nil), ctJSON, 201, nil, ""},
		{"json with charset", leadBody(t, nil), "application/json; charset=utf-8", 201, nil, ""},
		{"only required fields", leadBody(t, map[string]any{"phone": nil, "company": nil, "budget": nil,
			"meetingTime": nil, "language": nil, "variant": nil, "pagePath": nil, "website": nil}), ctJSON, 201, nil, ""},
		{"arabic, right to left", leadBody(t, map[string]any{"name": "محمد بن راشد", "language": "ar",
			"message": "أريد تطبيقًا لمتجر العبايات مع الدفع الإلكتروني.", "pagePath": "/ar/contact"}), ctJSON, 201, nil, ""},
		{"french", leadBody(t, map[string]any{"name": "Françoise Lévêque-Noël", "language": "fr"}), ctJSON, 201, nil, ""},
		{"turkish", leadBody(t, map[string]any{"name": "Ayşe Gül Yılmaz-Çelik", "language": "tr", "variant": "a"}), ctJSON, 201, nil, ""},
		{"emoji", leadBody(t, map[string]any{"name": "Sam 🚀", "message": "An app 📱 for our café ☕, please!"}), ctJSON, 201, nil, ""},
		{"honeypot filled", leadBody(t, map[string]any{"website": "http://spam.example"}), ctJSON, 201, nil, leads.SpamHoneypot},
		{"sent under 3 s", leadBody(t, map[string]any{"fillTimeMs": 1200}), ctJSON, 201, nil, leads.SpamTooFast},
		{"fill time missing", leadBody(t, map[string]any{"fillTimeMs": nil}), ctJSON, 201, nil, leads.SpamTooFast},
		{"huge fill time", leadBody(t, map[string]any{"fillTimeMs": 1e300}), ctJSON, 201, nil, ""},
		{"everything missing", `{}`, ctJSON, 422, map[string]string{"name": "required", "email": "required",
			"service": "required", "contactMethod": "required", "message": "required", "consent": "required"}, ""},
		{"null body", `null`, ctJSON, 422, map[string]string{"name": "required", "email": "required",
			"service": "required", "contactMethod": "required", "message": "required", "consent": "required"}, ""},
		{"several problems", leadBody(t, map[string]any{"name": "A", "email": "ada@", "phone": "12",
			"service": "nft", "budget": "lots", "contactMethod": "pigeon", "message": "short", "consent": false,
			"language": "de", "variant": "z"}), ctJSON, 422, map[string]string{"name": "too_short", "email": "invalid",
			"phone": "invalid", "service": "unknown", "budget": "unknown", "contactMethod": "unknown",
			"message": "too_short", "consent": "required", "language": "unknown", "variant": "unknown"}, ""},
		{"very long name and message", leadBody(t, map[string]any{"name": strings.Repeat("ن", 101),
			"message": strings.Repeat("م", 5001)}), ctJSON, 422, map[string]string{"name": "too_long", "message": "too_long"}, ""},
		{"honeypot with invalid data still gets 422", leadBody(t, map[string]any{"website": "x", "email": "bad"}), ctJSON, 422,
			map[string]string{"email": "invalid"}, ""},
		{"NUL in name", leadBody(t, map[string]any{"name": "Ada\u0000Lovelace"}), ctJSON, 422, map[string]string{"name": "invalid"}, ""},
		{"unknown field", leadBody(t, map[string]any{"admin": true}), ctJSON, 400, nil, ""},
		{"name is a number", leadBody(t, map[string]any{"name": 42}), ctJSON, 400, nil, ""},
		{"consent is a string", leadBody(t, map[string]any{"consent": "yes"}), ctJSON, 400, nil, ""},
		{"fill time is a string", leadBody(t, map[string]any{"fillTimeMs": "slow"}), ctJSON, 400, nil, ""},
		{"body is an array", `[1,2]`, ctJSON, 400, nil, ""},
		{"malformed json", `{"name": "Ada",`, ctJSON, 400, nil, ""},
		{"trailing data", leadBody(t, nil) + `{}`, ctJSON, 400, nil, ""},
		{"empty body", ``, ctJSON, 400, nil, ""},
		{"body over 32 KB", leadBody(t, map[string]any{"message": strings.Repeat("x", 33<<10)}), ctJSON, 413, nil, ""},
		{"form encoding", "name=Ada", "application/x-www-form-urlencoded", 415, nil, ""},
		{"no content type", leadBody(t, nil), "", 415, nil, ""},
		{"text/plain", leadBody(t, nil), "text/plain", 415, nil, ""},
	}
	// One server for all rows, each row from its own address so the rate
	// limit stays out of the way: a fresh PostgreSQL database per row is slow.
	h, db := newLeadsServer(t)
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := countRows(t, db, "leads") + countRows(t, db, "mail_outbox")
			w := postLead(h, tt.body, tt.contentType, fmt.Sprintf("192.0.2.%d:4000", i+1))
			if w.Code != tt.wantStatus {
				t.Fatalf("got status %d, want %d (body %s)", w.Code, tt.wantStatus, w.Body)
			}
			if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Errorf("got Content-Type %q, want JSON", ct)
			}
			var resp struct {
				ID       string            `json:"id"`
				Problems map[string]string `json:"problems"`
				Error    string            `json:"error"`
			}
			if err := json.Unmarshal(w.Body.Bytes(), &resp); err != nil {
				t.Fatalf("answer is not JSON: %v: %s", err, w.Body)
			}
			if tt.wantStatus != 201 {
				if tt.wantProblems != nil && !maps.Equal(resp.Problems, tt.wantProblems) {
					t.Errorf("got problems %v, want %v", resp.Problems, tt.wantProblems)
				}
				if tt.wantProblems == nil && resp.Error == "" {
					t.Errorf("got no error message: %s", w.Body)
				}
				if n := countRows(t, db, "leads") + countRows(t, db, "mail_outbox") - before; n != 0 {
					t.Errorf("got %d rows stored after a %d, want none", n, w.Code)
				}
				return
			}
			if !leadID.MatchString(resp.ID) {
				t.Fatalf("got id %q, want 32 hex digits", resp.ID)
			}
			got, err := leads.NewStore(db, "").Get(context.Background(), resp.ID)
			if err != nil {
				t.Fatalf("answered 201 but the lead is not stored: %v", err)
			}
			if got.SpamReason != tt.wantSpam || got.Spam != (tt.wantSpam != "") {
				t.Errorf("got spam %v %q, want %q", got.Spam, got.SpamReason, tt.wantSpam)
			}
			entries, err := mail.Entries(context.Background(), db, resp.ID)
			if err != nil {
				t.Fatal(err)
			}
			if wantMails := map[bool]int{true: 0, false: 2}[got.Spam]; len(entries) != wantMails {
				t.Errorf("got %d mails queued, want %d", len(entries), wantMails)
			}
		})
	}
}

func TestPostLeadStoresNormalizedFields(t *testing.T) {
	h, db := newLeadsServer(t)
	w := postLead(h, leadBody(t, map[string]any{"name": "  زينب  ", "phone": "00 90 532 123 45 67",
		"language": "ar", "variant": "a", "pagePath": "/a/ar/contact"}), "application/json", "192.0.2.10:4000")
	if w.Code != 201 {
		t.Fatalf("got %d, want 201: %s", w.Code, w.Body)
	}
	var resp struct{ ID string }
	json.Unmarshal(w.Body.Bytes(), &resp)
	got, err := leads.NewStore(db, "").Get(context.Background(), resp.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "زينب" || got.Phone != "+905321234567" || got.Language != "ar" || got.Variant != "a" ||
		got.PagePath != "/a/ar/contact" || got.MeetingTime != "Tuesday 14:00" || got.CreatedAt.IsZero() {
		t.Errorf("got %+v", got)
	}
}

func TestPostLeadRateLimit(t *testing.T) {
	h, db := newLeadsServer(t)
	for i := range leadsBurst {
		if w := postLead(h, leadBody(t, nil), "application/json", "198.51.100.7:1000"); w.Code != 201 {
			t.Fatalf("request %d: got %d, want 201", i+1, w.Code)
		}
	}
	w := postLead(h, leadBody(t, nil), "application/json", "198.51.100.7:1001")
	if w.Code != 429 {
		t.Fatalf("got %d, want 429", w.Code)
	}
	retry, err := strconv.Atoi(w.Header().Get("Retry-After"))
	if err != nil || retry < 1 || retry > int(leadsInterval.Seconds()) {
		t.Errorf("got Retry-After %q, want whole seconds in [1, %v]", w.Header().Get("Retry-After"), leadsInterval.Seconds())
	}
	if !strings.Contains(w.Body.String(), `"error"`) {
		t.Errorf("got body %s, want a JSON error", w.Body)
	}
	if n := countRows(t, db, "leads"); n != leadsBurst {
		t.Errorf("got %d leads, want %d: the limited request must store nothing", n, leadsBurst)
	}
	if w := postLead(h, leadBody(t, nil), "application/json", "203.0.113.5:1000"); w.Code != 201 {
		t.Errorf("another address: got %d, want 201", w.Code)
	}
}

func TestGetLeadsIsNotAnEndpoint(t *testing.T) {
	h, _ := newLeadsServer(t)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/api/leads", nil))
	if w.Code == 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
		t.Errorf("got %d %q, want a JSON error", w.Code, w.Header().Get("Content-Type"))
	}
}

// Two instances on one database, behind a round-robin balancer, hold one
// address to the documented limit together, not each.
func TestPostLeadRateLimitHoldsAcrossInstances(t *testing.T) {
	first, db := newLeadsServer(t)
	second, err := NewServer(Deps{
		Log:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Config: config.Config{BaseURL: "http://localhost:8080"},
		Site:   leadsTestSite,
		Leads:  leads.NewStore(db, ""),
	})
	if err != nil {
		t.Fatal(err)
	}
	created := 0
	for i := range 2 * leadsBurst {
		h := []http.Handler{first, second}[i%2]
		if w := postLead(h, leadBody(t, nil), "application/json", "198.51.100.7:1000"); w.Code == 201 {
			created++
		}
	}
	if created != leadsBurst {
		t.Errorf("got %d leads through two instances, want %d", created, leadsBurst)
	}
}

// An IPv6 client that takes a new address of its /64 for every request is
// still one client.
func TestPostLeadRateLimitKeysIPv6ByItsSlash64(t *testing.T) {
	h, _ := newLeadsServer(t)
	created := 0
	for i := range 2 * leadsBurst {
		if w := postLead(h, leadBody(t, nil), "application/json", fmt.Sprintf("[2001:db8:1:2::%x]:1000", i+1)); w.Code == 201 {
			created++
		}
	}
	if created != leadsBurst {
		t.Errorf("got %d leads from one /64, want %d", created, leadsBurst)
	}
	if w := postLead(h, leadBody(t, nil), "application/json", "[2001:db8:1:3::1]:1000"); w.Code != 201 {
		t.Errorf("another /64: got %d, want 201", w.Code)
	}
}

// A lead committed whose 201 never reached the browser (the instance died)
// is resent by the form with the same Idempotency-Key: same answer, nothing
// stored or mailed twice.
func TestPostLeadResentWithIdempotencyKeyIsStoredOnce(t *testing.T) {
	h, db := newLeadsServer(t)
	body := leadBody(t, nil)
	sent := 0
	send := func(key string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("POST", "/api/leads", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Idempotency-Key", key)
		sent++
		r.RemoteAddr = fmt.Sprintf("192.0.2.%d:1000", 100+sent) // the rate limit stays out of the way
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	first, again := send("f47ac10b-58cc-4372-a567-0e02b2c3d479"), send("f47ac10b-58cc-4372-a567-0e02b2c3d479")
	if first.Code != 201 || again.Code != 201 {
		t.Fatalf("got %d and %d, want 201 twice", first.Code, again.Code)
	}
	if first.Body.String() != again.Body.String() {
		t.Errorf("got %s then %s, want the first lead's id again", first.Body, again.Body)
	}
	if leads, mails := countRows(t, db, "leads"), countRows(t, db, "mail_outbox"); leads != 1 || mails != 2 {
		t.Errorf("got %d leads and %d mails, want 1 and 2", leads, mails)
	}
	if w := send("another-form-0001"); w.Code != 201 || w.Body.String() == first.Body.String() {
		t.Errorf("another key: got %d %s, want a new lead", w.Code, w.Body)
	}
	for _, bad := range []string{"short", strings.Repeat("k", 129), "has spaces in it ok", "é-not-ascii-0123456"} {
		if w := send(bad); w.Code != 400 {
			t.Errorf("key %q: got %d, want 400", bad, w.Code)
		}
	}
}

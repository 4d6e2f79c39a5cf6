package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"reflect"
	"slices"
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

// leadBody is a valid POST /api/leads body with fields replaced by change
// (nil removes one).
func leadBody(t testing.TB, change map[string]any) string {
	t.Helper()
	return formBody(t, map[string]any{"contactMethod": "video", "meetingTime": "Tuesday 14:00", "pagePath": "/en/contact"}, change)
}

var formBodies atomic.Int64

// formBody is the consultation form's fields, valid, and own's, with
// fields replaced by change (nil removes one): the body of POST /api/leads
// or /api/booking. Each body has its own e-mail address, so that the cap
// on confirmations per address stays out of the way.
func formBody(t testing.TB, own, change map[string]any) string {
	t.Helper()
	body := map[string]any{
		"name": "Ada Lovelace", "email": fmt.Sprintf("ada+%d@example.com", formBodies.Add(1)), "phone": "+44 20 7946 0958",
		"company": "Engines Ltd", "service": "custom-apps", "budget": "15k-50k", "message": "We need an app for our members.",
		"consent": true, "website": "", "fillTimeMs": 42000,
	}
	maps.Copy(body, own)
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
	return leadsServerOn(t, db), db
}

// leadsServerOn is the whole product handler on db: another instance when
// db already has one.
func leadsServerOn(t testing.TB, db *database.DB) http.Handler {
	t.Helper()
	h, err := NewServer(Deps{
		Log:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Config: config.Config{BaseURL: "http://localhost:8080"},
		Site:   leadsTestSite,
		Leads:  leads.NewStore(db, ""),
	})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// leadsTestSite is the least of a built front end NewServer accepts.
var leadsTestSite = fstest.MapFS{
	"404/index.html":     {Data: []byte("<!doctype html><title>Not found</title>")},
	"en/home/index.html": {Data: []byte("<!doctype html><title>Home</title>")},
}

func TestPostLead(t *testing.T) {
	const ctJSON = "application/json"
	required := `{"problems":{"name":"required","email":"required","service":"required","contactMethod":"required","message":"required","consent":"required"}}`
	tests := []struct {
		name        string
		body        string
		contentType string
		wantStatus  int
		wantJSON    string // besides 201's {"id": …}
		wantSpam    string // spam reason of the stored lead
	}{
		{"valid", leadBody(t, nil), ctJSON, 201, "", ""},
		{"json with charset", leadBody(t, nil), "application/json; charset=utf-8", 201, "", ""},
		{"only required fields", leadBody(t, map[string]any{"phone": nil, "company": nil, "budget": nil,
			"contactMethod": "email", "meetingTime": nil, "pagePath": nil, "website": nil}), ctJSON, 201, "", ""},
		{"a video meeting without a phone", leadBody(t, map[string]any{"phone": nil}), ctJSON, 422, `{"problems":{"phone":"required"}}`, ""},
		{"arabic, right to left", leadBody(t, map[string]any{"name": "محمد بن راشد",
			"message": "أريد تطبيقًا لمتجر العبايات مع الدفع الإلكتروني.", "pagePath": "/ar/contact"}), ctJSON, 201, "", ""},
		{"french", leadBody(t, map[string]any{"name": "Françoise Lévêque-Noël", "pagePath": "/fr/contact"}), ctJSON, 201, "", ""},
		{"turkish", leadBody(t, map[string]any{"name": "Ayşe Gül Yılmaz-Çelik", "pagePath": "/a/tr/contact"}), ctJSON, 201, "", ""},
		{"emoji", leadBody(t, map[string]any{"name": "Sam 🚀", "message": "An app 📱 for our café ☕, please!"}), ctJSON, 201, "", ""},
		{"honeypot filled", leadBody(t, map[string]any{"website": "http://spam.example"}), ctJSON, 201, "", leads.SpamHoneypot},
		{"sent under 3 s", leadBody(t, map[string]any{"fillTimeMs": 1200}), ctJSON, 201, "", leads.SpamTooFast},
		{"fill time missing", leadBody(t, map[string]any{"fillTimeMs": nil}), ctJSON, 201, "", leads.SpamTooFast},
		{"huge fill time", leadBody(t, map[string]any{"fillTimeMs": 1e300}), ctJSON, 201, "", ""},
		{"everything missing", `{}`, ctJSON, 422, required, ""},
		{"null body", `null`, ctJSON, 422, required, ""},
		{"several problems", leadBody(t, map[string]any{"name": "A", "email": "ada@", "phone": "12",
			"service": "nft", "budget": "lots", "contactMethod": "pigeon", "message": "short", "consent": false}), ctJSON, 422, `{"problems":{"name": "too_short", "email": "invalid",
			"phone": "invalid", "service": "unknown", "budget": "unknown", "contactMethod": "unknown",
			"message": "too_short", "consent": "required"}}`, ""},
		{"language and variant come from the page path only", leadBody(t, map[string]any{"language": "ar"}), ctJSON, 400, `{"error":"~unknown field"}`, ""},
		{"very long name and message", leadBody(t, map[string]any{"name": strings.Repeat("ن", 101),
			"message": strings.Repeat("م", 5001)}), ctJSON, 422, `{"problems":{"name": "too_long", "message": "too_long"}}`, ""},
		{"honeypot with invalid data still gets 422", leadBody(t, map[string]any{"website": "x", "email": "bad"}), ctJSON, 422,
			`{"problems":{"email": "invalid"}}`, ""},
		{"NUL in name", leadBody(t, map[string]any{"name": "Ada\u0000Lovelace"}), ctJSON, 422, `{"problems":{"name": "invalid"}}`, ""},
		{"unknown field", leadBody(t, map[string]any{"admin": true}), ctJSON, 400, `{"error":"~unknown field"}`, ""},
		{"name is a number", leadBody(t, map[string]any{"name": 42}), ctJSON, 400, `{"error":"~cannot unmarshal"}`, ""},
		{"consent is a string", leadBody(t, map[string]any{"consent": "yes"}), ctJSON, 400, `{"error":"~cannot unmarshal"}`, ""},
		{"fill time is a string", leadBody(t, map[string]any{"fillTimeMs": "slow"}), ctJSON, 400, `{"error":"~cannot unmarshal"}`, ""},
		{"body is an array", `[1,2]`, ctJSON, 400, `{"error":"~cannot unmarshal"}`, ""},
		{"malformed json", `{"name": "Ada",`, ctJSON, 400, `{"error":"~EOF"}`, ""},
		{"trailing data", leadBody(t, nil) + `{}`, ctJSON, 400, `{"error":"~trailing data"}`, ""},
		{"empty body", ``, ctJSON, 400, `{"error":"~EOF"}`, ""},
		{"body over 32 KB", leadBody(t, map[string]any{"message": strings.Repeat("x", 33<<10)}), ctJSON, 413, `{"error":"~too large"}`, ""},
		{"form encoding", "name=Ada", "application/x-www-form-urlencoded", 415, `{"error":"~application/json"}`, ""},
		{"no content type", leadBody(t, nil), "", 415, `{"error":"~application/json"}`, ""},
		{"text/plain", leadBody(t, nil), "text/plain", 415, `{"error":"~application/json"}`, ""},
	}
	// One server for all rows, each row from its own address so the rate
	// limit stays out of the way: a fresh PostgreSQL database per row is slow.
	h, db := newLeadsServer(t)
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := dbtest.Rows(t, db, "leads") + dbtest.Rows(t, db, "mail_outbox")
			sc := scenario{
				method: "POST", path: "/api/leads", body: tt.body,
				header: map[string]string{}, remote: fmt.Sprintf("192.0.2.%d:4000", i+1),
				wantStatus: tt.wantStatus, wantJSON: tt.wantJSON,
				wantHeader: map[string]string{"Cache-Control": "no-store"},
			}
			if tt.contentType != "" {
				sc.header["Content-Type"] = tt.contentType
			}
			if tt.wantStatus == 201 {
				sc.wantJSON = `{"id":"~^[0-9a-f]{32}$"}`
			}
			w := sc.run(t, h)
			if tt.wantStatus != 201 {
				if n := dbtest.Rows(t, db, "leads") + dbtest.Rows(t, db, "mail_outbox") - before; n != 0 {
					t.Errorf("got %d rows stored after a %d, want none", n, w.Code)
				}
				return
			}
			var resp struct{ ID string }
			json.Unmarshal(w.Body.Bytes(), &resp)
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
	sc := leadFrom(t, "192.0.2.10:4000", 201)
	sc.body = leadBody(t, map[string]any{"name": "  زينب  ", "phone": "00 90 532 123 45 67",
		"pagePath": "/a/ar/contact"})
	w := sc.run(t, h)
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

// leadFrom is a valid lead sent from remote.
func leadFrom(t testing.TB, remote string, wantStatus int) scenario {
	return scenario{
		method: "POST", path: "/api/leads", remote: remote, body: leadBody(t, nil),
		header: map[string]string{"Content-Type": "application/json"}, wantStatus: wantStatus,
	}
}

func TestPostLeadRateLimit(t *testing.T) {
	h, db := newLeadsServer(t)
	for range leadsBurst {
		leadFrom(t, "198.51.100.7:1000", 201).run(t, h)
	}
	limited := leadFrom(t, "198.51.100.7:1001", 429)
	limited.wantJSON = `{"error":"too many requests"}`
	w := limited.run(t, h)
	retry, err := strconv.Atoi(w.Header().Get("Retry-After"))
	if err != nil || retry < 1 || retry > int(leadsInterval.Seconds()) {
		t.Errorf("got Retry-After %q, want whole seconds in [1, %v]", w.Header().Get("Retry-After"), leadsInterval.Seconds())
	}
	if n := dbtest.Rows(t, db, "leads"); n != leadsBurst {
		t.Errorf("got %d leads, want %d: the limited request must store nothing", n, leadsBurst)
	}
	leadFrom(t, "203.0.113.5:1000", 201).run(t, h)
}

// TestOtherMethodsOnTheAPI: an endpoint asked with another method answers
// the API's JSON 405 with Allow, never a page; an unknown path its JSON 404.
func TestOtherMethodsOnTheAPI(t *testing.T) {
	h, _ := newLeadsServer(t)
	notFound := `{"error":"no such endpoint"}`
	notAllowed := `{"error":"method not allowed, use POST"}`
	allow := map[string]string{"Allow": "POST"}
	runScenarios(t, h, []scenario{
		{name: "GET leads", path: "/api/leads", wantStatus: 405, wantHeader: allow, wantJSON: notAllowed},
		{name: "DELETE leads", method: "DELETE", path: "/api/leads", wantStatus: 405, wantHeader: allow, wantJSON: notAllowed},
		{name: "GET events", path: "/api/events", wantStatus: 405, wantHeader: allow, wantJSON: notAllowed},
		{name: "PUT events", method: "PUT", path: "/api/events", wantStatus: 405, wantHeader: allow, wantJSON: notAllowed},
		{name: "unknown endpoint", method: "POST", path: "/api/nope", wantStatus: 404, wantHeader: map[string]string{"Allow": "-"}, wantJSON: notFound},
	})
}

// TestLeadRequestIsTheSchemasFields: the body POST /api/leads decodes has
// exactly the fields of internal/leads/schema.json, which the front end's
// request is typed from (the decoder refuses any other field).
func TestLeadRequestIsTheSchemasFields(t *testing.T) {
	var tags []string
	for _, f := range reflect.VisibleFields(reflect.TypeFor[leadRequest]()) {
		if !f.Anonymous {
			tags = append(tags, strings.Split(f.Tag.Get("json"), ",")[0])
		}
	}
	want := slices.Sorted(maps.Keys(leads.LeadSchema().Fields))
	if got := slices.Sorted(slices.Values(tags)); !slices.Equal(got, want) {
		t.Errorf("got fields %v, want %v", got, want)
	}
}

// Two instances on one database, behind a round-robin balancer, hold one
// address to the documented limit together, not each.
func TestPostLeadRateLimitHoldsAcrossInstances(t *testing.T) {
	first, db := newLeadsServer(t)
	second := leadsServerOn(t, db)
	for i := range 2 * leadsBurst {
		want := map[bool]int{true: 201, false: 429}[i < leadsBurst]
		leadFrom(t, "198.51.100.7:1000", want).run(t, []http.Handler{first, second}[i%2])
	}
}

// An IPv6 client that takes a new address of its /64 for every request is
// still one client.
func TestPostLeadRateLimitKeysIPv6ByItsSlash64(t *testing.T) {
	h, _ := newLeadsServer(t)
	for i := range 2 * leadsBurst {
		want := map[bool]int{true: 201, false: 429}[i < leadsBurst]
		leadFrom(t, fmt.Sprintf("[2001:db8:1:2::%x]:1000", i+1), want).run(t, h)
	}
	leadFrom(t, "[2001:db8:1:3::1]:1000", 201).run(t, h) // another /64
}

// A lead committed whose 201 never reached the browser (the instance died)
// is resent by the form with the same Idempotency-Key: same answer, nothing
// stored or mailed twice.
func TestPostLeadResentWithIdempotencyKeyIsStoredOnce(t *testing.T) {
	h, db := newLeadsServer(t)
	body := leadBody(t, nil)
	sent := 0
	send := func(key string, wantStatus int) string {
		sent++
		sc := scenario{
			method: "POST", path: "/api/leads", body: body, wantStatus: wantStatus,
			remote: fmt.Sprintf("192.0.2.%d:1000", 100+sent), // the rate limit stays out of the way
			header: map[string]string{"Content-Type": "application/json", "Idempotency-Key": key},
		}
		return sc.run(t, h).Body.String()
	}
	first := send("f47ac10b-58cc-4372-a567-0e02b2c3d479", 201)
	if again := send("f47ac10b-58cc-4372-a567-0e02b2c3d479", 201); again != first {
		t.Errorf("got %s then %s, want the first lead's id again", first, again)
	}
	if leads, mails := dbtest.Rows(t, db, "leads"), dbtest.Rows(t, db, "mail_outbox"); leads != 1 || mails != 2 {
		t.Errorf("got %d leads and %d mails, want 1 and 2", leads, mails)
	}
	if other := send("another-form-0001", 201); other == first {
		t.Errorf("another key: got %s, want a new lead", other)
	}
	for _, bad := range []string{"short", strings.Repeat("k", 129), "has spaces in it ok", "é-not-ascii-0123456"} {
		send(bad, 400)
	}
}

// TestPostLeadRefusesHiddenAndEncodedText: text that reads otherwise than
// it is (bidi overrides, zero-width characters) or that a mail client
// decodes into something else (RFC 2047 encoded words, which can hold CR
// LF) is refused like any invalid value.
func TestPostLeadRefusesHiddenAndEncodedText(t *testing.T) {
	h, _ := newLeadsServer(t)
	invalid := func(field string) string { return `{"problems":{"` + field + `":"invalid"}}` }
	rows := []struct {
		name   string
		change map[string]any
		status int
		json   string
	}{
		{"encoded word in the name", map[string]any{"name": "=?UTF-8?B?QWRhDQpCY2M6IHhAZXZpbC5leGFtcGxl?="}, 422, invalid("name")},
		{"quoted-printable word in the name", map[string]any{"name": "Ada =?utf-8?q?=0D=0ABcc:_x@evil.example?="}, 422, invalid("name")},
		{"right-to-left override in the name", map[string]any{"name": "Ada \u202Eecalevol"}, 422, invalid("name")},
		{"isolate in the company", map[string]any{"company": "ACME \u2067Ltd\u2069"}, 422, invalid("company")},
		{"zero-width space in the name", map[string]any{"name": "Ad\u200Ba Lovelace"}, 422, invalid("name")},
		{"zero-width joiner in the e-mail", map[string]any{"email": "ad\u200Da@example.com"}, 422, invalid("email")},
		{"override in the e-mail", map[string]any{"email": "ada@exa\u202Emple.com"}, 422, invalid("email")},
		{"emoji sequence in the message is fine", map[string]any{"message": "For our family 👨\u200D👩\u200D👧 business."}, 201, ""},
	}
	var scenarios []scenario
	for i, row := range rows {
		scenarios = append(scenarios, scenario{
			name: row.name, method: "POST", path: "/api/leads", body: leadBody(t, row.change),
			header: map[string]string{"Content-Type": "application/json"}, remote: fmt.Sprintf("192.0.2.%d:1000", 150+i),
			wantStatus: row.status, wantJSON: row.json,
		})
	}
	runScenarios(t, h, scenarios)
}

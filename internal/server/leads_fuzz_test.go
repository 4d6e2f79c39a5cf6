package server

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
)

// FuzzLeads throws arbitrary bodies at POST /api/leads. Whatever comes in,
// the answer is one of the documented statuses with a JSON body, a 201 id
// names a stored lead that passes validation, and an error stores nothing.
// go test runs the seeds; `go test -fuzz FuzzLeads ./internal/server` explores.
func FuzzLeads(f *testing.F) {
	seeds := []string{
		leadBody(f, nil),
		leadBody(f, map[string]any{"name": "عائشة", "pagePath": "/ar/contact", "message": "مرحبا، نريد تطبيقا للمتجر."}),
		leadBody(f, map[string]any{"name": "Çağrı Öğüt", "pagePath": "/a/tr/contact"}),
		leadBody(f, map[string]any{"website": "spam"}),
		leadBody(f, map[string]any{"fillTimeMs": -5}),
		leadBody(f, map[string]any{"name": "\u202eevil\u202c", "message": "\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000"}),
		leadBody(f, map[string]any{"email": "a@b.c\r\nBcc: x@y.z"}),
		leadBody(f, map[string]any{"phone": "+٩٧١٥٠١٢٣٤٥٦٧"}),
		`{"name":"\ud800","email":"x@example.com"}`,
		`{"NAME":"Ada","Name":"Bob"}`,
		`{"consent":1}`,
		`{"fillTimeMs":1e999}`,
		`[]`, `""`, `null`, `{`, "\xff\xfe", "{}{}", strings.Repeat("[", 10000),
	}
	for _, s := range seeds {
		f.Add(s)
	}
	db := dbtest.Open(f)
	store := leads.NewStore(db, "")
	// No rate limit: the fuzzer sends from one address.
	h := handleLeads(slog.New(slog.NewTextHandler(io.Discard, nil)), store, nil, nil, false)
	f.Fuzz(func(t *testing.T, body string) {
		before := dbtest.Rows(t, db, "leads")
		r := httptest.NewRequest("POST", "/api/leads", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)

		var resp struct {
			ID       string            `json:"id"`
			Problems map[string]string `json:"problems"`
			Error    string            `json:"error"`
		}
		if err := json.Unmarshal(w.Body.Bytes(), &resp); err != nil {
			t.Fatalf("status %d with a body that is not JSON: %q", w.Code, w.Body)
		}
		after := dbtest.Rows(t, db, "leads")
		switch w.Code {
		case 201:
			l, err := store.Get(context.Background(), resp.ID)
			if err != nil {
				t.Fatalf("201 with id %q but: %v", resp.ID, err)
			}
			if p := l.Valid(context.Background()); len(p) > 0 {
				t.Fatalf("stored a lead with problems %v", p)
			}
			if after != before+1 {
				t.Fatalf("got %d new leads for one 201, want 1", after-before)
			}
		case 422:
			if len(resp.Problems) == 0 {
				t.Fatalf("422 without problems: %s", w.Body)
			}
			fallthrough
		case 400, 413:
			if after != before {
				t.Fatalf("a %d stored %d leads", w.Code, after-before)
			}
		default:
			t.Fatalf("unexpected status %d: %s", w.Code, w.Body)
		}
	})
}

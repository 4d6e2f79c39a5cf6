package server

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

// studioView is what GET /api/admin/content answers, as the tests read it.
type studioView struct {
	Languages []string
	Working   map[string]json.RawMessage
	UpdatedBy string
	Revisions map[string]string
	Status    map[string]map[string]string
	Schema    map[string]any
}

func newContentFixture(t *testing.T) *adminFixture {
	t.Helper()
	db := dbtest.Open(t)
	return newAdminInstance(t, db, func(d *Deps) { d.DB = db })
}

func (f *adminFixture) studio(t *testing.T, cookie string) studioView {
	t.Helper()
	w := scenario{path: "/api/admin/content", header: as(cookie), wantStatus: 200}.run(t, f.h)
	var v studioView
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// testimonial is one testimonial of the working document as JSON, with
// its Arabic text replaced.
func (v studioView) testimonial(t *testing.T, key, ar string) string {
	t.Helper()
	var list []map[string]any
	json.Unmarshal(v.Working["testimonials"], &list)
	for _, it := range list {
		if it["id"] == key {
			it["text"].(map[string]any)["ar"] = ar
			b, _ := json.Marshal(it)
			return string(b)
		}
	}
	t.Fatalf("no testimonial %s", key)
	return ""
}

func TestAdminContent(t *testing.T) {
	f := newContentFixture(t)
	owner, ownerCookie := f.owner(t)
	_, cookie := f.member(t, owner, "Omar")
	v := f.studio(t, cookie)
	if strings.Join(v.Languages, ",") != "en,ar,fr,tr" || v.Schema["root"] == nil || v.Working["testimonials"] == nil {
		t.Fatalf("GET /api/admin/content: languages %v, schema %v", v.Languages, v.Schema != nil)
	}
	base := v.Revisions["/testimonials/sara"]
	if base == "" || v.Revisions["/testimonials"] == "" || v.Revisions["/about"] == "" || v.Status["/testimonials/sara"]["ar"] != "done" {
		t.Fatalf("revisions %v, status %v", v.Revisions, v.Status["/testimonials/sara"])
	}
	edited := v.testimonial(t, "sara", "نص جديد")
	stale := v.testimonial(t, "sara", "نص آخر")
	draft := strings.Replace(v.testimonial(t, "sara", ""), `"ar":"",`, "", 1)
	cookieH := as(cookie)
	runScenarios(t, f.h, []scenario{
		{name: "signed out", method: "PUT", path: "/api/admin/content/testimonials/sara", header: as(""),
			body: `{"value":` + edited + `,"base":"` + base + `"}`, wantStatus: 401},
		{name: "edit", method: "PUT", path: "/api/admin/content/testimonials/sara", header: cookieH,
			body: `{"value":` + edited + `,"base":"` + base + `"}`, wantStatus: 200,
			wantJSON: `{"pointer":"/testimonials/sara","revision":"~^[0-9a-f]{16}$","status":{"en":"outdated","ar":"done","fr":"outdated","tr":"outdated"},"outdated":{"text":["en","fr","tr"]}}`},
		{name: "stale base", method: "PUT", path: "/api/admin/content/testimonials/sara", header: as(ownerCookie),
			body: `{"value":` + stale + `,"base":"` + base + `"}`, wantStatus: 409,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				var c struct {
					Error, Revision, UpdatedBy string
					Current                    map[string]any
				}
				json.Unmarshal(w.Body.Bytes(), &c)
				if c.Error != "conflict" || c.UpdatedBy != "Omar" || c.Current["text"].(map[string]any)["ar"] != "نص جديد" || c.Revision == base {
					t.Errorf("409 %s: want the current item, by Omar", w.Body)
				}
			}},
		{name: "French still correct", method: "POST", path: "/api/admin/content/confirm", header: cookieH,
			body: `{"pointer":"/testimonials/sara","field":"text","language":"fr"}`, wantStatus: 200,
			wantJSON: `{"pointer":"/testimonials/sara","revision":"~^[0-9a-f]{16}$","status":{"en":"outdated","ar":"done","fr":"done","tr":"outdated"},"outdated":{"text":["en","tr"]}}`},
		{name: "French confirmed again", method: "POST", path: "/api/admin/content/confirm", header: cookieH,
			body: `{"pointer":"/testimonials/sara","field":"text","language":"fr"}`, wantStatus: 422, wantJSON: `{"problems":{"language":"not_outdated"}}`},
		{name: "confirm what is not a text", method: "POST", path: "/api/admin/content/confirm", header: cookieH,
			body: `{"pointer":"/testimonials/sara","field":"id","language":"fr"}`, wantStatus: 404},
		{name: "unknown item", method: "PUT", path: "/api/admin/content/testimonials/nobody", header: cookieH,
			body: `{"value":` + edited + `,"base":"x"}`, wantStatus: 404},
		{name: "not JSON", method: "PUT", path: "/api/admin/content/announcement", header: cookieH,
			body: `{"base":"x"}`, wantStatus: 400},
		{name: "an FAQ question removed", method: "DELETE", path: "/api/admin/content/faq/services?base=" + v.Revisions["/faq/services"], header: cookieH,
			wantStatus: 204},
		{name: "add a duplicate", method: "POST", path: "/api/admin/content/testimonials", header: cookieH,
			body: `{"value":` + edited + `}`, wantStatus: 409, wantJSON: `{"code":"duplicate_key","error":"~exists"}`},
		{name: "add a draft", method: "POST", path: "/api/admin/content/testimonials", header: cookieH,
			body: `{"value":` + strings.Replace(draft, `"id":"sara"`, `"id":"nour"`, 1) + `}`, wantStatus: 201,
			wantJSON: `{"pointer":"/testimonials/nour","revision":"~.","status":{"en":"done","ar":"missing","fr":"done","tr":"done"},"outdated":{}}`},
		{name: "add an invalid one", method: "POST", path: "/api/admin/content/testimonials", header: cookieH,
			body: `{"value":{"id":"x"}}`, wantStatus: 422, check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), `"testimonials.7.text":"required"`) {
					t.Errorf("got %s, want the missing text at its path", w.Body)
				}
			}},
		{name: "reorder from a stale base", method: "PUT", path: "/api/admin/content/testimonials/order", header: cookieH,
			body: `{"keys":["sara"],"base":"` + v.Revisions["/testimonials"] + `"}`, wantStatus: 409},
	})
	v = f.studio(t, cookie)
	if v.UpdatedBy != "Omar" || v.Status["/testimonials/nour"]["ar"] != "missing" {
		t.Errorf("after the edits: by %q, nour %v", v.UpdatedBy, v.Status["/testimonials/nour"])
	}
	keys := `["nour","khalid","sara","omar","fatma","claire","yousef"]`
	runScenarios(t, f.h, []scenario{
		{name: "reorder", method: "PUT", path: "/api/admin/content/testimonials/order", header: cookieH,
			body: `{"keys":` + keys + `,"base":"` + v.Revisions["/testimonials"] + `"}`, wantStatus: 200, wantJSON: `{"revision":"~."}`},
		{name: "remove", method: "DELETE", path: "/api/admin/content/testimonials/nour?base=" + v.Revisions["/testimonials/nour"], header: cookieH,
			wantStatus: 204},
	})
	for action, want := range map[string]int{"content.edited": 1, "content.added": 1, "content.reordered": 1, "content.removed": 2} {
		if got := f.auditCount(t, action); got != want {
			t.Errorf("%s audit rows: %d, want %d", action, got, want)
		}
	}
}

// TestLegalPagesSaveAtTheSchemasMaxima (issue 35, D6): the privacy policy
// with every text at its maximum length in four languages saves; at the
// 64 KiB every other admin body has, a section could hold 2,090 characters.
func TestLegalPagesSaveAtTheSchemasMaxima(t *testing.T) {
	f := newContentFixture(t)
	_, cookie := f.owner(t)
	v := f.studio(t, cookie)
	var privacy map[string]any
	if err := json.Unmarshal(v.Working["privacy"], &privacy); err != nil {
		t.Fatal(err)
	}
	words := map[string]string{"en": "privacy ", "ar": "الخصوصية ", "fr": "données ", "tr": "gizlilik "}
	full := func(max int) map[string]any { // a text of max characters in every language
		text := map[string]any{}
		for lang, w := range words {
			text[lang] = string([]rune(strings.Repeat(w, max))[:max])
		}
		return text
	}
	privacy["intro"] = full(600)
	ids := []string{"collection", "usage", "sharing", "protection", "rights", "changes"}
	var sections []any
	for _, id := range ids {
		body := map[string]any{}
		for lang, w := range words {
			p := "<p>" + strings.Repeat(w, 4000) // cut to 4,000 characters with its tags
			body[lang] = string([]rune(p)[:4000-4]) + "</p>"
		}
		sections = append(sections, map[string]any{"id": id, "title": full(80), "body": body})
	}
	privacy["sections"] = sections
	value, _ := json.Marshal(privacy)
	req, _ := json.Marshal(map[string]any{"value": json.RawMessage(value), "base": v.Revisions["/privacy"]})
	if len(req) <= 64<<10 {
		t.Fatalf("the edit is %d bytes: not past the old limit", len(req))
	}
	w := scenario{method: "PUT", path: "/api/admin/content/privacy", header: as(cookie), body: string(req), wantStatus: 200}.run(t, f.h)
	if !strings.Contains(w.Body.String(), `"revision"`) {
		t.Fatalf("got %s, want the saved privacy policy", w.Body)
	}
	if got := f.studio(t, cookie).Working["privacy"]; !strings.Contains(string(got), strings.Repeat("الخصوصية ", 400)) {
		t.Fatal("the saved privacy policy lacks its Arabic at length")
	}
}

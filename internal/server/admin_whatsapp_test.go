package server

import (
	"testing"
	"time"
)

func TestWhatsAppReferenceLookupAndLead(t *testing.T) {
	f := newAnalyticsFixture(t)
	browseFixture(t, f)
	click := map[string]any{"at": "2026-11-10T10:05:00Z", "path": "/en/home", "lang": "en", "variant": "default",
		"referrerHost": "news.example", "utmSource": "newsletter", "utmMedium": "email", "utmCampaign": "spring",
		"device": "desktop", "browser": "Chrome", "buttonName": "whatsapp_float", "leadId": nil}
	got := f.get(t, "/api/admin/whatsapp-refs/k7q3", 200) // read aloud, typed in lower case
	if ref := pick(t, got, "ref"); ref != "K7Q3" {
		t.Errorf("got ref %v, want K7Q3", ref)
	}
	c := pick(t, got, "clicks.0").(map[string]any)
	if _, ok := c["id"].(float64); !ok {
		t.Errorf("got click id %v, want a number", c["id"])
	}
	delete(c, "id")
	if g, w := compact(t, c), compact(t, click); g != w {
		t.Errorf("got click %v, want %v", g, w)
	}

	w := scenario{method: "POST", path: "/api/admin/whatsapp-refs/K7Q3/lead", header: as(f.session(t)),
		body: `{"name":"Omar","phone":"+90 555 123 45 67","note":"Asked about a booking app."}`, wantStatus: 201}.run(t, f.h)
	var made map[string]any
	decodeInto(t, w.Body.Bytes(), &made)
	lead := pick(t, made, "lead").(map[string]any)
	for field, want := range map[string]any{"id": made["id"], "status": "contacted", "channel": "whatsapp", "contactMethod": "whatsapp",
		"whatsappRef": "K7Q3", "name": "Omar", "phone": "+905551234567", "language": "en", "variant": "default", "pagePath": "/en/home",
		"firstContactedAt": "2026-11-10T18:00:00Z"} {
		if lead[field] != want {
			t.Errorf("got %s %v, want %v", field, lead[field], want)
		}
	}
	if g := compact(t, pick(t, lead, "visit")); g != `{"browser":"Chrome","device":"desktop","firstSeenAt":"2026-11-10T10:00:00Z","landingPage":"/en/home","lang":"en","pagesViewed":1,"referrerHost":"news.example","utmCampaign":"spring","utmMedium":"email","utmSource":"newsletter","variant":"default"}` {
		t.Errorf("got visit %v", g)
	}
	if g := pick(t, f.get(t, "/api/admin/whatsapp-refs/K7Q3", 200), "clicks.0.leadId"); g != made["id"] {
		t.Errorf("got leadId %v, want %v", g, made["id"])
	}
	if g := pick(t, f.get(t, "/api/admin/leads/"+made["id"].(string), 200), "notes.0.body"); g != "Asked about a booking app." {
		t.Errorf("got note %v", g)
	}
	// The WhatsApp lead joins the funnel and the campaign's leads.
	dash := f.get(t, "/api/admin/analytics?from=2026-11-10&to=2026-11-10", 200)
	if g := pick(t, dash, "totals.current.leads"); g != float64(2) {
		t.Errorf("got %v leads, want 2", g)
	}
	if g := pick(t, dash, "campaigns.1.leads"); g != float64(1) {
		t.Errorf("got %v leads for newsletter/email/spring, want 1", g)
	}
	if n := f.auditCount(t, "lead.from_whatsapp"); n != 1 {
		t.Errorf("got %d audit entries, want 1", n)
	}

	runScenarios(t, f.h, []scenario{
		{name: "a second lead from the click", method: "POST", path: "/api/admin/whatsapp-refs/K7Q3/lead", header: as(f.session(t)),
			body: `{}`, wantStatus: 409, wantJSON: `{"error":"A lead was already made from this click.","code":"ref_has_lead","leadId":"` + made["id"].(string) + `"}`},
		{name: "an unknown click id", method: "POST", path: "/api/admin/whatsapp-refs/K7Q3/lead", header: as(f.session(t)),
			body: `{"clickId":99999}`, wantStatus: 422, wantJSON: `{"problems":{"clickId":"unknown"}}`},
		{name: "unknown reference", path: "/api/admin/whatsapp-refs/ZZZZ", header: as(f.session(t)),
			wantStatus: 404, wantJSON: `{"error":"No WhatsApp click carries reference ZZZZ.","code":"ref_unknown"}`},
		{name: "ambiguous characters are not in references", path: "/api/admin/whatsapp-refs/K0Q1", header: as(f.session(t)),
			wantStatus: 400, wantJSON: `{"error":"bad request: ref: want 4 characters of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ"}`},
		{name: "too long", path: "/api/admin/whatsapp-refs/K7Q3K", header: as(f.session(t)), wantStatus: 400},
		{name: "a lead from an unknown reference", method: "POST", path: "/api/admin/whatsapp-refs/ZZZZ/lead", header: as(f.session(t)),
			body: `{}`, wantStatus: 404},
	})
}

func TestWhatsAppReferenceExpires(t *testing.T) {
	f := newAnalyticsFixture(t)
	f.send(t, visitorA, at(1, 9, 0), ev("outbound_click", "/en/home", "props", map[string]any{"channel": "whatsapp", "ref": "M4RT"}))
	*f.now = at(1, 9, 0).Add(30*24*time.Hour - time.Minute)
	f.get(t, "/api/admin/whatsapp-refs/M4RT", 200)
	*f.now = at(1, 9, 0).Add(30*24*time.Hour + time.Minute)
	scenario{path: "/api/admin/whatsapp-refs/M4RT", header: as(f.session(t)), wantStatus: 410,
		wantJSON: `{"error":"Reference M4RT is older than 30 days and can no longer be traced.","code":"ref_expired"}`}.run(t, f.h)
	scenario{method: "POST", path: "/api/admin/whatsapp-refs/M4RT/lead", header: as(f.session(t)), body: `{}`, wantStatus: 410}.run(t, f.h)
}

func TestWhatsAppLeadValidates(t *testing.T) {
	f := newAnalyticsFixture(t)
	f.send(t, visitorA, at(10, 9, 0), ev("outbound_click", "/ar/home", "props", map[string]any{"channel": "whatsapp", "ref": "HX7P"}))
	scenario{method: "POST", path: "/api/admin/whatsapp-refs/HX7P/lead", header: as(f.session(t)),
		body: `{"phone":"not a phone"}`, wantStatus: 422, wantJSON: `{"problems":{"phone":"invalid"}}`}.run(t, f.h)
	w := scenario{method: "POST", path: "/api/admin/whatsapp-refs/HX7P/lead", header: as(f.session(t)), body: `{}`, wantStatus: 201}.run(t, f.h)
	var made map[string]any
	decodeInto(t, w.Body.Bytes(), &made)
	if g := pick(t, made, "lead.name"); g != "WhatsApp HX7P" {
		t.Errorf("got name %v, want WhatsApp HX7P", g)
	}
	if g := pick(t, made, "lead.language"); g != "ar" {
		t.Errorf("got language %v, want ar", g)
	}
}

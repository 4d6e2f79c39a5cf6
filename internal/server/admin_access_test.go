package server

import (
	"net/http/httptest"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

// TestAdminRoutesNeedASession walks every admin route, signed out and with
// a cookie that opens no session: each answers 401 before its handler runs.
func TestAdminRoutesNeedASession(t *testing.T) {
	f := newAdminFixture(t)
	routes := adminRoutes(f.deps)
	if len(routes) < 25 {
		t.Fatalf("got %d admin routes, want the whole API", len(routes))
	}
	var scenarios []scenario
	for _, rt := range routes {
		method, path := concretePath(rt.pattern)
		for _, cookie := range []string{"", "session=forged-token"} {
			scenarios = append(scenarios, scenario{
				name: rt.pattern + " cookie=" + cookie, method: method, path: path, header: as(cookie), body: `{}`,
				wantStatus: 401, wantJSON: `{"code":"signed_out","error":"Please sign in."}`,
				wantHeader: map[string]string{"Cache-Control": "no-store"},
			})
		}
	}
	runScenarios(t, f.h, scenarios)
}

// TestOwnerOnlyRoutesRefuseMembers sends a member to every owner-only
// route: 403, and nothing recorded as done.
func TestOwnerOnlyRoutesRefuseMembers(t *testing.T) {
	f := newAdminFixture(t)
	amira, _ := f.owner(t)
	_, member := f.member(t, amira, "Omar")
	var scenarios []scenario
	for _, rt := range adminRoutes(f.deps) {
		if rt.access != owner {
			continue
		}
		method, path := concretePath(rt.pattern)
		scenarios = append(scenarios, scenario{
			name: rt.pattern, method: method, path: path, header: as(member),
			body:       `{"role":"owner","email":"x@example.com","twoFactorRequired":false}`,
			wantStatus: 403, wantJSON: `{"code":"owner_only","error":"~owner"}`,
		})
	}
	if len(scenarios) < 6 {
		t.Fatalf("got %d owner-only routes, want the team and audit routes", len(scenarios))
	}
	before := dbtest.Rows(t, f.db, "audit_log")
	runScenarios(t, f.h, scenarios)
	if after := dbtest.Rows(t, f.db, "audit_log"); after != before {
		t.Errorf("got %d audit rows after refused requests, want %d", after, before)
	}
}

// TestTwoFactorRequiredForEveryone: once the owner requires 2FA, a member
// without it can only reach the routes that let them set it up.
func TestTwoFactorRequiredForEveryone(t *testing.T) {
	f := newAdminFixture(t)
	owner, _ := f.owner(t)
	_, member := f.member(t, owner, "Omar")
	f.requireTwoFactor(t, owner)
	runScenarios(t, f.h, []scenario{
		{name: "leads refused", path: "/api/admin/leads", header: as(member),
			wantStatus: 403, wantJSON: `{"code":"totp_setup_required","error":"~two-factor"}`},
		{name: "me answers and says why", path: "/api/admin/me", header: as(member), wantStatus: 200,
			wantJSON: `{"id":"~.","email":"omar@example.com","name":"Omar","role":"member","language":"en","totpEnabled":false,"passkeys":0,
				"createdAt":"~^2026-11-02T","lastSignInAt":"~^2026-11-02T","twoFactorRequired":true,"totpSetupRequired":true,"totpAvailable":true,"passkeysAvailable":true,
				"settings":{"waitingThresholdMinutes":1440,"pollSeconds":30,"timeZone":"UTC"},
	"setup":{"mailOff":true,"exampleContacts":["default.email","default.phone","default.whatsapp","a.email","a.phone","a.whatsapp"],"invitationHours":72}}`},
		{name: "2FA setup answers", method: "POST", path: "/api/admin/me/totp/setup", header: as(member), body: `{"password":"sales team passphrase"}`,
			wantStatus: 200, wantJSON: `{"secret":"~^[A-Z2-7]+$","otpauthUrl":"~^otpauth://totp/","qr":"~^data:image/png;base64,"}`},
	})
}

// TestBadInputNeverFailsTheServer sends every admin and auth route, signed
// in as the owner, bodies and ids that make no sense: each answer is a
// JSON 4xx, never a 5xx, and nothing is recorded as done.
func TestBadInputNeverFailsTheServer(t *testing.T) {
	f := newAdminFixture(t)
	_, owner := f.owner(t)
	bodies := map[string]string{
		"malformed": `{"email":`, "array": `[1,2]`, "unknown field": `{"isAdmin":true}`, "wrong types": `{"version":"one","status":7,"token":[],"email":{},"spam":"no"}`,
		"NUL": "{\"name\":\"a\u0000b\",\"body\":\"\u0000\"}", "huge": `{"body":"` + strings.Repeat("x", 70<<10) + `"}`,
	}
	routes := append(authRoutes(f.deps), adminRoutes(f.deps)...)
	before := dbtest.Rows(t, f.db, "audit_log")
	for _, rt := range routes {
		method, path := concretePath(rt.pattern)
		if method == "GET" {
			path += "?page=-1&perPage=x&before=y&since=z&from=q"
		}
		for name, body := range bodies {
			t.Run(rt.pattern+" "+name, func(t *testing.T) {
				r := httptest.NewRequest(method, path, strings.NewReader(body))
				for k, v := range as(owner) {
					r.Header.Set(k, v)
				}
				w := httptest.NewRecorder()
				f.h.ServeHTTP(w, r)
				if w.Code < 400 && method != "GET" || w.Code >= 500 {
					t.Errorf("got %d %.200s, want a 4xx", w.Code, w.Body)
				}
				if !strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") && w.Code != 200 {
					t.Errorf("got Content-Type %q, want JSON", w.Header().Get("Content-Type"))
				}
			})
		}
	}
	if after := dbtest.Rows(t, f.db, "audit_log"); after != before {
		t.Errorf("got %d audit rows after refused requests, want %d", after, before)
	}
}

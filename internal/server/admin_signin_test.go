package server

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pquerna/otp/totp"

	"agencysite/internal/auth"
)

const meJSON = `{"id":"~^[0-9a-f]{32}$","email":"owner@example.com","name":"Amira","role":"owner","language":"en",
	"totpEnabled":false,"passkeys":0,"createdAt":"~^2026-11-02T","lastSignInAt":"~^2026-11-02T","twoFactorRequired":false,"totpSetupRequired":false,"totpAvailable":true,"passkeysAvailable":true,
	"settings":{"waitingThresholdMinutes":1440,"pollSeconds":30,"timeZone":"UTC"},
	"setup":{"mailOff":true,"exampleContacts":["default.email","default.phone","default.whatsapp","a.email","a.phone","a.whatsapp"],"invitationHours":72}}`

// sessionFrom is the Cookie header that sends back the answer's session cookie.
func sessionFrom(t *testing.T, w *httptest.ResponseRecorder) string {
	t.Helper()
	for _, c := range w.Result().Cookies() {
		if strings.HasSuffix(c.Name, "session") && c.Value != "" {
			return c.Name + "=" + c.Value
		}
	}
	t.Fatalf("got no session cookie in %v", w.Header()["Set-Cookie"])
	return ""
}

func TestFirstRunSignInAndOut(t *testing.T) {
	f := newAdminFixture(t)
	link, err := f.auth.NewSetupLink(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	token := link[strings.LastIndex(link, "#")+1:]
	setup := fmt.Sprintf(`{"token":%q,"email":"Owner@Example.com","name":"Amira","password":%q}`, token, fixturePassword)
	runScenarios(t, f.h, []scenario{
		{name: "link checks out", method: "POST", path: "/api/auth/setup/check", header: as(""), body: fmt.Sprintf(`{"token":%q}`, token), wantStatus: 204},
		{name: "forged link", method: "POST", path: "/api/auth/setup/check", header: as(""), body: `{"token":"AAAA"}`,
			wantStatus: 410, wantJSON: `{"code":"link_invalid","error":"~expired"}`},
		{name: "common password", method: "POST", path: "/api/auth/setup", header: as(""),
			body:       fmt.Sprintf(`{"token":%q,"email":"o@example.com","name":"A","password":"iloveyou1234"}`, token),
			wantStatus: 422, wantJSON: `{"problems":{"password":"common"}}`},
	})
	w := scenario{method: "POST", path: "/api/auth/setup", header: as(""), body: setup, wantStatus: 201, wantJSON: meJSON,
		wantHeader: map[string]string{"Set-Cookie": "~^session=[A-Z2-7]{52}; Path=/; HttpOnly; SameSite=Strict$"}}.run(t, f.h)
	owner := sessionFrom(t, w)
	runScenarios(t, f.h, []scenario{
		{name: "setup link used up", method: "POST", path: "/api/auth/setup", header: as(""), body: setup,
			wantStatus: 410, wantJSON: `{"code":"link_invalid","error":"~expired"}`},
		{name: "signed in", path: "/api/admin/me", header: as(owner), wantStatus: 200, wantJSON: meJSON},
		{name: "wrong password", method: "POST", path: "/api/auth/sign-in", header: as(""),
			body:       `{"email":"owner@example.com","password":"not the password"}`,
			wantStatus: 401, wantJSON: `{"code":"invalid_credentials","error":"Wrong e-mail, password or code."}`},
		{name: "unknown e-mail, same answer", method: "POST", path: "/api/auth/sign-in", header: as(""),
			body:       `{"email":"nobody@example.com","password":"not the password"}`,
			wantStatus: 401, wantJSON: `{"code":"invalid_credentials","error":"Wrong e-mail, password or code."}`},
		{name: "sign out", method: "POST", path: "/api/admin/sign-out", header: as(owner), wantStatus: 204,
			wantHeader: map[string]string{"Set-Cookie": "~^session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict$"}},
		{name: "signed out", path: "/api/admin/me", header: as(owner), wantStatus: 401, wantJSON: `{"code":"signed_out","error":"Please sign in."}`},
	})
	if f.auditCount(t, "auth.sign_out") != 1 || f.auditCount(t, "auth.sign_in_failed") != 2 || f.auditCount(t, "auth.setup") != 1 {
		t.Error("got audit rows missing for setup, failed sign-ins or sign-out")
	}
}

func TestSessionCookieOverHTTPS(t *testing.T) {
	f := newAdminFixture(t, func(d *Deps) { d.Config.HTTPS = true })
	f.owner(t)
	w := scenario{method: "POST", path: "/api/auth/sign-in", header: as(""),
		body:       fmt.Sprintf(`{"email":%q,"password":%q}`, fixtureOwnerEmail, fixturePassword),
		wantStatus: 200,
		wantHeader: map[string]string{"Set-Cookie": "~^__Host-session=[A-Z2-7]{52}; Path=/; HttpOnly; Secure; SameSite=Strict$"},
	}.run(t, f.h)
	cookie := sessionFrom(t, w)
	runScenarios(t, f.h, []scenario{
		{name: "the __Host- cookie signs in", path: "/api/admin/me", header: as(cookie), wantStatus: 200},
		{name: "the plain cookie does not", path: "/api/admin/me", header: as(strings.TrimPrefix(cookie, "__Host-")), wantStatus: 401},
	})
}

// TestCrossOriginWritesRefused: another site's page cannot make a signed-in
// browser change anything.
func TestCrossOriginWritesRefused(t *testing.T) {
	f := newAdminFixture(t)
	_, owner := f.owner(t)
	leadID := f.lead(t, nil)
	crossSite := map[string]string{"Cookie": owner, "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}
	evilOrigin := map[string]string{"Cookie": owner, "Content-Type": "application/json", "Origin": "https://evil.example"}
	refused := `{"code":"cross_origin","error":"cross-origin request refused"}`
	runScenarios(t, f.h, []scenario{
		{name: "sign-out from another site", method: "POST", path: "/api/admin/sign-out", header: crossSite, body: `{}`, wantStatus: 403, wantJSON: refused},
		{name: "status change from another origin", method: "PATCH", path: "/api/admin/leads/" + leadID, header: evilOrigin,
			body: `{"version":1,"status":"contacted"}`, wantStatus: 403, wantJSON: refused},
		{name: "sign-in from another site", method: "POST", path: "/api/auth/sign-in", header: crossSite,
			body: `{"email":"owner@example.com","password":"x"}`, wantStatus: 403, wantJSON: refused},
		{name: "reading is allowed", path: "/api/admin/me", header: crossSite, wantStatus: 200},
		{name: "still signed in, lead unchanged", path: "/api/admin/leads/" + leadID, header: as(owner), wantStatus: 200,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), `"status":"new"`) {
					t.Errorf("got %s, want the lead still new", w.Body)
				}
			}},
	})
}

func TestAdminWritesTakeJSONOnly(t *testing.T) {
	f := newAdminFixture(t)
	_, owner := f.owner(t)
	form := map[string]string{"Cookie": owner, "Content-Type": "application/x-www-form-urlencoded"}
	runScenarios(t, f.h, []scenario{
		{name: "form post", method: "POST", path: "/api/admin/sign-out", header: form, body: "a=1", wantStatus: 415,
			wantJSON: `{"error":"~application/json"}`},
		{name: "no content type", method: "POST", path: "/api/auth/sign-in", body: `{"email":"a@b.c","password":"x"}`, wantStatus: 415},
		{name: "still signed in", path: "/api/admin/me", header: as(owner), wantStatus: 200},
		{name: "unknown field", method: "PATCH", path: "/api/admin/me", header: as(owner), body: `{"name":"A","isOwner":true}`,
			wantStatus: 400, wantJSON: `{"error":"~unknown field"}`},
		{name: "body over 64 KiB", method: "PATCH", path: "/api/admin/me", header: as(owner),
			body: `{"name":"` + strings.Repeat("a", 70<<10) + `"}`, wantStatus: 413},
		{name: "name too long", method: "PATCH", path: "/api/admin/me", header: as(owner), body: `{"name":"` + strings.Repeat("ب", 101) + `"}`,
			wantStatus: 422, wantJSON: `{"problems":{"name":"too_long"}}`},
		{name: "language switched", method: "PATCH", path: "/api/admin/me", header: as(owner), body: `{"language":"ar"}`,
			wantStatus: 200, check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), `"language":"ar"`) {
					t.Errorf("got %s, want language ar", w.Body)
				}
			}},
		{name: "unknown endpoint signed in", path: "/api/admin/nope", header: as(owner), wantStatus: 404},
	})
}

// TestThrottlingAcrossInstances: failures on one instance count on the
// other, because both keep them in the one database.
func TestThrottlingAcrossInstances(t *testing.T) {
	a := newAdminFixture(t)
	b := newAdminInstance(t, a.db)
	a.owner(t)
	wrong := fmt.Sprintf(`{"email":%q,"password":"not the password"}`, fixtureOwnerEmail)
	right := fmt.Sprintf(`{"email":%q,"password":%q}`, fixtureOwnerEmail, fixturePassword)
	var scenarios []scenario
	for i := range 5 {
		h := a.h
		if i%2 == 1 {
			h = b.h
		}
		scenario{name: "failure", method: "POST", path: "/api/auth/sign-in", header: as(""), body: wrong, wantStatus: 401}.run(t, h)
	}
	scenarios = append(scenarios,
		scenario{name: "throttled on the first instance", method: "POST", path: "/api/auth/sign-in", header: as(""), body: right,
			wantStatus: 429, wantHeader: map[string]string{"Retry-After": "60"}, wantJSON: `{"code":"throttled","error":"~Too many attempts"}`})
	runScenarios(t, a.h, scenarios)
	runScenarios(t, b.h, []scenario{{name: "and on the second", method: "POST", path: "/api/auth/sign-in", header: as(""), body: right,
		wantStatus: 429, wantHeader: map[string]string{"Retry-After": "60"}}})
	b.advance(61e9) // the database's clock is the last instance's
	runScenarios(t, b.h, []scenario{{name: "a minute later", method: "POST", path: "/api/auth/sign-in", header: as(""), body: right, wantStatus: 200}})
}

func TestTOTPOverHTTP(t *testing.T) {
	f := newAdminFixture(t)
	u, owner := f.owner(t)
	e, err := f.auth.StartTOTP(context.Background(), auth.Actor{ID: u.ID, Name: u.Name}, fixturePassword, "")
	if err != nil {
		t.Fatal(err)
	}
	code, _ := totp.GenerateCode(e.Secret, *f.now)
	scenario{name: "enable", method: "POST", path: "/api/admin/me/totp/enable", header: as(owner), body: fmt.Sprintf(`{"code":%q}`, code),
		wantStatus: 200, wantJSON: `{"recoveryCodes":["~^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$","~.","~.","~.","~.","~.","~.","~.","~.","~."]}`}.run(t, f.h)
	f.advance(60e9)
	code, _ = totp.GenerateCode(e.Secret, *f.now)
	base := fmt.Sprintf(`"email":%q,"password":%q`, fixtureOwnerEmail, fixturePassword)
	runScenarios(t, f.h, []scenario{
		{name: "password alone", method: "POST", path: "/api/auth/sign-in", header: as(""), body: "{" + base + "}",
			wantStatus: 401, wantJSON: `{"code":"totp_required","error":"~code"}`},
		{name: "with the code", method: "POST", path: "/api/auth/sign-in", header: as(""), body: fmt.Sprintf(`{%s,"code":%q}`, base, code), wantStatus: 200},
		{name: "the code replayed", method: "POST", path: "/api/auth/sign-in", header: as(""), body: fmt.Sprintf(`{%s,"code":%q}`, base, code),
			wantStatus: 401, wantJSON: `{"code":"invalid_credentials","error":"~."}`},
		{name: "2FA cannot be turned off while required", method: "PATCH", path: "/api/admin/settings", header: as(owner),
			body: `{"twoFactorRequired":true}`, wantStatus: 200},
		{name: "disable refused", method: "POST", path: "/api/admin/me/totp/disable", header: as(owner),
			body: fmt.Sprintf(`{"password":%q}`, fixturePassword), wantStatus: 409, wantJSON: `{"code":"totp_required_by_team","error":"~."}`},
	})
	if f.auditCount(t, "auth.totp_enabled") != 1 || f.auditCount(t, "team.settings") != 1 {
		t.Error("got no audit rows for enabling 2FA and requiring it")
	}
}

func TestPasswordChangeOverHTTP(t *testing.T) {
	f := newAdminFixture(t)
	_, laptop := f.owner(t)
	w := scenario{method: "POST", path: "/api/auth/sign-in", header: as(""),
		body: fmt.Sprintf(`{"email":%q,"password":%q}`, fixtureOwnerEmail, fixturePassword), wantStatus: 200}.run(t, f.h)
	phone := sessionFrom(t, w)
	runScenarios(t, f.h, []scenario{
		{name: "two sessions", path: "/api/admin/sessions", header: as(laptop), wantStatus: 200, check: func(t *testing.T, w *httptest.ResponseRecorder) {
			if n := strings.Count(w.Body.String(), `"id"`); n != 2 {
				t.Errorf("got %d sessions in %s, want 2", n, w.Body)
			}
		}},
		{name: "wrong current password", method: "POST", path: "/api/admin/me/password", header: as(laptop),
			body: `{"currentPassword":"nope nope nope","newPassword":"short"}`, wantStatus: 422,
			wantJSON: `{"problems":{"currentPassword":"mismatch","newPassword":"too_short"}}`},
		{name: "changed", method: "POST", path: "/api/admin/me/password", header: as(laptop),
			body: fmt.Sprintf(`{"currentPassword":%q,"newPassword":"a brand new passphrase"}`, fixturePassword), wantStatus: 204},
		{name: "the phone is signed out", path: "/api/admin/me", header: as(phone), wantStatus: 401},
		{name: "the laptop is not", path: "/api/admin/me", header: as(laptop), wantStatus: 200},
	})
}

// Defect 6 over HTTP: the re-checks answered 90 wrong passwords with 422
// and no audit row. Now the 5th ends the session, and the user's next
// re-check waits.
func TestPasswordRechecksEndTheSession(t *testing.T) {
	f := newAdminFixture(t)
	f.owner(t)
	cookie := f.signIn(t, fixtureOwnerEmail, fixturePassword)
	wrong := `{"password":"not the password at all"}`
	var scenarios []scenario
	for i, path := range []string{"/api/admin/me/recovery-codes", "/api/admin/me/totp/disable", "/api/admin/me/totp/setup", "/api/admin/me/recovery-codes"} {
		scenarios = append(scenarios, scenario{name: fmt.Sprintf("failure %d", i+1), method: "POST", path: path, header: as(cookie),
			body: wrong, wantStatus: 422, wantJSON: `{"problems":{"password":"mismatch"}}`})
	}
	scenarios = append(scenarios,
		scenario{name: "the 5th ends the session", method: "POST", path: "/api/admin/me/password", header: as(cookie),
			body: `{"currentPassword":"not the password at all","newPassword":"violet tractor sings at dawn"}`, wantStatus: 401},
		scenario{name: "signed out", path: "/api/admin/me", header: as(cookie), wantStatus: 401})
	runScenarios(t, f.h, scenarios)
	again := f.signIn(t, fixtureOwnerEmail, fixturePassword)
	scenario{name: "throttled", method: "POST", path: "/api/admin/me/recovery-codes", header: as(again),
		body: `{"password":"` + fixturePassword + `"}`, wantStatus: 429, wantHeader: map[string]string{"Retry-After": "60"}}.run(t, f.h)
	if n := f.auditCount(t, "auth.recheck_failed"); n != 5 {
		t.Errorf("got %d auth.recheck_failed rows, want 5", n)
	}
}

// Defect 11 over HTTP: a setup link left over once the owner exists.
func TestLeftoverSetupLinkAnswers410(t *testing.T) {
	f := newAdminFixture(t)
	link, err := f.auth.NewSetupLink(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	f.owner(t)
	token := link[strings.LastIndex(link, "#")+1:]
	scenario{method: "POST", path: "/api/auth/setup/check", header: as(""), body: `{"token":"` + token + `"}`,
		wantStatus: 410, wantJSON: `{"code":"link_invalid","error":"~."}`}.run(t, f.h)
}

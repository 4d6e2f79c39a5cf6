package server

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"testing"

	"agencysite/internal/auth"
	"agencysite/internal/auth/passkeytest"
)

// ceremonyOf reads a begin call's answer: the token and the options.
func ceremonyOf(t *testing.T, w *httptest.ResponseRecorder) (string, json.RawMessage) {
	t.Helper()
	var c struct {
		Ceremony string          `json:"ceremony"`
		Options  json.RawMessage `json:"options"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &c); err != nil || c.Ceremony == "" {
		t.Fatalf("got %s, want a ceremony: %v", w.Body, err)
	}
	return c.Ceremony, c.Options
}

// TestPasskeysOverHTTP: a member the owner's requirement holds back adds a
// passkey, which lets them in; they sign out and back in with it alone.
func TestPasskeysOverHTTP(t *testing.T) {
	f := newAdminFixture(t)
	owner, _ := f.owner(t)
	_, member := f.member(t, owner, "Omar")
	f.requireTwoFactor(t, owner)
	dev := &passkeytest.Authenticator{Origin: fixtureBase}
	runScenarios(t, f.h, []scenario{
		{name: "held back", path: "/api/admin/leads", header: as(member), wantStatus: 403, wantJSON: `{"code":"totp_setup_required","error":"~."}`},
		{name: "none yet", path: "/api/admin/me/passkeys", header: as(member), wantStatus: 200, wantJSON: `{"passkeys":[]}`},
		{name: "begin needs the password", method: "POST", path: "/api/admin/me/passkeys/begin", header: as(member),
			body: `{"password":"not my password"}`, wantStatus: 422, wantJSON: `{"problems":{"password":"mismatch"}}`},
	})
	w := scenario{method: "POST", path: "/api/admin/me/passkeys/begin", header: as(member), body: `{"password":"sales team passphrase"}`,
		wantStatus: 200}.run(t, f.h)
	token, opts := ceremonyOf(t, w)
	var o struct {
		PublicKey struct {
			RP                     struct{ ID string } `json:"rp"`
			AuthenticatorSelection struct {
				ResidentKey      string `json:"residentKey"`
				UserVerification string `json:"userVerification"`
			} `json:"authenticatorSelection"`
		} `json:"publicKey"`
	}
	json.Unmarshal(opts, &o)
	if o.PublicKey.RP.ID != "agency.test" || o.PublicKey.AuthenticatorSelection.ResidentKey != "required" ||
		o.PublicKey.AuthenticatorSelection.UserVerification != "required" {
		t.Errorf("got options %s, want RP agency.test, a discoverable credential and user verification", opts)
	}
	cred, err := dev.Create(opts)
	if err != nil {
		t.Fatal(err)
	}
	add := fmt.Sprintf(`{"ceremony":%q,"name":"Omar's phone","credential":%s}`, token, cred)
	var passkeyID string
	runScenarios(t, f.h, []scenario{
		{name: "added", method: "POST", path: "/api/admin/me/passkeys", header: as(member), body: add, wantStatus: 201,
			wantJSON: `{"passkey":{"id":"~^[0-9a-f]{32}$","name":"Omar's phone","createdAt":"~^2026-11-02T","lastUsedAt":null},
				"recoveryCodes":["~^[a-z2-7]{4}-","~.","~.","~.","~.","~.","~.","~.","~.","~."]}`,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				var got passkeyAdded
				json.Unmarshal(w.Body.Bytes(), &got)
				passkeyID = got.Passkey.ID
			}},
		{name: "the ceremony is used up", method: "POST", path: "/api/admin/me/passkeys", header: as(member), body: add,
			wantStatus: 410, wantJSON: `{"code":"ceremony_invalid","error":"~."}`},
		{name: "let in", path: "/api/admin/leads", header: as(member), wantStatus: 200},
		{name: "sign out", method: "POST", path: "/api/admin/sign-out", header: as(member), wantStatus: 204},
	})

	w = scenario{method: "POST", path: "/api/auth/passkey/begin", header: as(""), body: `{}`, wantStatus: 200}.run(t, f.h)
	token, opts = ceremonyOf(t, w)
	assertion, err := dev.Get(opts)
	if err != nil {
		t.Fatal(err)
	}
	w = scenario{method: "POST", path: "/api/auth/passkey", header: as(""), body: fmt.Sprintf(`{"ceremony":%q,"credential":%s}`, token, assertion),
		wantStatus: 200, wantJSON: `{"id":"~.","email":"omar@example.com","name":"Omar","role":"member","language":"en","totpEnabled":false,"passkeys":1,
			"createdAt":"~^2026-11-02T","lastSignInAt":"~^2026-11-02T","twoFactorRequired":true,"totpSetupRequired":false,"totpAvailable":true,"passkeysAvailable":true,
			"settings":{"waitingThresholdMinutes":1440,"pollSeconds":30,"timeZone":"UTC"},
			"setup":{"mailOff":true,"exampleContacts":["default.email","default.phone","default.whatsapp","a.email","a.phone","a.whatsapp"],"invitationHours":72}}`}.run(t, f.h)
	again := sessionFrom(t, w)
	runScenarios(t, f.h, []scenario{
		{name: "signed in with the passkey alone", path: "/api/admin/leads", header: as(again), wantStatus: 200},
		{name: "listed with its last use", path: "/api/admin/me/passkeys", header: as(again), wantStatus: 200,
			wantJSON: `{"passkeys":[{"id":"~.","name":"Omar's phone","createdAt":"~^2026-11-02T","lastUsedAt":"~^2026-11-02T"}]}`},
		{name: "an answer without its ceremony", method: "POST", path: "/api/auth/passkey", header: as(""),
			body: fmt.Sprintf(`{"ceremony":"nope","credential":%s}`, assertion), wantStatus: 410, wantJSON: `{"code":"ceremony_invalid","error":"~."}`},
		{name: "the last second factor stays while required", method: "DELETE", path: "/api/admin/me/passkeys/" + passkeyID, header: as(again),
			wantStatus: 409, wantJSON: `{"code":"totp_required_by_team","error":"~."}`},
		{name: "another's id", method: "DELETE", path: "/api/admin/me/passkeys/0123", header: as(again), wantStatus: 404},
	})
	var signIns int
	f.db.QueryRow(`SELECT count(*) FROM audit_log WHERE action = 'auth.sign_in' AND detail = $1`, "passkey Omar's phone").Scan(&signIns)
	if f.auditCount(t, "auth.passkey_added") != 1 || signIns != 1 {
		t.Errorf("got %d passkey_added and %d passkey sign_in audit rows, want 1 and 1", f.auditCount(t, "auth.passkey_added"), signIns)
	}
}

func TestPasskeysUnavailableOverPlainHTTP(t *testing.T) {
	f := newAdminInstance(t, newAdminFixture(t).db)
	store, err := auth.NewStore(f.db, auth.Options{HashCost: cheapHash, BaseURL: "http://agency.test", Languages: []string{"en"}})
	if err != nil {
		t.Fatal(err)
	}
	f.deps.Auth = store
	h, err := NewServer(f.deps)
	if err != nil {
		t.Fatal(err)
	}
	scenario{method: "POST", path: "/api/auth/passkey/begin", header: as(""), body: `{}`,
		wantStatus: 409, wantJSON: `{"code":"passkeys_unavailable","error":"~https"}`}.run(t, h)
}

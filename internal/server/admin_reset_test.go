package server

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"agencysite/internal/auth"
)

// TestPasswordResetLink: the owner makes a member's link; the member sets
// a new password with it once, then signs in with it.
func TestPasswordResetLink(t *testing.T) {
	f := newAdminFixture(t)
	amira, owner := f.owner(t)
	omar, member := f.member(t, amira, "Omar")
	path := "/api/admin/users/" + omar.ID + "/reset-link"
	crossSite := map[string]string{"Cookie": owner, "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}
	var link string
	runScenarios(t, f.h, []scenario{
		{name: "a member cannot make one", method: "POST", path: "/api/admin/users/" + amira.ID + "/reset-link", header: as(member), body: `{}`,
			wantStatus: 403, wantJSON: `{"code":"owner_only","error":"~owner"}`},
		{name: "another site cannot make one", method: "POST", path: path, header: crossSite, body: `{}`,
			wantStatus: 403, wantJSON: `{"code":"cross_origin","error":"cross-origin request refused"}`},
		{name: "nobody unknown", method: "POST", path: "/api/admin/users/nobody/reset-link", header: as(owner), body: `{}`, wantStatus: 404},
		{name: "the owner makes one", method: "POST", path: path, header: as(owner), body: `{}`, wantStatus: 201,
			wantJSON: `{"reset":{"id":"~^[0-9a-f]{32}$","email":"omar@example.com","name":"Omar","createdAt":"2026-11-02T09:00:00Z","expiresAt":"2026-11-03T09:00:00Z"},
				"link":"~^https://agency\\.test/admin/reset#","mailed":false,"hours":24}`,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				var got struct{ Link string }
				json.Unmarshal(w.Body.Bytes(), &got)
				link = got.Link
			}},
	})
	if n := f.auditCount(t, "team.reset_link_sent"); n != 1 {
		t.Fatalf("got %d sent entries, want 1 (refusals not recorded)", n)
	}
	token := link[strings.LastIndex(link, "#")+1:]
	runScenarios(t, f.h, []scenario{
		{name: "the link names its member", method: "POST", path: "/api/auth/reset/check", header: as(""), body: `{"token":"` + token + `"}`,
			wantStatus: 200, wantJSON: `{"email":"omar@example.com","name":"Omar"}`},
		{name: "a common password is refused", method: "POST", path: "/api/auth/reset", header: as(""),
			body: `{"token":"` + token + `","password":"password1234"}`, wantStatus: 422, wantJSON: `{"problems":{"password":"common"}}`},
		{name: "the new password is set", method: "POST", path: "/api/auth/reset", header: as(""),
			body: `{"token":"` + token + `","password":"a brand new passphrase"}`, wantStatus: 204},
		{name: "the member's sessions ended", path: "/api/admin/me", header: as(member), wantStatus: 401},
		{name: "the link works once", method: "POST", path: "/api/auth/reset", header: as(""),
			body: `{"token":"` + token + `","password":"another new passphrase"}`, wantStatus: 410, wantJSON: `{"code":"link_invalid","error":"~"}`},
		{name: "nor can it be checked again", method: "POST", path: "/api/auth/reset/check", header: as(""), body: `{"token":"` + token + `"}`, wantStatus: 410},
	})
	f.signIn(t, "omar@example.com", "a brand new passphrase")
	if n := f.auditCount(t, "auth.password_reset_link"); n != 1 {
		t.Errorf("got %d used entries, want 1", n)
	}
}

// TestPasswordResetLinkExpires: a day later the link is refused.
func TestPasswordResetLinkExpires(t *testing.T) {
	f := newAdminFixture(t)
	amira, owner := f.owner(t)
	omar, _ := f.member(t, amira, "Omar")
	w := scenario{method: "POST", path: "/api/admin/users/" + omar.ID + "/reset-link", header: as(owner), body: `{}`, wantStatus: 201}.run(t, f.h)
	var got struct{ Link string }
	json.Unmarshal(w.Body.Bytes(), &got)
	f.advance(auth.ResetLinkTTL)
	scenario{method: "POST", path: "/api/auth/reset", header: as(""),
		body: `{"token":"` + got.Link[strings.LastIndex(got.Link, "#")+1:] + `","password":"a brand new passphrase"}`, wantStatus: 410}.run(t, f.h)
}

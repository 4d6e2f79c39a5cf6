package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/seal"
	"agencysite/internal/webhooks"
)

// newTestWebhooks is the fixture's webhooks store: secrets sealed under
// the fixture's TOTP key, loopback receivers allowed.
func newTestWebhooks(t testing.TB, db *database.DB, now func() time.Time) *webhooks.Store {
	t.Helper()
	box, err := seal.New([]byte("0123456789abcdef0123456789abcdef"))
	if err != nil {
		t.Fatal(err)
	}
	return webhooks.NewStore(db, webhooks.Options{Box: box, AllowLoopback: true, BaseURL: fixtureBase, Language: "en", Now: now})
}

// The owner sets up a webhook, sees its secret once, sends a test, reads
// the log; every change is audited; a secret never comes back.
func TestWebhooksAPI(t *testing.T) {
	f := newAdminFixture(t)
	_, owner := f.owner(t)
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer receiver.Close()
	var created struct {
		Webhook webhooks.Webhook
		Secret  string
	}
	runScenarios(t, f.h, []scenario{
		{name: "refused", method: "POST", path: "/api/admin/webhooks", header: as(owner),
			body:       `{"kind":"webhook","name":"","url":"http://crm.example.com/x","events":[]}`,
			wantStatus: 422, wantJSON: `{"problems":{"name":"required","url":"https_required","events":"required"}}`},
		{name: "created", method: "POST", path: "/api/admin/webhooks", header: as(owner),
			body:       `{"kind":"webhook","name":"CRM","url":"` + receiver.URL + `/hook/abcdefghijkl","events":["lead.created"]}`,
			wantStatus: 201, check: func(t *testing.T, w *httptest.ResponseRecorder) {
				json.Unmarshal(w.Body.Bytes(), &created)
				if !strings.HasPrefix(created.Secret, "whsec_") || created.Webhook.Version != 1 ||
					strings.Contains(w.Body.String(), "abcdefghijkl") {
					t.Fatalf("got %s", w.Body)
				}
			}},
	})
	id := created.Webhook.ID
	runScenarios(t, f.h, []scenario{
		{name: "listed without secrets", path: "/api/admin/webhooks", header: as(owner), wantStatus: 200,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), `"available":true`) || strings.Contains(w.Body.String(), created.Secret) ||
					strings.Contains(w.Body.String(), "abcdefghijkl") {
					t.Fatalf("got %s", w.Body)
				}
			}},
		{name: "stale edit", method: "PATCH", path: "/api/admin/webhooks/" + id, header: as(owner),
			body: `{"version":7,"name":"Other"}`, wantStatus: 409},
		{name: "edit", method: "PATCH", path: "/api/admin/webhooks/" + id, header: as(owner),
			body: `{"version":1,"name":"Pipedrive"}`, wantStatus: 200},
		{name: "test", method: "POST", path: "/api/admin/webhooks/" + id + "/test", header: as(owner), body: `{}`, wantStatus: 202},
		{name: "log", path: "/api/admin/webhooks/" + id + "/deliveries", header: as(owner), wantStatus: 200,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), `"event":"webhook.test"`) {
					t.Fatalf("got %s", w.Body)
				}
			}},
		{name: "replay of nothing", method: "POST", path: "/api/admin/webhooks/" + id + "/deliveries/999/replay", header: as(owner), body: `{}`, wantStatus: 404},
		{name: "new secret", method: "POST", path: "/api/admin/webhooks/" + id + "/secret", header: as(owner), body: `{}`, wantStatus: 200},
		{name: "deleted", method: "DELETE", path: "/api/admin/webhooks/" + id, header: as(owner), wantStatus: 204},
		{name: "gone", path: "/api/admin/webhooks/" + id + "/deliveries", header: as(owner), wantStatus: 404},
	})
	for _, action := range []string{"webhook.created", "webhook.changed", "webhook.tested", "webhook.secret_rotated", "webhook.deleted"} {
		if n := f.auditCount(t, action); n != 1 {
			t.Errorf("%d %s audit rows, want 1", n, action)
		}
	}
	var sealed int
	f.db.QueryRowContext(context.Background(), `SELECT count(*) FROM audit_log WHERE detail LIKE '%abcdefghijkl%'`).Scan(&sealed)
	if sealed != 0 {
		t.Errorf("the audit log holds the URL's path")
	}
}

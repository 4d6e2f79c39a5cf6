package main

import (
	"context"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
	"agencysite/internal/seal"
	"agencysite/internal/webhooks"
)

// TestANewLeadReachesWebhooksWithinSeconds runs the server in-process: a
// lead sent to the API reaches a signed webhook receiver and a
// Slack-style one within 5 seconds (issue 40's "done when"); the test
// logs how long each took.
func TestANewLeadReachesWebhooksWithinSeconds(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	dbURL := dbtest.MigratedURL(t)
	arrived := map[string]chan time.Time{"signed": make(chan time.Time, 1), "slack": make(chan time.Time, 1)}
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/")
		if name == "signed" && r.Header.Get("webhook-signature") == "" {
			http.Error(w, "unsigned", http.StatusBadRequest)
			return
		}
		select {
		case arrived[name] <- time.Now():
		default:
		}
	}))
	defer receiver.Close()
	db, err := database.Open(context.Background(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	box, _ := seal.New(key)
	store := webhooks.NewStore(db, webhooks.Options{Box: box, AllowLoopback: true})
	for kind, path := range map[string]string{webhooks.KindWebhook: "/signed", webhooks.KindSlack: "/slack"} {
		if _, _, err := store.Create(context.Background(), auth.Actor{Name: "test"}, webhooks.Draft{Kind: kind, Name: kind,
			URL: receiver.URL + path, Events: []string{leads.EventCreated}}); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	base, _, _ := runInProcess(t, map[string]string{"SITE_DIR": minimalSite(t), "DATABASE_URL": dbURL,
		"TOTP_KEY": hex.EncodeToString(key), "WEBHOOKS_ALLOW_LOOPBACK": "true"})

	sent := time.Now()
	body := `{"name":"Léa Martin","email":"lea@example.com","service":"ecommerce","contactMethod":"email",` +
		`"message":"Une boutique en ligne pour nos créations.","consent":true,"pagePath":"/fr/contact","fillTimeMs":20000}`
	resp, err := http.Post(base+"/api/leads", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("got %d, want 201", resp.StatusCode)
	}
	for name, ch := range arrived {
		select {
		case at := <-ch:
			t.Logf("the %s receiver got the lead %s after it was sent", name, at.Sub(sent).Round(time.Millisecond))
		case <-time.After(5 * time.Second):
			t.Fatalf("the %s receiver got nothing within 5 s", name)
		}
	}
}

package webhooks

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/validation"
)

func TestURLRules(t *testing.T) {
	dev := &Store{opts: Options{AllowLoopback: true}}
	prod := &Store{opts: Options{}}
	for _, tt := range []struct {
		name, url string
		prod, dev string
	}{
		{"https to a name", "https://crm.example.com/hooks/leads", "", ""},
		{"http to a name", "http://crm.example.com/hook", "https_required", "https_required"},
		{"http to loopback", "http://127.0.0.1:9000/hook", "private_address", ""},
		{"http to localhost", "http://localhost:9000/hook", "private_address", ""},
		{"https to IPv6 loopback", "https://[::1]/hook", "private_address", ""},
		{"IPv4-mapped loopback", "http://[::ffff:127.0.0.1]:9000/hook", "private_address", "private_address"},
		{"a private address", "https://192.168.1.10/hook", "private_address", "private_address"},
		{"link-local", "https://169.254.169.254/", "private_address", "private_address"},
		{"another scheme", "ftp://crm.example.com/", "invalid", "invalid"},
		{"relative", "/hook", "invalid", "invalid"},
		{"empty", "", "required", "required"},
		{"too long", "https://crm.example.com/" + strings.Repeat("a", URLMax), "too_long", "too_long"},
	} {
		if got := prod.urlCode(tt.url); got != tt.prod {
			t.Errorf("%s in production: got %q, want %q", tt.name, got, tt.prod)
		}
		if got := dev.urlCode(tt.url); got != tt.dev {
			t.Errorf("%s in development: got %q, want %q", tt.name, got, tt.dev)
		}
	}
}

func TestCreateRefusesWhatIsWrong(t *testing.T) {
	f := newFixture(t, "en")
	_, _, err := f.store.Create(context.Background(), owner, Draft{Kind: "irc", URL: "http://crm.example.com", Events: []string{"lead.deleted"}})
	var p validation.Problems
	if !errors.As(err, &p) || p["kind"] != "unknown" || p["name"] != "required" || p["url"] != "https_required" || p["events"] != "unknown" {
		t.Fatalf("got %v, want every problem at once", err)
	}
	off := NewStore(f.db, Options{})
	if _, _, err := off.Create(context.Background(), owner, Draft{Kind: KindSlack, Name: "x", URL: "https://hooks.slack.com/x", Events: Events}); !errors.Is(err, ErrUnavailable) {
		t.Fatalf("without a key: got %v, want ErrUnavailable", err)
	}
}

// The URL and the secret are sealed at rest: a copy of the database shows
// neither, and a sealed value copied to another webhook does not open.
func TestSecretsAreSealedAtRest(t *testing.T) {
	f := newFixture(t, "en")
	const url = "http://127.0.0.1:9/services/T000/B000/XXXXXXXXXXXXXXXX"
	w, secret := f.hook(KindWebhook, url, false)
	other, _ := f.hook(KindSlack, "http://127.0.0.1:9/other", false)
	var urlSealed, secretSealed, all string
	if err := f.db.QueryRow(`SELECT url_sealed, secret_sealed, url_sealed || secret_sealed || url_hint || name || events
		FROM webhooks WHERE id = $1`, w.ID).Scan(&urlSealed, &secretSealed, &all); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(all, "XXXXXXXX") || strings.Contains(all, strings.TrimPrefix(secret, "whsec_")) {
		t.Fatalf("the row holds the URL's path or the secret: %s", all)
	}
	if got, err := f.box.Open(w.ID, urlSealed); err != nil || got != url {
		t.Fatalf("open the URL: %q, %v", got, err)
	}
	if got, err := f.box.Open(w.ID, secretSealed); err != nil || got != secret {
		t.Fatalf("open the secret: %q, %v", got, err)
	}
	if _, err := f.box.Open(other.ID, secretSealed); err == nil {
		t.Fatal("the secret opens for another webhook")
	}
	if w.URLHint != "http://127.0.0.1:9/service…" {
		t.Fatalf("hint %q", w.URLHint)
	}
	audit := ""
	f.db.QueryRow(`SELECT detail FROM audit_log WHERE action = 'webhook.created' AND target = $1`, "webhook:"+w.ID).Scan(&audit)
	if audit == "" || strings.Contains(audit, "XXXXXXXX") {
		t.Fatalf("the audit row %q is missing or holds the URL", audit)
	}
	rotated, err := f.store.RotateSecret(context.Background(), owner, w.ID)
	if err != nil || rotated == secret {
		t.Fatalf("RotateSecret = %q, %v; want a new secret", rotated, err)
	}
}

func TestUpdateTurnsBackOnAndRecords(t *testing.T) {
	f := newFixture(t, "en")
	w, _ := f.hook(KindSlack, "http://127.0.0.1:9/x", false)
	off, on, name := false, true, "Sales channel"
	w, err := f.store.Update(context.Background(), owner, w.ID, Change{Version: w.Version, Enabled: &off, Name: &name})
	if err != nil || w.Enabled || w.Name != name || w.Version != 2 {
		t.Fatalf("Update = %+v, %v", w, err)
	}
	if _, err := f.store.Update(context.Background(), owner, w.ID, Change{Version: 1, Enabled: &on}); !errors.Is(err, ErrConflict) {
		t.Fatalf("a stale version: got %v, want ErrConflict", err)
	}
	events := []string{}
	if _, err := f.store.Update(context.Background(), owner, w.ID, Change{Version: 2, Events: &events}); err == nil {
		t.Fatal("no events was accepted")
	}
	w, err = f.store.Update(context.Background(), owner, w.ID, Change{Version: 2, Enabled: &on})
	if err != nil || !w.Enabled || w.OffReason != "" {
		t.Fatalf("Update = %+v, %v", w, err)
	}
	if n := dbtest.Count(t, f.db, `SELECT count(*) FROM audit_log WHERE action = 'webhook.changed'`); n != 2 {
		t.Fatalf("%d change audit rows, want 2", n)
	}
	if err := f.store.Delete(context.Background(), owner, w.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.Get(context.Background(), w.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("after Delete: got %v, want ErrNotFound", err)
	}
}

// Chat alerts are short, in the site's default language, and carry the
// visitor's e-mail and phone only when the owner chose so.
func TestChatAlerts(t *testing.T) {
	f := newFixture(t, "fr")
	in := &inbox{}
	url := serve(t, in)
	f.hook(KindSlack, url, false)
	f.hook(KindTeams, url, true)
	f.lead()
	f.work()
	got := in.requests()
	if len(got) != 2 {
		t.Fatalf("got %d requests, want 2", len(got))
	}
	bodies := map[string]string{}
	for _, r := range got {
		if r.header.Get("webhook-signature") != "" {
			t.Fatal("a chat alert carries a signature header")
		}
		kind := KindSlack
		if strings.Contains(string(r.body), "AdaptiveCard") {
			kind = KindTeams
		}
		bodies[kind] = string(r.body)
	}
	var slack struct{ Text string }
	if err := json.Unmarshal([]byte(bodies[KindSlack]), &slack); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"*Nouvelle demande de Ada Lovelace*", "\nService: ", "Langue: français", "|Ouvrir dans l’espace d’administration>"} {
		if !strings.Contains(slack.Text, want) {
			t.Errorf("the Slack alert %q lacks %q", slack.Text, want)
		}
	}
	if strings.Contains(slack.Text, "ada@example.com") || strings.Contains(slack.Text, "7946") {
		t.Errorf("the Slack alert without personal data shows some: %q", slack.Text)
	}
	teams := bodies[KindTeams]
	if !strings.Contains(teams, "ada@example.com") || !strings.Contains(teams, "+44 20 7946 0958") || !strings.Contains(teams, "Action.OpenUrl") {
		t.Errorf("the Teams alert with personal data: %s", teams)
	}
}

func TestSlackTextIsEscaped(t *testing.T) {
	got := slackMessage(alert{title: "New request from <!channel> & <http://evil|x>", link: "https://a.example/l", open: "Open"})["text"]
	if strings.Contains(got, "<!channel>") || strings.Contains(got, "<http://evil") || !strings.Contains(got, "&lt;!channel&gt; &amp;") {
		t.Fatalf("got %q", got)
	}
}

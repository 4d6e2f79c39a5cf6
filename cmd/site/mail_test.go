package main

import (
	"bytes"
	"mime"
	"net/http"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"agencysite/internal/mail/mailtest"
)

// TestLeadMailIsDelivered runs the server in-process with a real SMTP
// server: a lead sent to the API reaches the agency and the visitor.
func TestLeadMailIsDelivered(t *testing.T) {
	smtpServer := mailtest.Start(t)
	base, stderr, _ := runInProcess(t, map[string]string{
		"SITE_DIR": minimalSite(t), "LOG_LEVEL": "info",
		"SMTP_URL": smtpServer.URL(), "MAIL_FROM": "Nuqta Studio <website@example.com>",
	})

	body := `{"name":"سارة الأحمد","email":"sara@example.com","phone":"+971 50 123 4567","service":"ecommerce",` +
		`"contactMethod":"whatsapp","message":"نحتاج متجرًا إلكترونيًا للعبايات.","consent":true,` +
		`"pagePath":"/a/ar/contact","fillTimeMs":20000}`
	resp, err := http.Post(base+"/api/leads", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("got %d, want 201", resp.StatusCode)
	}

	const agencyA = "a.team@example.com" // the build's contacts for /a/: nothing is published
	got := map[string]*netmail.Message{}
	for _, m := range smtpServer.WaitFor(t, 2, 10*time.Second) {
		msg, err := netmail.ReadMessage(bytes.NewReader(m.Data))
		if err != nil {
			t.Fatal(err)
		}
		got[m.To[0]] = msg
	}
	dec := new(mime.WordDecoder)
	header := func(m *netmail.Message, k string) string {
		v, _ := dec.DecodeHeader(m.Header.Get(k))
		return v
	}
	agency, visitor := got[agencyA], got["sara@example.com"]
	if agency == nil || visitor == nil {
		t.Fatalf("got mail for %v, want %s and sara@example.com", keys(got), agencyA)
	}
	if s := header(agency, "Subject"); !strings.Contains(s, "سارة الأحمد") {
		t.Errorf("agency subject %q lacks the visitor's name", s)
	}
	if r := header(agency, "Reply-To"); !strings.Contains(r, "sara@example.com") {
		t.Errorf("agency reply-to %q, want the visitor", r)
	}
	if s := header(visitor, "Subject"); s != "تلقّينا طلب الاستشارة الخاص بك" {
		t.Errorf("visitor subject %q, want the Arabic confirmation", s)
	}
	if r := header(visitor, "Reply-To"); !strings.Contains(r, agencyA) {
		t.Errorf("visitor reply-to %q, want the agency", r)
	}
	if strings.Contains(stderr.String(), "mail is off") {
		t.Error("logged that mail is off while SMTP_URL is set")
	}
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

package mail

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"mime"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"agencysite/internal/mail/mailtest"
)

func TestNewSMTP(t *testing.T) {
	tests := []struct {
		name         string
		url          string
		wantErr      error
		wantSecurity string
		wantPort     int
		wantUser     string
	}{
		{"empty is off", "", ErrOff, "", 0, ""},
		{"starttls default port", "smtp://user:p%40ss@mail.example.com", nil, "starttls", 587, "user"},
		{"starttls explicit", "smtp://mail.example.com:2525?tls=starttls", nil, "starttls", 2525, ""},
		{"implicit tls", "smtps://u:p@mail.example.com", nil, "tls", 465, "u"},
		{"no tls for a local test server", "smtp://127.0.0.1:1025?tls=none", nil, "none", 1025, ""},
		{"no password without tls", "smtp://u:secret@127.0.0.1:1025?tls=none", ErrBadURL, "", 0, ""},
		{"tls=none on smtps", "smtps://mail.example.com?tls=none", ErrBadURL, "", 0, ""},
		{"unknown tls mode", "smtp://mail.example.com?tls=maybe", ErrBadURL, "", 0, ""},
		{"wrong scheme", "http://mail.example.com", ErrBadURL, "", 0, ""},
		{"no host", "smtp://:587", ErrBadURL, "", 0, ""},
		{"bad port", "smtp://mail.example.com:99999", ErrBadURL, "", 0, ""},
		{"unparseable", "smtp://u:p@[::1", ErrBadURL, "", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := NewSMTP(tt.url, "Site <website@example.com>")
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("got error %v, want %v", err, tt.wantErr)
			}
			if err != nil {
				if strings.Contains(err.Error(), "secret") {
					t.Errorf("error %q shows the password", err)
				}
				return
			}
			if s.security != tt.wantSecurity || s.port != tt.wantPort || s.user != tt.wantUser {
				t.Errorf("got %s:%d user %q, want %s:%d user %q", s.security, s.port, s.user, tt.wantSecurity, tt.wantPort, tt.wantUser)
			}
			if strings.Contains(s.String(), "p%40ss") {
				t.Errorf("String() %q shows the password", s.String())
			}
		})
	}
}

func TestNewSMTPRefusesBadSender(t *testing.T) {
	for _, from := range []string{"", "not an address"} {
		if _, err := NewSMTP("smtp://mail.example.com", from); !errors.Is(err, ErrBadURL) {
			t.Errorf("from %q: got %v, want ErrBadURL", from, err)
		}
	}
}

// startSMTP starts a test SMTP server and a sender from from to it.
func startSMTP(t *testing.T, from string) (*mailtest.Server, *SMTP) {
	t.Helper()
	in := mailtest.Start(t)
	s, err := NewSMTP(in.URL(), from)
	if err != nil {
		t.Fatal(err)
	}
	return in, s
}

func testMessage() Message {
	return Message{
		ID: "0123456789abcdef", Kind: "test", Ref: "lead-1",
		To: "visitor@example.com", ReplyTo: "\"علي\" <ali@example.com>", Lang: "ar",
		Subject: "تلقّينا طلبك ✓", Text: "مرحبًا،\nشكرًا لك.", HTML: `<p dir="rtl">مرحبًا</p>`,
		Created: time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC),
	}
}

// TestSMTPSendsUTF8Alternative checks the message as the server received
// it: headers, encoded subject, both parts decoding back to the Arabic text.
func TestSMTPSendsUTF8Alternative(t *testing.T) {
	in, s := startSMTP(t, "Agency Site <website@example.com>")
	if err := s.Send(context.Background(), testMessage()); err != nil {
		t.Fatal(err)
	}
	msgs := in.Messages()
	if len(msgs) != 1 {
		t.Fatalf("got %d messages, want 1", len(msgs))
	}
	if msgs[0].From != "website@example.com" || len(msgs[0].To) != 1 || msgs[0].To[0] != "visitor@example.com" {
		t.Errorf("got envelope %v → %v", msgs[0].From, msgs[0].To)
	}
	m, err := netmail.ReadMessage(bytes.NewReader(msgs[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	dec := new(mime.WordDecoder)
	subject, _ := dec.DecodeHeader(m.Header.Get("Subject"))
	replyTo, _ := dec.DecodeHeader(m.Header.Get("Reply-To"))
	headers := map[string]string{
		"Subject": subject, "Reply-To": replyTo, "Message-Id": m.Header.Get("Message-Id"),
		"Content-Language": m.Header.Get("Content-Language"), "Auto-Submitted": m.Header.Get("Auto-Submitted"),
	}
	want := map[string]string{
		"Subject": "تلقّينا طلبك ✓", "Reply-To": `علي <ali@example.com>`, "Message-Id": "<0123456789abcdef@example.com>",
		"Content-Language": "ar", "Auto-Submitted": "auto-generated",
	}
	for k, w := range want {
		if headers[k] != w {
			t.Errorf("header %s: got %q, want %q", k, headers[k], w)
		}
	}
	if d, _ := m.Header.Date(); !d.Equal(testMessage().Created) {
		t.Errorf("got Date %v, want %v", d, testMessage().Created)
	}
	parts := mailtest.Parts(t, m)
	if got := parts["text/plain; charset=UTF-8"]; got != "مرحبًا،\r\nشكرًا لك." && got != "مرحبًا،\nشكرًا لك." {
		t.Errorf("got text part %q", got)
	}
	if got := parts["text/html; charset=UTF-8"]; got != `<p dir="rtl">مرحبًا</p>` {
		t.Errorf("got html part %q", got)
	}
}

func TestSMTPSecurity(t *testing.T) {
	serverTLS, pool := mailtest.Cert(t)
	tests := []struct {
		name     string
		scheme   string
		tls      bool // the server offers TLS
		implicit bool
		wantErr  bool
	}{
		{"starttls with auth", "smtp", true, false, false},
		{"implicit tls with auth", "smtps", true, true, false},
		{"starttls required but not offered", "smtp", false, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := &mailtest.Server{Addr: "127.0.0.1:0", Implicit: tt.implicit, User: "mailer", Pass: "s3cret"}
			if tt.tls {
				in.TLS = serverTLS
			}
			in.Listen(t)
			s, err := NewSMTP(tt.scheme+"://mailer:s3cret@"+in.Addr, "website@example.com")
			if err != nil {
				t.Fatal(err)
			}
			s.TLSConfig = &tls.Config{RootCAs: pool}
			err = s.Send(context.Background(), testMessage())
			if gotErr := err != nil; gotErr != tt.wantErr {
				t.Fatalf("got error %v, want error %v", err, tt.wantErr)
			}
			msgs := in.Messages()
			switch {
			case tt.wantErr && len(msgs) != 0:
				t.Errorf("got %d messages over an unencrypted connection, want 0", len(msgs))
			case !tt.wantErr && (len(msgs) != 1 || msgs[0].User != "mailer"):
				t.Errorf("got %+v, want one message from the authenticated user", msgs)
			}
		})
	}
}

// Defect 11: a team member's reply carried Auto-Submitted: auto-generated,
// which tells the visitor's mail that no person wrote it.
func TestSMTPPersonalReplyIsNotAutoSubmitted(t *testing.T) {
	in, s := startSMTP(t, "Agency Site <website@example.com>")
	m := testMessage()
	m.Kind = KindReply
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	got, err := netmail.ReadMessage(bytes.NewReader(in.Messages()[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := got.Header["Auto-Submitted"]; ok {
		t.Errorf("got Auto-Submitted %q on a person's reply, want none", v)
	}
}

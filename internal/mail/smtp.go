package mail

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// SMTP sends messages through one SMTP server, with a new connection per
// message: the product sends a handful of mails an hour, and a fresh
// connection never holds a stale session.
type SMTP struct {
	// TLSConfig, when set, replaces the system's trust (tests, private CAs).
	// Its ServerName is filled in from the URL when empty.
	TLSConfig *tls.Config

	from     string
	host     string
	port     int
	security string // "starttls", "tls" or "none"
	user     string
	pass     string
	redacted string
}

// NewSMTP reads an SMTP URL:
//
//	smtp://user:pass@host:587          STARTTLS, required (port 587 by default)
//	smtps://user:pass@host:465         TLS from the first byte (port 465 by default)
//	smtp://host:1025?tls=none          no TLS at all, for a local test server
//	                                   such as Mailpit; refused with a password
//
// User and password are optional and percent-encoded. from is the sender,
// "Name <address>" or a bare address. An empty URL returns ErrOff.
func NewSMTP(rawURL, from string) (*SMTP, error) {
	if strings.TrimSpace(rawURL) == "" {
		return nil, ErrOff
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		// url's error repeats the URL, password included: keep it out of logs.
		return nil, fmt.Errorf("%w: cannot parse it", ErrBadURL)
	}
	s := &SMTP{from: from, host: u.Hostname(), user: u.User.Username(), redacted: u.Redacted()}
	s.pass, _ = u.User.Password()
	defaultPort := 587
	switch u.Scheme {
	case "smtp":
		s.security = "starttls"
	case "smtps":
		s.security, defaultPort = "tls", 465
	default:
		return nil, fmt.Errorf("%w: %s: scheme must be smtp or smtps", ErrBadURL, s.redacted)
	}
	switch q := u.Query().Get("tls"); {
	case q == "none" && u.Scheme == "smtp":
		s.security = "none"
	case q != "" && !(q == "starttls" && u.Scheme == "smtp"):
		return nil, fmt.Errorf("%w: %s: tls=%s is not supported (smtp:// takes tls=starttls or tls=none)", ErrBadURL, s.redacted, q)
	}
	if s.security == "none" && s.pass != "" {
		return nil, fmt.Errorf("%w: %s: a password is never sent without TLS", ErrBadURL, s.redacted)
	}
	if s.host == "" {
		return nil, fmt.Errorf("%w: %s: no host", ErrBadURL, s.redacted)
	}
	s.port = defaultPort
	if p := u.Port(); p != "" {
		if s.port, err = strconv.Atoi(p); err != nil || s.port < 1 || s.port > 65535 {
			return nil, fmt.Errorf("%w: %s: bad port", ErrBadURL, s.redacted)
		}
	}
	if err := gomail.NewMsg().From(from); from == "" || err != nil {
		return nil, fmt.Errorf("%w: sender %q", ErrBadURL, from)
	}
	return s, nil
}

// String is the URL without its password, for logs.
func (s *SMTP) String() string { return s.redacted }

// Send delivers m through the server.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg, err := s.build(m)
	if err != nil {
		return err
	}
	client, err := gomail.NewClient(s.host, s.options()...)
	if err != nil {
		return fmt.Errorf("mail: send: %w", err)
	}
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("mail: send via %s:%d: %w", s.host, s.port, err)
	}
	return nil
}

func (s *SMTP) options() []gomail.Option {
	tlsConfig := &tls.Config{MinVersion: tls.VersionTLS12}
	if s.TLSConfig != nil {
		tlsConfig = s.TLSConfig.Clone()
	}
	if tlsConfig.ServerName == "" {
		tlsConfig.ServerName = s.host
	}
	opts := []gomail.Option{
		gomail.WithPort(s.port),
		gomail.WithTimeout(30 * time.Second),
		gomail.WithTLSConfig(tlsConfig),
	}
	switch s.security {
	case "tls":
		opts = append(opts, gomail.WithSSL())
	case "starttls":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case "none":
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	}
	if s.user != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(s.user), gomail.WithPassword(s.pass))
	}
	return opts
}

// build turns m into a MIME message: UTF-8, quoted-printable, plain text
// with an HTML alternative, and a Message-ID derived from the outbox id so
// a message sent twice after a crash is recognisably the same.
func (s *SMTP) build(m Message) (*gomail.Msg, error) {
	msg := gomail.NewMsg(gomail.WithCharset(gomail.CharsetUTF8), gomail.WithEncoding(gomail.EncodingQP))
	if err := msg.From(s.from); err != nil {
		return nil, fmt.Errorf("%w: from: %v", ErrBadMessage, err)
	}
	if err := msg.To(m.To); err != nil {
		return nil, fmt.Errorf("%w: to: %v", ErrBadMessage, err)
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return nil, fmt.Errorf("%w: reply-to: %v", ErrBadMessage, err)
		}
	}
	msg.Subject(m.Subject)
	msg.SetDateWithValue(m.Created)
	if m.ID != "" {
		msg.SetMessageIDWithValue(m.ID + "@" + messageIDDomain(s.from, s.host))
	}
	if m.Lang != "" {
		msg.SetGenHeader(gomail.HeaderContentLang, m.Lang)
	}
	// RFC 3834: no vacation replies or bounces loops to machine-made mail.
	// A person's answer is not machine-made: marked so, the visitor's
	// own auto-reply (or their filters) would treat it as a robot's.
	if m.Kind != KindReply {
		msg.SetGenHeader("Auto-Submitted", "auto-generated")
	}
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	if m.Calendar != "" {
		// go-mail appends "; charset=UTF-8": text/calendar; method=REQUEST; charset=UTF-8.
		msg.AddAlternativeString(gomail.ContentType("text/calendar; method="+m.CalendarMethod), m.Calendar)
	}
	return msg, nil
}

// messageIDDomain is the domain of the sender's address, or the SMTP host.
func messageIDDomain(from, host string) string {
	if i := strings.LastIndex(from, "@"); i >= 0 {
		d := strings.TrimRight(from[i+1:], "> ")
		if d != "" {
			return d
		}
	}
	if h, _, err := net.SplitHostPort(host); err == nil {
		return h
	}
	return host
}

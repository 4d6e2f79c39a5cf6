// Package mailtest runs a real SMTP server (github.com/emersion/go-smtp)
// on loopback for tests: it records what it accepts, can be stopped and
// started again on the same port (an outage), can answer "try again later"
// (a busy server), and can offer STARTTLS, implicit TLS and AUTH PLAIN.
package mailtest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"io"
	"math/big"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Message is one message the server accepted.
type Message struct {
	From string
	To   []string
	Data []byte
	User string // who authenticated, if anyone
}

// Server is a test SMTP server. Set the fields before Listen; Start does
// both for a plain server.
type Server struct {
	Addr     string      // host:port; "127.0.0.1:0" picks a free port, Listen fills in the real one
	TLS      *tls.Config // offered by STARTTLS, or from the first byte when Implicit
	Implicit bool
	User     string // when set, AUTH PLAIN with User and Pass is required
	Pass     string

	mu         sync.Mutex
	msgs       []Message
	rejectNext int
	srv        *smtp.Server
}

// Start starts a plain server (no TLS, no AUTH) on a free loopback port,
// stopped when the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	s := &Server{Addr: "127.0.0.1:0"}
	s.Listen(t)
	return s
}

// URL is the SMTP URL that reaches a plain server.
func (s *Server) URL() string { return "smtp://" + s.Addr + "?tls=none" }

// Listen starts serving on s.Addr, again after Stop on the same port.
func (s *Server) Listen(t testing.TB) {
	t.Helper()
	var l net.Listener
	var err error
	for range 50 { // the port was just closed: give the kernel a moment
		if l, err = net.Listen("tcp", s.Addr); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("mailtest: listen %s: %v", s.Addr, err)
	}
	s.Addr = l.Addr().String()
	if s.Implicit {
		l = tls.NewListener(l, s.TLS)
	}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &session{s: s}, nil
	}))
	srv.Domain = "localhost"
	srv.ReadTimeout, srv.WriteTimeout = 10*time.Second, 10*time.Second
	srv.AllowInsecureAuth = s.Implicit
	if !s.Implicit {
		srv.TLSConfig = s.TLS
	}
	s.mu.Lock()
	s.srv = srv
	s.mu.Unlock()
	go srv.Serve(l)
	t.Cleanup(s.Stop)
}

// Stop closes the server: connections are refused until Listen.
func (s *Server) Stop() {
	s.mu.Lock()
	srv := s.srv
	s.srv = nil
	s.mu.Unlock()
	if srv != nil {
		srv.Close()
	}
}

// Up reports whether the server is listening.
func (s *Server) Up() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.srv != nil
}

// Messages returns what the server accepted so far.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.msgs...)
}

// WaitFor waits up to timeout for at least n messages and returns them.
func (s *Server) WaitFor(t testing.TB, n int, timeout time.Duration) []Message {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		if msgs := s.Messages(); len(msgs) >= n {
			return msgs
		}
		if time.Now().After(deadline) {
			t.Fatalf("mailtest: got %d messages within %v, want %d", len(s.Messages()), timeout, n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// RejectNext makes the server answer the next n messages with 451, a
// temporary failure.
func (s *Server) RejectNext(n int) {
	s.mu.Lock()
	s.rejectNext = n
	s.mu.Unlock()
}

type session struct {
	s    *Server
	user string
	from string
	to   []string
}

func (s *session) AuthMechanisms() []string {
	if s.s.User == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (s *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, user, pass string) error {
		if user != s.s.User || pass != s.s.Pass {
			return smtp.ErrAuthFailed
		}
		s.user = user
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if s.s.User != "" && s.user == "" {
		return smtp.ErrAuthRequired
	}
	s.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.to = append(s.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.s.mu.Lock()
	defer s.s.mu.Unlock()
	if s.s.rejectNext > 0 {
		s.s.rejectNext--
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "try again later"}
	}
	s.s.msgs = append(s.s.msgs, Message{From: s.from, To: s.to, Data: data, User: s.user})
	return nil
}

func (s *session) Reset()        { s.from, s.to = "", nil }
func (s *session) Logout() error { return nil }

// Cert is a server TLS configuration with a self-signed certificate for
// 127.0.0.1 and localhost, and the pool a client needs to trust it.
func Cert(t testing.TB) (*tls.Config, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "test smtp"},
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		DNSNames:     []string{"localhost"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}}, pool
}

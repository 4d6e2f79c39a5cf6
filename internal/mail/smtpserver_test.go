package mail

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// received is one message a test SMTP server accepted.
type received struct {
	From string
	To   []string
	Data []byte
	User string // who authenticated, if anyone
}

// inbox is a real SMTP server (github.com/emersion/go-smtp) on loopback,
// recording what it accepts. RejectNext makes it answer the next messages
// with a temporary failure, as a busy or broken server does.
type inbox struct {
	t        *testing.T
	addr     string
	tls      *tls.Config // offered (STARTTLS, or implicit with implicitTLS)
	implicit bool
	user     string // when set, AUTH PLAIN with user/pass is offered
	pass     string

	mu         sync.Mutex
	msgs       []received
	rejectNext int
	srv        *smtp.Server
}

// startInbox starts a plain server on a free loopback port.
func startInbox(t *testing.T) *inbox {
	t.Helper()
	in := &inbox{t: t, addr: "127.0.0.1:0"}
	in.start()
	return in
}

// start listens on in.addr (again, after stop: same port).
func (in *inbox) start() {
	in.t.Helper()
	var l net.Listener
	var err error
	for range 50 { // the port was just closed: give the kernel a moment
		if l, err = net.Listen("tcp", in.addr); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		in.t.Fatalf("listen %s: %v", in.addr, err)
	}
	in.addr = l.Addr().String()
	if in.implicit {
		l = tls.NewListener(l, in.tls)
	}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &session{in: in}, nil
	}))
	srv.Domain = "localhost"
	srv.ReadTimeout, srv.WriteTimeout = 10*time.Second, 10*time.Second
	srv.AllowInsecureAuth = in.implicit
	if !in.implicit {
		srv.TLSConfig = in.tls
	}
	in.mu.Lock()
	in.srv = srv
	in.mu.Unlock()
	go srv.Serve(l)
	in.t.Cleanup(in.stop)
}

func (in *inbox) stop() {
	in.mu.Lock()
	srv := in.srv
	in.srv = nil
	in.mu.Unlock()
	if srv != nil {
		srv.Close()
	}
}

func (in *inbox) messages() []received {
	in.mu.Lock()
	defer in.mu.Unlock()
	return append([]received(nil), in.msgs...)
}

func (in *inbox) rejectNextMessages(n int) {
	in.mu.Lock()
	in.rejectNext = n
	in.mu.Unlock()
}

type session struct {
	in   *inbox
	user string
	from string
	to   []string
}

func (s *session) AuthMechanisms() []string {
	if s.in.user == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (s *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, user, pass string) error {
		if user != s.in.user || pass != s.in.pass {
			return smtp.ErrAuthFailed
		}
		s.user = user
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if s.in.user != "" && s.user == "" {
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
	s.in.mu.Lock()
	defer s.in.mu.Unlock()
	if s.in.rejectNext > 0 {
		s.in.rejectNext--
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "try again later"}
	}
	s.in.msgs = append(s.in.msgs, received{From: s.from, To: s.to, Data: data, User: s.user})
	return nil
}

func (s *session) Reset()        { s.from, s.to = "", nil }
func (s *session) Logout() error { return nil }

// testCert is a self-signed certificate for 127.0.0.1 and the pool that
// trusts it.
func testCert(t *testing.T) (*tls.Config, *x509.CertPool) {
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

// fakeClock is a clock tests move by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

var errDown = errors.New("smtp down")

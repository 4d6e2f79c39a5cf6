package main

import (
	"io"
	"net"
	"net/mail"
	"strings"
	"sync"
	"time"

	"github.com/emersion/go-smtp"
)

// smtpSink is a local SMTP server that takes every message and counts
// deliveries by Message-ID, to tell mail sent once from mail sent twice.
type smtpSink struct {
	srv  *smtp.Server
	addr string

	mu     sync.Mutex
	byID   map[string]int
	broken int // messages without a Message-ID
}

// startSink listens on addr (loopback) and serves until close.
func startSink(addr string) (*smtpSink, error) {
	s := &smtpSink{byID: map[string]int{}}
	s.srv = smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &sinkSession{sink: s}, nil }))
	s.srv.Domain = "sink.localhost"
	s.srv.ReadTimeout = 30 * time.Second
	s.srv.WriteTimeout = 30 * time.Second
	s.srv.MaxMessageBytes = 1 << 20
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	s.addr = ln.Addr().String()
	go s.srv.Serve(ln)
	return s, nil
}

func (s *smtpSink) close() { s.srv.Close() }

// deliveries returns how many times each Message-ID (without <>) arrived.
func (s *smtpSink) deliveries() (map[string]int, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[string]int, len(s.byID))
	for k, v := range s.byID {
		out[k] = v
	}
	return out, s.broken
}

type sinkSession struct{ sink *smtpSink }

func (*sinkSession) Reset()                               {}
func (*sinkSession) Logout() error                        { return nil }
func (*sinkSession) Mail(string, *smtp.MailOptions) error { return nil }
func (*sinkSession) Rcpt(string, *smtp.RcptOptions) error { return nil }

func (ss *sinkSession) Data(r io.Reader) error {
	msg, err := mail.ReadMessage(r)
	s := ss.sink
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil {
		s.broken++
		return nil
	}
	io.Copy(io.Discard, msg.Body)
	id := strings.Trim(msg.Header.Get("Message-Id"), "<> ")
	if id == "" {
		s.broken++
		return nil
	}
	s.byID[id]++
	return nil
}

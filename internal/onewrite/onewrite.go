// Package onewrite lets a handler send a response's header and the start of
// its body to the socket in the same system call as the rest of the body.
//
// net/http buffers the header in a 4 KiB writer: a 25 KB page leaves it as
// two writes, the buffer filled and flushed, then the rest of the body.
// On loopback and on a busy machine each write is a trip through the TCP
// stack and a wake-up of the reader; nginx sends the same answer with one
// writev. A handler that writes a body larger than the buffer calls Hold
// before and Release after: the first write is kept and sent with the
// second as one writev; flushing the response before Release sends what
// net/http still buffers with it too (docs/decisions/0330).
package onewrite

import (
	"context"
	"io"
	"net"
	"sync/atomic"
)

// Listener hands out connections that can hold a write.
type Listener struct{ net.Listener }

// Accept wraps the accepted connection.
func (l Listener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &Conn{Conn: c}, nil
}

// Conn is a connection whose next write can be held back and joined to the
// one after it. Only the goroutine serving the connection writes to it, as
// net/http does, so it needs no lock.
type Conn struct {
	net.Conn
	holding bool
	held    []byte
	// pair and bufs hand the two writes to writev without allocating:
	// net.Buffers.WriteTo takes its receiver's address, so a local one
	// would move to the heap on every joined write (docs/decisions/0475).
	pair   [2][]byte
	bufs   net.Buffers
	joined atomic.Int64 // read by tests while the connection serves
}

// Joined counts the writes sent together with the one before them.
func (c *Conn) Joined() int { return int(c.joined.Load()) }

// Hold keeps the next write back until the one after it, or until Release.
func (c *Conn) Hold() { c.holding = true }

// Release writes what is still held and stops holding.
func (c *Conn) Release() error {
	c.holding = false
	if len(c.held) == 0 {
		return nil
	}
	_, err := c.Conn.Write(c.held)
	c.held = c.held[:0]
	return err
}

// Write writes p, or keeps it while holding and nothing is held yet.
func (c *Conn) Write(p []byte) (int, error) {
	if !c.holding {
		return c.Conn.Write(p)
	}
	if len(c.held) == 0 {
		c.held = append(c.held[:0], p...)
		return len(p), nil
	}
	c.holding = false
	c.joined.Add(1)
	held := len(c.held)
	c.pair = [2][]byte{c.held, p}
	c.bufs = c.pair[:]
	n, err := c.bufs.WriteTo(c.Conn) // writev on a TCP connection
	c.pair = [2][]byte{}             // keeps no reference to the caller's p
	c.held = c.held[:0]
	return max(0, int(n)-held), err
}

// ReadFrom sends what is held, then lets the connection copy from r (with
// sendfile or splice where it can), as net/http's response does for files.
func (c *Conn) ReadFrom(r io.Reader) (int64, error) {
	if err := c.Release(); err != nil {
		return 0, err
	}
	if rf, ok := c.Conn.(io.ReaderFrom); ok {
		return rf.ReadFrom(r)
	}
	return io.Copy(c.Conn, r)
}

type connKey struct{}

// ConnContext is http.Server's ConnContext: it keeps a Conn in the
// context of the requests it serves, for From.
func ConnContext(ctx context.Context, c net.Conn) context.Context {
	if oc, ok := c.(*Conn); ok {
		return context.WithValue(ctx, connKey{}, oc)
	}
	return ctx
}

// From returns the Conn serving a request, or nil (over TLS, or in a test
// without the Listener).
func From(ctx context.Context) *Conn {
	c, _ := ctx.Value(connKey{}).(*Conn)
	return c
}

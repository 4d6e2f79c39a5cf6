package main

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"time"
)

// Log lines wait in memory at most logFlushEvery, or until logFlushSize
// bytes are waiting: under load the access log's line per request was a
// write system call each, the largest single cost of serving a page
// (docs/decisions/0171). Warnings and errors go out at once, with every
// line before them.
const (
	logFlushEvery = 100 * time.Millisecond
	logFlushSize  = 32 << 10
)

// lineBuffer batches what slog writes into fewer writes to w.
type lineBuffer struct {
	mu    sync.Mutex
	w     io.Writer
	buf   []byte
	timer *time.Timer // pending flush; nil when buf is empty
}

func (b *lineBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, p...)
	switch {
	case len(b.buf) >= logFlushSize:
		return len(p), b.flushLocked()
	case b.timer == nil:
		b.timer = time.AfterFunc(logFlushEvery, func() { b.Flush() })
	}
	return len(p), nil
}

// Flush writes every waiting line.
func (b *lineBuffer) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.flushLocked()
}

func (b *lineBuffer) flushLocked() error {
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
	if len(b.buf) == 0 {
		return nil
	}
	_, err := b.w.Write(b.buf)
	b.buf = b.buf[:0]
	return err
}

// flushingHandler flushes the buffer after a record of level Warn or above.
type flushingHandler struct {
	slog.Handler
	buf *lineBuffer
}

func (h flushingHandler) Handle(ctx context.Context, r slog.Record) error {
	err := h.Handler.Handle(ctx, r)
	if r.Level >= slog.LevelWarn {
		h.buf.Flush()
	}
	return err
}

func (h flushingHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return flushingHandler{h.Handler.WithAttrs(attrs), h.buf}
}

func (h flushingHandler) WithGroup(name string) slog.Handler {
	return flushingHandler{h.Handler.WithGroup(name), h.buf}
}

// newLogger is the server's JSON logger on w, buffered; flush before
// returning from run.
func newLogger(w io.Writer, level slog.Leveler) (log *slog.Logger, flush func() error) {
	buf := &lineBuffer{w: w}
	return slog.New(flushingHandler{slog.NewJSONHandler(buf, &slog.HandlerOptions{Level: level}), buf}), buf.Flush
}

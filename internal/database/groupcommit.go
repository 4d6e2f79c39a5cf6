package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"sync"
)

// Durably runs fn in a transaction whose commit survives a power cut (as
// BeginDurable's) and returns nil once that transaction has committed, or
// the error that undid fn's writes: fn's own, or the transaction's.
//
// On SQLite, the calls that wait while a commit is under way are committed
// together: one writer runs them one after another in one transaction,
// each in its own savepoint, and commits them with one fsync (group
// commit, docs/decisions/0480). An error from fn rolls back its own
// savepoint only; no call returns nil before the commit that keeps its
// writes. fn sees what the calls before it in the batch wrote, as it would
// after their commits, since SQLite has one writer anyway. The ctx fn is
// given is never cancelled: SQLite rolls back the whole transaction, the
// batch's other writes with it, when a statement is interrupted inside
// it; a caller whose ctx ends before its turn gets ctx's error instead.
// While fn runs, the batch holds the database's write lock and the others
// wait: reading and computing belong before the call, and fn must not
// wait for another of db's connections.
//
// On PostgreSQL each call is its own transaction, given ctx as it is.
// fn never commits nor rolls back tx.
func (db *DB) Durably(ctx context.Context, fn func(ctx context.Context, tx *sql.Tx) error) error {
	return db.write(ctx, true, fn)
}

// Write is Durably for a write that a power cut may lose (a rate limit's
// bucket): on SQLite it joins the same batches, whose commit is durable
// when one of its writes asks for it, so that a short write on a busy
// path waits in Go for its turn instead of polling SQLite's lock while
// holding a pooled connection (docs/decisions/0482).
func (db *DB) Write(ctx context.Context, fn func(ctx context.Context, tx *sql.Tx) error) error {
	return db.write(ctx, false, fn)
}

func (db *DB) write(ctx context.Context, durable bool, fn func(ctx context.Context, tx *sql.Tx) error) error {
	if db.batches == nil {
		tx, end, err := db.begin(ctx, durable)
		if err != nil {
			return err
		}
		defer end()
		if err := fn(ctx, tx); err != nil {
			return err
		}
		return tx.Commit()
	}
	return db.batches.write(ctx, durable, fn)
}

// begin starts a transaction, durable (BeginDurable) or not; end rolls it
// back unless it committed.
func (db *DB) begin(ctx context.Context, durable bool) (*sql.Tx, func(), error) {
	if durable {
		return db.BeginDurable(ctx)
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	return tx, func() { tx.Rollback() }, nil
}

// groupCommit is SQLite's one writer of batched writes: a goroutine,
// started when a write arrives and none is running, that commits what
// waits in batches until nothing does.
type groupCommit struct {
	db      *DB
	mu      sync.Mutex
	waiting []*batchedWrite
	running bool
}

// batchedWrite is one call of Durably or Write waiting in a batch. Its fn
// runs on the caller's own goroutine when the writer gives it its turn.
type batchedWrite struct {
	ctx     context.Context
	durable bool
	turn    chan *sql.Tx // the batch's transaction, in fn's savepoint
	ran     chan error   // fn's error, errAbandoned when it did not return
	done    chan error   // the commit's outcome, or why fn got no turn
}

// errAbandoned: fn panicked or ended its goroutine.
var errAbandoned = errors.New("database: batched write abandoned")

// savepoint names each write's savepoint; one exists at a time.
const savepoint = "batched_write"

// write queues fn for the next batch, starting the writer when none runs,
// and answers once the batch has kept or refused fn's writes.
func (g *groupCommit) write(ctx context.Context, durable bool, fn func(ctx context.Context, tx *sql.Tx) error) error {
	w := &batchedWrite{ctx: ctx, durable: durable, turn: make(chan *sql.Tx), ran: make(chan error, 1), done: make(chan error, 1)}
	g.mu.Lock()
	g.waiting = append(g.waiting, w)
	start := !g.running
	g.running = true
	g.mu.Unlock()
	if start {
		go g.commitWhileWaiting()
	}
	select {
	case tx := <-w.turn:
		if err := w.run(fn, tx); err != nil {
			return err
		}
		return <-w.done
	case err := <-w.done:
		return err
	}
}

// run calls fn in its turn and tells the writer how it ended, even when
// it panics.
func (w *batchedWrite) run(fn func(ctx context.Context, tx *sql.Tx) error, tx *sql.Tx) (err error) {
	err = errAbandoned
	defer func() { w.ran <- err }()
	err = fn(context.WithoutCancel(w.ctx), tx)
	return err
}

// commitWhileWaiting commits batch after batch of what waits, and stops
// when nothing does.
func (g *groupCommit) commitWhileWaiting() {
	for {
		g.mu.Lock()
		batch := g.waiting
		g.waiting = nil
		if len(batch) == 0 {
			g.running = false
			g.mu.Unlock()
			return
		}
		g.mu.Unlock()
		g.commit(batch)
	}
}

// commit runs batch's writes, each in its savepoint, in one transaction,
// durable when one of them asks, and tells each caller how it ended.
func (g *groupCommit) commit(batch []*batchedWrite) {
	ctx := context.Background() // the batch's own: no caller's may end it
	durable := slices.ContainsFunc(batch, func(w *batchedWrite) bool { return w.durable })
	tx, end, err := g.db.begin(ctx, durable)
	if err != nil {
		finish(batch, fmt.Errorf("database: batched write: %w", err))
		return
	}
	defer end()
	var kept []*batchedWrite
	for i, w := range batch {
		if err := w.ctx.Err(); err != nil {
			w.done <- err
			continue
		}
		ok, err := inSavepoint(ctx, tx, w)
		if err != nil { // the transaction is lost: nothing of the batch is kept
			finish(append(kept, batch[i+1:]...), fmt.Errorf("database: batched write: %w", err))
			return
		}
		if ok {
			kept = append(kept, w)
		}
	}
	if err := tx.Commit(); err != nil {
		finish(kept, fmt.Errorf("database: batched write: commit: %w", err))
		return
	}
	finish(kept, nil)
}

// inSavepoint gives w its turn in a savepoint of tx, and keeps what it
// wrote (ok) or rolls it back. An error is the transaction's own.
func inSavepoint(ctx context.Context, tx *sql.Tx, w *batchedWrite) (ok bool, err error) {
	if _, err := tx.ExecContext(ctx, `SAVEPOINT `+savepoint); err != nil {
		w.done <- fmt.Errorf("database: batched write: %w", err)
		return false, err
	}
	w.turn <- tx
	if <-w.ran == nil {
		_, err := tx.ExecContext(ctx, `RELEASE `+savepoint)
		if err != nil {
			w.done <- fmt.Errorf("database: batched write: %w", err)
		}
		return err == nil, err
	}
	if _, err := tx.ExecContext(ctx, `ROLLBACK TO `+savepoint); err != nil {
		return false, err
	}
	_, err = tx.ExecContext(ctx, `RELEASE `+savepoint)
	return false, err
}

// finish tells each of writes err, nil when committed.
func finish(writes []*batchedWrite, err error) {
	for _, w := range writes {
		w.done <- err
	}
}

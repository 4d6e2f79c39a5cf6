package database

import (
	"context"
	"database/sql/driver"
	"errors"
	"sync"

	"modernc.org/sqlite"
)

// SQLite parses each statement's text into a program before it runs it;
// for the short statements of a request (an insert, a read by key) that
// parse costs as much as the run: a fifth of a booking's CPU. Each pooled
// connection therefore keeps the statements it has prepared, by their
// text, and runs them again (docs/decisions/0483). pgx keeps its own cache
// on PostgreSQL.

// stmtCacheSize bounds the statements a connection keeps: the product runs
// a few hundred distinct texts; past the bound the oldest is let go.
const stmtCacheSize = 256

// cachingConnector opens SQLite connections that keep their statements.
type cachingConnector struct {
	dsn    string
	driver *sqlite.Driver
}

func (c cachingConnector) Connect(context.Context) (driver.Conn, error) {
	conn, err := c.driver.Open(c.dsn)
	if err != nil {
		return nil, err
	}
	sc, ok := conn.(sqliteConn)
	if !ok {
		conn.Close()
		return nil, errors.New("database: the SQLite driver's connection lacks a context method")
	}
	return &cachingConn{sqliteConn: sc, stmts: map[string]*cachedStmt{}}, nil
}

func (c cachingConnector) Driver() driver.Driver { return c.driver }

// sqliteConn is what database/sql uses of the driver's connection.
type sqliteConn interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.ExecerContext
	driver.QueryerContext
	driver.Pinger
	driver.SessionResetter
	driver.Validator
}

// cachingConn runs its statements from its cache. database/sql uses a
// connection from one goroutine at a time; the lock covers rows closed
// from elsewhere all the same.
type cachingConn struct {
	sqliteConn
	mu    sync.Mutex
	stmts map[string]*cachedStmt
	order []string // the texts, oldest first
}

// cachedStmt is a prepared statement and whether rows still read from it.
type cachedStmt struct {
	stmt    driver.Stmt
	busy    bool
	evicted bool // closed when its rows are
}

// take returns the cached statement of query, prepared now when missing,
// marked busy until release is called. ok is false when the cached one is
// busy (the same text run again while its rows are read): the caller runs
// query uncached.
func (c *cachingConn) take(ctx context.Context, query string) (s driver.Stmt, release func(), ok bool, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	cs := c.stmts[query]
	if cs == nil {
		st, err := c.PrepareContext(ctx, query)
		if err != nil {
			return nil, nil, false, err
		}
		if len(c.order) == stmtCacheSize {
			c.evictOldestLocked()
		}
		cs = &cachedStmt{stmt: st}
		c.stmts[query] = cs
		c.order = append(c.order, query)
	}
	if cs.busy {
		return nil, nil, false, nil
	}
	cs.busy = true
	return cs.stmt, func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		cs.busy = false
		if cs.evicted {
			cs.stmt.Close()
		}
	}, true, nil
}

// evictOldestLocked lets the oldest statement go; one still read from is
// closed by its rows' release instead.
func (c *cachingConn) evictOldestLocked() {
	query := c.order[0]
	c.order = c.order[1:]
	cs := c.stmts[query]
	delete(c.stmts, query)
	cs.evicted = true
	if !cs.busy {
		cs.stmt.Close()
	}
}

func (c *cachingConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	s, release, ok, err := c.take(ctx, query)
	if err != nil {
		return nil, err
	}
	if !ok {
		return c.sqliteConn.ExecContext(ctx, query, args)
	}
	defer release()
	return s.(driver.StmtExecContext).ExecContext(ctx, args)
}

func (c *cachingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	s, release, ok, err := c.take(ctx, query)
	if err != nil {
		return nil, err
	}
	if !ok {
		return c.sqliteConn.QueryContext(ctx, query, args)
	}
	rows, err := s.(driver.StmtQueryContext).QueryContext(ctx, args)
	if err != nil {
		release()
		return nil, err
	}
	return &cachedRows{Rows: rows, release: release}, nil
}

// Close finalizes the cached statements, then closes the connection
// (SQLite refuses to close one with statements left).
func (c *cachingConn) Close() error {
	c.mu.Lock()
	var errs []error
	for _, cs := range c.stmts {
		errs = append(errs, cs.stmt.Close())
	}
	c.stmts, c.order = nil, nil
	c.mu.Unlock()
	return errors.Join(append(errs, c.sqliteConn.Close())...)
}

// cachedRows gives its statement back when closed.
type cachedRows struct {
	driver.Rows
	release func()
}

func (r *cachedRows) Close() error {
	err := r.Rows.Close()
	r.release()
	return err
}

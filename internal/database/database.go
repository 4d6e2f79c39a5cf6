// Package database opens the product's one database, SQLite by default or
// PostgreSQL for several instances, and keeps it migrated. What differs
// between the two dialects is in dialect.go; how times are stored, in
// time.go.
package database

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"modernc.org/sqlite"
)

// DB is a database/sql handle that knows its dialect.
type DB struct {
	*sql.DB
	Dialect Dialect
	// Now is the clock stores use; tests replace it.
	Now func() time.Time
	// batches commits SQLite's writes together (Durably, Write); nil on
	// PostgreSQL.
	batches *groupCommit
}

// Pool bounds one instance's connections; zero fields take the defaults.
// Every instance on one PostgreSQL server opens up to MaxOpen connections,
// so instances × MaxOpen must stay under the server's max_connections.
type Pool struct {
	// MaxOpen is the most connections open at once. Default: 10 on
	// PostgreSQL, 4 on SQLite (one writer at a time; a few readers beside).
	MaxOpen int
	// MaxIdle is how many stay open when unused. Default: MaxOpen, so a
	// busy instance reuses its connections instead of opening a session per
	// burst (database/sql's own default of 2 did that).
	MaxIdle int
	// MaxLifetime closes a connection after this long, so a fail-over or a
	// pooler's rebalancing reaches every instance. Default 30 minutes.
	MaxLifetime time.Duration
}

func (p Pool) withDefaults(d Dialect) Pool {
	if p.MaxOpen <= 0 {
		p.MaxOpen = 10
		if d == SQLite {
			p.MaxOpen = 4
		}
	}
	if p.MaxIdle <= 0 || p.MaxIdle > p.MaxOpen {
		p.MaxIdle = p.MaxOpen
	}
	if p.MaxLifetime <= 0 {
		p.MaxLifetime = 30 * time.Minute
	}
	return p
}

// Open connects to url with the default pool and migrates the schema. A url
// starting with postgres:// or postgresql:// selects PostgreSQL; anything
// else is a SQLite file path (an optional "sqlite:" prefix is dropped),
// whose directory is created when missing.
func Open(ctx context.Context, url string) (*DB, error) {
	return OpenPool(ctx, url, Pool{})
}

// OpenPool is Open with the pool's bounds.
func OpenPool(ctx context.Context, url string, pool Pool) (*DB, error) {
	db, err := open(url)
	if err != nil {
		return nil, fmt.Errorf("database: open: %w", err)
	}
	pool = pool.withDefaults(db.Dialect)
	db.SetMaxOpenConns(pool.MaxOpen)
	db.SetMaxIdleConns(pool.MaxIdle)
	db.SetConnMaxLifetime(pool.MaxLifetime)
	if err := db.ping(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("database: ping: %w", err)
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

// ping makes the first connection. On SQLite it tries again while the file
// is busy, for as long as busy_timeout would wait: instances started
// together on a new file each set it to WAL on connecting, and SQLite
// answers that race SQLITE_BUSY at once rather than waiting.
func (db *DB) ping(ctx context.Context) error {
	deadline := time.Now().Add(busyWait)
	for {
		err := db.PingContext(ctx)
		if err == nil || db.Dialect != SQLite || !busy(err) || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// busyWait is SQLite's busy_timeout (the DSN's): how long a connection
// waits for another's lock.
const busyWait = 10 * time.Second

// parallelWorkers is the PostgreSQL setting a connection starts with at 0
// unless the URL sets it.
const parallelWorkers = "max_parallel_workers_per_gather"

func open(url string) (*DB, error) {
	if strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://") {
		cfg, err := pgx.ParseConfig(url)
		if err != nil {
			return nil, err
		}
		// A filtered dashboard runs its queries side by side; PostgreSQL's
		// parallel workers on top of that oversubscribe a small server's
		// cores and made it twice as slow (docs/decisions/0325). The URL
		// may set another value.
		if _, set := cfg.RuntimeParams[parallelWorkers]; !set {
			cfg.RuntimeParams[parallelWorkers] = "0"
		}
		return &DB{DB: stdlib.OpenDB(*cfg), Dialect: Postgres, Now: time.Now}, nil
	}
	path := strings.TrimPrefix(url, "sqlite:")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	// WAL lets readers run beside the one writer; busy_timeout makes a second
	// writer wait instead of failing; foreign keys are off by default in SQLite.
	// busy_timeout comes first: switching to WAL takes a lock that a second
	// instance opening the same new file at once must wait for, not fail on.
	// mmap_size maps the file (up to SQLite's 2 GiB cap) so that reads take
	// pages from the kernel's page cache instead of a pread into each
	// connection's 2 MB cache: a filtered dashboard over 5 M events reads
	// most of the visits table (docs/decisions/0325).
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
		"&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_pragma=mmap_size(2147418112)&_txlock=immediate"
	db := &DB{DB: sql.OpenDB(cachingConnector{dsn: dsn, driver: &sqlite.Driver{}}), Dialect: SQLite, Now: time.Now}
	db.batches = &groupCommit{db: db}
	return db, nil
}

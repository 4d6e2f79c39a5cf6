package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

// Dialect names the SQL flavour behind a DB. The product's SQL is shared by
// both: $1-style placeholders, text times (time.go), integer booleans. What
// differs lives in this file and nowhere else: the big INSERT's
// placeholders, SKIP LOCKED and FOR UPDATE, durable commits, and the
// dialect blocks of the migrations; and in lock.go, the advisory locks.
type Dialect string

// The dialects the product runs on.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// Placeholder is the n-th (1-based) parameter marker of a statement with
// very many parameters. SQLite resolves each numbered "$n" by a linear
// search through the statement's parameter names, which makes a
// 5,500-parameter INSERT quadratic; its anonymous "?" costs nothing.
// PostgreSQL only knows "$n". Statements with a few parameters use "$n" on
// both.
func (d Dialect) Placeholder(n int) string {
	if d == SQLite {
		return "?"
	}
	return "$" + strconv.Itoa(n)
}

// SkipLocked ends a SELECT … FOR UPDATE subquery that claims rows: on
// PostgreSQL concurrent claimers skip rows another transaction is taking;
// SQLite has a single writer, so the race cannot happen there and it has no
// such clause.
func (d Dialect) SkipLocked() string {
	if d == Postgres {
		return " FOR UPDATE SKIP LOCKED"
	}
	return ""
}

// ForUpdate ends a SELECT of a row the transaction is about to change: on
// PostgreSQL a concurrent transaction on the same row waits for ours;
// SQLite's immediate transactions already run one at a time, and it has no
// such clause.
func (d Dialect) ForUpdate() string {
	if d == Postgres {
		return " FOR UPDATE"
	}
	return ""
}

// IsDataError reports whether err is the database refusing a value (a
// PostgreSQL data exception or integrity violation, SQLSTATE classes 22
// and 23: a NUL byte, an unrepresentable character, a duplicate key)
// rather than failing to run the statement at all (connection lost,
// database down), after which the same statement may well succeed.
// SQLite stores any bytes in any column and has no such refusal here.
func IsDataError(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (strings.HasPrefix(pgErr.Code, "22") || strings.HasPrefix(pgErr.Code, "23"))
}

// busy reports whether err is SQLite's SQLITE_BUSY, whatever its extended
// code: another connection holds a lock this one could not wait for. A
// connection opening a new file while another instance turns it to WAL
// meets it before its busy_timeout is in force (TestOpenConcurrentlyOnAnEmptyDatabase).
func busy(err error) bool {
	var e interface{ Code() int }
	return errors.As(err, &e) && e.Code()&0xff == 5
}

// InTx runs fn in a transaction and commits it when fn returns nil; an
// error or a panic rolls it back.
func (db *DB) InTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}

// BeginDurable starts a transaction whose commit survives a power cut, for
// what the product must never lose once it has answered (a lead); end must
// be called once the transaction is over.
//
// On SQLite it first asks for synchronous=FULL on the transaction's
// connection. The database runs with synchronous=NORMAL, which in WAL mode
// keeps every commit through a crash of the process but may lose the last
// ones on a power cut or kernel crash; one fsync per lead costs nothing at
// the rate leads come in. The connection gets its old setting back
// afterwards, so the analytics writer sharing the pool keeps its speed.
// PostgreSQL commits durably by default.
func (db *DB) BeginDurable(ctx context.Context) (tx *sql.Tx, end func(), err error) {
	if db.Dialect != SQLite {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return nil, nil, err
		}
		return tx, func() { tx.Rollback() }, nil
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, nil, err
	}
	var old int
	if err := conn.QueryRowContext(ctx, `PRAGMA synchronous`).Scan(&old); err != nil {
		conn.Close()
		return nil, nil, fmt.Errorf("database: read synchronous: %w", err)
	}
	if _, err := conn.ExecContext(ctx, `PRAGMA synchronous = FULL`); err != nil {
		conn.Close()
		return nil, nil, fmt.Errorf("database: set synchronous: %w", err)
	}
	restore := func() {
		conn.ExecContext(context.WithoutCancel(ctx), fmt.Sprintf(`PRAGMA synchronous = %d`, old))
		conn.Close()
	}
	tx, err = conn.BeginTx(ctx, nil)
	if err != nil {
		restore()
		return nil, nil, err
	}
	return tx, func() { tx.Rollback(); restore() }, nil
}

// forDialect keeps the shared lines of a migration and the blocks marked for
// dialect d ("-- sqlite:" or "-- postgres:" up to "-- end"), dropping the
// blocks marked for the other dialect.
func forDialect(sql string, d Dialect) string {
	var out strings.Builder
	keep := true
	for line := range strings.Lines(sql) {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "-- sqlite:"):
			keep = d == SQLite
		case strings.HasPrefix(trimmed, "-- postgres:"):
			keep = d == Postgres
		case trimmed == "-- end":
			keep = true
		case keep:
			out.WriteString(line)
		}
	}
	return out.String()
}

// IsUniqueViolation reports whether err is the database refusing a row
// because its key is already another row's: PostgreSQL's unique_violation
// (23505), SQLite's SQLITE_CONSTRAINT_PRIMARYKEY or _UNIQUE. A store that
// lets a key decide a race (internal/booking's blocks) tells the loser so.
func IsUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	var e interface{ Code() int }
	return errors.As(err, &e) && (e.Code() == sqlitePrimaryKey || e.Code() == sqliteUnique)
}

// SQLite's extended result codes of a key refused.
const (
	sqlitePrimaryKey = 1555
	sqliteUnique     = 2067
)

package database

import (
	"context"
	"database/sql"
	"time"
)

// Execer is what a write that belongs to a change goes through: the
// change's *sql.Tx, so both are kept or neither (an audit row, a mail
// queued, a text's state), or the *DB for a write of its own.
type Execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// Auditor records a change in the audit log the back office shows, in the
// change's transaction; the server binds it to the signed-in user.
type Auditor func(ctx context.Context, tx Execer, at time.Time, action, target, detail string) error

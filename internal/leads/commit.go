package leads

import (
	"context"
	"database/sql"
	"fmt"

	"agencysite/internal/database"
)

// beginDurable starts the transaction that stores a lead; end must be
// called once the transaction is over.
//
// On SQLite it first asks for synchronous=FULL on the transaction's
// connection. The database runs with synchronous=NORMAL, which in WAL mode
// keeps every commit through a crash of the process but may lose the last
// ones on a power cut or kernel crash; a lead answered with 201 must
// survive both, and one fsync per lead costs nothing at the rate leads
// come in. The connection gets its old setting back afterwards, so the
// analytics writer sharing the pool keeps its speed. PostgreSQL commits
// durably by default.
func beginDurable(ctx context.Context, db *database.DB) (tx *sql.Tx, end func(), err error) {
	if db.Dialect != database.SQLite {
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
		return nil, nil, fmt.Errorf("read synchronous: %w", err)
	}
	if _, err := conn.ExecContext(ctx, `PRAGMA synchronous = FULL`); err != nil {
		conn.Close()
		return nil, nil, fmt.Errorf("set synchronous: %w", err)
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

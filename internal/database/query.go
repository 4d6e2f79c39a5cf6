package database

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
)

// Scanner is one row to read: a *sql.Row or the current row of *sql.Rows.
// An alias, so a store's scanX(row interface{ Scan(...any) error }) is a
// func(Scanner) as it stands.
type Scanner = interface{ Scan(dest ...any) error }

// Querier runs a query: a *DB, a *sql.Tx or a *sql.Conn.
type Querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// RowQuerier runs a query of one row: a *DB, a *sql.Tx or a *sql.Conn.
type RowQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// One runs query through q and reads its one row with scan; notFound (the
// store's own ErrNotFound) when there is none. The caller wraps the error
// with its operation, as with Query.
func One[T any](ctx context.Context, q RowQuerier, scan func(Scanner) (T, error), notFound error, query string, args ...any) (T, error) {
	v, err := scan(q.QueryRowContext(ctx, query, args...))
	if errors.Is(err, sql.ErrNoRows) {
		return v, notFound
	}
	return v, err
}

// Query runs query through q and reads every row with scan. The result is
// empty, never nil, so that JSON shows no rows as []; the caller wraps the
// error with its operation.
func Query[T any](ctx context.Context, q Querier, scan func(Scanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return Collect(rows, scan)
}

// Collect reads every row of rows with scan, and closes rows: Query's
// reading, for rows a caller queried itself.
func Collect[T any](rows *sql.Rows, scan func(Scanner) (T, error)) ([]T, error) {
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// Fields is the scan of a row read straight into the fields that fields
// points into, for Query.
func Fields[T any](fields func(*T) []any) func(Scanner) (T, error) {
	return func(row Scanner) (T, error) {
		var v T
		err := row.Scan(fields(&v)...)
		return v, err
	}
}

// Column is the scan of a row of one column.
func Column[T any](row Scanner) (T, error) {
	var v T
	err := row.Scan(&v)
	return v, err
}

// NewID is 128 random bits in hex: a row id (or a lease's token) that is
// unguessable and says nothing about how many rows came before.
func NewID() string {
	var b [16]byte
	rand.Read(b[:]) // never fails: crypto/rand panics rather than return an error
	return hex.EncodeToString(b[:])
}

package auth

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"agencysite/internal/database"
)

// Actor is who does something: a signed-in user, or the operator at the
// command line (empty ID), from a hashed client address.
type Actor struct {
	ID      string
	Name    string
	Address string // HashAddress of the client address; "" for the command line
	Session string // the id of the session acting, when signed in
}

// Audit records that actor did action to target at the given time.
func Audit(ctx context.Context, tx database.Execer, at time.Time, actor Actor, action, target, detail string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO audit_log (at, actor_id, actor_name, action, target, detail, address)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, formatTime(at), actor.ID, actor.Name, action, target, detail, actor.Address)
	if err != nil {
		return fmt.Errorf("auth: audit %s: %w", action, err)
	}
	return nil
}

func (s *Store) audit(ctx context.Context, tx database.Execer, actor Actor, action, target, detail string) error {
	return Audit(ctx, tx, s.clock(), actor, action, target, detail)
}

// AuditEntry is one row of the audit log.
type AuditEntry struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	Actor   *Person   `json:"actor"`
	Action  string    `json:"action"`
	Target  string    `json:"target"`
	Detail  string    `json:"detail"`
	Address string    `json:"address"`
	Repeats int       `json:"repeats"` // how many times it happened (failures of unknown accounts)
}

// Person names a user in what they did; nil in JSON for the command line.
type Person struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// NewPerson returns nil for an empty id (the command line, the system).
func NewPerson(id, name string) *Person {
	if id == "" {
		return nil
	}
	return &Person{ID: id, Name: name}
}

// AuditLog returns up to limit entries older than before (0: the newest),
// newest first.
func (s *Store) AuditLog(ctx context.Context, before int64, limit int) ([]AuditEntry, error) {
	q := `SELECT id, at, actor_id, actor_name, action, target, detail, address, repeats FROM audit_log`
	args := []any{limit}
	if before > 0 {
		q += ` WHERE id < $2`
		args = append(args, before)
	}
	entries, err := database.Query(ctx, s.db, func(row database.Scanner) (AuditEntry, error) {
		var e AuditEntry
		var at, actorID, actorName string
		err := row.Scan(&e.ID, &at, &actorID, &actorName, &e.Action, &e.Target, &e.Detail, &e.Address, &e.Repeats)
		e.At, e.Actor = parseTime(at), NewPerson(actorID, actorName)
		return e, err
	}, q+` ORDER BY id DESC LIMIT $1`, args...)
	if err != nil {
		return nil, fmt.Errorf("auth: audit log: %w", err)
	}
	return entries, nil
}

// Record writes one audit entry on its own, for actions that change
// nothing else (an export).
func (s *Store) Record(ctx context.Context, actor Actor, action, target, detail string) error {
	return s.audit(ctx, s.db, actor, action, target, detail)
}

// AuditAs returns what records actor's action in the transaction of a
// change another package makes (settings.Record), with the change's
// detail.
func (s *Store) AuditAs(actor Actor, action string) func(ctx context.Context, tx *sql.Tx, detail string) error {
	return func(ctx context.Context, tx *sql.Tx, detail string) error {
		return s.audit(ctx, tx, actor, action, "", detail)
	}
}

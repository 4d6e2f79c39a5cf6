package leads

import (
	"agencysite/internal/database"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/validation"
	"agencysite/web"
)

// Statuses of a lead, in the order a lead goes through them.
const (
	StatusNew       = "new"
	StatusContacted = "contacted"
	StatusQualified = "qualified"
	StatusWon       = "won"
	StatusLost      = "lost"
)

// Statuses lists every status in workflow order (schema.json's workflow).
var Statuses = schema.Workflow.Statuses

// transitions says where a lead may go from each status (schema.json's
// workflow, which the back office reads too).
var transitions = schema.Workflow.Transitions

// Length limits of what the team writes (web/app/config/limits.json, which
// the back office's forms read too).
var (
	LostReasonMax = web.Limits().LostReasonMax
	NoteMax       = web.Limits().NoteMax
)

// ErrConflict: the lead changed since the version the client saw.
var ErrConflict = errors.New("leads: changed by someone else")

// Change is an edit of a lead's workflow; nil fields stay as they are.
// Version is the lead's version the editor saw.
type Change struct {
	Version    int
	Status     *string
	LostReason *string
	// Assignee is a user id; a pointer to "" unassigns.
	Assignee *string
}

// Update applies c to lead id if nobody changed it since c.Version, and
// records each change in the lead's history and the audit log. It returns
// the lead as it now is; a stale version is ErrConflict.
func (s *Store) Update(ctx context.Context, actor auth.Actor, id string, c Change) (Lead, error) {
	var names map[string]string // read before the transaction, which holds a connection
	if c.Assignee != nil {
		var err error
		if names, err = s.names(ctx); err != nil {
			return Lead{}, fmt.Errorf("leads: update: %w", err)
		}
	}
	told := false
	err := s.change(ctx, actor, id, c.Version, func(tx *sql.Tx, l *Lead, rec recorder) (err error) {
		p := map[string]string{}
		if c.Status != nil && *c.Status != l.Status {
			from, to := l.Status, *c.Status
			switch {
			case !slices.Contains(Statuses, to):
				p["status"] = CodeUnknown
			case !slices.Contains(transitions[from], to):
				p["status"] = "transition"
			}
			reason := ""
			if c.LostReason != nil {
				reason = strings.TrimSpace(*c.LostReason)
			}
			if to == StatusLost {
				if code := textCode(reason, &Rule{Required: true, Max: LostReasonMax, Multiline: true}); code != "" {
					p["lostReason"] = code
				}
			}
			if len(p) == 0 {
				l.Status, l.LostReason = to, reason
				if to == StatusContacted && l.FirstContactedAt.IsZero() {
					l.FirstContactedAt = s.Now().UTC().Truncate(time.Microsecond)
				}
				if err := rec("status", from, to, reason); err != nil {
					return err
				}
				if told, err = s.happened(ctx, tx, Happening{Name: EventStatusChanged, Lead: *l, From: from, At: s.Now()}); err != nil {
					return err
				}
			}
		}
		if c.Assignee != nil && *c.Assignee != l.AssigneeID {
			name, known := names[*c.Assignee]
			if *c.Assignee != "" && !known {
				p["assigneeId"] = CodeUnknown
			}
			if len(p) == 0 {
				if err := rec("assigned", names[l.AssigneeID], name, ""); err != nil {
					return err
				}
				l.AssigneeID, l.AssigneeName = *c.Assignee, name
			}
		}
		if len(p) > 0 {
			return validation.Problems(p)
		}
		var contacted any
		if !l.FirstContactedAt.IsZero() {
			contacted = database.FormatTime(l.FirstContactedAt)
		}
		var assignee any
		if l.AssigneeID != "" {
			assignee = l.AssigneeID
		}
		_, err = tx.ExecContext(ctx, `UPDATE leads SET status = $1, lost_reason = $2, assignee_id = $3,
			first_contacted_at = $4 WHERE id = $5`, l.Status, l.LostReason, assignee, contacted, l.ID)
		return err
	})
	if err != nil {
		return Lead{}, err
	}
	s.committed(told, false)
	return s.Get(ctx, id)
}

// recorder writes one history row (and its audit row) for a change.
type recorder func(action, from, to, detail string) error

// change runs edit on lead id inside a transaction, if its version is
// still version, then bumps the version. A change with no history rows
// leaves the lead, and its version, alone.
func (s *Store) change(ctx context.Context, actor auth.Actor, id string, version int,
	edit func(tx *sql.Tx, l *Lead, rec recorder) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("leads: change: %w", err)
	}
	defer tx.Rollback()
	l, err := database.One(ctx, tx, scanLead, ErrNotFound, selectLeads+` WHERE leads.id = $1`, id)
	if err != nil {
		return fmt.Errorf("leads: change %s: %w", id, err)
	}
	if l.Version != version {
		return fmt.Errorf("leads: change %s: %w", id, ErrConflict)
	}
	now := s.Now()
	changed := false
	rec := func(action, from, to, detail string) error {
		changed = true
		return s.history(ctx, tx, now, actor, id, action, from, to, detail)
	}
	if err := edit(tx, &l, rec); err != nil {
		return err
	}
	if !changed {
		return nil
	}
	// The version check is repeated in the UPDATE: on PostgreSQL two
	// transactions may both have read the old version.
	res, err := tx.ExecContext(ctx, `UPDATE leads SET version = version + 1, updated_at = $1 WHERE id = $2 AND version = $3`,
		database.FormatTime(now), id, version)
	if err != nil {
		return fmt.Errorf("leads: change %s: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return fmt.Errorf("leads: change %s: %w", id, ErrConflict)
	}
	return tx.Commit()
}

// history records one change of a lead in its history and the audit log.
func (s *Store) history(ctx context.Context, tx *sql.Tx, at time.Time, actor auth.Actor, id, action, from, to, detail string) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO lead_history (lead_id, at, actor_id, actor_name, action, from_value, to_value, detail)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, id, database.FormatTime(at), actor.ID, actor.Name, action, from, to, detail); err != nil {
		return err
	}
	audit := strings.TrimSpace(from + " → " + to)
	if from == "" && to == "" {
		audit = ""
	}
	return auth.Audit(ctx, tx, at, actor, "lead."+action, "lead:"+id, strings.TrimSpace(audit+" "+detail))
}

// Note is a team member's note on a lead.
type Note struct {
	ID        string       `json:"id"`
	Author    *auth.Person `json:"author"`
	Body      string       `json:"body"`
	CreatedAt time.Time    `json:"createdAt"`
}

// AddNote adds a note to lead id. Notes do not change the lead's version:
// writing one never conflicts with someone changing its status.
func (s *Store) AddNote(ctx context.Context, actor auth.Actor, id, body string) (Note, error) {
	body = strings.TrimSpace(body)
	if code := textCode(body, &Rule{Required: true, Max: NoteMax, Multiline: true}); code != "" {
		return Note{}, validation.Problems{"body": code}
	}
	n := Note{ID: database.NewID(), Author: auth.NewPerson(actor.ID, actor.Name), Body: body, CreatedAt: s.Now().UTC().Truncate(time.Microsecond)}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return Note{}, fmt.Errorf("leads: note: %w", err)
	}
	defer tx.Rollback()
	if err := s.exists(ctx, tx, id); err != nil {
		return Note{}, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO lead_notes (id, lead_id, author_id, author_name, body, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, n.ID, id, actor.ID, actor.Name, body, database.FormatTime(n.CreatedAt)); err != nil {
		return Note{}, fmt.Errorf("leads: note: %w", err)
	}
	if err := s.history(ctx, tx, n.CreatedAt, actor, id, "note", "", "", ""); err != nil {
		return Note{}, fmt.Errorf("leads: note: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return Note{}, fmt.Errorf("leads: note: %w", err)
	}
	return n, nil
}

func (s *Store) exists(ctx context.Context, tx *sql.Tx, id string) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM leads WHERE id = $1`, id).Scan(&n); err != nil {
		return fmt.Errorf("leads: %s: %w", id, err)
	}
	if n == 0 {
		return fmt.Errorf("leads: %s: %w", id, ErrNotFound)
	}
	return nil
}

package leads

import (
	"agencysite/internal/database"
	"context"
	"fmt"
	"time"

	"agencysite/internal/auth"
)

// Event is one change in a lead's history.
type Event struct {
	At     time.Time    `json:"at"`
	Actor  *auth.Person `json:"actor"`
	Action string       `json:"action"` // status, assigned, note, spam, not_spam, mail_resent, reply_sent
	From   string       `json:"from"`
	To     string       `json:"to"`
	Detail string       `json:"detail"`
}

// History returns the changes of lead id, oldest first.
func (s *Store) History(ctx context.Context, id string) ([]Event, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT at, actor_id, actor_name, action, from_value, to_value, detail
		FROM lead_history WHERE lead_id = $1 ORDER BY id`, id)
	if err != nil {
		return nil, fmt.Errorf("leads: history: %w", err)
	}
	defer rows.Close()
	out := []Event{}
	for rows.Next() {
		var e Event
		var at, actorID, actorName string
		if err := rows.Scan(&at, &actorID, &actorName, &e.Action, &e.From, &e.To, &e.Detail); err != nil {
			return nil, fmt.Errorf("leads: history: %w", err)
		}
		if e.At, err = database.ParseTime(at); err != nil {
			return nil, fmt.Errorf("leads: history: %w", err)
		}
		e.Actor = auth.NewPerson(actorID, actorName)
		out = append(out, e)
	}
	return out, rows.Err()
}

// Notes returns the notes on lead id, oldest first.
func (s *Store) Notes(ctx context.Context, id string) ([]Note, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, author_id, author_name, body, created_at
		FROM lead_notes WHERE lead_id = $1 ORDER BY created_at, id`, id)
	if err != nil {
		return nil, fmt.Errorf("leads: notes: %w", err)
	}
	defer rows.Close()
	out := []Note{}
	for rows.Next() {
		var n Note
		var authorID, authorName, at string
		if err := rows.Scan(&n.ID, &authorID, &authorName, &n.Body, &at); err != nil {
			return nil, fmt.Errorf("leads: notes: %w", err)
		}
		if n.CreatedAt, err = database.ParseTime(at); err != nil {
			return nil, fmt.Errorf("leads: notes: %w", err)
		}
		n.Author = auth.NewPerson(authorID, authorName)
		out = append(out, n)
	}
	return out, rows.Err()
}

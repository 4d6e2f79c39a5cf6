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
	events, err := database.Query(ctx, s.db, func(row database.Scanner) (Event, error) {
		var e Event
		var at, actorID, actorName string
		if err := row.Scan(&at, &actorID, &actorName, &e.Action, &e.From, &e.To, &e.Detail); err != nil {
			return e, err
		}
		e.Actor = auth.NewPerson(actorID, actorName)
		var err error
		e.At, err = database.ParseTime(at)
		return e, err
	}, `SELECT at, actor_id, actor_name, action, from_value, to_value, detail FROM lead_history WHERE lead_id = $1 ORDER BY id`, id)
	if err != nil {
		return nil, fmt.Errorf("leads: history: %w", err)
	}
	return events, nil
}

// Notes returns the notes on lead id, oldest first.
func (s *Store) Notes(ctx context.Context, id string) ([]Note, error) {
	notes, err := database.Query(ctx, s.db, func(row database.Scanner) (Note, error) {
		var n Note
		var authorID, authorName, at string
		if err := row.Scan(&n.ID, &authorID, &authorName, &n.Body, &at); err != nil {
			return n, err
		}
		n.Author = auth.NewPerson(authorID, authorName)
		var err error
		n.CreatedAt, err = database.ParseTime(at)
		return n, err
	}, `SELECT id, author_id, author_name, body, created_at FROM lead_notes WHERE lead_id = $1 ORDER BY created_at, id`, id)
	if err != nil {
		return nil, fmt.Errorf("leads: notes: %w", err)
	}
	return notes, nil
}

package leads

import (
	"context"
	"database/sql"
	"time"
)

// Names of the happenings Events is told of.
const (
	// EventCreated: a lead arrived in the inbox (from the form, from a
	// WhatsApp chat, or back from the spam folder).
	EventCreated = "lead.created"
	// EventStatusChanged: a team member moved a lead to another status.
	EventStatusChanged = "lead.status_changed"
)

// Happening is something that happened to a lead that others act on: its
// name, the lead as it now is and, for a status change, the status it left.
type Happening struct {
	Name string
	Lead Lead
	From string
	At   time.Time
}

// Events is told of what happens to leads (the outgoing webhooks):
// Happened in the transaction that makes it happen, so what it queues is
// kept or lost with the change; Forget in the transaction that erases a
// lead; Committed once a transaction that told it something committed.
type Events interface {
	Happened(ctx context.Context, tx *sql.Tx, h Happening) error
	Forget(ctx context.Context, tx *sql.Tx, leadID string) error
	Committed()
}

// happened tells s.Events of h through tx, if anyone listens.
func (s *Store) happened(ctx context.Context, tx *sql.Tx, h Happening) (bool, error) {
	if s.Events == nil {
		return false, nil
	}
	return true, s.Events.Happened(ctx, tx, h)
}

// committed tells s.Events and s.Queued that what was queued committed.
func (s *Store) committed(events, mails bool) {
	if events && s.Events != nil {
		s.Events.Committed()
	}
	if mails && s.Queued != nil {
		s.Queued()
	}
}

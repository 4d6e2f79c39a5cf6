package webhooks

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/leads"
)

// Happened queues, through tx (the transaction that stores the lead or
// its change), a delivery of h to every webhook that is on and wants it:
// the body rendered now, the job of its webhook and lead due now. It is
// leads.Events' Happened.
func (s *Store) Happened(ctx context.Context, tx *sql.Tx, h leads.Happening) error {
	rows, err := tx.QueryContext(ctx, `SELECT id, kind, events, personal FROM webhooks WHERE enabled = 1`)
	if err != nil {
		return fmt.Errorf("webhooks: queue %s: %w", h.Name, err)
	}
	var due []message
	var ids []string
	for rows.Next() {
		var id, kind, events string
		var personal int
		if err := rows.Scan(&id, &kind, &events, &personal); err != nil {
			rows.Close()
			return fmt.Errorf("webhooks: queue %s: %w", h.Name, err)
		}
		if slices.Contains(strings.Fields(events), h.Name) {
			due, ids = append(due, message{kind: kind, personal: personal != 0, h: h}), append(ids, id)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("webhooks: queue %s: %w", h.Name, err)
	}
	for i, m := range due {
		if _, err := s.queue(ctx, tx, ids[i], m); err != nil {
			return err
		}
	}
	return nil
}

// queue renders m as a new delivery of webhook id and makes its job due.
func (s *Store) queue(ctx context.Context, tx *sql.Tx, id string, m message) (int64, error) {
	body, err := s.render(m)
	if err != nil {
		return 0, fmt.Errorf("webhooks: render %s: %w", m.h.Name, err)
	}
	return s.insert(ctx, tx, id, newMessageID(), m.h.Name, m.h.Lead.ID, string(body))
}

// insert adds a pending delivery at the end of its webhook and lead's
// queue, and makes the queue's job due now if the delivery is its first:
// otherwise the job already waits (perhaps backing off from a failure,
// which a new event must not cut short) and sends it after the others.
func (s *Store) insert(ctx context.Context, tx *sql.Tx, webhookID, messageID, event, leadID, body string) (int64, error) {
	if err := s.lock(ctx, tx, webhookID); err != nil {
		return 0, fmt.Errorf("webhooks: queue %s: %w", event, err)
	}
	var deliveryID int64
	now := s.now()
	err := tx.QueryRowContext(ctx, `INSERT INTO webhook_deliveries (webhook_id, message_id, event, lead_id, body, created_at)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, webhookID, messageID, event, leadID, body,
		database.FormatTime(now)).Scan(&deliveryID)
	if err != nil {
		return 0, fmt.Errorf("webhooks: queue %s: %w", event, err)
	}
	var earlier int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM webhook_deliveries WHERE webhook_id = $1 AND lead_id = $2
		AND status = 'pending' AND id < $3`, webhookID, leadID, deliveryID).Scan(&earlier); err != nil {
		return 0, fmt.Errorf("webhooks: queue %s: %w", event, err)
	}
	if earlier > 0 {
		return deliveryID, nil
	}
	return deliveryID, jobs.Enqueue(ctx, tx, jobs.New{Kind: JobKind, Ref: streamRef(webhookID, leadID), At: now})
}

// Forget deletes, through tx, every delivery about lead id, sent or not:
// the lead is being erased. It is leads.Events' Forget.
func (s *Store) Forget(ctx context.Context, tx *sql.Tx, leadID string) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM webhook_deliveries WHERE lead_id = $1`, leadID); err != nil {
		return fmt.Errorf("webhooks: forget: %w", err)
	}
	return nil
}

// Committed wakes the runner once queued deliveries committed. It is
// leads.Events' Committed.
func (s *Store) Committed() {
	if s.opts.Queued != nil {
		s.opts.Queued()
	}
}

// Test queues a test delivery to webhook id ("send a test"): a sample
// lead plainly marked as one, so the owner sees the receiver answer in
// the delivery log.
func (s *Store) Test(ctx context.Context, actor auth.Actor, id string) (Delivery, error) {
	return s.queueOne(ctx, "test", id, func(tx *sql.Tx, e endpoint) (int64, error) {
		now := s.now()
		m := message{kind: e.Kind, personal: e.Personal, test: true,
			h: leads.Happening{Name: EventTest, Lead: sampleLead(now), At: now}}
		body, err := s.render(m)
		if err != nil {
			return 0, err
		}
		deliveryID, err := s.insert(ctx, tx, id, newMessageID(), EventTest, "", string(body))
		if err != nil {
			return 0, err
		}
		return deliveryID, auth.Audit(ctx, tx, now, actor, "webhook.tested", "webhook:"+id, e.Name)
	})
}

// Replay sends delivery deliveryID of webhook id again, as a new delivery
// at the end of its lead's queue with the same message id (the
// receiver's idempotency key) and body; the log keeps the first.
func (s *Store) Replay(ctx context.Context, actor auth.Actor, id string, deliveryID int64) (Delivery, error) {
	return s.queueOne(ctx, "replay", id, func(tx *sql.Tx, e endpoint) (int64, error) {
		var messageID, event, leadID, body string
		err := tx.QueryRowContext(ctx, `SELECT message_id, event, lead_id, body FROM webhook_deliveries
			WHERE id = $1 AND webhook_id = $2`, deliveryID, id).Scan(&messageID, &event, &leadID, &body)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, fmt.Errorf("webhooks: delivery %d: %w", deliveryID, ErrNotFound)
		}
		if err != nil {
			return 0, err
		}
		copyID, err := s.insert(ctx, tx, id, messageID, event, leadID, body)
		if err != nil {
			return 0, err
		}
		return copyID, auth.Audit(ctx, tx, s.now(), actor, "webhook.replayed", "webhook:"+id, fmt.Sprintf("%s %s", event, messageID))
	})
}

// queueOne queues one delivery to webhook id, which must be on (else
// ErrOff): add inserts it in the transaction and gives its id. Once it is
// committed the runner is woken and the delivery read back; op names the
// action in an error.
func (s *Store) queueOne(ctx context.Context, op, id string, add func(tx *sql.Tx, e endpoint) (int64, error)) (Delivery, error) {
	var deliveryID int64
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		e, err := s.endpoint(ctx, tx, id)
		if err != nil {
			return err
		}
		if !e.Enabled {
			return ErrOff
		}
		deliveryID, err = add(tx, e)
		return err
	})
	if err != nil {
		return Delivery{}, fmt.Errorf("webhooks: %s: %w", op, err)
	}
	s.Committed()
	return s.delivery(ctx, id, deliveryID)
}

// lock takes webhook id's row for the rest of tx (on PostgreSQL; SQLite's
// writers run one at a time): a delivery queued while the job records the
// queue's last one is then seen by one or the other, never by neither.
func (s *Store) lock(ctx context.Context, tx *sql.Tx, id string) error {
	var found string
	return tx.QueryRowContext(ctx, `SELECT id FROM webhooks WHERE id = $1`+s.db.Dialect.ForUpdate(), id).Scan(&found)
}

// streamRef is the ref of the job that sends webhook id's deliveries
// about lead id, in order.
func streamRef(webhookID, leadID string) string { return webhookID + "/" + leadID }

// newMessageID is a webhook-id as the convention writes them: "msg_" and
// a unique string.
func newMessageID() string { return "msg_" + database.NewID() }

// Delivery is one row of a webhook's delivery log.
type Delivery struct {
	ID             int64     `json:"id"`
	MessageID      string    `json:"messageId"`
	Event          string    `json:"event"`
	LeadID         string    `json:"leadId"`
	Status         string    `json:"status"` // StatusPending, StatusSent or StatusFailed
	Attempts       int       `json:"attempts"`
	ResponseStatus int       `json:"responseStatus"` // 0: no answer
	LastError      string    `json:"lastError"`
	CreatedAt      time.Time `json:"createdAt"`
	LastAttemptAt  time.Time `json:"lastAttemptAt,omitzero"`
	SentAt         time.Time `json:"sentAt,omitzero"`
	NextAttemptAt  time.Time `json:"nextAttemptAt,omitzero"` // a pending delivery's, when its queue waits to try again
}

const selectDeliveries = `SELECT id, message_id, event, lead_id, status, attempts, response_status, last_error,
	created_at, last_attempt_at, sent_at FROM webhook_deliveries`

// Deliveries returns webhook id's delivery log: its LogSize newest
// deliveries, newest first.
func (s *Store) Deliveries(ctx context.Context, id string) ([]Delivery, error) {
	if _, err := s.endpoint(ctx, s.db, id); err != nil {
		return nil, err
	}
	out, err := database.Query(ctx, s.db, scanDelivery, selectDeliveries+` WHERE webhook_id = $1 ORDER BY id DESC LIMIT $2`, id, LogSize)
	if err != nil {
		return nil, fmt.Errorf("webhooks: deliveries: %w", err)
	}
	for i, d := range out {
		if d.Status != StatusPending || d.Attempts == 0 {
			continue
		}
		job, ok, err := jobs.Lookup(ctx, s.db, JobKind, streamRef(id, d.LeadID))
		if err != nil {
			return nil, err
		}
		if ok && job.State == jobs.Pending {
			out[i].NextAttemptAt = job.NextRun
		}
	}
	return out, nil
}

func (s *Store) delivery(ctx context.Context, webhookID string, id int64) (Delivery, error) {
	d, err := database.One(ctx, s.db, scanDelivery, ErrNotFound, selectDeliveries+` WHERE id = $1 AND webhook_id = $2`, id, webhookID)
	if err != nil {
		return d, fmt.Errorf("webhooks: delivery %d: %w", id, err)
	}
	return d, nil
}

func scanDelivery(row interface{ Scan(...any) error }) (Delivery, error) {
	var d Delivery
	var created string
	var attempted, sent sql.NullString
	if err := row.Scan(&d.ID, &d.MessageID, &d.Event, &d.LeadID, &d.Status, &d.Attempts, &d.ResponseStatus,
		&d.LastError, &created, &attempted, &sent); err != nil {
		return d, err
	}
	var errs [3]error
	d.CreatedAt, errs[0] = database.ParseTime(created)
	d.LastAttemptAt, errs[1] = database.ParseNullTime(attempted)
	d.SentAt, errs[2] = database.ParseNullTime(sent)
	return d, errors.Join(errs[:]...)
}

package webhooks

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/mail"
)

// MailSwitchedOff is the kind of the mail that tells an owner a webhook
// was switched off.
const MailSwitchedOff = "webhook_off"

// Kind is the work of sending deliveries, for a jobs.Runner: a job per
// webhook and lead sends that lead's deliveries one at a time in the
// order they were queued, so a receiver never learns of a status change
// before the lead; a failed attempt is tried again after 30 s, 1 min,
// 2 min … up to every hour, for RetryFor, while the later deliveries of
// the same lead wait. Each attempt is leased for a minute: the client
// gives up after 10 s.
func (s *Store) Kind() jobs.Kind {
	return jobs.Kind{
		Name:    JobKind,
		Lease:   time.Minute,
		Backoff: jobs.Backoff{Base: 30 * time.Second, Max: time.Hour},
		Do:      s.deliver,
	}
}

// pending is the next delivery of a stream, with what sending it needs.
type pending struct {
	id                   int64
	messageID, body      string
	created              time.Time
	webhookID, leadID    string
	attempts, httpStatus int
}

// deliver sends the oldest pending delivery of j's webhook and lead and
// records the outcome; when more wait, the job is due again at once.
func (s *Store) deliver(ctx context.Context, j *jobs.Job) error {
	webhookID, leadID, _ := strings.Cut(j.Ref, "/")
	d, err := s.next(ctx, webhookID, leadID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // all sent, or the webhook or lead is gone
	}
	if err != nil {
		return err
	}
	e, err := s.endpoint(ctx, s.db, webhookID)
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if !e.Enabled {
		return s.record(ctx, j, d, outcome{err: ErrOff, giveUpAll: true})
	}
	now := s.now()
	status, sendErr := s.send(ctx, e, d, now)
	o := outcome{err: sendErr, status: status, at: now}
	if sendErr != nil {
		since := e.FailingSince
		if since.IsZero() {
			since = now
		}
		o.giveUp = now.Sub(d.created) >= RetryFor
		if now.Sub(since) >= FailFor {
			o.switchOff, o.giveUpAll = &e.Webhook, true
			if o.owners, err = s.owners(ctx); err != nil {
				return err
			}
		}
	}
	return s.record(context.WithoutCancel(ctx), j, d, o)
}

func (s *Store) next(ctx context.Context, webhookID, leadID string) (pending, error) {
	d := pending{webhookID: webhookID, leadID: leadID}
	var created string
	err := s.db.QueryRowContext(ctx, `SELECT id, message_id, body, created_at, attempts FROM webhook_deliveries
		WHERE webhook_id = $1 AND lead_id = $2 AND status = 'pending' ORDER BY id LIMIT 1`, webhookID, leadID).
		Scan(&d.id, &d.messageID, &d.body, &created, &d.attempts)
	if err == nil {
		d.created, err = database.ParseTime(created)
	}
	return d, err
}

// send posts d to e: signed for a webhook, as it is for a chat. Any
// answer but 2xx is a failure, with the start of the answer's body.
func (s *Store) send(ctx context.Context, e endpoint, d pending, at time.Time) (int, error) {
	target, err := s.opts.Box.Open(e.ID, e.urlSealed)
	if err != nil {
		return 0, jobs.Permanent(fmt.Errorf("webhooks: open the URL (wrong -totp-key?): %w", err))
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, bytes.NewReader([]byte(d.body)))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", s.opts.Brand+" webhooks")
	if e.Kind == KindWebhook {
		secret, err := s.opts.Box.Open(e.ID, e.secretSealed)
		if err != nil {
			return 0, fmt.Errorf("webhooks: open the secret (wrong -totp-key?): %w", err)
		}
		if err := signHeaders(req, secret, d.messageID, at, []byte(d.body)); err != nil {
			return 0, err
		}
	}
	resp, err := s.opts.Client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	start, _ := io.ReadAll(io.LimitReader(resp.Body, 200))
	io.Copy(io.Discard, resp.Body) // the client caps how much
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return resp.StatusCode, fmt.Errorf("HTTP %d: %s", resp.StatusCode, strings.ToValidUTF8(string(start), ""))
	}
	return resp.StatusCode, nil
}

// outcome is what came of an attempt.
type outcome struct {
	err       error
	status    int
	at        time.Time
	giveUp    bool     // fail this delivery (tried for RetryFor)
	giveUpAll bool     // fail every pending delivery of the webhook (it is off)
	switchOff *Webhook // switch this webhook off and tell owners
	owners    []auth.User
}

// record writes the outcome of an attempt at d. A failure that is not
// given up on is returned, for the runner to try again after backoff;
// anything else ends the job and, when the stream holds more, makes it
// due again at once.
func (s *Store) record(ctx context.Context, j *jobs.Job, d pending, o outcome) error {
	var mailed bool
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if err := s.lock(ctx, tx, d.webhookID); err != nil {
			return err
		}
		if !o.at.IsZero() {
			if err := s.attempted(ctx, tx, d, o); err != nil {
				return err
			}
		}
		if o.err != nil && !o.giveUp && !o.giveUpAll {
			return nil
		}
		if o.giveUp {
			if _, err := tx.ExecContext(ctx, `UPDATE webhook_deliveries SET status = 'failed' WHERE id = $1`, d.id); err != nil {
				return err
			}
		}
		if o.giveUpAll {
			if _, err := tx.ExecContext(ctx, `UPDATE webhook_deliveries SET status = 'failed',
				last_error = CASE WHEN last_error = '' THEN $1 ELSE last_error END
				WHERE webhook_id = $2 AND status = 'pending'`, ErrOff.Error(), d.webhookID); err != nil {
				return err
			}
		}
		if o.switchOff != nil {
			var err error
			if mailed, err = s.switchOff(ctx, tx, *o.switchOff, o); err != nil {
				return err
			}
		}
		if err := j.Complete(ctx, tx); err != nil {
			return err
		}
		return s.again(ctx, tx, d)
	})
	if err != nil {
		return err
	}
	if mailed && s.opts.MailQueued != nil {
		s.opts.MailQueued()
	}
	if o.err != nil && !o.giveUp && !o.giveUpAll {
		return o.err
	}
	return nil
}

// attempted records an attempt at d on d and on its webhook: a success
// ends the webhook's failing, a failure starts it if it had not.
func (s *Store) attempted(ctx context.Context, tx *sql.Tx, d pending, o outcome) error {
	at := database.FormatTime(o.at)
	if o.err == nil {
		if _, err := tx.ExecContext(ctx, `UPDATE webhook_deliveries SET status = 'sent', attempts = attempts + 1,
			response_status = $1, last_error = '', last_attempt_at = $2, sent_at = $2 WHERE id = $3`, o.status, at, d.id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE webhooks SET failing_since = NULL WHERE id = $1`, d.webhookID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM webhook_deliveries WHERE webhook_id = $1 AND status <> 'pending'
			AND created_at < $2`, d.webhookID, database.FormatTime(o.at.Add(-KeepFor)))
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE webhook_deliveries SET attempts = attempts + 1, response_status = $1,
		last_error = $2, last_attempt_at = $3 WHERE id = $4`, o.status, jobs.ErrorText(o.err), at, d.id); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `UPDATE webhooks SET failing_since = $1 WHERE id = $2 AND failing_since IS NULL`, at, d.webhookID)
	return err
}

// again makes the stream's job due at once if it holds more deliveries.
func (s *Store) again(ctx context.Context, tx *sql.Tx, d pending) error {
	var more int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM webhook_deliveries WHERE webhook_id = $1 AND lead_id = $2
		AND status = 'pending'`, d.webhookID, d.leadID).Scan(&more); err != nil || more == 0 {
		return err
	}
	return jobs.Enqueue(ctx, tx, jobs.New{Kind: JobKind, Ref: streamRef(d.webhookID, d.leadID), At: s.now()})
}

// switchOff turns w off for failing, once (of two instances failing at
// once, one does it), records it in the audit log and mails the owners,
// each in their language. It says whether mail was queued.
func (s *Store) switchOff(ctx context.Context, tx *sql.Tx, w Webhook, o outcome) (bool, error) {
	res, err := tx.ExecContext(ctx, `UPDATE webhooks SET enabled = 0, off_reason = $1, updated_at = $2,
		version = version + 1 WHERE id = $3 AND enabled = 1`, OffFailing, database.FormatTime(o.at), w.ID)
	if err != nil {
		return false, err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return false, err
	}
	s.opts.Log.Warn("webhooks: switched off after failing for a day", "webhook", w.ID, "err", o.err)
	if err := auth.Audit(ctx, tx, o.at, auth.Actor{}, "webhook.switched_off", "webhook:"+w.ID, jobs.ErrorText(o.err)); err != nil {
		return false, err
	}
	link := strings.TrimRight(s.opts.BaseURL, "/") + "/admin/webhooks"
	for _, u := range o.owners {
		p := wordsIn(u.Language)
		vars := []string{"{brand}", s.opts.Brand, "{name}", w.Name, "{hint}", w.URLHint, "{error}", jobs.ErrorText(o.err), "{link}", link}
		if _, err := mail.Enqueue(ctx, tx, mail.Message{Kind: MailSwitchedOff, Ref: w.ID, To: u.Email, Lang: u.Language,
			Subject: p.fill("offSubject", vars...), Text: p.fill("offBody", vars...) + "\n", Created: o.at}); err != nil {
			return false, err
		}
	}
	return len(o.owners) > 0, nil
}

// owners are the users to tell a webhook was switched off.
func (s *Store) owners(ctx context.Context) ([]auth.User, error) {
	if s.opts.Owners == nil {
		return nil, nil
	}
	users, err := s.opts.Owners.Users(ctx)
	if err != nil {
		return nil, fmt.Errorf("webhooks: owners: %w", err)
	}
	var out []auth.User
	for _, u := range users {
		if u.Role == auth.RoleOwner {
			out = append(out, u)
		}
	}
	return out, nil
}

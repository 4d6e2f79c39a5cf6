package meetings

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"agencysite/internal/booking"
	"agencysite/internal/jobs"
	"agencysite/internal/mail"
)

// Kinds of job: the mails of a change of a booking, and its reminders.
const (
	MailKind     = "meeting-mail"
	ReminderKind = "meeting-reminder"
)

// reminders are how long before a meeting its visitor is reminded, by the
// suffix of the job's ref.
var reminders = []struct {
	suffix string
	before time.Duration
}{{"day", 24 * time.Hour}, {"hour", time.Hour}}

// reminderRefs are the refs of booking id's reminders, in reminders' order.
func reminderRefs(id string) []string {
	refs := make([]string, len(reminders))
	for i, r := range reminders {
		refs[i] = id + "/" + r.suffix
	}
	return refs
}

// changed queues, in the transaction of a change of b, the job that mails
// it (one per sequence, so each change is mailed once whichever instance
// runs it), and re-arms its reminders: forgotten, then due again before
// its new start unless it is cancelled or the time has passed. A status
// the team marks (held, no-show) mails nobody.
func (s *Service) changed(ctx context.Context, tx *sql.Tx, b booking.Booking) error {
	switch b.Status {
	case booking.StatusBooked, booking.StatusRescheduled, booking.StatusCancelled:
	default:
		return nil
	}
	if err := jobs.Enqueue(ctx, tx, jobs.New{Kind: MailKind, Ref: b.ID + "/" + strconv.Itoa(b.Sequence), At: b.UpdatedAt}); err != nil {
		return err
	}
	refs := reminderRefs(b.ID)
	if b.Sequence > 0 { // a booking just made has none to forget
		if err := jobs.Forget(ctx, tx, ReminderKind, refs...); err != nil {
			return err
		}
	}
	if b.Status == booking.StatusCancelled {
		return nil
	}
	for i, r := range reminders {
		at := b.Start.Add(-r.before)
		if !at.After(b.UpdatedAt) {
			continue // booked closer than that: the confirmation is the reminder
		}
		if err := jobs.Enqueue(ctx, tx, jobs.New{Kind: ReminderKind, Ref: refs[i], At: at, Expires: b.Start}); err != nil {
			return err
		}
	}
	return nil
}

// MailJobs is the kind of job that writes the mails of a change of a
// booking to the outbox: the visitor's and the host's invitations.
func (s *Service) MailJobs() jobs.Kind {
	return jobs.Kind{Name: MailKind, Lease: time.Minute, Backoff: jobs.Backoff{Base: 10 * time.Second, Max: 10 * time.Minute},
		Do: s.mailChange}
}

// ReminderJobs is the kind of job that writes a visitor's reminder.
func (s *Service) ReminderJobs() jobs.Kind {
	return jobs.Kind{Name: ReminderKind, Lease: time.Minute, Backoff: jobs.Backoff{Base: 10 * time.Second, Max: 10 * time.Minute},
		Do: s.remind}
}

// splitRef reads "<booking id>/<suffix>".
func splitRef(ref string) (id, suffix string, err error) {
	id, suffix, ok := strings.Cut(ref, "/")
	if !ok {
		return "", "", jobs.Permanent(fmt.Errorf("meetings: bad job ref %q", ref))
	}
	return id, suffix, nil
}

// mailChange writes the mails of the change j names, unless the booking
// changed again since (the newer change's job mails it) or is gone.
func (s *Service) mailChange(ctx context.Context, j *jobs.Job) error {
	id, seq, err := splitRef(j.Ref)
	if err != nil {
		return err
	}
	b, err := s.bookings.Get(ctx, id)
	if errors.Is(err, booking.ErrNotFound) || (err == nil && strconv.Itoa(b.Sequence) != seq) {
		return nil
	}
	if err != nil {
		return err
	}
	m, err := s.meeting(ctx, b)
	if err != nil || m.lead.ID == "" {
		return err // a lead erased since: nobody to write to
	}
	moment := map[string]string{booking.StatusBooked: "booked", booking.StatusRescheduled: "rescheduled",
		booking.StatusCancelled: "cancelled"}[b.Status]
	if moment == "" {
		return nil
	}
	msgs, err := m.changeMails(moment)
	if err != nil {
		return jobs.Permanent(err)
	}
	return s.send(ctx, j, msgs)
}

// remind writes the reminder j names, unless the meeting is cancelled,
// started or the team marked it.
func (s *Service) remind(ctx context.Context, j *jobs.Job) error {
	id, suffix, err := splitRef(j.Ref)
	if err != nil {
		return err
	}
	b, err := s.bookings.Get(ctx, id)
	if errors.Is(err, booking.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	live := b.Status == booking.StatusBooked || b.Status == booking.StatusRescheduled
	if !live || !s.now().Before(b.Start) {
		return nil
	}
	m, err := s.meeting(ctx, b)
	if err != nil || m.lead.ID == "" {
		return err
	}
	moment := map[string]string{"day": "reminderDay", "hour": "reminderHour"}[suffix]
	if moment == "" {
		return jobs.Permanent(fmt.Errorf("meetings: bad reminder %q", j.Ref))
	}
	msg, err := m.visitorMail(moment)
	if err != nil {
		return jobs.Permanent(err)
	}
	return s.send(ctx, j, []mail.Message{msg})
}

// send writes msgs to the outbox and completes j in one transaction, so
// they are written once.
func (s *Service) send(ctx context.Context, j *jobs.Job, msgs []mail.Message) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("meetings: mail: %w", err)
	}
	defer tx.Rollback()
	for _, m := range msgs {
		if _, err := mail.Enqueue(ctx, tx, m); err != nil {
			return err
		}
	}
	if err := j.Complete(ctx, tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("meetings: mail: %w", err)
	}
	s.opts.MailQueued()
	return nil
}

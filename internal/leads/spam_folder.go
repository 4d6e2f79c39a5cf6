package leads

import (
	"context"
	"database/sql"
	"fmt"

	"agencysite/internal/auth"
	"agencysite/internal/mail"
)

// SetSpam moves lead id into the spam folder (reason SpamManual) or, with
// spam false, back to the inbox. A lead back from the spam folder gets its
// agency notification then, as if it had just arrived: it never had one.
// The visitor's confirmation is not sent: it would come late and unasked.
func (s *Store) SetSpam(ctx context.Context, actor auth.Actor, id string, version int, spam bool) (Lead, error) {
	queued, told := false, false
	err := s.change(ctx, actor, id, version, func(tx *sql.Tx, l *Lead, rec recorder) error {
		if l.Spam == spam {
			return nil
		}
		reason, action := SpamManual, "spam"
		if !spam {
			reason, action = "", "not_spam"
			to, err := s.notifyAddress(ctx, l.Variant)
			if err != nil {
				return err
			}
			n, err := notification(*l, to)
			if err != nil {
				return err
			}
			n.Created = s.Now()
			if _, err := mail.Enqueue(ctx, tx, n); err != nil {
				return err
			}
			queued = true
			back := *l
			back.Spam, back.SpamReason = false, ""
			if told, err = s.happened(ctx, tx, Happening{Name: EventCreated, Lead: back, At: n.Created}); err != nil {
				return err
			}
		}
		if err := rec(action, l.SpamReason, reason, ""); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE leads SET spam = $1, spam_reason = $2 WHERE id = $3`, boolInt(spam), reason, id)
		return err
	})
	if err != nil {
		return Lead{}, fmt.Errorf("leads: spam: %w", err)
	}
	s.committed(told, queued)
	return s.Get(ctx, id)
}

package meetings

import (
	"context"
	"database/sql"
	"strconv"

	"agencysite/internal/jobs"
)

// forget erases, in the transaction that erases lead leadID, its meetings
// (booking.Store.Erase: a meeting to come is cancelled, its slot offered
// again) and their mails and reminders still to write. Nobody is mailed:
// the visitor asked to be forgotten, and a mail to them would keep their
// address in the outbox (docs/decisions/0481).
func (s *Service) forget(ctx context.Context, tx *sql.Tx, leadID string) error {
	erased, err := s.bookings.Erase(ctx, tx, leadID)
	if err != nil {
		return err
	}
	for _, b := range erased {
		changes := make([]string, 0, b.Sequence+1)
		for seq := range b.Sequence + 1 {
			changes = append(changes, b.ID+"/"+strconv.Itoa(seq))
		}
		if err := jobs.Forget(ctx, tx, MailKind, changes...); err != nil {
			return err
		}
		if err := jobs.Forget(ctx, tx, ReminderKind, reminderRefs(b.ID)...); err != nil {
			return err
		}
	}
	return nil
}

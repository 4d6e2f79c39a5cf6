package reports

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/jobs"
	"agencysite/internal/mail"
	"agencysite/internal/settings"
)

// ReportJobs is the kind of job that sends a member's weekly report and
// queues the next one: one row per member and ISO week, so each report is
// sent once whichever instance claims it.
func (s *Store) ReportJobs() jobs.Kind {
	return mailingKind(ReportKind, s.sendReport)
}

// mailingKind is a kind of job that writes mail to the outbox (a report,
// an alert): a short lease, and retries for up to an hour apart.
func mailingKind(name string, do func(context.Context, *jobs.Job) error) jobs.Kind {
	return jobs.Kind{Name: name, Lease: 2 * time.Minute, Backoff: jobs.Backoff{Base: time.Minute, Max: time.Hour}, Do: do}
}

// sendReport writes j's report to the outbox, unless the member no longer
// wants it or it was written already (the preference was saved again in
// the week it went out), and queues next week's, all with j's end.
func (s *Store) sendReport(ctx context.Context, j *jobs.Job) error {
	userID, w, err := parseReportRef(j.Ref)
	if err != nil {
		return jobs.Permanent(err)
	}
	p, ok, err := s.preference(ctx, s.db, userID)
	if err != nil || !ok || !p.Enabled {
		return err
	}
	loc, err := settings.LoadTimeZone(p.TimeZone)
	if err != nil {
		return jobs.Permanent(err)
	}
	u, err := s.opts.Team.User(ctx, userID)
	if errors.Is(err, auth.ErrNotFound) {
		return nil // removed since: the preference goes with them
	}
	if err != nil {
		return err
	}
	at := p.at(w, loc)
	from, to := period(at)
	figures, err := s.Figures(ctx, from, to)
	if err != nil {
		return err
	}
	m, err := s.reportMail(u, figures, j.Ref, s.now())
	if err != nil {
		return jobs.Permanent(err)
	}
	next := after(w)
	return s.mailOnce(ctx, j, ReportKind, "send", []mail.Message{m}, &jobs.New{Kind: ReportKind, Ref: reportRef(userID, next), At: p.at(next, loc)})
}

// mailOnce writes messages to the outbox as kind's mails about j's ref,
// unless a run of j wrote them already, queues the job then (nil: none)
// and completes j, in one transaction; op names the work in errors.
func (s *Store) mailOnce(ctx context.Context, j *jobs.Job, kind, op string, messages []mail.Message, then *jobs.New) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("reports: %s: %w", op, err)
	}
	defer tx.Rollback()
	var sent int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM mail_outbox WHERE kind = $1 AND ref = $2`, kind, j.Ref).Scan(&sent); err != nil {
		return fmt.Errorf("reports: %s: %w", op, err)
	}
	for i := 0; sent == 0 && i < len(messages); i++ {
		if _, err := mail.Enqueue(ctx, tx, messages[i]); err != nil {
			return err
		}
	}
	if then != nil {
		if err := jobs.Enqueue(ctx, tx, *then); err != nil {
			return err
		}
	}
	if err := j.Complete(ctx, tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("reports: %s: %w", op, err)
	}
	s.queued()
	return nil
}

func parseReportRef(ref string) (string, week, error) {
	parts := strings.Split(ref, "/")
	if len(parts) != 3 || parts[0] != "report" {
		return "", week{}, fmt.Errorf("reports: bad ref %q", ref)
	}
	w, err := parseWeek(parts[2])
	return parts[1], w, err
}

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
	return jobs.Kind{Name: ReportKind, Lease: 2 * time.Minute, Backoff: jobs.Backoff{Base: time.Minute, Max: time.Hour},
		Do: s.sendReport}
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
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("reports: send: %w", err)
	}
	defer tx.Rollback()
	var sent int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM mail_outbox WHERE kind = $1 AND ref = $2`, ReportKind, j.Ref).Scan(&sent); err != nil {
		return fmt.Errorf("reports: send: %w", err)
	}
	if sent == 0 {
		if _, err := mail.Enqueue(ctx, tx, m); err != nil {
			return err
		}
	}
	next := after(w)
	if err := jobs.Enqueue(ctx, tx, jobs.New{Kind: ReportKind, Ref: reportRef(userID, next), At: p.at(next, loc)}); err != nil {
		return err
	}
	if err := j.Complete(ctx, tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("reports: send: %w", err)
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

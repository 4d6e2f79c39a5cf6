package reports

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/settings"
	"agencysite/internal/validation"
)

// Preference is when a member wants the weekly report (docs/admin-api.md).
type Preference struct {
	Enabled bool `json:"enabled"`
	// Weekday is 0 (Sunday) to 6 (Saturday), as time.Weekday and the
	// browser's Date.getDay count.
	Weekday  int    `json:"weekday"`
	Hour     int    `json:"hour"` // 0–23, local
	TimeZone string `json:"timeZone"`
}

// Preference returns userID's preference; one who never chose has the
// report off, on Mondays at 8 in the site's time zone.
func (s *Store) Preference(ctx context.Context, userID string) (Preference, error) {
	p, ok, err := s.preference(ctx, s.db, userID)
	if err != nil || ok {
		return p, err
	}
	loc, err := s.opts.Site.TimeZone(ctx)
	if err != nil {
		return p, err
	}
	return Preference{Weekday: 1, Hour: 8, TimeZone: loc.String()}, nil
}

// querier is a database or a transaction.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func (s *Store) preference(ctx context.Context, q querier, userID string) (Preference, bool, error) {
	var p Preference
	var enabled int
	err := q.QueryRowContext(ctx, `SELECT enabled, weekday, hour, time_zone FROM report_preferences WHERE user_id = $1`,
		userID).Scan(&enabled, &p.Weekday, &p.Hour, &p.TimeZone)
	if errors.Is(err, sql.ErrNoRows) {
		return p, false, nil
	}
	if err != nil {
		return p, false, fmt.Errorf("reports: preference: %w", err)
	}
	p.Enabled = enabled != 0
	return p, true, nil
}

// SetPreference stores userID's preference and, in the same transaction,
// moves their next report to it: the one waiting is dropped, and when the
// report is on the next one is due at the new weekday and hour. Bad
// values are validation.Problems (weekday, hour: invalid; timeZone:
// unknown).
func (s *Store) SetPreference(ctx context.Context, userID string, p Preference) error {
	problems := validation.Problems{}
	if p.Weekday < 0 || p.Weekday > 6 {
		problems["weekday"] = "invalid"
	}
	if p.Hour < 0 || p.Hour > 23 {
		problems["hour"] = "invalid"
	}
	loc, err := settings.LoadTimeZone(p.TimeZone)
	if err != nil {
		problems["timeZone"] = "unknown"
	}
	if len(problems) > 0 {
		return problems
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("reports: set preference: %w", err)
	}
	defer tx.Rollback()
	now := s.now()
	if _, err := tx.ExecContext(ctx, `INSERT INTO report_preferences (user_id, enabled, weekday, hour, time_zone, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled,
		weekday = excluded.weekday, hour = excluded.hour, time_zone = excluded.time_zone, updated_at = excluded.updated_at`,
		userID, boolInt(p.Enabled), p.Weekday, p.Hour, p.TimeZone, database.FormatTime(now)); err != nil {
		return fmt.Errorf("reports: set preference: %w", err)
	}
	if err := jobs.ForgetSelected(ctx, tx, ReportKind, `SELECT ref FROM jobs WHERE ref LIKE $1 AND state = 'pending'`,
		"report/"+userID+"/%"); err != nil {
		return err
	}
	if p.Enabled {
		w, at := p.next(now, loc)
		if err := jobs.Enqueue(ctx, tx, jobs.New{Kind: ReportKind, Ref: reportRef(userID, w), At: at}); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("reports: set preference: %w", err)
	}
	return nil
}

// recipients are the members whose report is on: who the alerts go to.
func (s *Store) recipients(ctx context.Context) ([]string, error) {
	ids, err := database.Query(ctx, s.db, database.Column[string],
		`SELECT user_id FROM report_preferences WHERE enabled = 1 ORDER BY user_id`)
	if err != nil {
		return nil, fmt.Errorf("reports: recipients: %w", err)
	}
	return ids, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

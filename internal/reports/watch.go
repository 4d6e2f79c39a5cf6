package reports

import (
	"context"
	"math"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
	"agencysite/internal/jobs"
)

// What "far above normal" and "longer than usual" are (docs/decisions/0385).
const (
	// spikeBaselineDays are the days before a day that say what is normal.
	spikeBaselineDays = 28
	// spikeDeviations: a day is a spike above the baseline's mean plus
	// this many of its standard deviations …
	spikeDeviations = 3
	// spikeMinVisits … and with at least this many visits, so that a
	// quiet site's 4 visits after days of 0 is not news.
	spikeMinVisits = 50
	// quietHistory is how far back leads say how often they come; fewer
	// than quietMinLeads in it and there is no usual to compare with.
	quietHistory  = 90 * 24 * time.Hour
	quietMinLeads = 5
	// A quiet spell is longer than quietFactor times the usual gap
	// between leads, and than quietMin.
	quietFactor = 3
	quietMin    = 48 * time.Hour
)

// WatchJobs is the kind of job that looks, every hour, for what to alert
// about, and queues an alert once per spike day or quiet spell.
func (s *Store) WatchJobs() jobs.Kind {
	return jobs.Kind{Name: WatchKind, Lease: 2 * time.Minute, Backoff: jobs.Backoff{Base: time.Minute, Max: 10 * time.Minute},
		Do: s.watch}
}

// StartWatching queues this hour's watch (the one another instance queued
// already, if any), so the hourly chain runs from the first start on.
func (s *Store) StartWatching(ctx context.Context) error {
	return jobs.Enqueue(ctx, s.db, jobs.New{Kind: WatchKind, Ref: watchRef(s.now()), At: s.now()})
}

func watchRef(t time.Time) string { return "watch/" + t.UTC().Format("2006-01-02T15") }

func (s *Store) watch(ctx context.Context, j *jobs.Job) error {
	now := s.now()
	loc, err := s.opts.Site.TimeZone(ctx)
	if err != nil {
		return err
	}
	var alerts []string
	y, m, d := now.In(loc).Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, loc)
	for _, day := range []time.Time{today.AddDate(0, 0, -1), today} { // yesterday's last hour too
		sp, err := s.spike(ctx, day)
		if err != nil {
			return err
		}
		if sp.far() {
			alerts = append(alerts, "spike/"+day.Format(time.DateOnly))
		}
	}
	q, err := s.quiet(ctx, now)
	if err != nil {
		return err
	}
	if q.long() {
		alerts = append(alerts, "quiet/"+database.FormatTime(q.last))
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, ref := range alerts {
		// Enqueuing an alert that ended would make it due again: once only.
		if _, queued, err := jobs.Lookup(ctx, s.db, AlertKind, ref); err != nil || queued {
			if err != nil {
				return err
			}
			continue
		}
		if err := jobs.Enqueue(ctx, tx, jobs.New{Kind: AlertKind, Ref: ref, At: now}); err != nil {
			return err
		}
	}
	nextHour := now.Truncate(time.Hour).Add(time.Hour)
	if err := jobs.Enqueue(ctx, tx, jobs.New{Kind: WatchKind, Ref: watchRef(nextHour), At: nextHour}); err != nil {
		return err
	}
	if err := j.Complete(ctx, tx); err != nil {
		return err
	}
	return tx.Commit()
}

// spike is one local day's visits against the days before it.
type spike struct {
	day             time.Time
	visits          int64
	mean, deviation float64
}

func (sp spike) far() bool {
	return sp.visits >= spikeMinVisits && float64(sp.visits) > sp.mean+spikeDeviations*sp.deviation
}

// spike reads day's visits and the baseline's daily visits from the
// dashboard's series: one Overview of the baseline and the day.
func (s *Store) spike(ctx context.Context, day time.Time) (spike, error) {
	q := analytics.Query{From: day.AddDate(0, 0, -spikeBaselineDays), To: day.AddDate(0, 0, 1), Loc: day.Location(), Limit: 1}
	_, series, err := s.opts.Analytics.Overview(ctx, q)
	if err != nil || len(series) == 0 {
		return spike{day: day}, err
	}
	base := series[:len(series)-1]
	sp := spike{day: day, visits: series[len(series)-1].Visitors}
	for _, p := range base {
		sp.mean += float64(p.Visitors)
	}
	sp.mean /= float64(len(base))
	for _, p := range base {
		sp.deviation += (float64(p.Visitors) - sp.mean) * (float64(p.Visitors) - sp.mean)
	}
	sp.deviation = math.Sqrt(sp.deviation / float64(len(base)))
	return sp, nil
}

// quietness is the time since the last lead against the usual gap.
type quietness struct {
	now, last time.Time
	usual     time.Duration // zero: too few leads to say
}

func (q quietness) long() bool {
	return q.usual > 0 && q.now.Sub(q.last) > max(quietFactor*q.usual, quietMin)
}

// quiet reads the leads of the history: the usual gap is their mean
// interval.
func (s *Store) quiet(ctx context.Context, now time.Time) (quietness, error) {
	arrivals, err := s.opts.Leads.Arrivals(ctx, now.Add(-quietHistory))
	if err != nil || len(arrivals) < quietMinLeads {
		return quietness{now: now}, err
	}
	first, last := arrivals[0], arrivals[len(arrivals)-1]
	return quietness{now: now, last: last, usual: last.Sub(first) / time.Duration(len(arrivals)-1)}, nil
}

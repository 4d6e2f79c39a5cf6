package analytics

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"agencysite/internal/database"
	"agencysite/internal/filter"
)

// bucketMillis is the series' grouping in SQL: every time zone's offset is
// a whole number of quarter hours, so quarter-hour buckets fall into the
// right local day or hour, daylight saving included.
const bucketMillis = 15 * 60 * 1000

// visitScope is the FROM and WHERE of the visits q selects, and the
// page-view count that goes with them: with a page filter, the page's own.
// a must be new: its conditions are the WHERE.
func (rd *Reader) visitScope(q Query, a *filter.Where) (from, where, views string) {
	from, views = "analytics_visits v", "v.pageviews"
	a.Add("v.first_at >= ?", database.FormatMillis(q.From))
	a.Add("v.first_at < ?", database.FormatMillis(q.To))
	if q.Filters.Page != "" {
		// The page's rows of the period's UTC days lead, and each visit
		// is read by its key: a visit's events share its UTC day, so its
		// page rows are on the day of its first_at (decision 0260).
		// SQLite, without statistics, would rather walk every visit of
		// the period and look each up among the pages: CROSS JOIN keeps
		// the order.
		join := " JOIN "
		pages := "analytics_visit_pages fp"
		if rd.db.Dialect == database.SQLite {
			join, pages = " CROSS JOIN ", pages+" INDEXED BY analytics_visit_pages_path"
		}
		from = pages + join + "analytics_visits v ON v.day = fp.day AND v.visitor = fp.visitor"
		views = "fp.views"
		a.Add("fp.path = ?", q.Filters.Page)
		a.Add(periodDays("fp", q, a))
	}
	f := q.Filters
	a.Equal("v.lang", f.Lang)
	a.Equal("v.variant", f.Variant)
	a.Equal("v.device", f.Device)
	a.Equal("v.utm_campaign", f.Campaign)
	switch f.Source {
	case "":
	case SourceDirect:
		a.Add("v.referrer_host = '' AND v.utm_source = ''")
	default:
		a.Add("(v.referrer_host = ? OR v.utm_source = ?)", f.Source, f.Source)
	}
	return from, a.String(), views
}

// periodDays limits the rows of a table keyed by (day, visitor, …) to the
// UTC days of q's period: a visit's page and event rows are on the day of
// its first_at, so this only drops rows the join would drop, and lets the
// database skip them by key (decision 0325).
func periodDays(alias string, q Query, a *filter.Where) string {
	return alias + ".day >= " + a.Arg(database.FormatDay(q.From)) + " AND " +
		alias + ".day <= " + a.Arg(database.FormatDay(q.To.Add(-time.Millisecond)))
}

// joinedDays limits a table joined to the visits to the period's days on
// PostgreSQL, whose planner then reads that range of its key instead of
// the whole table. SQLite walks the visits and reads each one's rows by
// key already; the range made it pick a slower plan (decision 0325).
func (rd *Reader) joinedDays(alias string, q Query, a *filter.Where) string {
	if rd.db.Dialect == database.SQLite {
		return ""
	}
	return " AND " + periodDays(alias, q, a)
}

// Dashboard computes every figure of q from the roll-ups, the queries
// running side by side (SQLite reads in parallel in WAL mode): from the
// hourly roll-up without filters, from the visits with them or when the
// time zone's days do not start on whole UTC hours.
func (rd *Reader) Dashboard(ctx context.Context, q Query) (*Figures, error) {
	if !q.Filters.Any() && onWholeHours(q) {
		return rd.hourlyDashboard(ctx, q)
	}
	return rd.visitDashboard(ctx, q)
}

// onWholeHours reports whether every local day and hour of q starts on a
// UTC hour, the hourly roll-up's grain. Zones offset by a half or three
// quarters of an hour (India, Iran, Nepal, central Australia, Newfoundland)
// are not: an hour of the roll-up straddles two of their days, so q is
// answered from the visits, exact at any offset, as a filtered one is
// (decision 0210).
func onWholeHours(q Query) bool {
	for d := q.From; d.Before(q.To); d = d.AddDate(0, 0, 1) {
		for _, t := range []time.Time{d, d.AddDate(0, 0, 1).Add(-time.Millisecond)} {
			if _, offset := t.In(q.Loc).Zone(); offset%3600 != 0 {
				return false
			}
		}
	}
	return true
}

// visitDashboard computes q from the per-visit roll-ups, which any filter
// can select: the widgets of the visits' own columns from one read of them
// (tally), the pages and the events each from one join.
func (rd *Reader) visitDashboard(ctx context.Context, q Query) (*Figures, error) {
	f := &Figures{}
	g, ctx := errgroup.WithContext(ctx)
	g.Go(func() error { return rd.tally(ctx, q, f) })
	g.Go(func() (err error) { f.Pages, f.ScrollDepth, f.SectionReach, err = rd.visitPages(ctx, q); return })
	g.Go(func() (err error) { f.Events, err = rd.events(ctx, q); return })
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return f, nil
}

// Overview is the headline figures and the series alone: what the
// comparison period shows.
func (rd *Reader) Overview(ctx context.Context, q Query) (Totals, []Point, error) {
	if !q.Filters.Any() && onWholeHours(q) {
		return rd.hourlyOverview(ctx, q)
	}
	return rd.overview(ctx, q)
}

// bucket is the visits and page views of a span starting at millis.
type bucket struct {
	millis          int64
	visitors, views int64
}

// overview is the filtered visits, page views and visits with a contact
// click per quarter hour of the visits' start, in one scan; leads and the
// rate come from the leads table (the caller's).
func (rd *Reader) overview(ctx context.Context, q Query) (Totals, []Point, error) {
	var a filter.Where
	from, where, views := rd.visitScope(q, &a)
	rows, err := rd.db.QueryContext(ctx, `SELECT v.first_at / `+strconv.Itoa(bucketMillis)+` AS b, count(*), sum(`+views+`), sum(v.contact)
		FROM `+from+where+` GROUP BY b`, a.Args...)
	if err != nil {
		return Totals{}, nil, fmt.Errorf("analytics: overview: %w", err)
	}
	return overviewOf(q, rows, bucketMillis)
}

// overviewOf reads rows of a span's start (in units of unit milliseconds),
// visitors, page views and visits with a contact click into their totals
// and q's series: the overview of the visits and of the hourly roll-up alike.
func overviewOf(q Query, rows *sql.Rows, unit int64) (Totals, []Point, error) {
	spans, err := collect(rows, "overview", func(s *struct {
		bucket
		contact int64
	}) []any {
		return []any{&s.millis, &s.visitors, &s.views, &s.contact}
	})
	if err != nil {
		return Totals{}, nil, err
	}
	var t Totals
	buckets := make([]bucket, len(spans))
	for i, s := range spans {
		t.Visitors, t.Pageviews, t.ContactVisits = t.Visitors+s.visitors, t.Pageviews+s.views, t.ContactVisits+s.contact
		buckets[i] = bucket{millis: s.millis * unit, visitors: s.visitors, views: s.views}
	}
	return t, seriesOf(q, buckets), nil
}

// seriesOf is the points of q's local days (hours for one day), every one
// present, oldest first, with the buckets added to the point they fall in.
func seriesOf(q Query, buckets []bucket) []Point {
	label := func(t time.Time) string {
		if q.Hourly {
			return t.In(q.Loc).Format("2006-01-02T15")
		}
		return t.In(q.Loc).Format(time.DateOnly)
	}
	points := []Point{}
	index := map[string]int{}
	for t := q.From; t.Before(q.To); {
		index[label(t)] = len(points)
		points = append(points, Point{T: label(t)})
		if q.Hourly {
			t = t.Add(time.Hour)
		} else {
			y, m, d := t.In(q.Loc).Date()
			t = time.Date(y, m, d+1, 0, 0, 0, 0, q.Loc)
		}
	}
	for _, b := range buckets {
		if i, ok := index[label(time.UnixMilli(b.millis))]; ok {
			points[i].Visitors += b.visitors
			points[i].Pageviews += b.views
		}
	}
	return points
}

// events counts every event but page views, scroll steps and section
// views, per button_name, with the visits that sent it.
func (rd *Reader) events(ctx context.Context, q Query) ([]EventRow, error) {
	var a filter.Where
	from, where, _ := rd.visitScope(q, &a)
	rows, err := rd.db.QueryContext(ctx, `SELECT e.name, e.button, sum(e.n) AS total, count(*) AS visits
		FROM `+from+` JOIN analytics_visit_events e ON e.day = v.day AND e.visitor = v.visitor`+where+rd.joinedDays("e", q, &a)+`
		GROUP BY e.name, e.button ORDER BY total DESC, e.name, e.button LIMIT `+a.Arg(q.Limit), a.Args...)
	if err != nil {
		return nil, fmt.Errorf("analytics: events: %w", err)
	}
	return collect(rows, "events", func(e *EventRow) []any { return []any{&e.Name, &e.ButtonName, &e.Count, &e.Visitors} })
}

// visitPages reads the filtered visits' pages once for three widgets:
// per path the visits that viewed it, its views, the visits past each
// scroll step and those that saw each section; the pages and their scroll
// depth are the first q.Limit paths, the section reach every home page.
func (rd *Reader) visitPages(ctx context.Context, q Query) ([]Row, []ScrollRow, []ReachRow, error) {
	var a filter.Where
	from, where, _ := rd.visitScope(q, &a)
	if q.Filters.Page != "" {
		where += " AND p.path = " + a.Arg(q.Filters.Page)
	}
	cols := make([]string, len(Sections))
	for i := range Sections {
		cols[i] = fmt.Sprintf("sum(CASE WHEN (p.sections & %d) <> 0 THEN 1 ELSE 0 END)", 1<<i)
	}
	rows, err := rd.db.QueryContext(ctx, `SELECT p.path, count(*) AS n, sum(p.views),
		sum(CASE WHEN p.scroll >= 25 THEN 1 ELSE 0 END), sum(CASE WHEN p.scroll >= 50 THEN 1 ELSE 0 END),
		sum(CASE WHEN p.scroll >= 75 THEN 1 ELSE 0 END), sum(CASE WHEN p.scroll >= 100 THEN 1 ELSE 0 END), `+strings.Join(cols, ", ")+`
		FROM `+from+` JOIN analytics_visit_pages p ON p.day = v.day AND p.visitor = v.visitor`+where+
		` AND p.views > 0`+rd.joinedDays("p", q, &a)+` GROUP BY p.path`, a.Args...)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("analytics: pages: %w", err)
	}
	all, err := collect(rows, "pages", func(p *pagePath) []any {
		p.sections = make([]int64, len(Sections))
		dest := []any{&p.Page, &p.Visitors, &p.views, &p.P25, &p.P50, &p.P75, &p.P100}
		for i := range p.sections {
			dest = append(dest, &p.sections[i])
		}
		return dest
	})
	if err != nil {
		return nil, nil, nil, err
	}
	pages, scroll, reach := splitPages(all, q.Limit)
	return pages, scroll, reach, nil
}

// pagePath is one path read for the pages: its visits and scroll depth,
// its views and, where they were read with it, the visits that saw each
// section.
type pagePath struct {
	ScrollRow
	views    int64
	sections []int64
}

// splitPages orders the paths by visits, views and path; the first limit
// give the pages and their scroll depth, every home page a reach row, its
// sections' visits those read with the path (zero where none were).
func splitPages(all []pagePath, limit int) ([]Row, []ScrollRow, []ReachRow) {
	slices.SortFunc(all, func(x, y pagePath) int {
		return cmp.Or(cmp.Compare(y.Visitors, x.Visitors), cmp.Compare(y.views, x.views), strings.Compare(x.Page, y.Page))
	})
	pages, scroll, reach := []Row{}, []ScrollRow{}, []ReachRow{}
	homes := HomePaths()
	for _, p := range all {
		if len(pages) < limit {
			views := p.views
			pages = append(pages, Row{Key: p.Page, Visitors: p.Visitors, Pageviews: &views})
			scroll = append(scroll, p.ScrollRow)
		}
		if slices.Contains(homes, p.Page) {
			r := ReachRow{Page: p.Page, Visitors: p.Visitors, Sections: make([]SectionReach, len(Sections))}
			for i, name := range Sections {
				r.Sections[i].Section = name
				if i < len(p.sections) {
					r.Sections[i].Visitors = p.sections[i]
				}
			}
			reach = append(reach, r)
		}
	}
	return pages, scroll, reach
}

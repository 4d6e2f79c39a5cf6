package analytics

import (
	"context"
	"fmt"

	"golang.org/x/sync/errgroup"

	"agencysite/internal/database"
	"agencysite/internal/filter"
)

// hourlyDashboard answers an unfiltered Query from analytics_hourly: a
// few thousand rows a month whatever the traffic (docs/decisions/0120).
// Filtered queries need the visits (visitDashboard).
func (rd *Reader) hourlyDashboard(ctx context.Context, q Query) (*Figures, error) {
	f := &Figures{}
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(4)
	g.Go(func() (err error) { f.Totals, f.Series, err = rd.hourlyOverview(ctx, q); return })
	for _, b := range []struct {
		out   *[]Row
		dim   string
		views bool
	}{
		{&f.EntryPages, "entry", false}, {&f.Referrers, "referrer", false},
		{&f.Languages, "lang", true}, {&f.BrowserLanguages, "browser_lang", false},
		{&f.Variants, "variant", true}, {&f.Devices, "device", false},
		{&f.Browsers, "browser", false}, {&f.Screens, "screen", false},
	} {
		g.Go(func() (err error) { *b.out, err = rd.hourlyRows(ctx, q, b.dim, b.views); return })
	}
	g.Go(func() (err error) { f.Campaigns, err = rd.hourlyCampaigns(ctx, q); return })
	g.Go(func() (err error) { f.Events, err = rd.hourlyEvents(ctx, q); return })
	g.Go(func() (err error) { f.Pages, f.ScrollDepth, f.SectionReach, err = rd.hourlyPages(ctx, q); return })
	g.Go(func() (err error) { f.Funnel, err = rd.hourlyFunnel(ctx, q); return })
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return f, nil
}

// hourScope is the WHERE of one dimension's rows in q's hours.
func hourScope(q Query, dim string, a *filter.Where) string {
	return " FROM analytics_hourly WHERE dim = " + a.Arg(dim) + " AND hour >= " + a.Arg(database.FormatMillis(q.From)) +
		" AND hour < " + a.Arg(database.FormatMillis(q.To))
}

func (rd *Reader) hourlyOverview(ctx context.Context, q Query) (Totals, []Point, error) {
	var a filter.Where
	rows, err := rd.db.QueryContext(ctx, `SELECT hour, `+counter("total", "visits")+`, `+counter("total", "pageviews")+`, `+
		counter("total", "contacts")+hourScope(q, "total", &a), a.Args...)
	if err != nil {
		return Totals{}, nil, fmt.Errorf("analytics: overview: %w", err)
	}
	return overviewOf(q, rows, 1) // the hour column holds Unix milliseconds
}

func (rd *Reader) hourlyRows(ctx context.Context, q Query, dim string, views bool) ([]Row, error) {
	var a filter.Where
	sumViews := "0"
	if views {
		sumViews = "sum(" + counter(dim, "pageviews") + ")"
	}
	rows, err := rd.db.QueryContext(ctx, `SELECT k1, sum(`+counter(dim, "visits")+`) AS n, `+sumViews+` AS views`+hourScope(q, dim, &a)+
		` GROUP BY k1 ORDER BY n DESC, views DESC, k1 LIMIT `+a.Arg(q.Limit), a.Args...)
	if err != nil {
		return nil, fmt.Errorf("analytics: %s: %w", dim, err)
	}
	return collect(rows, dim, func(r *Row) []any {
		var n int64
		if views {
			r.Pageviews = &n
		}
		return []any{&r.Key, &r.Visitors, &n}
	})
}

func (rd *Reader) hourlyCampaigns(ctx context.Context, q Query) ([]CampaignRow, error) {
	var a filter.Where
	rows, err := rd.db.QueryContext(ctx, `SELECT k1, k2, k3, sum(`+counter("campaign", "visits")+`) AS n`+hourScope(q, "campaign", &a)+
		` GROUP BY k1, k2, k3 ORDER BY n DESC, k1, k2, k3 LIMIT `+a.Arg(q.Limit), a.Args...)
	if err != nil {
		return nil, fmt.Errorf("analytics: campaigns: %w", err)
	}
	return collect(rows, "campaigns", func(c *CampaignRow) []any { return []any{&c.Source, &c.Medium, &c.Campaign, &c.Visitors} })
}

func (rd *Reader) hourlyEvents(ctx context.Context, q Query) ([]EventRow, error) {
	var a filter.Where
	rows, err := rd.db.QueryContext(ctx, `SELECT k1, k2, sum(`+counter("event", "events")+`) AS total, sum(`+counter("event", "visits")+`)`+hourScope(q, "event", &a)+
		` GROUP BY k1, k2 ORDER BY total DESC, k1, k2 LIMIT `+a.Arg(q.Limit), a.Args...)
	if err != nil {
		return nil, fmt.Errorf("analytics: events: %w", err)
	}
	return collect(rows, "events", func(e *EventRow) []any { return []any{&e.Name, &e.ButtonName, &e.Count, &e.Visitors} })
}

// hourlyPages reads the page rows once for three widgets: the pages,
// their scroll depth and the home pages' section reach.
func (rd *Reader) hourlyPages(ctx context.Context, q Query) ([]Row, []ScrollRow, []ReachRow, error) {
	var a filter.Where
	views := "sum(" + counter("page", "pageviews") + ")"
	rows, err := rd.db.QueryContext(ctx, `SELECT k1, sum(`+counter("page", "visits")+`) AS n, `+views+
		`, sum(`+counter("page", scrollCounters[0])+`), sum(`+counter("page", scrollCounters[1])+
		`), sum(`+counter("page", scrollCounters[2])+`), sum(`+counter("page", scrollCounters[3])+`)`+hourScope(q, "page", &a)+
		` GROUP BY k1 HAVING `+views+` > 0`, a.Args...)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("analytics: pages: %w", err)
	}
	all, err := collect(rows, "pages", func(p *pagePath) []any {
		return []any{&p.Page, &p.Visitors, &p.views, &p.P25, &p.P50, &p.P75, &p.P100}
	})
	if err != nil {
		return nil, nil, nil, err
	}
	pages, scroll, reach := splitPages(all, q.Limit)
	return pages, scroll, reach, rd.hourlySections(ctx, q, reach)
}

// hourlySections fills in the visits of the home pages' reach rows'
// sections.
func (rd *Reader) hourlySections(ctx context.Context, q Query, reach []ReachRow) error {
	var a filter.Where
	rows, err := rd.db.QueryContext(ctx, `SELECT k1, k2, sum(`+counter("section", "visits")+`)`+hourScope(q, "section", &a)+` GROUP BY k1, k2`, a.Args...)
	if err != nil {
		return fmt.Errorf("analytics: section reach: %w", err)
	}
	seen, err := collect(rows, "section reach", func(s *struct {
		page, section string
		n             int64
	}) []any {
		return []any{&s.page, &s.section, &s.n}
	})
	if err != nil {
		return err
	}
	for _, r := range reach {
		for j := range r.Sections {
			for _, s := range seen {
				if s.page == r.Page && s.section == r.Sections[j].Section {
					r.Sections[j].Visitors = s.n
				}
			}
		}
	}
	return nil
}

func (rd *Reader) hourlyFunnel(ctx context.Context, q Query) (FunnelView, error) {
	fv := FunnelView{}
	for _, by := range []struct {
		dim string
		out *[]FunnelRow
	}{{"lang", &fv.ByLanguage}, {"variant", &fv.ByVariant}} {
		var a filter.Where
		rows, err := rd.db.QueryContext(ctx, `SELECT k1, sum(`+counter(by.dim, "visits")+`), sum(`+counter(by.dim, "contacts")+
			`), sum(`+counter(by.dim, "forms_started")+`), sum(`+counter(by.dim, "booking_pages")+`)`+hourScope(q, by.dim, &a)+
			` AND k1 <> '' GROUP BY k1 ORDER BY k1`, a.Args...)
		if err != nil {
			return fv, fmt.Errorf("analytics: funnel: %w", err)
		}
		if *by.out, err = collect(rows, "funnel", func(f *FunnelRow) []any {
			return []any{&f.Key, &f.Pageview, &f.Contact, &f.FormStarted, &f.BookingPage}
		}); err != nil {
			return fv, err
		}
	}
	var a filter.Where
	if err := rd.db.QueryRowContext(ctx, `SELECT COALESCE(sum(`+counter("lang", "visits")+`), 0)`+hourScope(q, "lang", &a), a.Args...).Scan(&fv.Total.Pageview); err != nil {
		return fv, fmt.Errorf("analytics: funnel: %w", err)
	}
	a = filter.Where{}
	if err := rd.db.QueryRowContext(ctx, `SELECT COALESCE(sum(`+counter("total", "contacts")+`), 0), COALESCE(sum(`+counter("total", "forms_started")+`), 0),
		COALESCE(sum(`+counter("total", "booking_pages")+`), 0)`+hourScope(q, "total", &a), a.Args...).
		Scan(&fv.Total.Contact, &fv.Total.FormStarted, &fv.Total.BookingPage); err != nil {
		return fv, fmt.Errorf("analytics: funnel: %w", err)
	}
	return fv, nil
}

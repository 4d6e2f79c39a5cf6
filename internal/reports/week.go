package reports

import (
	"context"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/leads"
)

// topRows is how many pages, sources and campaigns a report lists.
const topRows = 5

// Week is what a report says of a week, and of the week before it.
type Week struct {
	From, To   time.Time // local midnights: the first day's and the one after the last
	Visits     int64     // the dashboard's "visitors": visits
	PrevVisits int64
	Leads      int64
	PrevLeads  int64
	Pages      []analytics.Row
	Sources    []analytics.Row // the dashboard's referrers
	Campaigns  []analytics.CampaignRow
	Waiting    int // leads still new past the waiting threshold, now
	Waiters    []leads.Waiter
}

// Figures reads the week from … to (local midnights, as the dashboard's
// period) the way the dashboard does: its reader's Dashboard and Overview
// for the same Query, and the leads' Attribute for the same instants, so
// a report and the dashboard of that week agree.
func (s *Store) Figures(ctx context.Context, from, to time.Time) (Week, error) {
	w := Week{From: from, To: to}
	q := analytics.Query{From: from, To: to, Loc: from.Location(), Limit: topRows}
	f, err := s.opts.Analytics.Dashboard(ctx, q)
	if err != nil {
		return w, err
	}
	a, err := s.opts.Leads.Attribute(ctx, q.From, q.To, leads.AttributionFilter{}, topRows)
	if err != nil {
		return w, err
	}
	w.Visits, w.Leads, w.Pages, w.Sources, w.Campaigns = f.Totals.Visitors, a.Total, f.Pages, f.Referrers, f.Campaigns
	a.CountCampaigns(w.Campaigns)
	prev := q
	prev.From, prev.To = from.AddDate(0, 0, -7), from
	t, _, err := s.opts.Analytics.Overview(ctx, prev)
	if err != nil {
		return w, err
	}
	pa, err := s.opts.Leads.Attribute(ctx, prev.From, prev.To, leads.AttributionFilter{}, 1)
	if err != nil {
		return w, err
	}
	w.PrevVisits, w.PrevLeads = t.Visitors, pa.Total
	w.Waiting, w.Waiters, err = s.opts.Leads.Waiting(ctx, s.now().Add(-s.opts.Site.Waiting()), topRows)
	return w, err
}

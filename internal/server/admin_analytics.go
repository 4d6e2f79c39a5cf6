package server

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/leads"
)

// realtimeWindow is how far back "on the site now" looks.
const realtimeWindow = 30 * time.Minute

// period is one period's figures: the roll-ups' and the leads table's.
type period struct {
	*analytics.Figures
	Leads leads.Attribution
}

// dashboardView is GET /api/admin/analytics's answer (docs/admin-api.md).
type dashboardView struct {
	Range struct {
		From        string `json:"from"`
		To          string `json:"to"`
		Days        int    `json:"days"`
		Granularity string `json:"granularity"`
		TimeZone    string `json:"timeZone"`
	} `json:"range"`
	Compare *struct {
		From string `json:"from"`
		To   string `json:"to"`
	} `json:"compare"`
	Filters analytics.Filters `json:"filters"`
	Totals  struct {
		Current  analytics.Totals  `json:"current"`
		Previous *analytics.Totals `json:"previous"`
	} `json:"totals"`
	Series struct {
		Current  []analytics.Point `json:"current"`
		Previous []analytics.Point `json:"previous"`
	} `json:"series"`
	analytics.Breakdowns
	Leads leads.Attribution `json:"leads"`
	// Markers are the publishes of the range (admin_publish.go).
	Markers []marker `json:"markers"`
}

// figures computes one period: the roll-ups' figures and the leads', with
// the lead counts put where the dashboard shows them.
func (h adminAPI) figures(ctx context.Context, q analytics.Query) (period, error) {
	f, err := h.analytics.Dashboard(ctx, q)
	if err != nil {
		return period{}, err
	}
	a, err := h.attribute(ctx, q)
	if err != nil {
		return period{}, err
	}
	f.Totals.Leads = a.Total
	f.Totals.ConversionRate = analytics.Rate(a.Total, f.Totals.Visitors)
	a.CountCampaigns(f.Campaigns)
	f.Funnel.Total.Lead, f.Funnel.Total.Booked = a.Total, a.Booked
	for _, by := range []struct {
		rows   []analytics.FunnelRow
		counts []leads.KeyCount
	}{{f.Funnel.ByLanguage, a.ByLanguage}, {f.Funnel.ByVariant, a.ByVariant}} {
		for i := range by.rows {
			for _, kc := range by.counts {
				if kc.Key == by.rows[i].Key {
					by.rows[i].Lead, by.rows[i].Booked = kc.Leads, kc.Booked
				}
			}
		}
	}
	for i := range f.SectionReach {
		for j := range f.SectionReach[i].Sections {
			s := &f.SectionReach[i].Sections[j]
			s.Share = analytics.Rate(s.Visitors, f.SectionReach[i].Visitors)
		}
	}
	return period{Figures: f, Leads: a}, nil
}

// attribute counts the leads of q's period that its filters select.
func (h adminAPI) attribute(ctx context.Context, q analytics.Query) (leads.Attribution, error) {
	fl := q.Filters
	return h.leads.Attribute(ctx, q.From, q.To, leads.AttributionFilter{Page: fl.Page, Lang: fl.Lang, Variant: fl.Variant,
		Source: fl.Source, Campaign: fl.Campaign, Device: fl.Device}, q.Limit)
}

// queries reads the request's parameters in the site's time zone.
// Bad parameters are refused first, analytics on or off.
func (h adminAPI) queries(r *http.Request, extra ...string) (analytics.Query, *analytics.Query, error) {
	loc, err := h.site.TimeZone(r.Context())
	if err != nil {
		return analytics.Query{}, nil, err
	}
	q, prev, err := dashboardQuery(r.URL.Query(), h.now(), loc, h.analyticsDays, extra...)
	if err == nil && h.analytics == nil {
		err = fmt.Errorf("%w: analytics is off", ErrUnavailable)
	}
	return q, prev, err
}

func (h adminAPI) dashboard() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		q, prev, err := h.queries(r)
		if err != nil {
			return nil, err
		}
		cur, err := h.figures(r.Context(), q)
		if err != nil {
			return nil, err
		}
		v := dashboardView{Filters: q.Filters, Breakdowns: cur.Breakdowns, Leads: cur.Leads}
		last := q.To.AddDate(0, 0, -1)
		v.Range.From, v.Range.To = q.From.Format(time.DateOnly), last.Format(time.DateOnly)
		v.Range.Days, v.Range.TimeZone, v.Range.Granularity = dayCount(q.From, last), q.Loc.String(), "day"
		if q.Hourly {
			v.Range.Granularity = "hour"
		}
		v.Totals.Current, v.Series.Current = cur.Totals, cur.Series
		if prev != nil {
			totals, series, err := h.previous(r.Context(), *prev)
			if err != nil {
				return nil, err
			}
			v.Compare = &struct {
				From string `json:"from"`
				To   string `json:"to"`
			}{prev.From.Format(time.DateOnly), prev.To.AddDate(0, 0, -1).Format(time.DateOnly)}
			v.Totals.Previous, v.Series.Previous = &totals, series
		}
		if v.Markers, err = h.markers(r.Context(), q.From, q.To, q.Loc, q.Hourly); err != nil {
			return nil, err
		}
		return v, nil
	})
}

// previous is the comparison period's totals and series: the breakdowns
// are the current period's only.
func (h adminAPI) previous(ctx context.Context, q analytics.Query) (analytics.Totals, []analytics.Point, error) {
	t, series, err := h.analytics.Overview(ctx, q)
	if err != nil {
		return t, nil, err
	}
	q.Limit = 1
	a, err := h.attribute(ctx, q)
	if err != nil {
		return t, nil, err
	}
	t.Leads, t.ConversionRate = a.Total, analytics.Rate(a.Total, t.Visitors)
	return t, series, nil
}

func (h adminAPI) realtime() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		if len(r.URL.Query()) > 0 {
			return nil, fmt.Errorf("%w: realtime takes no parameters", ErrBadRequest)
		}
		if h.analytics == nil {
			return nil, fmt.Errorf("%w: analytics is off", ErrUnavailable)
		}
		return h.analytics.Realtime(r.Context(), h.now(), realtimeWindow)
	})
}

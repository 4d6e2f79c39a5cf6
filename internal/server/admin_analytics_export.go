package server

import (
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/leads"
)

// table is a breakdown as CSV rows.
type table struct {
	header []string
	rows   [][]string
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func share(r *float64) string {
	if r == nil {
		return ""
	}
	return strconv.FormatFloat(*r, 'f', 4, 64)
}

func rowsTable(rows []analytics.Row) table {
	t := table{header: []string{"key", "visitors", "pageviews"}}
	for _, r := range rows {
		views := ""
		if r.Pageviews != nil {
			views = itoa(*r.Pageviews)
		}
		t.rows = append(t.rows, []string{r.Key, itoa(r.Visitors), views})
	}
	return t
}

func funnelTable(rows []analytics.FunnelRow) table {
	t := table{header: []string{"key", "pageview", "contact", "formStarted", "lead"}}
	for _, r := range rows {
		t.rows = append(t.rows, []string{r.Key, itoa(r.Pageview), itoa(r.Contact), itoa(r.FormStarted), itoa(r.Lead)})
	}
	return t
}

func leadsTable(rows []leads.KeyCount) table {
	t := table{header: []string{"key", "leads"}}
	for _, r := range rows {
		t.rows = append(t.rows, []string{r.Key, itoa(r.Leads)})
	}
	return t
}

// breakdowns are the exportable breakdowns by name (docs/admin-api.md).
var breakdowns = map[string]func(p period) table{
	"pages":            func(p period) table { return rowsTable(p.Pages) },
	"entryPages":       func(p period) table { return rowsTable(p.EntryPages) },
	"referrers":        func(p period) table { return rowsTable(p.Referrers) },
	"languages":        func(p period) table { return rowsTable(p.Languages) },
	"browserLanguages": func(p period) table { return rowsTable(p.BrowserLanguages) },
	"variants":         func(p period) table { return rowsTable(p.Variants) },
	"devices":          func(p period) table { return rowsTable(p.Devices) },
	"browsers":         func(p period) table { return rowsTable(p.Browsers) },
	"screens":          func(p period) table { return rowsTable(p.Screens) },
	"funnelByLanguage": func(p period) table { return funnelTable(p.Funnel.ByLanguage) },
	"funnelByVariant":  func(p period) table { return funnelTable(p.Funnel.ByVariant) },
	"leadsByPage":      func(p period) table { return leadsTable(p.Leads.ByPage) },
	"leadsBySource":    func(p period) table { return leadsTable(p.Leads.BySource) },
	"leadsByLanguage":  func(p period) table { return leadsTable(p.Leads.ByLanguage) },
	"leadsByVariant":   func(p period) table { return leadsTable(p.Leads.ByVariant) },
	"campaigns": func(p period) table {
		t := table{header: []string{"source", "medium", "campaign", "visitors", "leads"}}
		for _, c := range p.Campaigns {
			t.rows = append(t.rows, []string{c.Source, c.Medium, c.Campaign, itoa(c.Visitors), itoa(c.Leads)})
		}
		return t
	},
	"events": func(p period) table {
		t := table{header: []string{"name", "buttonName", "count", "visitors"}}
		for _, e := range p.Events {
			t.rows = append(t.rows, []string{e.Name, e.ButtonName, itoa(e.Count), itoa(e.Visitors)})
		}
		return t
	},
	"scrollDepth": func(p period) table {
		t := table{header: []string{"page", "visitors", "p25", "p50", "p75", "p100"}}
		for _, s := range p.ScrollDepth {
			t.rows = append(t.rows, []string{s.Page, itoa(s.Visitors), itoa(s.P25), itoa(s.P50), itoa(s.P75), itoa(s.P100)})
		}
		return t
	},
	"sectionReach": func(p period) table {
		t := table{header: []string{"page", "section", "visitors", "share"}}
		for _, r := range p.SectionReach {
			for _, s := range r.Sections {
				t.rows = append(t.rows, []string{r.Page, s.Section, itoa(s.Visitors), share(s.Share)})
			}
		}
		return t
	},
	"series": func(p period) table {
		t := table{header: []string{"t", "visitors", "pageviews"}}
		for _, s := range p.Series {
			t.rows = append(t.rows, []string{s.T, itoa(s.Visitors), itoa(s.Pageviews)})
		}
		return t
	},
}

// exportBreakdown answers one breakdown of the dashboard as CSV, every row.
func (h adminAPI) exportBreakdown() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.URL.Query().Get("breakdown")
		toTable, ok := breakdowns[name]
		if !ok {
			names := slices.Sorted(maps.Keys(breakdowns))
			respondError(w, r, h.log, fmt.Errorf("%w: breakdown: want one of %v", ErrBadRequest, names))
			return
		}
		q, _, err := h.queries(r, "breakdown")
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if r.URL.Query().Has("limit") {
			respondError(w, r, h.log, fmt.Errorf("%w: limit: an export has every row", ErrBadRequest))
			return
		}
		q.Limit = exportMaxRows
		p, err := h.figures(r.Context(), q)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		t := toTable(p)
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="analytics-%s-%s-%s.csv"`,
			name, q.From.Format(time.DateOnly), q.To.AddDate(0, 0, -1).Format(time.DateOnly)))
		if err := leads.WriteRowsCSV(w, t.header, t.rows); err != nil {
			h.log.Error("export failed", "err", err)
		}
	})
}

package server

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"agencysite/internal/analytics"
	"agencysite/internal/filter"
	"agencysite/internal/leads"
	"agencysite/internal/validation"
	"agencysite/internal/wordfile"
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

// wording is what an export writes instead of codes: the exporter's
// back-office language, the site's time zone.
type wording struct {
	analytics.Words
	lang, zone string
}

func (x wording) header(keys ...string) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = x.Column(k, x.zone)
	}
	return out
}

// language is a language's name in the exporter's language.
func (x wording) language(code string) string {
	if code == "" {
		return x.Unknown
	}
	return display.Tags(language.Make(x.lang)).Name(language.Make(code))
}

func (x wording) site(code string) string { return leads.SiteName(x.lang, code) }

func (x wording) source(host string) string {
	if host == "" {
		return x.Direct
	}
	return host
}

func (x wording) word(m map[string]string) func(string) string {
	return func(code string) string {
		if code == "" {
			return x.Unknown
		}
		return wordfile.Word(m, code)
	}
}

func same(s string) string { return s }

func rowsTable(x wording, first string, name func(string) string, rows []analytics.Row) table {
	t := table{header: x.header(first, "visitors", "pageviews")}
	for _, r := range rows {
		views := ""
		if r.Pageviews != nil {
			views = itoa(*r.Pageviews)
		}
		t.rows = append(t.rows, []string{name(r.Key), itoa(r.Visitors), views})
	}
	return t
}

func funnelTable(x wording, first string, name func(string) string, rows []analytics.FunnelRow) table {
	t := table{header: x.header(first, "pageview", "contact", "formStarted", "lead", "bookingPage", "booked")}
	for _, r := range rows {
		t.rows = append(t.rows, []string{name(r.Key), itoa(r.Pageview), itoa(r.Contact), itoa(r.FormStarted), itoa(r.Lead),
			itoa(r.BookingPage), itoa(r.Booked)})
	}
	return t
}

func leadsTable(x wording, first string, name func(string) string, rows []leads.KeyCount) table {
	t := table{header: x.header(first, "leads")}
	for _, r := range rows {
		t.rows = append(t.rows, []string{name(r.Key), itoa(r.Leads)})
	}
	return t
}

// breakdowns are the exportable breakdowns by name (docs/admin-api.md),
// written in words (internal/analytics/words.json).
var breakdowns = map[string]func(p period, x wording) table{
	"pages":      func(p period, x wording) table { return rowsTable(x, "page", same, p.Pages) },
	"entryPages": func(p period, x wording) table { return rowsTable(x, "page", same, p.EntryPages) },
	"referrers":  func(p period, x wording) table { return rowsTable(x, "referrer", x.source, p.Referrers) },
	"languages":  func(p period, x wording) table { return rowsTable(x, "language", x.language, p.Languages) },
	"browserLanguages": func(p period, x wording) table {
		return rowsTable(x, "browserLanguage", x.language, p.BrowserLanguages)
	},
	"variants":         func(p period, x wording) table { return rowsTable(x, "variant", x.site, p.Variants) },
	"devices":          func(p period, x wording) table { return rowsTable(x, "device", x.word(x.Devices), p.Devices) },
	"browsers":         func(p period, x wording) table { return rowsTable(x, "browser", x.word(nil), p.Browsers) },
	"screens":          func(p period, x wording) table { return rowsTable(x, "screen", x.word(x.Screens), p.Screens) },
	"funnelByLanguage": func(p period, x wording) table { return funnelTable(x, "language", x.language, p.Funnel.ByLanguage) },
	"funnelByVariant":  func(p period, x wording) table { return funnelTable(x, "variant", x.site, p.Funnel.ByVariant) },
	"leadsByPage":      func(p period, x wording) table { return leadsTable(x, "page", same, p.Leads.ByPage) },
	"leadsBySource":    func(p period, x wording) table { return leadsTable(x, "source", x.source, p.Leads.BySource) },
	"leadsByLanguage":  func(p period, x wording) table { return leadsTable(x, "language", x.language, p.Leads.ByLanguage) },
	"leadsByVariant":   func(p period, x wording) table { return leadsTable(x, "variant", x.site, p.Leads.ByVariant) },
	"campaigns": func(p period, x wording) table {
		t := table{header: x.header("source", "medium", "campaign", "visitors", "leads", "bookedLeads")}
		for _, c := range p.Campaigns {
			t.rows = append(t.rows, []string{x.source(c.Source), c.Medium, c.Campaign, itoa(c.Visitors), itoa(c.Leads), itoa(c.Booked)})
		}
		return t
	},
	"events": func(p period, x wording) table {
		t := table{header: x.header("event", "button", "count", "visitors")}
		for _, e := range p.Events {
			button := ""
			if e.ButtonName != "" {
				button = wordfile.Word(x.Buttons, e.ButtonName)
			}
			t.rows = append(t.rows, []string{wordfile.Word(x.Events, e.Name), button, itoa(e.Count), itoa(e.Visitors)})
		}
		return t
	},
	"scrollDepth": func(p period, x wording) table {
		t := table{header: x.header("page", "visitors", "p25", "p50", "p75", "p100")}
		for _, s := range p.ScrollDepth {
			t.rows = append(t.rows, []string{s.Page, itoa(s.Visitors), itoa(s.P25), itoa(s.P50), itoa(s.P75), itoa(s.P100)})
		}
		return t
	},
	"sectionReach": func(p period, x wording) table {
		t := table{header: x.header("page", "section", "visitors", "share")}
		for _, r := range p.SectionReach {
			for _, s := range r.Sections {
				t.rows = append(t.rows, []string{r.Page, wordfile.Word(x.Sections, s.Section), itoa(s.Visitors), share(s.Share)})
			}
		}
		return t
	},
	"series": func(p period, x wording) table {
		unit := "day"
		if len(p.Series) > 0 && len(p.Series[0].T) > len(time.DateOnly) {
			unit = "hour"
		}
		t := table{header: x.header(unit, "visitors", "pageviews")}
		for _, s := range p.Series {
			when := s.T // "2026-11-10", or "2026-11-10T15" for an hour
			if unit == "hour" {
				when = strings.Replace(when, "T", " ", 1) + ":00"
			}
			t.rows = append(t.rows, []string{when, itoa(s.Visitors), itoa(s.Pageviews)})
		}
		return t
	},
}

// exportBreakdown answers one breakdown of the dashboard as CSV, every row.
func (h adminAPI) exportBreakdown() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.URL.Query().Get("breakdown")
		toTable, ok := breakdowns[name]
		q, _, err := h.queries(r, "breakdown")
		problems := validation.Problems{}
		errors.As(err, &problems)
		if !ok {
			problems.Add("breakdown", filter.CodeInvalid)
		}
		if r.URL.Query().Has("limit") {
			problems.Add("limit", filter.CodeUnknown) // an export has every row
		}
		if len(problems) > 0 {
			err = problems
		}
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		q.Limit = exportMaxRows
		p, err := h.figures(r.Context(), q)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		lang := current(r).user.Language
		t := toTable(p, wording{Words: analytics.WordsFor(lang), lang: lang, zone: q.Loc.String()})
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="analytics-%s-%s-%s.csv"`,
			name, q.From.Format(time.DateOnly), q.To.AddDate(0, 0, -1).Format(time.DateOnly)))
		if err := leads.WriteRowsCSV(w, t.header, t.rows); err != nil {
			h.log.Error("export failed", "err", err)
		}
	})
}

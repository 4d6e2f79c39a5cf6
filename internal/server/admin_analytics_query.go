package server

import (
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"agencysite/internal/analytics"
	"agencysite/internal/filter"
	"agencysite/internal/leads"
	"agencysite/internal/validation"
	"agencysite/web"
)

// Limits of the dashboard's parameters (docs/admin-api.md).
const (
	dashboardDefDays  = 30
	dashboardDefLimit = 10
	dashboardMaxLimit = 100
	exportMaxRows     = 10_000
)

var dashboardParams = []string{"from", "to", "compare", "page", "lang", "variant", "source", "campaign", "device", "limit"}

// dashboardQuery reads the dashboard's parameters into the period's query
// and, unless compare=none, the previous period's (the same number of days
// just before). A period is at most maxDays long, the events' retention.
// extra names parameters the caller reads itself. The error is
// ErrBadRequest naming every bad parameter.
func dashboardQuery(q url.Values, now time.Time, loc *time.Location, maxDays int, extra ...string) (cur analytics.Query, prev *analytics.Query, err error) {
	p := filter.Read(q, filter.Messages{Unknown: "unknown parameter", Repeated: "given more than once"},
		append(slices.Clone(dashboardParams), extra...)...)
	y, m, d := now.In(loc).Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, loc)
	const wantDay = "want a date YYYY-MM-DD"
	to := p.Day("to", wantDay, loc, today)
	from := p.Day("from", wantDay, loc, to.AddDate(0, 0, 1-dashboardDefDays))
	days := dayCount(from, to)
	switch {
	case from.After(to):
		p.Problem("from", "after to")
	case days > maxDays:
		p.Problem("from", fmt.Sprintf("at most %d days before to", maxDays))
	case to.After(today.AddDate(0, 0, 1)):
		p.Problem("to", "after tomorrow")
	}
	site := web.Site()
	variants := append([]string{web.DefaultVariant}, slices.DeleteFunc(slices.Sorted(maps.Keys(site.Variants)), func(v string) bool { return v == web.DefaultVariant })...)
	devices := []string{analytics.DeviceMobile, analytics.DeviceTablet, analytics.DeviceDesktop, analytics.DeviceOther}
	f := analytics.Filters{
		Page: p.Check("page", "want a path starting with / of at most 512 characters", func(v string) bool {
			return v[0] == '/' && utf8.RuneCountInString(v) <= 512 && validation.CleanText(v, validation.OneLine)
		}),
		Lang:     p.OneOf("lang", "want one of "+strings.Join(site.Languages, ", "), site.Languages),
		Variant:  p.OneOf("variant", "want one of "+strings.Join(variants, ", "), variants),
		Source:   p.Text("source", fmt.Sprintf("want a host or utm_source of at most %d characters", leads.FilterMaxLength("source")), leads.FilterMaxLength("source"), true),
		Campaign: p.Text("campaign", fmt.Sprintf("want a utm_campaign of at most %d characters", leads.FilterMaxLength("campaign")), leads.FilterMaxLength("campaign"), true),
		Device:   p.OneOf("device", "want one of "+strings.Join(devices, ", "), devices),
	}
	limit := p.Int("limit", fmt.Sprintf("want a number from 1 to %d", dashboardMaxLimit), dashboardDefLimit, 1, dashboardMaxLimit)
	compare := p.OneOf("compare", "want previous or none", []string{"previous", "none"})
	if err := p.Err(); err != nil {
		return cur, nil, fmt.Errorf("%w: %v", ErrBadRequest, err) // a 400, as a URL is no form
	}
	cur = analytics.Query{From: from, To: to.AddDate(0, 0, 1), Loc: loc, Hourly: days == 1, Filters: f, Limit: limit}
	if compare != "none" {
		p := cur
		p.From, p.To = from.AddDate(0, 0, -days), from
		prev = &p
	}
	return cur, prev, nil
}

// dayCount is how many local days from … to span, both included
// (daylight-saving days are 23 or 25 hours long).
func dayCount(from, to time.Time) int {
	a := time.Date(from.Year(), from.Month(), from.Day(), 0, 0, 0, 0, time.UTC)
	b := time.Date(to.Year(), to.Month(), to.Day(), 0, 0, 0, 0, time.UTC)
	return int(b.Sub(a)/(24*time.Hour)) + 1
}

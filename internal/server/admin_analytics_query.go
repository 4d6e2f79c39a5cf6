package server

import (
	"maps"
	"net/url"
	"slices"
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

// The problem codes of a dashboard's period beyond filter's own.
const (
	codeAfterTo  = "after_to"  // from is after to
	codeTooEarly = "too_early" // from is more than the events' retention before to
	codeTooLate  = "too_late"  // to is after tomorrow
)

// dashboardQuery reads the dashboard's parameters into the period's query
// and, unless compare=none, the previous period's (the same number of days
// just before). A period is at most maxDays long, the events' retention.
// extra names parameters the caller reads itself. The error is every bad
// parameter's problem, as the inbox's (filter.Params.Err).
func dashboardQuery(q url.Values, now time.Time, loc *time.Location, maxDays int, extra ...string) (cur analytics.Query, prev *analytics.Query, err error) {
	p := filter.Read(q, filter.Messages{Unknown: filter.CodeUnknown, Repeated: filter.CodeRepeated},
		append(slices.Clone(dashboardParams), extra...)...)
	y, m, d := now.In(loc).Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, loc)
	to := p.Day("to", filter.CodeInvalid, loc, today)
	from := p.Day("from", filter.CodeInvalid, loc, to.AddDate(0, 0, 1-dashboardDefDays))
	days := dayCount(from, to)
	switch {
	case from.After(to):
		p.Problem("from", codeAfterTo)
	case days > maxDays:
		p.Problem("from", codeTooEarly)
	case to.After(today.AddDate(0, 0, 1)):
		p.Problem("to", codeTooLate)
	}
	site := web.Site()
	devices := []string{analytics.DeviceMobile, analytics.DeviceTablet, analytics.DeviceDesktop, analytics.DeviceOther}
	f := analytics.Filters{
		Page: p.Check("page", filter.CodeInvalid, func(v string) bool {
			return v[0] == '/' && utf8.RuneCountInString(v) <= 512 && validation.CleanText(v, validation.OneLine)
		}),
		Lang:     p.OneOf("lang", filter.CodeInvalid, site.Languages),
		Variant:  p.OneOf("variant", filter.CodeInvalid, slices.Collect(maps.Keys(site.Variants))),
		Source:   p.Text("source", filter.CodeInvalid, leads.FilterMaxLength("source"), true),
		Campaign: p.Text("campaign", filter.CodeInvalid, leads.FilterMaxLength("campaign"), true),
		Device:   p.OneOf("device", filter.CodeInvalid, devices),
	}
	limit := p.Int("limit", filter.CodeInvalid, dashboardDefLimit, 1, dashboardMaxLimit)
	compare := p.OneOf("compare", filter.CodeInvalid, []string{"previous", "none"})
	if err := p.Err(); err != nil {
		return cur, nil, err
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

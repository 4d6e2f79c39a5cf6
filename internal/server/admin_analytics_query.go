package server

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"agencysite/internal/analytics"
	"agencysite/internal/validation"
	"agencysite/web"
)

// Limits of the dashboard's parameters (docs/admin-api.md).
const (
	dashboardMaxDays  = 400 // the default retention
	dashboardDefDays  = 30
	dashboardDefLimit = 10
	dashboardMaxLimit = 100
	exportMaxRows     = 10_000
)

var dashboardParams = []string{"from", "to", "compare", "page", "lang", "variant", "source", "campaign", "device", "limit"}

var isoDay = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// dashboardQuery reads the dashboard's parameters into the period's query
// and, unless compare=none, the previous period's (the same number of days
// just before). extra names parameters the caller reads itself. Every
// problem is ErrBadRequest naming the parameter.
func dashboardQuery(q url.Values, now time.Time, loc *time.Location, extra ...string) (cur analytics.Query, prev *analytics.Query, err error) {
	bad := func(param, format string, a ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrBadRequest, param, fmt.Sprintf(format, a...))
	}
	for key, values := range q {
		if !slices.Contains(dashboardParams, key) && !slices.Contains(extra, key) {
			return cur, nil, bad(key, "unknown parameter")
		}
		if len(values) > 1 {
			return cur, nil, bad(key, "given more than once")
		}
	}
	y, m, d := now.In(loc).Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, loc)
	day := func(key string, def time.Time) (time.Time, error) {
		v := q.Get(key)
		if v == "" {
			return def, nil
		}
		t, err := time.ParseInLocation(time.DateOnly, v, loc)
		if err != nil || !isoDay.MatchString(v) {
			return t, bad(key, "want a date YYYY-MM-DD")
		}
		return t, nil
	}
	to, err := day("to", today)
	if err != nil {
		return cur, nil, err
	}
	from, err := day("from", to.AddDate(0, 0, 1-dashboardDefDays))
	if err != nil {
		return cur, nil, err
	}
	days := dayCount(from, to)
	switch {
	case from.After(to):
		return cur, nil, bad("from", "after to")
	case days > dashboardMaxDays:
		return cur, nil, bad("from", "at most %d days before to", dashboardMaxDays)
	case to.After(today.AddDate(0, 0, 1)):
		return cur, nil, bad("to", "after tomorrow")
	}
	site := web.Site()
	f := analytics.Filters{Page: q.Get("page"), Lang: q.Get("lang"), Variant: q.Get("variant"),
		Source: q.Get("source"), Campaign: q.Get("campaign"), Device: q.Get("device")}
	for _, c := range []struct {
		param, value, want string
		ok                 bool
	}{
		{"page", f.Page, "a path starting with / of at most 512 characters",
			len(f.Page) > 0 && f.Page[0] == '/' && utf8.RuneCountInString(f.Page) <= 512},
		{"lang", f.Lang, "one of en, ar, fr, tr", slices.Contains(site.Languages, f.Lang)},
		{"variant", f.Variant, "default or a", site.Variants[f.Variant].Prefix != "" || f.Variant == web.DefaultVariant},
		{"source", f.Source, "a host or utm_source of at most 253 characters", utf8.RuneCountInString(f.Source) <= 253},
		{"campaign", f.Campaign, "a utm_campaign of at most 100 characters", utf8.RuneCountInString(f.Campaign) <= 100},
		{"device", f.Device, "one of mobile, tablet, desktop, other", slices.Contains([]string{analytics.DeviceMobile,
			analytics.DeviceTablet, analytics.DeviceDesktop, analytics.DeviceOther}, f.Device)},
	} {
		if c.value != "" && (!c.ok || !validation.CleanText(c.value, validation.OneLine)) {
			return cur, nil, bad(c.param, "want %s", c.want)
		}
	}
	limit := dashboardDefLimit
	if v := q.Get("limit"); v != "" {
		if limit, err = strconv.Atoi(v); err != nil || limit < 1 || limit > dashboardMaxLimit {
			return cur, nil, bad("limit", "want a number from 1 to %d", dashboardMaxLimit)
		}
	}
	cur = analytics.Query{From: from, To: to.AddDate(0, 0, 1), Loc: loc, Hourly: days == 1, Filters: f, Limit: limit}
	switch q.Get("compare") {
	case "", "previous":
		p := cur
		p.From, p.To = from.AddDate(0, 0, -days), from
		prev = &p
	case "none":
	default:
		return cur, nil, bad("compare", "want previous or none")
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

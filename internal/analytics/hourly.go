package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"

	"agencysite/internal/database"
)

// hourMillis is an hour in Unix milliseconds.
const hourMillis = 3600 * 1000

// hourKey is one row of analytics_hourly.
type hourKey struct {
	hour       int64
	dim        string
	k1, k2, k3 string
}

// hourlyCounters names, per dim of analytics_hourly, the counters its rows
// hold (migration 0100); a counter means the same for every dim that has
// it. The writer adds to no other and the readers read no other (counter
// panics), and TestHourlyCountersAreTheWritten checks the stored rows.
var hourlyCounters = map[string][]string{
	"total":   {"visits", "pageviews", "contacts", "forms_started", "booking_pages"},
	"lang":    {"visits", "pageviews", "contacts", "forms_started", "booking_pages"},
	"variant": {"visits", "pageviews", "contacts", "forms_started", "booking_pages"},
	"page":    {"visits", "pageviews", "scroll_25", "scroll_50", "scroll_75", "scroll_100"},
	"event":   {"visits", "events"},
	"entry":   {"visits"}, "referrer": {"visits"}, "device": {"visits"}, "browser": {"visits"},
	"screen": {"visits"}, "browser_lang": {"visits"}, "campaign": {"visits"}, "section": {"visits"},
}

// counterColumns are analytics_hourly's counters in the order hourCounts
// holds them.
var counterColumns = []string{"visits", "pageviews", "contacts", "forms_started", "events",
	"scroll_25", "scroll_50", "scroll_75", "scroll_100", "booking_pages"}

// scrollCounters are the page's counters of visits past 25, 50, 75 and 100 %.
var scrollCounters = [4]string{"scroll_25", "scroll_50", "scroll_75", "scroll_100"}

// counter is the column of dim's counter name; a dim without that counter
// is a programming error.
func counter(dim, name string) string {
	if !slices.Contains(hourlyCounters[dim], name) {
		panic(fmt.Sprintf("analytics: analytics_hourly's %s rows have no counter %s", dim, name))
	}
	return name
}

// hourCounts are a row's counters, in counterColumns' order.
type hourCounts [10]int64

// hourly is a batch's additions to analytics_hourly.
type hourly struct {
	rows  map[hourKey]*hourCounts
	order []hourKey
}

func (h *hourly) add(hour int64, dim string, keys []string, name string, n int64) {
	if n == 0 {
		return
	}
	k := hourKey{hour: hour, dim: dim}
	for i, v := range keys {
		*[]*string{&k.k1, &k.k2, &k.k3}[i] = v
	}
	c := h.rows[k]
	if c == nil {
		c = &hourCounts{}
		h.rows[k] = c
		h.order = append(h.order, k)
	}
	c[slices.Index(counterColumns, counter(dim, name))] += n
}

// oldVisit is what the roll-ups held of a visit before this batch.
type oldVisit struct {
	firstAt              int64
	pageviews            int
	contact, formStarted bool
	bookingPage          bool
	lang, variant        string
}

type oldPage struct{ views, scroll, sections int }

// before reads the stored state of the batch's visits, pages and events:
// the hourly counts add only what the batch changes (a visit counted once,
// a section once per visit). Rows are read per day in chunks of visitors.
func before(ctx context.Context, tx *sql.Tx, u *rollups) (map[visitKey]oldVisit, map[pageKey]oldPage, map[eventKey]bool, error) {
	visits, pages, events := map[visitKey]oldVisit{}, map[pageKey]oldPage{}, map[eventKey]bool{}
	byDay := map[string][]any{}
	for _, k := range u.order.visits {
		byDay[k.day] = append(byDay[k.day], k.visitor)
	}
	for day, visitors := range byDay {
		for start := 0; start < len(visitors); start += rowsPerInsert {
			chunk := visitors[start:min(start+rowsPerInsert, len(visitors))]
			in := make([]string, len(chunk))
			for i := range chunk {
				in[i] = "$" + itoa(i+2)
			}
			args := append([]any{day}, chunk...)
			where := ` WHERE day = $1 AND visitor IN (` + strings.Join(in, ", ") + `)`
			if err := scanEach(ctx, tx, `SELECT visitor, first_at, pageviews, contact, form_started, booking_page, lang, variant FROM analytics_visits`+where, args,
				func(s scanner) error {
					var visitor string
					var v oldVisit
					var contact, form, book int
					err := s.Scan(&visitor, &v.firstAt, &v.pageviews, &contact, &form, &book, &v.lang, &v.variant)
					v.contact, v.formStarted, v.bookingPage = contact != 0, form != 0, book != 0
					visits[visitKey{day, visitor}] = v
					return err
				}); err != nil {
				return nil, nil, nil, err
			}
			if err := scanEach(ctx, tx, `SELECT visitor, path, views, scroll, sections FROM analytics_visit_pages`+where, args,
				func(s scanner) error {
					var k pageKey
					var p oldPage
					err := s.Scan(&k.visitor, &k.path, &p.views, &p.scroll, &p.sections)
					k.day = day
					pages[k] = p
					return err
				}); err != nil {
				return nil, nil, nil, err
			}
			if err := scanEach(ctx, tx, `SELECT visitor, name, button FROM analytics_visit_events`+where, args,
				func(s scanner) error {
					var k eventKey
					err := s.Scan(&k.visitor, &k.name, &k.button)
					k.day = day
					events[k] = true
					return err
				}); err != nil {
				return nil, nil, nil, err
			}
		}
	}
	return visits, pages, events, nil
}

type scanner interface{ Scan(...any) error }

func scanEach(ctx context.Context, tx *sql.Tx, query string, args []any, each func(scanner) error) error {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := each(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// hourlyChanges works out what the batch u adds to analytics_hourly, given
// the state before it. Everything is counted in the hour of the visit's
// first event as first stored.
func hourlyChanges(u *rollups, visits map[visitKey]oldVisit, pages map[pageKey]oldPage, events map[eventKey]bool) *hourly {
	h := &hourly{rows: map[hourKey]*hourCounts{}}
	hourOf := map[visitKey]int64{}
	landing := map[visitKey][2]string{} // lang and variant, once known
	for _, k := range u.order.visits {
		v, old := u.visits[k], visits[k]
		_, existed := visits[k]
		first := v.firstAt
		if existed {
			first = old.firstAt
		}
		hour := first - first%hourMillis
		hourOf[k] = hour
		if !existed {
			h.add(hour, "total", nil, "visits", 1)
			h.add(hour, "device", []string{v.device}, "visits", 1)
			h.add(hour, "browser", []string{v.browser}, "visits", 1)
			h.add(hour, "screen", []string{v.screen}, "visits", 1)
			h.add(hour, "browser_lang", []string{v.browserLng}, "visits", 1)
		}
		lv := [2]string{old.lang, old.variant}
		if old.pageviews == 0 && v.pageviews > 0 { // the landing page view: where the visit came from
			lv = [2]string{v.lang, v.variant}
			h.add(hour, "lang", []string{v.lang}, "visits", 1)
			h.add(hour, "variant", []string{v.variant}, "visits", 1)
			h.add(hour, "entry", []string{v.landing}, "visits", 1)
			h.add(hour, "referrer", []string{v.ref}, "visits", 1)
			if v.utmSource != "" || v.utmMedium != "" || v.utmCampaign != "" {
				h.add(hour, "campaign", []string{v.utmSource, v.utmMedium, v.utmCampaign}, "visits", 1)
			}
		}
		landing[k] = lv
		known := old.pageviews > 0 || v.pageviews > 0
		add := func(name string, n int64) {
			h.add(hour, "total", nil, name, n)
			if known {
				h.add(hour, "lang", []string{lv[0]}, name, n)
				h.add(hour, "variant", []string{lv[1]}, name, n)
			}
		}
		add("pageviews", int64(v.pageviews))
		if v.contact && !old.contact {
			add("contacts", 1)
		}
		if v.formStarted && !old.formStarted {
			add("forms_started", 1)
		}
		if v.bookingPage && !old.bookingPage {
			add("booking_pages", 1)
		}
	}
	for _, k := range u.order.pages {
		p, old := u.pages[k], pages[k]
		hour := hourOf[k.visitKey]
		if old.views == 0 && p.views > 0 {
			h.add(hour, "page", []string{k.path}, "visits", 1)
		}
		h.add(hour, "page", []string{k.path}, "pageviews", int64(p.views))
		for i, step := range []int{25, 50, 75, 100} {
			if old.scroll < step && p.scroll >= step {
				h.add(hour, "page", []string{k.path}, scrollCounters[i], 1)
			}
		}
		for i, name := range Sections {
			if bit := 1 << i; p.section&bit != 0 && old.sections&bit == 0 {
				h.add(hour, "section", []string{k.path, name}, "visits", 1)
			}
		}
	}
	for _, k := range u.order.events {
		hour := hourOf[k.visitKey]
		if !events[k] {
			h.add(hour, "event", []string{k.name, k.button}, "visits", 1)
		}
		h.add(hour, "event", []string{k.name, k.button}, "events", int64(u.events[k].n))
	}
	return h
}

// upsertHourly and onHourly add a batch's counts to analytics_hourly.
var (
	upsertHourly = `INSERT INTO analytics_hourly (hour, dim, k1, k2, k3, ` + strings.Join(counterColumns, ", ") + `) VALUES `
	onHourly     = ` ON CONFLICT (dim, hour, k1, k2, k3) DO UPDATE SET ` + addedCounters()
)

const hourlyColumns = 5 + len(hourCounts{})

func addedCounters() string {
	set := make([]string, len(counterColumns))
	for i, c := range counterColumns {
		set[i] = c + " = analytics_hourly." + c + " + excluded." + c
	}
	return strings.Join(set, ", ")
}

func writeHourly(ctx context.Context, tx *sql.Tx, d database.Dialect, h *hourly) error {
	args := make([]any, 0, len(h.order)*hourlyColumns)
	for _, k := range h.order {
		args = append(args, k.hour, k.dim, k.k1, k.k2, k.k3)
		for _, n := range h.rows[k] {
			args = append(args, n)
		}
	}
	return upsertChunks(ctx, tx, d, upsertHourly, onHourly, hourlyColumns, args)
}

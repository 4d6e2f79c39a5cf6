package analytics

import (
	"context"
	"database/sql"
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

// hourCounts are its counts a…f (see migration 0031).
type hourCounts [6]int64

// hourly is a batch's additions to analytics_hourly.
type hourly struct {
	rows  map[hourKey]*hourCounts
	order []hourKey
}

func (h *hourly) add(hour int64, dim string, keys []string, col int, n int64) {
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
	c[col] += n
}

// oldVisit is what the roll-ups held of a visit before this batch.
type oldVisit struct {
	firstAt              int64
	pageviews            int
	contact, formStarted bool
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
			if err := scanEach(ctx, tx, `SELECT visitor, first_at, pageviews, contact, form_started, lang, variant FROM analytics_visits`+where, args,
				func(s scanner) error {
					var visitor string
					var v oldVisit
					var contact, form int
					err := s.Scan(&visitor, &v.firstAt, &v.pageviews, &contact, &form, &v.lang, &v.variant)
					v.contact, v.formStarted = contact != 0, form != 0
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
			h.add(hour, "total", nil, 0, 1)
			h.add(hour, "device", []string{v.device}, 0, 1)
			h.add(hour, "browser", []string{v.browser}, 0, 1)
			h.add(hour, "screen", []string{v.screen}, 0, 1)
			h.add(hour, "browser_lang", []string{v.browserLng}, 0, 1)
		}
		lv := [2]string{old.lang, old.variant}
		if old.pageviews == 0 && v.pageviews > 0 { // the landing page view: where the visit came from
			lv = [2]string{v.lang, v.variant}
			h.add(hour, "lang", []string{v.lang}, 0, 1)
			h.add(hour, "variant", []string{v.variant}, 0, 1)
			h.add(hour, "entry", []string{v.landing}, 0, 1)
			h.add(hour, "referrer", []string{v.ref}, 0, 1)
			if v.utmSource != "" || v.utmMedium != "" || v.utmCampaign != "" {
				h.add(hour, "campaign", []string{v.utmSource, v.utmMedium, v.utmCampaign}, 0, 1)
			}
		}
		landing[k] = lv
		known := old.pageviews > 0 || v.pageviews > 0
		add := func(col int, n int64) {
			h.add(hour, "total", nil, col, n)
			if known {
				h.add(hour, "lang", []string{lv[0]}, col, n)
				h.add(hour, "variant", []string{lv[1]}, col, n)
			}
		}
		add(1, int64(v.pageviews))
		if v.contact && !old.contact {
			add(2, 1)
		}
		if v.formStarted && !old.formStarted {
			add(3, 1)
		}
	}
	for _, k := range u.order.pages {
		p, old := u.pages[k], pages[k]
		hour := hourOf[k.visitKey]
		if old.views == 0 && p.views > 0 {
			h.add(hour, "page", []string{k.path}, 0, 1)
		}
		h.add(hour, "page", []string{k.path}, 1, int64(p.views))
		for i, step := range []int{25, 50, 75, 100} {
			if old.scroll < step && p.scroll >= step {
				h.add(hour, "page", []string{k.path}, 2+i, 1)
			}
		}
		for i, name := range Sections {
			if bit := 1 << i; p.section&bit != 0 && old.sections&bit == 0 {
				h.add(hour, "section", []string{k.path, name}, 0, 1)
			}
		}
	}
	for _, k := range u.order.events {
		hour := hourOf[k.visitKey]
		if !events[k] {
			h.add(hour, "event", []string{k.name, k.button}, 0, 1)
		}
		h.add(hour, "event", []string{k.name, k.button}, 1, int64(u.events[k].n))
	}
	return h
}

const (
	upsertHourly = `INSERT INTO analytics_hourly (hour, dim, k1, k2, k3, a, b, c, d, e, f) VALUES `
	onHourly     = ` ON CONFLICT (dim, hour, k1, k2, k3) DO UPDATE SET
	a = analytics_hourly.a + excluded.a, b = analytics_hourly.b + excluded.b, c = analytics_hourly.c + excluded.c,
	d = analytics_hourly.d + excluded.d, e = analytics_hourly.e + excluded.e, f = analytics_hourly.f + excluded.f`
	hourlyColumns = 11
)

func writeHourly(ctx context.Context, tx *sql.Tx, d database.Dialect, h *hourly) error {
	args := make([]any, 0, len(h.order)*hourlyColumns)
	for _, k := range h.order {
		c := h.rows[k]
		args = append(args, k.hour, k.dim, k.k1, k.k2, k.k3, c[0], c[1], c[2], c[3], c[4], c[5])
	}
	return upsertChunks(ctx, tx, d, upsertHourly, onHourly, hourlyColumns, args)
}

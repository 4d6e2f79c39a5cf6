package analytics

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"agencysite/internal/filter"
)

// tallyColumns are the widgets counted per visit column by tally, in the
// order tally reads them; byLanding ones count visits with a page view
// only (the column is known from it on), views ones show page views too.
var tallyColumns = []tallyColumn{
	{"v.landing_path", false, true, func(f *Figures) *[]Row { return &f.EntryPages }},
	{"v.referrer_host", false, true, func(f *Figures) *[]Row { return &f.Referrers }},
	{"v.lang", true, true, func(f *Figures) *[]Row { return &f.Languages }},
	{"v.browser_lang", false, false, func(f *Figures) *[]Row { return &f.BrowserLanguages }},
	{"v.variant", true, true, func(f *Figures) *[]Row { return &f.Variants }},
	{"v.device", false, false, func(f *Figures) *[]Row { return &f.Devices }},
	{"v.browser", false, false, func(f *Figures) *[]Row { return &f.Browsers }},
	{"v.screen", false, false, func(f *Figures) *[]Row { return &f.Screens }},
}

type tallyColumn struct {
	col              string
	views, byLanding bool
	out              func(*Figures) *[]Row
}

// The funnel's breakdowns are by two of tallyColumns.
var (
	langColumn    = slices.IndexFunc(tallyColumns, func(c tallyColumn) bool { return c.col == "v.lang" })
	variantColumn = slices.IndexFunc(tallyColumns, func(c tallyColumn) bool { return c.col == "v.variant" })
)

// count is a key's visits and page views.
type count struct{ visitors, views int64 }

// funnelCount is a key's visits with a page view, a contact click, the
// consultation form started and the booking page viewed.
type funnelCount struct{ pageview, contact, form, booking int64 }

// tally fills in every widget of f that counts the filtered visits by
// their own columns (totals, series, the eight breakdowns, campaigns and
// the funnel) from one read of those visits, counted here: one scan of the
// period instead of one per widget (decision 0270).
func (rd *Reader) tally(ctx context.Context, q Query, f *Figures) error {
	var a filter.Where
	from, where, views := rd.visitScope(q, &a)
	cols := make([]string, len(tallyColumns))
	for i, c := range tallyColumns {
		cols[i] = c.col
	}
	rows, err := rd.db.QueryContext(ctx, `SELECT v.first_at, `+views+`, v.pageviews, v.contact, v.form_started, v.booking_page,
		v.utm_source, v.utm_medium, v.utm_campaign, `+strings.Join(cols, ", ")+` FROM `+from+where, a.Args...)
	if err != nil {
		return fmt.Errorf("analytics: visits: %w", err)
	}
	defer rows.Close()
	var (
		series    = map[int64]*bucket{}
		by        = make([]map[string]*count, len(tallyColumns))
		campaigns = map[[3]string]int64{}
		byLang    = map[string]*funnelCount{}
		byVariant = map[string]*funnelCount{}
		keys      = make([]string, len(tallyColumns))
		utm       [3]string
		first, n  int64
		pageviews int64
		contact   int64
		formStart int64
		bookPage  int64
		dest      = []any{&first, &n, &pageviews, &contact, &formStart, &bookPage, &utm[0], &utm[1], &utm[2]}
	)
	for i := range keys {
		by[i] = map[string]*count{}
		dest = append(dest, &keys[i])
	}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return fmt.Errorf("analytics: visits: %w", err)
		}
		f.Totals.Visitors++
		f.Totals.Pageviews += n
		f.Totals.ContactVisits += contact
		b := series[first/bucketMillis]
		if b == nil {
			b = &bucket{millis: first / bucketMillis * bucketMillis}
			series[first/bucketMillis] = b
		}
		b.visitors++
		b.views += n
		landed := pageviews > 0
		for i, c := range tallyColumns {
			if c.byLanding && !landed {
				continue
			}
			k := by[i][keys[i]]
			if k == nil {
				k = &count{}
				by[i][keys[i]] = k
			}
			k.visitors++
			k.views += n
		}
		if landed && utm != [3]string{} {
			campaigns[utm]++
		}
		step := funnelCount{contact: contact, form: formStart, booking: bookPage}
		if landed {
			step.pageview = 1
		}
		f.Funnel.Total.Pageview += step.pageview
		f.Funnel.Total.Contact += step.contact
		f.Funnel.Total.FormStarted += step.form
		f.Funnel.Total.BookingPage += step.booking
		for _, fb := range []struct {
			m   map[string]*funnelCount
			key string
		}{{byLang, keys[langColumn]}, {byVariant, keys[variantColumn]}} {
			if fb.key == "" {
				continue
			}
			fc := fb.m[fb.key]
			if fc == nil {
				fc = &funnelCount{}
				fb.m[fb.key] = fc
			}
			fc.pageview, fc.contact, fc.form = fc.pageview+step.pageview, fc.contact+step.contact, fc.form+step.form
			fc.booking += step.booking
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("analytics: visits: %w", err)
	}
	buckets := make([]bucket, 0, len(series))
	for _, b := range series {
		buckets = append(buckets, *b)
	}
	f.Series = seriesOf(q, buckets)
	for i, c := range tallyColumns {
		*c.out(f) = topRows(by[i], c.views, q.Limit)
	}
	f.Campaigns = topCampaigns(campaigns, q.Limit)
	f.Funnel.ByLanguage, f.Funnel.ByVariant = funnelRows(byLang), funnelRows(byVariant)
	return nil
}

// topRows is the limit keys with the most visits (then page views when
// views, then the key's bytes: SQL's ORDER BY n DESC, views DESC, k).
func topRows(by map[string]*count, views bool, limit int) []Row {
	out := make([]Row, 0, len(by))
	for k, c := range by {
		r := Row{Key: k, Visitors: c.visitors}
		if views {
			r.Pageviews = &c.views
		}
		out = append(out, r)
	}
	slices.SortFunc(out, func(x, y Row) int {
		if c := cmp.Compare(y.Visitors, x.Visitors); c != 0 || !views {
			return cmp.Or(c, strings.Compare(x.Key, y.Key))
		}
		return cmp.Or(cmp.Compare(*y.Pageviews, *x.Pageviews), strings.Compare(x.Key, y.Key))
	})
	return out[:min(limit, len(out))]
}

func topCampaigns(by map[[3]string]int64, limit int) []CampaignRow {
	out := make([]CampaignRow, 0, len(by))
	for k, n := range by {
		out = append(out, CampaignRow{Source: k[0], Medium: k[1], Campaign: k[2], Visitors: n})
	}
	slices.SortFunc(out, func(x, y CampaignRow) int {
		return cmp.Or(cmp.Compare(y.Visitors, x.Visitors), strings.Compare(x.Source, y.Source),
			strings.Compare(x.Medium, y.Medium), strings.Compare(x.Campaign, y.Campaign))
	})
	return out[:min(limit, len(out))]
}

// funnelRows are the funnel's rows by key, in the key's order.
func funnelRows(by map[string]*funnelCount) []FunnelRow {
	out := make([]FunnelRow, 0, len(by))
	for k, c := range by {
		out = append(out, FunnelRow{Key: k, Pageview: c.pageview, Contact: c.contact, FormStarted: c.form, BookingPage: c.booking})
	}
	slices.SortFunc(out, func(x, y FunnelRow) int { return strings.Compare(x.Key, y.Key) })
	return out
}

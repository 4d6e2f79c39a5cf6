package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"

	"agencysite/internal/database"
	"agencysite/web"
)

// Sections are the home page's sections that section_view reports, in page
// order: catalogue.json's enum of its section property. A section's bit in
// analytics_visit_pages.sections is 1 << index, so the enum only grows at
// its end.
var Sections = catalogueSections()

func catalogueSections() []string {
	c, err := LoadCatalogue()
	if err != nil {
		panic(fmt.Sprintf("analytics: catalogue.json: %v", err))
	}
	var out []string
	for _, v := range c.Events["section_view"].Props["section"].Enum {
		out = append(out, v.(string))
	}
	if len(out) == 0 || len(out) > 31 {
		panic(fmt.Sprintf("analytics: catalogue.json: section_view has %d sections, want 1 to 31 (one bit each)", len(out)))
	}
	return out
}

// ConsultationForm is the form_name of the consultation form, whose start
// and submission are the funnel's third step.
const ConsultationForm = "consultation"

// BookingPage is the booking page's path after the language
// (/{lang}/book in any variant): visits that view it are the funnel's
// booking step.
const BookingPage = "/book"

// rollupFacts is what an event adds to the roll-ups, worked out once when
// it is recorded.
type rollupFacts struct {
	pageview, contact, formStarted bool
	bookingPage                    bool   // a page view of the booking page (Record sets it)
	scroll                         int    // scroll_depth's percent
	section                        int    // section_view's bit
	counted                        bool   // kept per visit, event and button
	button                         string // its button_name, or ""
}

// facts reads what e adds to the roll-ups; e is valid.
func (c *Catalogue) facts(e Event) rollupFacts {
	f := rollupFacts{contact: c.isContact(e)}
	switch e.Name {
	case "page_view":
		f.pageview = true
	case "scroll_depth":
		f.scroll = intProp(c.Events[e.Name].Props["percent"].coerce(e.Props["percent"]))
	case "section_view":
		if i := slices.Index(Sections, e.Props["section"].(string)); i >= 0 {
			f.section = 1 << i
		}
	case "form_start", "form_submission":
		f.formStarted = e.Props["form_name"] == ConsultationForm
		f.counted = true
	default:
		f.counted = true
	}
	f.button, _ = e.Props["button_name"].(string)
	return f
}

// factsAt is facts of e on the page at place: a page view of the booking
// page is the funnel's booking step.
func (c *Catalogue) factsAt(e Event, place web.Place) rollupFacts {
	f := c.facts(e)
	f.bookingPage = f.pageview && place.HasLanguage && place.Rest == BookingPage
	return f
}

func intProp(v any) int {
	f, _ := v.(float64)
	return int(f)
}

// isContact reports whether e is a contact click by the catalogue's rules.
func (c *Catalogue) isContact(e Event) bool {
	for _, r := range c.Contact {
		if r.Event != e.Name {
			continue
		}
		match := true
		for prop, values := range r.Where {
			if !slices.Contains(values, any(e.Props[prop])) {
				match = false
			}
		}
		if match {
			return true
		}
	}
	return false
}

type visitKey struct{ day, visitor string }

type pageKey struct {
	visitKey
	path string
}

type eventKey struct {
	visitKey
	name, button string
}

// visitRow is one visit's change from a batch; landing fields come from
// its first page view.
type visitRow struct {
	firstAt, lastAt                     int64
	landing, last, lang, variant, ref   string
	utmSource, utmMedium, utmCampaign   string
	device, browser, screen, browserLng string
	pageviews                           int
	contact, formStarted, bookingPage   bool
}

type pageRow struct {
	firstAt                int64
	views, scroll, section int
}

type eventRow struct {
	firstAt int64
	n       int
}

// rollups is a batch's change to the three roll-up tables, one entry per
// key (PostgreSQL refuses to upsert one row twice in a statement).
type rollups struct {
	visits map[visitKey]*visitRow
	pages  map[pageKey]*pageRow
	events map[eventKey]*eventRow
	order  struct {
		visits []visitKey
		pages  []pageKey
		events []eventKey
	}
}

// rollup sums rows (with their visitor ids) per visit, page and event.
func rollup(rows []row, ids []string) *rollups {
	u := &rollups{visits: map[visitKey]*visitRow{}, pages: map[pageKey]*pageRow{}, events: map[eventKey]*eventRow{}}
	for i, r := range rows {
		at := database.FormatMillis(r.at)
		vk := visitKey{database.FormatDay(r.at), ids[i]}
		v := u.visits[vk]
		if v == nil {
			v = &visitRow{firstAt: at, device: r.device, browser: r.browser, screen: r.ctx.screen, browserLng: r.ctx.browserLang}
			u.visits[vk] = v
			u.order.visits = append(u.order.visits, vk)
		}
		v.lastAt = max(v.lastAt, at)
		v.contact = v.contact || r.facts.contact
		v.formStarted = v.formStarted || r.facts.formStarted
		v.bookingPage = v.bookingPage || r.facts.bookingPage
		if r.facts.pageview {
			if v.pageviews == 0 {
				v.landing, v.lang, v.variant, v.ref = r.path, r.lang, r.variant, r.refHost
				v.utmSource, v.utmMedium, v.utmCampaign = r.ctx.utmSource, r.ctx.utmMedium, r.ctx.utmCampaign
			}
			v.pageviews++
			v.last = r.path
		}
		if r.facts.pageview || r.facts.scroll > 0 || r.facts.section > 0 {
			pk := pageKey{vk, r.path}
			p := u.pages[pk]
			if p == nil {
				p = &pageRow{firstAt: at}
				u.pages[pk] = p
				u.order.pages = append(u.order.pages, pk)
			}
			if r.facts.pageview {
				p.views++
			}
			p.scroll = max(p.scroll, r.facts.scroll)
			p.section |= r.facts.section
		}
		if r.facts.counted {
			ek := eventKey{vk, r.name, r.facts.button}
			e := u.events[ek]
			if e == nil {
				e = &eventRow{firstAt: at}
				u.events[ek] = e
				u.order.events = append(u.order.events, ek)
			}
			e.n++
		}
	}
	return u
}

// The upserts keep the earliest first_at, add counts, and take a visit's
// landing fields from the first batch that had a page view of it.
const (
	upsertVisits = `INSERT INTO analytics_visits (day, visitor, first_at, last_at, landing_path, last_path,
	lang, variant, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, screen, browser_lang,
	pageviews, contact, form_started, booking_page) VALUES `
	onVisit = ` ON CONFLICT (day, visitor) DO UPDATE SET
	first_at = CASE WHEN excluded.first_at < analytics_visits.first_at THEN excluded.first_at ELSE analytics_visits.first_at END,
	last_at = CASE WHEN excluded.last_at > analytics_visits.last_at THEN excluded.last_at ELSE analytics_visits.last_at END,
	last_path = CASE WHEN excluded.last_path <> '' THEN excluded.last_path ELSE analytics_visits.last_path END,
	landing_path = CASE WHEN analytics_visits.pageviews = 0 THEN excluded.landing_path ELSE analytics_visits.landing_path END,
	lang = CASE WHEN analytics_visits.pageviews = 0 THEN excluded.lang ELSE analytics_visits.lang END,
	variant = CASE WHEN analytics_visits.pageviews = 0 THEN excluded.variant ELSE analytics_visits.variant END,
	referrer_host = CASE WHEN analytics_visits.pageviews = 0 THEN excluded.referrer_host ELSE analytics_visits.referrer_host END,
	utm_source = CASE WHEN analytics_visits.pageviews = 0 THEN excluded.utm_source ELSE analytics_visits.utm_source END,
	utm_medium = CASE WHEN analytics_visits.pageviews = 0 THEN excluded.utm_medium ELSE analytics_visits.utm_medium END,
	utm_campaign = CASE WHEN analytics_visits.pageviews = 0 THEN excluded.utm_campaign ELSE analytics_visits.utm_campaign END,
	pageviews = analytics_visits.pageviews + excluded.pageviews,
	contact = CASE WHEN excluded.contact > analytics_visits.contact THEN excluded.contact ELSE analytics_visits.contact END,
	form_started = CASE WHEN excluded.form_started > analytics_visits.form_started THEN excluded.form_started ELSE analytics_visits.form_started END,
	booking_page = CASE WHEN excluded.booking_page > analytics_visits.booking_page THEN excluded.booking_page ELSE analytics_visits.booking_page END`
	visitColumns = 20

	upsertPages = `INSERT INTO analytics_visit_pages (day, visitor, path, first_at, views, scroll, sections) VALUES `
	onPage      = ` ON CONFLICT (day, visitor, path) DO UPDATE SET
	first_at = CASE WHEN excluded.first_at < analytics_visit_pages.first_at THEN excluded.first_at ELSE analytics_visit_pages.first_at END,
	views = analytics_visit_pages.views + excluded.views,
	scroll = CASE WHEN excluded.scroll > analytics_visit_pages.scroll THEN excluded.scroll ELSE analytics_visit_pages.scroll END,
	sections = analytics_visit_pages.sections | excluded.sections`
	pageColumns = 7

	upsertEvents = `INSERT INTO analytics_visit_events (day, visitor, name, button, first_at, n) VALUES `
	onEvent      = ` ON CONFLICT (day, visitor, name, button) DO UPDATE SET
	first_at = CASE WHEN excluded.first_at < analytics_visit_events.first_at THEN excluded.first_at ELSE analytics_visit_events.first_at END,
	n = analytics_visit_events.n + excluded.n`
	eventRollupColumns = 6
)

// writeRollups applies a batch's roll-ups in the events' transaction, so
// the roll-ups never disagree with the events.
func writeRollups(ctx context.Context, tx *sql.Tx, d database.Dialect, u *rollups) error {
	visits, pages, events, err := before(ctx, tx, u)
	if err != nil {
		return err
	}
	if err := writeHourly(ctx, tx, d, hourlyChanges(u, visits, pages, events)); err != nil {
		return err
	}
	var args []any
	for _, k := range u.order.visits {
		v := u.visits[k]
		args = append(args, k.day, k.visitor, v.firstAt, v.lastAt, v.landing, v.last, v.lang, v.variant, v.ref,
			v.utmSource, v.utmMedium, v.utmCampaign, v.device, v.browser, v.screen, v.browserLng,
			v.pageviews, boolInt(v.contact), boolInt(v.formStarted), boolInt(v.bookingPage))
	}
	if err := upsertChunks(ctx, tx, d, upsertVisits, onVisit, visitColumns, args); err != nil {
		return err
	}
	args = args[:0]
	for _, k := range u.order.pages {
		p := u.pages[k]
		args = append(args, k.day, k.visitor, k.path, p.firstAt, p.views, p.scroll, p.section)
	}
	if err := upsertChunks(ctx, tx, d, upsertPages, onPage, pageColumns, args); err != nil {
		return err
	}
	args = args[:0]
	for _, k := range u.order.events {
		e := u.events[k]
		args = append(args, k.day, k.visitor, k.name, k.button, e.firstAt, e.n)
	}
	return upsertChunks(ctx, tx, d, upsertEvents, onEvent, eventRollupColumns, args)
}

// upsertChunks runs insert … VALUES … on for args, cols values a row, in
// statements of at most rowsPerInsert rows.
func upsertChunks(ctx context.Context, tx *sql.Tx, d database.Dialect, insert, on string, cols int, args []any) error {
	per := rowsPerInsert * cols
	for start := 0; start < len(args); start += per {
		chunk := args[start:min(start+per, len(args))]
		if _, err := tx.ExecContext(ctx, insert+valuesList(d, len(chunk)/cols, cols)+on, chunk...); err != nil {
			return err
		}
	}
	return nil
}

func itoa(n int) string { return strconv.Itoa(n) }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

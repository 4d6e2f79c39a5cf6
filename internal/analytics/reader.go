package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/filter"
)

// Reader answers the questions of the reports and the dashboard. It only
// reads: it runs beside a Recorder (or without one, as the `site analytics
// report` command does) and never writes, not even the deletion of expired
// events.
type Reader struct {
	db  *database.DB
	cat *Catalogue
}

// NewReader returns a Reader of db; cat's contact rules define the funnel.
func NewReader(db *database.DB, cat *Catalogue) *Reader {
	return &Reader{db: db, cat: cat}
}

// Range is a span of whole UTC days, both ends included.
type Range struct {
	From, To time.Time
}

func (r Range) days() (string, string) { return database.FormatDay(r.From), database.FormatDay(r.To) }

// Day is one day's traffic. Visitors are counted per day: a visitor id
// lives one day, so the same person on two days counts twice.
type Day struct {
	Day       string `json:"day"` // YYYY-MM-DD
	Visitors  int64  `json:"visitors"`
	PageViews int64  `json:"page_views"`
}

// Count is how often a value was seen.
type Count struct {
	Value string `json:"value"`
	Count int64  `json:"count"`
}

// ButtonCount counts the clicks of one button_name of one event.
type ButtonCount struct {
	Event  string `json:"event"`
	Button string `json:"button_name"`
	Count  int64  `json:"count"`
}

// ScrollDepth counts the scroll_depth events of one page and step.
type ScrollDepth struct {
	Path    string `json:"path"`
	Percent int64  `json:"percent"`
	Count   int64  `json:"count"`
}

// Funnel is how many visitor-days viewed a page, and how many of them then
// clicked a contact (the catalogue's contact rules).
type Funnel struct {
	Visitors  int64 `json:"visitors"`
	Contacted int64 `json:"contacted"`
}

// Days returns visitors and page views per day, days without any left out.
func (rd *Reader) Days(ctx context.Context, r Range) ([]Day, error) {
	from, to := r.days()
	rows, err := rd.db.QueryContext(ctx, `SELECT day, count(DISTINCT visitor), count(*)
		FROM analytics_events WHERE name = 'page_view' AND day >= $1 AND day <= $2
		GROUP BY day ORDER BY day`, from, to)
	if err != nil {
		return nil, fmt.Errorf("analytics: days: %w", err)
	}
	return collect(rows, "days", func(d *Day) []any { return []any{&d.Day, &d.Visitors, &d.PageViews} })
}

// Dimensions of page views that Top can count by; the value is the column,
// so no caller text ever reaches the SQL.
var dimensions = map[string]string{
	"page": "path", "lang": "lang", "variant": "variant",
	"device": "device", "browser": "browser", "referrer": "referrer_host",
}

// Top counts page views by a dimension (a key of dimensions), most first, at
// most limit rows. Page views without a referrer are not counted by
// "referrer".
func (rd *Reader) Top(ctx context.Context, dimension string, r Range, limit int) ([]Count, error) {
	col, ok := dimensions[dimension]
	if !ok {
		return nil, fmt.Errorf("analytics: top: unknown dimension %q", dimension)
	}
	from, to := r.days()
	rows, err := rd.db.QueryContext(ctx, `SELECT `+col+`, count(*) AS n FROM analytics_events
		WHERE name = 'page_view' AND day >= $1 AND day <= $2 AND `+col+` <> ''
		GROUP BY `+col+` ORDER BY n DESC, `+col+` LIMIT $3`, from, to, limit)
	if err != nil {
		return nil, fmt.Errorf("analytics: top %s: %w", dimension, err)
	}
	return collect(rows, "top", func(c *Count) []any { return []any{&c.Value, &c.Count} })
}

// Events counts events per name, most first.
func (rd *Reader) Events(ctx context.Context, r Range) ([]Count, error) {
	from, to := r.days()
	rows, err := rd.db.QueryContext(ctx, `SELECT name, count(*) AS n FROM analytics_events
		WHERE day >= $1 AND day <= $2 GROUP BY name ORDER BY n DESC, name`, from, to)
	if err != nil {
		return nil, fmt.Errorf("analytics: events: %w", err)
	}
	return collect(rows, "events", func(c *Count) []any { return []any{&c.Value, &c.Count} })
}

// Buttons counts clicks per event and button_name, most first.
func (rd *Reader) Buttons(ctx context.Context, r Range) ([]ButtonCount, error) {
	from, to := r.days()
	rows, err := rd.db.QueryContext(ctx, `SELECT name, props ->> 'button_name' AS button, count(*) AS n
		FROM analytics_events WHERE day >= $1 AND day <= $2 AND props ->> 'button_name' IS NOT NULL
		GROUP BY name, button ORDER BY n DESC, name, button`, from, to)
	if err != nil {
		return nil, fmt.Errorf("analytics: buttons: %w", err)
	}
	return collect(rows, "buttons", func(b *ButtonCount) []any { return []any{&b.Event, &b.Button, &b.Count} })
}

// ScrollDepths counts scroll_depth events per page and percent step.
func (rd *Reader) ScrollDepths(ctx context.Context, r Range) ([]ScrollDepth, error) {
	from, to := r.days()
	rows, err := rd.db.QueryContext(ctx, `SELECT path, CAST(props ->> 'percent' AS INTEGER) AS pct, count(*)
		FROM analytics_events WHERE name = 'scroll_depth' AND day >= $1 AND day <= $2
		GROUP BY path, pct ORDER BY path, pct`, from, to)
	if err != nil {
		return nil, fmt.Errorf("analytics: scroll depths: %w", err)
	}
	return collect(rows, "scroll depths", func(d *ScrollDepth) []any { return []any{&d.Path, &d.Percent, &d.Count} })
}

// Funnel counts the visitor-days with a page view and, of those, the ones
// with a contact click on the same day.
func (rd *Reader) Funnel(ctx context.Context, r Range) (Funnel, error) {
	from, to := r.days()
	var a filter.Where
	first, last := a.Arg(from), a.Arg(to)
	contact := rd.contactCondition(&a)
	var f Funnel
	err := rd.db.QueryRowContext(ctx, `SELECT count(*), count(c.visitor) FROM
		(SELECT DISTINCT day, visitor FROM analytics_events
			WHERE name = 'page_view' AND day >= `+first+` AND day <= `+last+`) v
		LEFT JOIN (SELECT DISTINCT day, visitor FROM analytics_events
			WHERE day >= `+first+` AND day <= `+last+` AND (`+contact+`)) c
		ON c.day = v.day AND c.visitor = v.visitor`, a.Args...).Scan(&f.Visitors, &f.Contacted)
	if err != nil {
		return f, fmt.Errorf("analytics: funnel: %w", err)
	}
	return f, nil
}

// contactCondition turns the catalogue's contact rules into a condition
// on a, whose parameters come after those a holds already. Event names and
// values are parameters; property names, checked to be snake_case when the
// catalogue loaded, are written inline because PostgreSQL cannot pick a
// ->> operator for an untyped parameter. Values are strings (the catalogue
// checks), which is what ->> returns.
func (rd *Reader) contactCondition(a *filter.Where) string {
	var rules []string
	for _, rule := range rd.cat.Contact {
		parts := []string{"name = " + a.Arg(rule.Event)}
		for _, prop := range slices.Sorted(maps.Keys(rule.Where)) {
			var in []string
			for _, v := range rule.Where[prop] {
				in = append(in, a.Arg(fmt.Sprint(v)))
			}
			parts = append(parts, "props ->> '"+prop+"' IN ("+strings.Join(in, ", ")+")")
		}
		rules = append(rules, "("+strings.Join(parts, " AND ")+")")
	}
	if len(rules) == 0 {
		return "1 = 0"
	}
	return strings.Join(rules, " OR ")
}

// collect scans every row with the fields that fields points into. The
// result is empty, never nil, so JSON shows an empty list as [].
func collect[T any](rows *sql.Rows, op string, fields func(*T) []any) ([]T, error) {
	out, err := database.Collect(rows, database.Fields(fields))
	if err != nil {
		return nil, fmt.Errorf("analytics: %s: %w", op, err)
	}
	return out, nil
}

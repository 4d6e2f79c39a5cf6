package analytics

import (
	"context"

	"agencysite/internal/database"
)

// NewReader returns a Store that only answers queries: no writer runs, so
// reading the figures (the `site analytics report` command, beside a
// running server) never writes, not even the deletion of expired events.
// Record on it answers ErrClosed.
func NewReader(db *database.DB, cat *Catalogue) *Store {
	s := &Store{db: db, cat: cat, opt: Options{}.withDefaults(), closed: true,
		stop: make(chan struct{}), done: make(chan struct{}), retained: make(chan struct{})}
	close(s.done)
	close(s.retained)
	return s
}

// Summary is every aggregation of a range at once, as the report command
// prints it and a dashboard would show it.
type Summary struct {
	From        string       `json:"from"` // YYYY-MM-DD, included
	To          string       `json:"to"`   // YYYY-MM-DD, included
	Days        []DayJSON    `json:"days"`
	Pages       []CountJSON  `json:"pages"`
	Languages   []CountJSON  `json:"languages"`
	Variants    []CountJSON  `json:"variants"`
	Devices     []CountJSON  `json:"devices"`
	Browsers    []CountJSON  `json:"browsers"`
	Referrers   []CountJSON  `json:"referrers"`
	Events      []CountJSON  `json:"events"`
	Buttons     []ButtonJSON `json:"buttons"`
	ScrollDepth []ScrollJSON `json:"scroll_depth"`
	Funnel      FunnelJSON   `json:"funnel"`
}

// DayJSON is a Day with snake_case JSON names.
type DayJSON struct {
	Day       string `json:"day"`
	Visitors  int64  `json:"visitors"`
	PageViews int64  `json:"page_views"`
}

// CountJSON is a Count with snake_case JSON names.
type CountJSON struct {
	Value string `json:"value"`
	Count int64  `json:"count"`
}

// ButtonJSON is a ButtonCount with snake_case JSON names.
type ButtonJSON struct {
	Event  string `json:"event"`
	Button string `json:"button_name"`
	Count  int64  `json:"count"`
}

// ScrollJSON is a ScrollDepth with snake_case JSON names.
type ScrollJSON struct {
	Path    string `json:"path"`
	Percent int64  `json:"percent"`
	Count   int64  `json:"count"`
}

// FunnelJSON is a Funnel with snake_case JSON names.
type FunnelJSON struct {
	Visitors  int64 `json:"visitors"`
	Contacted int64 `json:"contacted"`
}

// Summary runs every query of the range; top lists hold at most limit rows.
// Empty lists are empty, never null, so a reader need not tell them apart.
func (s *Store) Summary(ctx context.Context, r Range, limit int) (Summary, error) {
	from, to := r.days()
	out := Summary{From: from, To: to}
	days, err := s.Days(ctx, r)
	if err != nil {
		return out, err
	}
	out.Days = mapSlice(days, func(d Day) DayJSON { return DayJSON(d) })
	for _, top := range []struct {
		dimension string
		into      *[]CountJSON
	}{
		{"page", &out.Pages}, {"lang", &out.Languages}, {"variant", &out.Variants},
		{"device", &out.Devices}, {"browser", &out.Browsers}, {"referrer", &out.Referrers},
	} {
		counts, err := s.Top(ctx, top.dimension, r, limit)
		if err != nil {
			return out, err
		}
		*top.into = mapSlice(counts, func(c Count) CountJSON { return CountJSON(c) })
	}
	events, err := s.Events(ctx, r)
	if err != nil {
		return out, err
	}
	out.Events = mapSlice(events, func(c Count) CountJSON { return CountJSON(c) })
	buttons, err := s.Buttons(ctx, r)
	if err != nil {
		return out, err
	}
	out.Buttons = mapSlice(buttons, func(b ButtonCount) ButtonJSON { return ButtonJSON(b) })
	depths, err := s.ScrollDepths(ctx, r)
	if err != nil {
		return out, err
	}
	out.ScrollDepth = mapSlice(depths, func(d ScrollDepth) ScrollJSON { return ScrollJSON(d) })
	funnel, err := s.Funnel(ctx, r)
	if err != nil {
		return out, err
	}
	out.Funnel = FunnelJSON(funnel)
	return out, nil
}

// mapSlice converts every element; the result is never nil.
func mapSlice[T, U any](in []T, f func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, f(v))
	}
	return out
}

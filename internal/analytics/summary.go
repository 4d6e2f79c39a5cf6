package analytics

import "context"

// Summary is every aggregation of a range at once, as the report command
// prints it and a dashboard would show it.
type Summary struct {
	From        string        `json:"from"` // YYYY-MM-DD, included
	To          string        `json:"to"`   // YYYY-MM-DD, included
	Days        []Day         `json:"days"`
	Pages       []Count       `json:"pages"`
	Languages   []Count       `json:"languages"`
	Variants    []Count       `json:"variants"`
	Devices     []Count       `json:"devices"`
	Browsers    []Count       `json:"browsers"`
	Referrers   []Count       `json:"referrers"`
	Events      []Count       `json:"events"`
	Buttons     []ButtonCount `json:"buttons"`
	ScrollDepth []ScrollDepth `json:"scroll_depth"`
	Funnel      Funnel        `json:"funnel"`
}

// Summary runs every query of the range; top lists hold at most limit rows.
// Empty lists are empty, never null, so a reader need not tell them apart.
func (rd *Reader) Summary(ctx context.Context, r Range, limit int) (Summary, error) {
	from, to := r.days()
	out := Summary{From: from, To: to}
	top := func(dimension string) func(context.Context, Range) ([]Count, error) {
		return func(ctx context.Context, r Range) ([]Count, error) { return rd.Top(ctx, dimension, r, limit) }
	}
	for _, read := range []func(context.Context, Range) error{
		into(&out.Days, rd.Days),
		into(&out.Pages, top("page")),
		into(&out.Languages, top("lang")),
		into(&out.Variants, top("variant")),
		into(&out.Devices, top("device")),
		into(&out.Browsers, top("browser")),
		into(&out.Referrers, top("referrer")),
		into(&out.Events, rd.Events),
		into(&out.Buttons, rd.Buttons),
		into(&out.ScrollDepth, rd.ScrollDepths),
		into(&out.Funnel, rd.Funnel),
	} {
		if err := read(ctx, r); err != nil {
			return out, err
		}
	}
	return out, nil
}

// into is a query of the range whose answer is one field of a Summary.
func into[T any](field *T, query func(context.Context, Range) (T, error)) func(context.Context, Range) error {
	return func(ctx context.Context, r Range) error {
		v, err := query(ctx, r)
		if err == nil {
			*field = v
		}
		return err
	}
}

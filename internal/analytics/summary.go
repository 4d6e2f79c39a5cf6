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
	days, err := rd.Days(ctx, r)
	if err != nil {
		return out, err
	}
	out.Days = days
	for _, top := range []struct {
		dimension string
		into      *[]Count
	}{
		{"page", &out.Pages}, {"lang", &out.Languages}, {"variant", &out.Variants},
		{"device", &out.Devices}, {"browser", &out.Browsers}, {"referrer", &out.Referrers},
	} {
		counts, err := rd.Top(ctx, top.dimension, r, limit)
		if err != nil {
			return out, err
		}
		*top.into = counts
	}
	events, err := rd.Events(ctx, r)
	if err != nil {
		return out, err
	}
	out.Events = events
	buttons, err := rd.Buttons(ctx, r)
	if err != nil {
		return out, err
	}
	out.Buttons = buttons
	depths, err := rd.ScrollDepths(ctx, r)
	if err != nil {
		return out, err
	}
	out.ScrollDepth = depths
	funnel, err := rd.Funnel(ctx, r)
	if err != nil {
		return out, err
	}
	out.Funnel = funnel
	return out, nil
}

package leads

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
	"agencysite/internal/filter"
)

// AttributionFilter selects leads by their own language and variant and
// by their linked visit (docs/admin-api.md); "" selects all.
type AttributionFilter struct {
	Page, Lang, Variant, Source, Campaign, Device string
}

// KeyCount is one row of a lead breakdown.
type KeyCount struct {
	Key   string `json:"key"`
	Leads int64  `json:"leads"`
	// Booked counts those of the leads booked as meetings.
	Booked int64 `json:"booked"`
}

// Attribution is where a period's leads came from.
type Attribution struct {
	Total      int64      `json:"total"`
	Linked     int64      `json:"linked"` // leads with a visit
	Booked     int64      `json:"booked"` // leads booked as meetings
	ByPage     []KeyCount `json:"byPage"`
	BySource   []KeyCount `json:"bySource"`
	ByLanguage []KeyCount `json:"byLanguage"`
	ByVariant  []KeyCount `json:"byVariant"`
	// ByCampaign counts leads per visit utm source, medium and campaign;
	// BookedByCampaign those booked as meetings.
	ByCampaign       map[[3]string]int64 `json:"-"`
	BookedByCampaign map[[3]string]int64 `json:"-"`
}

// booked counts, in a query on leads, those booked as meetings.
const booked = `count(CASE WHEN channel = '` + ChannelBooking + `' THEN 1 END)`

// CountCampaigns puts in each campaign row the leads whose visit came
// with its utm source, medium and campaign: how the dashboard and the
// weekly report show them.
func (a Attribution) CountCampaigns(rows []analytics.CampaignRow) {
	for i, c := range rows {
		k := [3]string{c.Source, c.Medium, c.Campaign}
		rows[i].Leads, rows[i].Booked = a.ByCampaign[k], a.BookedByCampaign[k]
	}
}

// Attribute counts the non-spam leads created in [from, to) that f
// selects, by their visit's landing page and source and by their language
// and variant; each breakdown keeps its limit largest rows.
func (s *Store) Attribute(ctx context.Context, from, to time.Time, f AttributionFilter, limit int) (Attribution, error) {
	var w filter.Where
	w.Add("spam = 0")
	w.Add("created_at >= ?", database.FormatTime(from))
	w.Add("created_at < ?", database.FormatTime(to))
	if f.Page != "" { // the pages of a visit are not kept on its lead: where it landed and where it was sent
		p := w.Arg(f.Page)
		w.Add("(visit_landing_page = " + p + " OR page_path = " + p + ")")
	}
	w.Equal("language", f.Lang)
	w.Equal("variant", f.Variant)
	w.Equal("visit_device", f.Device)
	w.Equal("visit_utm_campaign", f.Campaign)
	whereSource(&w, f.Source)
	where, args := w.String(), w.Args
	a := Attribution{ByCampaign: map[[3]string]int64{}, BookedByCampaign: map[[3]string]int64{}}
	if err := s.db.QueryRowContext(ctx, `SELECT count(*), count(visit_first_at), `+booked+` FROM leads`+where, args...).
		Scan(&a.Total, &a.Linked, &a.Booked); err != nil {
		return a, fmt.Errorf("leads: attribute: %w", err)
	}
	// The column expressions are constants of this function.
	for _, by := range []struct {
		expr, linked string
		out          *[]KeyCount
	}{
		{"visit_landing_page", " AND visit_first_at IS NOT NULL", &a.ByPage},
		{"CASE WHEN visit_referrer_host <> '' THEN visit_referrer_host ELSE visit_utm_source END", " AND visit_first_at IS NOT NULL", &a.BySource},
		{"language", "", &a.ByLanguage},
		{"variant", "", &a.ByVariant},
	} {
		counts, err := database.Query(ctx, s.db, database.Fields(func(kc *KeyCount) []any { return []any{&kc.Key, &kc.Leads, &kc.Booked} }),
			`SELECT `+by.expr+` AS k, count(*) AS n, `+booked+` FROM leads`+where+by.linked+` GROUP BY k ORDER BY n DESC, k LIMIT `+strconv.Itoa(limit), args...)
		if err != nil {
			return a, fmt.Errorf("leads: attribute: %w", err)
		}
		*by.out = counts
	}
	rows, err := s.db.QueryContext(ctx, `SELECT visit_utm_source, visit_utm_medium, visit_utm_campaign, count(*), `+booked+`
		FROM leads`+where+` AND visit_first_at IS NOT NULL GROUP BY visit_utm_source, visit_utm_medium, visit_utm_campaign`, args...)
	if err != nil {
		return a, fmt.Errorf("leads: attribute: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var k [3]string
		var n, b int64
		if err := rows.Scan(&k[0], &k[1], &k[2], &n, &b); err != nil {
			return a, fmt.Errorf("leads: attribute: %w", err)
		}
		a.ByCampaign[k], a.BookedByCampaign[k] = n, b
	}
	return a, rows.Err()
}

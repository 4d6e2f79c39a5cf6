package analytics

import (
	"context"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"agencysite/internal/database"
)

// Visit is one visitor id's day as the roll-ups hold it: where it landed,
// where it came from, and how many pages it viewed so far. A lead keeps a
// copy of the visit it came from (the visitor id itself never), and the
// back office shows it as is (docs/admin-api.md, "Leads: the visit behind
// each lead").
type Visit struct {
	LandingPage  string    `json:"landingPage"`
	ReferrerHost string    `json:"referrerHost"`
	UTMSource    string    `json:"utmSource"`
	UTMMedium    string    `json:"utmMedium"`
	UTMCampaign  string    `json:"utmCampaign"`
	Lang         string    `json:"lang"`
	Variant      string    `json:"variant"`
	Device       string    `json:"device"`
	Browser      string    `json:"browser"`
	PagesViewed  int       `json:"pagesViewed"`
	FirstSeenAt  time.Time `json:"firstSeenAt"`
}

// VisitOf finds today's visit of the client that sends a request (a lead's
// form), computing its visitor id exactly as for its events: the current
// UTC day's salt, the site, the address and the User-Agent. No cookie is
// read. The events still queued in memory are written first, so a form sent
// a moment after the page loaded still finds its visit. It returns nil when
// the client sent no event today (tracking off, a bot, another device), and
// always nil for another day's visit: that day's salt is gone.
func (s *Recorder) VisitOf(ctx context.Context, c Client) (*Visit, error) {
	if err := s.Flush(ctx); err != nil {
		return nil, err
	}
	day := database.FormatDay(s.opt.Now())
	var saltHex string
	err := s.db.QueryRowContext(ctx, `SELECT salt FROM analytics_salts WHERE day = $1`, day).Scan(&saltHex)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil // no event at all today
	}
	if err != nil {
		return nil, fmt.Errorf("analytics: visit: %w", err)
	}
	salt, err := hex.DecodeString(saltHex)
	if err != nil {
		return nil, fmt.Errorf("analytics: visit: %w", err)
	}
	var v Visit
	var first int64
	err = s.db.QueryRowContext(ctx, `SELECT first_at, landing_path, referrer_host, utm_source, utm_medium,
		utm_campaign, lang, variant, device, browser, pageviews
		FROM analytics_visits WHERE day = $1 AND visitor = $2`, day, visitorID(salt, s.site, c.IP, c.UserAgent)).
		Scan(&first, &v.LandingPage, &v.ReferrerHost, &v.UTMSource, &v.UTMMedium, &v.UTMCampaign,
			&v.Lang, &v.Variant, &v.Device, &v.Browser, &v.PagesViewed)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("analytics: visit: %w", err)
	}
	v.FirstSeenAt = database.ParseMillis(first)
	return &v, nil
}

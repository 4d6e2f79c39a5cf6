package analytics

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"

	"agencysite/internal/database"
)

// RefLifetime is how long after a WhatsApp click its reference can be
// looked up: long enough for a chat that starts days later, short enough
// that the 1,048,576 references rarely collide within it.
const RefLifetime = 30 * 24 * time.Hour

// refPattern is outbound_click's ref: 4 of 32 symbols without 0 O 1 I.
var refPattern = regexp.MustCompile(`^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$`)

// NormalizeRef upper-cases a reference as read aloud or typed, and reports
// whether it is well-formed.
func NormalizeRef(s string) (string, bool) {
	s = strings.ToUpper(strings.TrimSpace(s))
	return s, refPattern.MatchString(s)
}

// Click is a WhatsApp click that carried a reference, with the visit it
// belongs to.
type Click struct {
	ID           int64     `json:"id"`
	At           time.Time `json:"at"`
	Path         string    `json:"path"`
	Lang         string    `json:"lang"`
	Variant      string    `json:"variant"`
	ReferrerHost string    `json:"referrerHost"`
	UTMSource    string    `json:"utmSource"`
	UTMMedium    string    `json:"utmMedium"`
	UTMCampaign  string    `json:"utmCampaign"`
	Device       string    `json:"device"`
	Browser      string    `json:"browser"`
	ButtonName   string    `json:"buttonName"`
	// Visit is the click's visit (nil when the roll-up is gone).
	Visit *Visit `json:"-"`
}

// WhatsAppClicks returns the clicks with ref of the last RefLifetime
// before now, newest first, and whether older ones exist (an expired
// reference). The partial index on ref makes it a few rows' read. The
// referrer comes from the click's visit (only a load's first page view
// carries it); the campaign from the click's page load, else its visit.
func (rd *Reader) WhatsAppClicks(ctx context.Context, ref string, now time.Time) (clicks []Click, expired bool, err error) {
	rows, err := rd.db.QueryContext(ctx, `SELECT e.id, e.at, e.path, e.lang, e.variant,
		COALESCE(v.referrer_host, ''),
		CASE WHEN e.utm_source <> '' THEN e.utm_source ELSE COALESCE(v.utm_source, '') END,
		CASE WHEN e.utm_source <> '' THEN e.utm_medium ELSE COALESCE(v.utm_medium, '') END,
		CASE WHEN e.utm_source <> '' THEN e.utm_campaign ELSE COALESCE(v.utm_campaign, '') END,
		e.device, e.browser, COALESCE(e.props ->> 'button_name', ''),
		v.first_at, COALESCE(v.landing_path, ''), COALESCE(v.pageviews, 0)
		FROM analytics_events e LEFT JOIN analytics_visits v ON v.day = e.day AND v.visitor = e.visitor
		WHERE e.ref = $1 AND e.ref <> '' AND e.name = 'outbound_click'
		ORDER BY e.at DESC, e.id DESC LIMIT 100`, ref)
	if err != nil {
		return nil, false, fmt.Errorf("analytics: whatsapp clicks: %w", err)
	}
	defer rows.Close()
	clicks = []Click{}
	cutoff := database.FormatMillis(now.Add(-RefLifetime))
	for rows.Next() {
		var c Click
		var at int64
		var first *int64
		var landing string
		var views int
		if err := rows.Scan(&c.ID, &at, &c.Path, &c.Lang, &c.Variant, &c.ReferrerHost, &c.UTMSource, &c.UTMMedium,
			&c.UTMCampaign, &c.Device, &c.Browser, &c.ButtonName, &first, &landing, &views); err != nil {
			return nil, false, fmt.Errorf("analytics: whatsapp clicks: %w", err)
		}
		if at < cutoff {
			expired = true
			continue
		}
		c.At = database.ParseMillis(at)
		if first != nil {
			c.Visit = &Visit{FirstSeenAt: database.ParseMillis(*first), LandingPage: landing, ReferrerHost: c.ReferrerHost,
				UTMSource: c.UTMSource, UTMMedium: c.UTMMedium, UTMCampaign: c.UTMCampaign, Lang: c.Lang,
				Variant: c.Variant, Device: c.Device, Browser: c.Browser, PagesViewed: views}
		}
		clicks = append(clicks, c)
	}
	if err := rows.Err(); err != nil {
		return nil, false, fmt.Errorf("analytics: whatsapp clicks: %w", err)
	}
	return clicks, expired && len(clicks) == 0, nil
}

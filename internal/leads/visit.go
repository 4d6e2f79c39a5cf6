package leads

import (
	"database/sql"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
)

// Channels a lead arrives through.
const (
	ChannelForm     = "form"
	ChannelWhatsApp = "whatsapp"
	// ChannelBooking: booked through the booking page, a meeting with it
	// (internal/meetings).
	ChannelBooking = "booking"
)

// visitColumns are the leads columns of a Visit, in visitArgs' order.
const visitColumns = `visit_first_at, visit_landing_page, visit_referrer_host, visit_utm_source, visit_utm_medium,
	visit_utm_campaign, visit_lang, visit_variant, visit_device, visit_browser, visit_pages`

// visitArgs are v's column values; a nil v stores NULL visit_first_at.
func visitArgs(v *analytics.Visit) []any {
	if v == nil {
		return []any{nil, "", "", "", "", "", "", "", "", "", 0}
	}
	return []any{database.FormatTime(v.FirstSeenAt), v.LandingPage, v.ReferrerHost, v.UTMSource, v.UTMMedium,
		v.UTMCampaign, v.Lang, v.Variant, v.Device, v.Browser, v.PagesViewed}
}

// visitScan receives the visit columns of a row.
type visitScan struct {
	firstAt sql.NullString
	v       analytics.Visit
}

func (s *visitScan) dest() []any {
	return []any{&s.firstAt, &s.v.LandingPage, &s.v.ReferrerHost, &s.v.UTMSource, &s.v.UTMMedium,
		&s.v.UTMCampaign, &s.v.Lang, &s.v.Variant, &s.v.Device, &s.v.Browser, &s.v.PagesViewed}
}

// visit is the scanned visit, or nil when the lead has none.
func (s *visitScan) visit() (*analytics.Visit, error) {
	if !s.firstAt.Valid {
		return nil, nil
	}
	t, err := database.ParseTime(s.firstAt.String)
	if err != nil {
		return nil, err
	}
	v := s.v
	v.FirstSeenAt = t
	return &v, nil
}

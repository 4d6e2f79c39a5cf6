package analytics

import (
	"maps"
	"slices"
	"time"

	"agencysite/web"
)

// Query is what the dashboard asks: a span of whole days of the site's
// time zone, filters and the rows per breakdown.
type Query struct {
	From, To time.Time // From's midnight and the midnight after the last day, in Loc
	Loc      *time.Location
	Hourly   bool // one day: the series is per hour
	Filters  Filters
	Limit    int
}

// Filters select visits (docs/admin-api.md); "" selects all.
type Filters struct {
	Page     string `json:"page,omitempty"`
	Lang     string `json:"lang,omitempty"`
	Variant  string `json:"variant,omitempty"`
	Source   string `json:"source,omitempty"` // a referrer host or utm_source; SourceDirect: neither
	Campaign string `json:"campaign,omitempty"`
	Device   string `json:"device,omitempty"`
}

// SourceDirect is the source filter of visits without a referrer or
// utm_source, and of the leads they made (web/app/config/filters.json,
// which the back office sends).
var SourceDirect = web.Filters().DirectSource

// Any reports whether some filter is set.
func (f Filters) Any() bool { return f != Filters{} }

// Totals are a period's headline figures.
type Totals struct {
	Visitors       int64    `json:"visitors"`
	Pageviews      int64    `json:"pageviews"`
	ContactVisits  int64    `json:"contactVisits"`
	Leads          int64    `json:"leads"`
	ConversionRate *float64 `json:"conversionRate"`
}

// Point is one day or hour of the series.
type Point struct {
	T         string `json:"t"`
	Visitors  int64  `json:"visitors"`
	Pageviews int64  `json:"pageviews"`
}

// Row is one line of a breakdown; Pageviews only where it means something.
type Row struct {
	Key       string `json:"key"`
	Visitors  int64  `json:"visitors"`
	Pageviews *int64 `json:"pageviews,omitempty"`
}

// CampaignRow counts the visits (and leads, and those booked as
// meetings) of one utm combination.
type CampaignRow struct {
	Source   string `json:"source"`
	Medium   string `json:"medium"`
	Campaign string `json:"campaign"`
	Visitors int64  `json:"visitors"`
	Leads    int64  `json:"leads"`
	Booked   int64  `json:"booked"`
}

// EventRow counts one event name and button_name.
type EventRow struct {
	Name       string `json:"name"`
	ButtonName string `json:"buttonName"`
	Count      int64  `json:"count"`
	Visitors   int64  `json:"visitors"`
}

// ScrollRow is how many visits of a page reached each scroll step.
type ScrollRow struct {
	Page     string `json:"page"`
	Visitors int64  `json:"visitors"`
	P25      int64  `json:"p25"`
	P50      int64  `json:"p50"`
	P75      int64  `json:"p75"`
	P100     int64  `json:"p100"`
}

// ReachRow is the section reach of one home page.
type ReachRow struct {
	Page     string         `json:"page"`
	Visitors int64          `json:"visitors"`
	Sections []SectionReach `json:"sections"`
}

// SectionReach is how many visits of the page saw one section.
type SectionReach struct {
	Section  string   `json:"section"`
	Visitors int64    `json:"visitors"`
	Share    *float64 `json:"share"`
}

// FunnelRow is the funnel of one language or variant (Key), or of all.
type FunnelRow struct {
	Key         string `json:"key,omitempty"`
	Pageview    int64  `json:"pageview"`
	Contact     int64  `json:"contact"`
	FormStarted int64  `json:"formStarted"`
	// BookingPage counts the visits that viewed the booking page.
	BookingPage int64 `json:"bookingPage"`
	Lead        int64 `json:"lead"`
	// Booked counts the leads booked as meetings (the server fills it in
	// from the leads, as Lead).
	Booked int64 `json:"booked"`
}

// Funnel is the funnel in all, per language and per variant.
type FunnelView struct {
	Total      FunnelRow   `json:"total"`
	ByLanguage []FunnelRow `json:"byLanguage"`
	ByVariant  []FunnelRow `json:"byVariant"`
}

// Figures is what the event roll-ups answer for one Query: everything on
// the dashboard except what comes from the leads table.
type Figures struct {
	Totals Totals  `json:"totals"`
	Series []Point `json:"series"`
	Breakdowns
}

// Breakdowns are the dashboard's tables of one period (the comparison
// period has only totals and a series).
type Breakdowns struct {
	Pages            []Row         `json:"pages"`
	EntryPages       []Row         `json:"entryPages"`
	Referrers        []Row         `json:"referrers"`
	Campaigns        []CampaignRow `json:"campaigns"`
	Languages        []Row         `json:"languages"`
	BrowserLanguages []Row         `json:"browserLanguages"`
	Variants         []Row         `json:"variants"`
	Devices          []Row         `json:"devices"`
	Browsers         []Row         `json:"browsers"`
	Screens          []Row         `json:"screens"`
	Events           []EventRow    `json:"events"`
	ScrollDepth      []ScrollRow   `json:"scrollDepth"`
	SectionReach     []ReachRow    `json:"sectionReach"`
	Funnel           FunnelView    `json:"funnel"`
}

// HomePaths are the home page's paths, in every variant and language: the
// pages whose sections section_view reports.
func HomePaths() []string {
	site := web.Site()
	var out []string
	for _, name := range slices.Sorted(maps.Keys(site.Variants)) {
		v := site.Variants[name]
		for _, lang := range site.Languages {
			out = append(out, v.Prefix+"/"+lang+"/home")
		}
	}
	return out
}

// Rate is n / of, nil when of is 0.
func Rate(n, of int64) *float64 {
	if of == 0 {
		return nil
	}
	r := float64(n) / float64(of)
	return &r
}

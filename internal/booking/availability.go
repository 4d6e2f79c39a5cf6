package booking

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/validation"
)

// Settings are the team-wide rules of meetings, in minutes and days.
type Settings struct {
	MeetingMinutes      int `json:"meetingMinutes"`
	BufferBeforeMinutes int `json:"bufferBeforeMinutes"`
	BufferAfterMinutes  int `json:"bufferAfterMinutes"`
	// NoticeMinutes: the soonest a slot may start after now.
	NoticeMinutes int `json:"noticeMinutes"`
	// WindowDays: how many days ahead, on the host's calendar, slots run.
	WindowDays int `json:"windowDays"`
	// DailyCap: the most meetings a member takes on one of their local
	// days; 0 is no cap.
	DailyCap int `json:"dailyCap"`
	// CutoffMinutes: how long before a meeting the visitor's manage link
	// stops changing it.
	CutoffMinutes int `json:"cutoffMinutes"`
	// AgencyZone: the agency's IANA zone, named on the booking page.
	AgencyZone string `json:"agencyZone"`
}

// Limits of the settings.
const (
	MeetingMax = 8 * 60
	BufferMax  = 4 * 60
	NoticeMax  = 30 * 24 * 60
	WindowMax  = 365
	CapMax     = 50
	NameMax    = 100
	LinkMax    = 500
)

// phonePattern is a phone number in E.164: what a visitor dials from abroad.
var phonePattern = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

// Valid returns every problem of s.
func (s Settings) Valid() validation.Problems {
	p := validation.Problems{}
	p.Add("meetingMinutes", minutesCode(s.MeetingMinutes, int(Block/time.Minute), MeetingMax))
	p.Add("bufferBeforeMinutes", minutesCode(s.BufferBeforeMinutes, 0, BufferMax))
	p.Add("bufferAfterMinutes", minutesCode(s.BufferAfterMinutes, 0, BufferMax))
	p.Add("noticeMinutes", rangeCode(s.NoticeMinutes, 0, NoticeMax))
	p.Add("windowDays", rangeCode(s.WindowDays, 1, WindowMax))
	p.Add("dailyCap", rangeCode(s.DailyCap, 0, CapMax))
	p.Add("cutoffMinutes", rangeCode(s.CutoffMinutes, 0, NoticeMax))
	if _, err := loadZone(s.AgencyZone); err != nil {
		p.Add("agencyZone", "unknown_zone")
	}
	return p
}

// minutesCode checks a length that must be whole blocks.
func minutesCode(n, lo, hi int) string {
	if code := rangeCode(n, lo, hi); code != "" {
		return code
	}
	if n%int(Block/time.Minute) != 0 {
		return "not_whole_blocks"
	}
	return ""
}

func rangeCode(n, lo, hi int) string {
	switch {
	case n < lo:
		return "too_small"
	case n > hi:
		return "too_large"
	}
	return ""
}

// Range is a stretch of a member's local day, "HH:MM" to "HH:MM" ("24:00"
// is the day's end), in whole blocks.
type Range struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// Host is a member who may take meetings, with their hours in their own
// IANA zone: Weekly by time.Weekday (0 Sunday), and Dates, local dates
// ("2026-03-29") whose ranges replace the weekday's (none: a day off).
type Host struct {
	ID            string             `json:"id"`
	Name          string             `json:"name"`
	Zone          string             `json:"zone"`
	TakesMeetings bool               `json:"takesMeetings"`
	Weekly        [7][]Range         `json:"weekly"`
	Dates         map[string][]Range `json:"dates"`
	// VideoLink is the member's fixed video room (https), given to
	// visitors who meet by video; Phone (E.164) to those who meet by phone.
	VideoLink string `json:"videoLink"`
	Phone     string `json:"phone"`
}

// Valid returns every problem of h: fields as the back office spells them
// ("weekly.1.0.to", "dates.2026-03-29").
func (h Host) Valid() validation.Problems {
	p := validation.Problems{}
	if strings.TrimSpace(h.ID) == "" {
		p.Add("id", "required")
	}
	switch name := strings.TrimSpace(h.Name); {
	case name == "":
		p.Add("name", "required")
	case len([]rune(name)) > NameMax:
		p.Add("name", "too_long")
	}
	if _, err := loadZone(h.Zone); err != nil {
		p.Add("zone", "unknown_zone")
	}
	p.Add("videoLink", linkCode(h.VideoLink))
	if h.Phone != "" && !phonePattern.MatchString(h.Phone) {
		p.Add("phone", "invalid")
	}
	for day, ranges := range h.Weekly {
		p.AddAll("weekly."+strconv.Itoa(day)+".", rangesProblems(ranges))
	}
	for day, ranges := range h.Dates {
		if _, err := time.Parse(dateFormat, day); err != nil {
			p.Add("dates."+day, "invalid_date")
			continue
		}
		p.AddAll("dates."+day+".", rangesProblems(ranges))
	}
	return p
}

// linkCode checks a video room's address: empty, or an absolute https URL.
func linkCode(link string) string {
	if link == "" {
		return ""
	}
	if len(link) > LinkMax {
		return "too_long"
	}
	u, err := url.Parse(link)
	if err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil {
		return "invalid"
	}
	return ""
}

// loadZone is an IANA zone; "" and "Local" are none, so that a host's
// hours never follow the server's own setting.
func loadZone(name string) (*time.Location, error) {
	if name == "" || name == "Local" {
		return nil, fmt.Errorf("booking: no zone named")
	}
	if loc, ok := zones.Load(name); ok {
		return loc.(*time.Location), nil
	}
	loc, err := time.LoadLocation(name)
	if err == nil {
		zones.Store(name, loc)
	}
	return loc, err
}

// zones keeps the zones loaded by name: time.LoadLocation reads and parses
// the zone's file on every call, and a booking names each member's zone
// and the visitor's. Only names that loaded are kept (about 600 exist).
var zones sync.Map

// dateFormat is a local date.
const dateFormat = "2006-01-02"

// span is a Range in minutes after local midnight.
type span struct{ from, to int }

// rangesProblems checks each range ("0.from") and that none overlap ("0").
func rangesProblems(ranges []Range) validation.Problems {
	p := validation.Problems{}
	spans := make([]span, 0, len(ranges))
	for i, r := range ranges {
		at := strconv.Itoa(i) + "."
		from, okFrom := parseClock(r.From)
		to, okTo := parseClock(r.To)
		if !okFrom {
			p.Add(at+"from", "invalid_time")
		}
		if !okTo {
			p.Add(at+"to", "invalid_time")
		}
		if okFrom && okTo && to <= from {
			p.Add(at+"to", "not_after_from")
		}
		if okFrom && okTo && to > from {
			for _, s := range spans {
				if from < s.to && s.from < to {
					p.Add(strconv.Itoa(i), "overlap")
				}
			}
			spans = append(spans, span{from, to})
		}
	}
	return p
}

// parseClock reads "HH:MM" (00:00 to 24:00, whole blocks) as minutes.
func parseClock(s string) (int, bool) {
	h, m, ok := strings.Cut(s, ":")
	if !ok || len(h) != 2 || len(m) != 2 {
		return 0, false
	}
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	n := hh*60 + mm
	if err1 != nil || err2 != nil || mm > 59 || n > 24*60 || n%int(Block/time.Minute) != 0 {
		return 0, false
	}
	return n, true
}

// formatRanges is how ranges are stored: "09:00-12:00 14:00-17:00".
func formatRanges(ranges []Range) string {
	parts := make([]string, len(ranges))
	for i, r := range ranges {
		parts[i] = r.From + "-" + r.To
	}
	return strings.Join(parts, " ")
}

// parseRanges reads what formatRanges wrote.
func parseRanges(s string) []Range {
	ranges := []Range{}
	for _, part := range strings.Fields(s) {
		from, to, _ := strings.Cut(part, "-")
		ranges = append(ranges, Range{From: from, To: to})
	}
	return ranges
}

// Settings returns the team-wide rules.
func (s *Store) Settings(ctx context.Context) (Settings, error) {
	var st Settings
	err := s.db.QueryRowContext(ctx, `SELECT meeting_minutes, buffer_before_minutes, buffer_after_minutes,
		notice_minutes, window_days, daily_cap, cutoff_minutes, agency_zone FROM booking_settings WHERE id = 1`).Scan(
		&st.MeetingMinutes, &st.BufferBeforeMinutes, &st.BufferAfterMinutes, &st.NoticeMinutes, &st.WindowDays, &st.DailyCap,
		&st.CutoffMinutes, &st.AgencyZone)
	if err != nil {
		return st, fmt.Errorf("booking: settings: %w", err)
	}
	return st, nil
}

// SetSettings replaces the team-wide rules, or returns their
// validation.Problems. Bookings made keep the time they hold.
func (s *Store) SetSettings(ctx context.Context, st Settings) error {
	if err := st.Valid().Err(); err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, `UPDATE booking_settings SET meeting_minutes = $1, buffer_before_minutes = $2,
		buffer_after_minutes = $3, notice_minutes = $4, window_days = $5, daily_cap = $6, cutoff_minutes = $7,
		agency_zone = $8 WHERE id = 1`,
		st.MeetingMinutes, st.BufferBeforeMinutes, st.BufferAfterMinutes, st.NoticeMinutes, st.WindowDays, st.DailyCap,
		st.CutoffMinutes, st.AgencyZone); err != nil {
		return fmt.Errorf("booking: set settings: %w", err)
	}
	return nil
}

// PutHost creates or replaces member h.ID with its hours and dates, or
// returns its validation.Problems.
func (s *Store) PutHost(ctx context.Context, h Host) error {
	if err := h.Valid().Err(); err != nil {
		return err
	}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO booking_hosts (id, name, zone, takes_meetings, video_link, phone)
			VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (id) DO UPDATE SET name = excluded.name, zone = excluded.zone, takes_meetings = excluded.takes_meetings,
				video_link = excluded.video_link, phone = excluded.phone`,
			h.ID, strings.TrimSpace(h.Name), h.Zone, boolInt(h.TakesMeetings), h.VideoLink, h.Phone); err != nil {
			return err
		}
		for _, table := range []string{"booking_hours", "booking_dates"} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE host_id = $1`, h.ID); err != nil {
				return err
			}
		}
		for day, ranges := range h.Weekly {
			if len(ranges) == 0 {
				continue
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO booking_hours (host_id, weekday, ranges) VALUES ($1, $2, $3)`,
				h.ID, day, formatRanges(ranges)); err != nil {
				return err
			}
		}
		for day, ranges := range h.Dates {
			if _, err := tx.ExecContext(ctx, `INSERT INTO booking_dates (host_id, day, ranges) VALUES ($1, $2, $3)`,
				h.ID, day, formatRanges(ranges)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("booking: put host %s: %w", h.ID, err)
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Hosts returns every member with their hours, by id.
func (s *Store) Hosts(ctx context.Context) ([]Host, error) {
	hosts, err := s.hosts(ctx)
	if err != nil {
		return nil, fmt.Errorf("booking: hosts: %w", err)
	}
	return hosts, nil
}

func (s *Store) hosts(ctx context.Context) ([]Host, error) {
	hosts, err := database.Query(ctx, s.db, func(row database.Scanner) (Host, error) {
		var h Host
		var takes int
		err := row.Scan(&h.ID, &h.Name, &h.Zone, &takes, &h.VideoLink, &h.Phone)
		h.TakesMeetings, h.Dates = takes != 0, map[string][]Range{}
		return h, err
	}, `SELECT id, name, zone, takes_meetings, video_link, phone FROM booking_hosts ORDER BY id`)
	if err != nil {
		return nil, err
	}
	byID := map[string]int{}
	for i, h := range hosts {
		byID[h.ID] = i
	}
	err = s.eachRanges(ctx, `SELECT host_id, weekday, ranges FROM booking_hours`, func(id, key, ranges string) {
		day, _ := strconv.Atoi(key)
		hosts[byID[id]].Weekly[day] = parseRanges(ranges)
	})
	if err != nil {
		return nil, err
	}
	err = s.eachRanges(ctx, `SELECT host_id, day, ranges FROM booking_dates`, func(id, key, ranges string) {
		hosts[byID[id]].Dates[key] = parseRanges(ranges)
	})
	return hosts, err
}

// eachRanges calls fn with each row of a query of (host, key, ranges).
func (s *Store) eachRanges(ctx context.Context, query string, fn func(id, key, ranges string)) error {
	type row struct{ id, key, ranges string }
	rows, err := database.Query(ctx, s.db, database.Fields(func(r *row) []any { return []any{&r.id, &r.key, &r.ranges} }), query)
	if err != nil {
		return err
	}
	for _, r := range rows {
		fn(r.id, r.key, r.ranges)
	}
	return nil
}

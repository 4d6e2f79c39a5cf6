package leads

import (
	"context"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
	"agencysite/internal/filter"
	"agencysite/internal/validation"
	"agencysite/web"
)

// Filter selects leads for List, All, Page and Counts. The zero Filter
// selects the inbox: every lead that is not spam.
type Filter struct {
	IncludeSpam bool // spam and not spam alike (the command line's --spam)
	SpamOnly    bool // the spam folder
	Status      string
	Service     string
	Budget      string
	Language    string
	Variant     string
	Assignee    string    // a user id, or AssigneeNone
	From, To    time.Time // days of the site's time zone, both inclusive; zero: open
	Query       string    // substring of name, e-mail, phone, company or message
	Source      string    // the visit's referrer host or utm_source; analytics.SourceDirect: neither
	Campaign    string    // the visit's utm_campaign
	Limit       int       // 0: no limit
	Offset      int
}

// AssigneeNone selects the leads nobody is assigned to.
const AssigneeNone = "none"

// PerPageMax is the largest page the inbox serves (schema.json's inbox).
var PerPageMax = schema.Inbox.PerPageMax

// FilterMaxLength is the longest value (in characters) a text filter
// takes: a source is a referrer host or utm_source, a campaign a
// utm_campaign, whether the inbox or the dashboard filters by it.
func FilterMaxLength(key string) int { return schema.Inbox.MaxLength[key] }

// inboxParams are the inbox's query parameters (docs/admin-api.md).
var inboxParams = []string{"status", "service", "budget", "language", "variant", "assignee", "from", "to",
	"spam", "q", "page", "perPage", "source", "campaign"}

// ParseFilter reads the inbox's query parameters (docs/admin-api.md);
// meID stands for assignee=me, and from/to are days in zone (the site's
// time zone, as the team reads the inbox's dates). It returns every bad
// parameter at once.
func ParseFilter(q url.Values, meID string, zone *time.Location) (f Filter, page, perPage int, problems validation.Problems) {
	p := filter.Read(q, filter.Messages{Unknown: filter.CodeUnknown}, inboxParams...)
	site := web.Site()
	f.Status = p.OneOf("status", filter.CodeInvalid, Statuses)
	f.Service = p.OneOf("service", filter.CodeInvalid, values(schema.Services))
	f.Budget = p.OneOf("budget", filter.CodeInvalid, values(schema.Budgets))
	f.Language = p.OneOf("language", filter.CodeInvalid, site.Languages)
	f.Variant = p.OneOf("variant", filter.CodeInvalid, slices.Collect(maps.Keys(site.Variants)))
	limit := schema.Inbox.MaxLength
	f.Assignee = p.Check("assignee", filter.CodeInvalid, func(v string) bool { return len(v) <= limit["assignee"] })
	f.Source = p.Text("source", filter.CodeInvalid, limit["source"], false)
	f.Campaign = p.Text("campaign", filter.CodeInvalid, limit["campaign"], false)
	if f.Assignee == "me" {
		f.Assignee = meID
	}
	f.From, f.To = p.Day("from", filter.CodeInvalid, zone, time.Time{}), p.Day("to", filter.CodeInvalid, zone, time.Time{})
	f.SpamOnly = p.OneOf("spam", filter.CodeInvalid, []string{"true", "false"}) == "true"
	f.Query = p.Trimmed("q", filter.CodeTooLong, limit["q"])
	page, perPage = p.Int("page", filter.CodeInvalid, 1, 1, 1_000_000), p.Int("perPage", filter.CodeInvalid, schema.Inbox.PerPage, 1, PerPageMax)
	f.Limit, f.Offset = perPage, (page-1)*perPage
	return f, page, perPage, p.Problems
}

// where is the SQL condition of f with its arguments ($1 …).
func (f Filter) where() (string, []any) {
	var w filter.Where
	switch {
	case f.SpamOnly:
		w.Add("spam = 1")
	case !f.IncludeSpam:
		w.Add("spam = 0")
	}
	w.Equal("status", f.Status)
	w.Equal("service", f.Service)
	w.Equal("budget", f.Budget)
	w.Equal("leads.language", f.Language)
	w.Equal("variant", f.Variant)
	switch f.Assignee {
	case "":
	case AssigneeNone:
		w.Add("assignee_id IS NULL")
	default:
		w.Add("assignee_id = ?", f.Assignee)
	}
	if !f.From.IsZero() {
		w.Add("leads.created_at >= ?", database.FormatTime(f.From))
	}
	if !f.To.IsZero() {
		w.Add("leads.created_at < ?", database.FormatTime(f.To.AddDate(0, 0, 1)))
	}
	whereSource(&w, f.Source)
	w.Equal("visit_utm_campaign", f.Campaign)
	if f.Query != "" {
		like := "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(strings.ToLower(f.Query)) + "%"
		w.Add(`(lower(leads.name) LIKE ? ESCAPE '\' OR lower(leads.email) LIKE ? ESCAPE '\' OR phone LIKE ? ESCAPE '\'
			OR lower(company) LIKE ? ESCAPE '\' OR lower(message) LIKE ? ESCAPE '\')`, like, like, like, like, like)
	}
	return w.String(), w.Args
}

// whereSource adds to w the condition of a visit source filter: the
// referrer host or utm_source of the lead's visit; analytics.SourceDirect
// a visit with neither; "" any lead.
func whereSource(w *filter.Where, source string) {
	switch source {
	case "":
	case analytics.SourceDirect:
		w.Add("visit_first_at IS NOT NULL AND visit_referrer_host = '' AND visit_utm_source = ''")
	default:
		w.Add("(visit_referrer_host = ? OR visit_utm_source = ?)", source, source)
	}
}

// Count returns how many leads f selects, ignoring its limit.
func (s *Store) Count(ctx context.Context, f Filter) (int, error) {
	where, args := f.where()
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM leads`+where, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("leads: count: %w", err)
	}
	return n, nil
}

// Counts returns, for f without its status and spam conditions, the number
// of leads per status in f's folder (the inbox, or the spam folder when
// f.SpamOnly: its tabs count what they would list) and the size of the spam
// folder (key "spam").
func (s *Store) Counts(ctx context.Context, f Filter) (map[string]int, error) {
	spamFolder := f.SpamOnly
	f.Status, f.SpamOnly, f.IncludeSpam = "", false, true
	where, args := f.where()
	rows, err := s.db.QueryContext(ctx, `SELECT spam, status, count(*) FROM leads`+where+` GROUP BY spam, status`, args...)
	if err != nil {
		return nil, fmt.Errorf("leads: counts: %w", err)
	}
	defer rows.Close()
	counts := map[string]int{"spam": 0}
	for _, st := range Statuses {
		counts[st] = 0
	}
	for rows.Next() {
		var spam bool
		var status string
		var n int
		if err := rows.Scan(&spam, &status, &n); err != nil {
			return nil, fmt.Errorf("leads: counts: %w", err)
		}
		if spam {
			counts["spam"] += n
		}
		if spam == spamFolder {
			counts[status] += n
		}
	}
	return counts, rows.Err()
}

// Activity is what the inbox polls for its tab title.
type Activity struct {
	New    int        `json:"new"`    // inbox leads still new
	Since  int        `json:"since"`  // inbox leads received after the given time
	Latest *time.Time `json:"latest"` // the newest inbox lead's arrival
}

// Activity counts new leads, and those received after since (zero: none).
func (s *Store) Activity(ctx context.Context, since time.Time) (Activity, error) {
	var a Activity
	var latest *string
	sinceText := "9999"
	if !since.IsZero() {
		sinceText = database.FormatTime(since)
	}
	err := s.db.QueryRowContext(ctx, `SELECT
		COALESCE(SUM(CASE WHEN status = 'new' THEN 1 ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN created_at > $1 THEN 1 ELSE 0 END), 0),
		MAX(created_at) FROM leads WHERE spam = 0`, sinceText).Scan(&a.New, &a.Since, &latest)
	if err != nil {
		return Activity{}, fmt.Errorf("leads: activity: %w", err)
	}
	if latest != nil {
		t, err := database.ParseTime(*latest)
		if err != nil {
			return Activity{}, fmt.Errorf("leads: activity: %w", err)
		}
		a.Latest = &t
	}
	return a, nil
}

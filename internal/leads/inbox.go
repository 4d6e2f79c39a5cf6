package leads

import (
	"agencysite/internal/database"
	"context"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

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
	From, To    time.Time // UTC days, both inclusive; zero: open
	Query       string    // substring of name, e-mail, phone, company or message
	Source      string    // the visit's referrer host or utm_source; SourceDirect: neither
	Campaign    string    // the visit's utm_campaign
	Limit       int       // 0: no limit
	Offset      int
}

// SourceDirect selects the leads whose visit had no referrer and no
// utm_source.
const SourceDirect = "direct"

// AssigneeNone selects the leads nobody is assigned to.
const AssigneeNone = "none"

// PerPageMax is the largest page the inbox serves.
const PerPageMax = 100

var dayPattern = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// ParseFilter reads the inbox's query parameters (docs/admin-api.md);
// meID stands for assignee=me. It returns every bad parameter at once.
func ParseFilter(q url.Values, meID string) (f Filter, page, perPage int, problems map[string]string) {
	problems = map[string]string{}
	for key := range q {
		if !slices.Contains([]string{"status", "service", "budget", "language", "variant", "assignee", "from", "to",
			"spam", "q", "page", "perPage", "source", "campaign"}, key) {
			problems[key] = CodeUnknown
		}
	}
	choice := func(key string, ok func(string) bool) string {
		v := q.Get(key)
		if v != "" && !ok(v) {
			problems[key] = CodeInvalid
		}
		return v
	}
	f.Status = choice("status", func(v string) bool { return slices.Contains(Statuses, v) })
	site := web.Site()
	f.Service = choice("service", func(v string) bool { return slices.Contains(values(schema.Services), v) })
	f.Budget = choice("budget", func(v string) bool { return slices.Contains(values(schema.Budgets), v) })
	f.Language = choice("language", func(v string) bool { return slices.Contains(site.Languages, v) })
	f.Variant = choice("variant", func(v string) bool { _, ok := site.Variants[v]; return ok })
	f.Assignee = choice("assignee", func(v string) bool { return len(v) <= 64 })
	f.Source = choice("source", func(v string) bool { return utf8.RuneCountInString(v) <= 253 && utf8.ValidString(v) })
	f.Campaign = choice("campaign", func(v string) bool { return utf8.RuneCountInString(v) <= 100 && utf8.ValidString(v) })
	if f.Assignee == "me" {
		f.Assignee = meID
	}
	day := func(key string) time.Time {
		v := q.Get(key)
		if v == "" {
			return time.Time{}
		}
		t, err := time.Parse(time.DateOnly, v)
		if err != nil || !dayPattern.MatchString(v) {
			problems[key] = CodeInvalid
		}
		return t
	}
	f.From, f.To = day("from"), day("to")
	switch q.Get("spam") {
	case "", "false":
	case "true":
		f.SpamOnly = true
	default:
		problems["spam"] = CodeInvalid
	}
	f.Query = strings.TrimSpace(q.Get("q"))
	if utf8.RuneCountInString(f.Query) > 100 || !utf8.ValidString(f.Query) {
		problems["q"] = CodeTooLong
	}
	number := func(key string, def, hi int) int {
		v := q.Get(key)
		if v == "" {
			return def
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > hi {
			problems[key] = CodeInvalid
		}
		return n
	}
	page, perPage = number("page", 1, 1_000_000), number("perPage", 25, PerPageMax)
	f.Limit, f.Offset = perPage, (page-1)*perPage
	return f, page, perPage, problems
}

// where is the SQL condition of f with its arguments ($1 …).
func (f Filter) where() (string, []any) {
	var conds []string
	var args []any
	add := func(cond string, arg ...any) {
		for _, a := range arg {
			args = append(args, a)
			cond = strings.Replace(cond, "?", fmt.Sprintf("$%d", len(args)), 1)
		}
		conds = append(conds, cond)
	}
	switch {
	case f.SpamOnly:
		add("spam = 1")
	case !f.IncludeSpam:
		add("spam = 0")
	}
	for _, c := range [][2]string{{"status", f.Status}, {"service", f.Service}, {"budget", f.Budget},
		{"leads.language", f.Language}, {"variant", f.Variant}} {
		if c[1] != "" {
			add(c[0]+" = ?", c[1])
		}
	}
	switch f.Assignee {
	case "":
	case AssigneeNone:
		add("assignee_id IS NULL")
	default:
		add("assignee_id = ?", f.Assignee)
	}
	if !f.From.IsZero() {
		add("leads.created_at >= ?", database.FormatTime(f.From))
	}
	if !f.To.IsZero() {
		add("leads.created_at < ?", database.FormatTime(f.To.AddDate(0, 0, 1)))
	}
	switch f.Source {
	case "":
	case SourceDirect:
		add("visit_first_at IS NOT NULL AND visit_referrer_host = '' AND visit_utm_source = ''")
	default:
		add("(visit_referrer_host = ? OR visit_utm_source = ?)", f.Source, f.Source)
	}
	if f.Campaign != "" {
		add("visit_utm_campaign = ?", f.Campaign)
	}
	if f.Query != "" {
		like := "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(strings.ToLower(f.Query)) + "%"
		add(`(lower(leads.name) LIKE ? ESCAPE '\' OR lower(leads.email) LIKE ? ESCAPE '\' OR phone LIKE ? ESCAPE '\'
			OR lower(company) LIKE ? ESCAPE '\' OR lower(message) LIKE ? ESCAPE '\')`, like, like, like, like, like)
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
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
// of inbox leads per status and the size of the spam folder (key "spam").
func (s *Store) Counts(ctx context.Context, f Filter) (map[string]int, error) {
	f.Status, f.SpamOnly, f.IncludeSpam = "", false, true
	where, args := f.where()
	rows, err := s.db.QueryContext(ctx, `SELECT CASE WHEN spam = 1 THEN 'spam' ELSE status END AS k, count(*)
		FROM leads`+where+` GROUP BY k`, args...)
	if err != nil {
		return nil, fmt.Errorf("leads: counts: %w", err)
	}
	defer rows.Close()
	counts := map[string]int{"spam": 0}
	for _, st := range Statuses {
		counts[st] = 0
	}
	for rows.Next() {
		var k string
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			return nil, fmt.Errorf("leads: counts: %w", err)
		}
		counts[k] = n
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

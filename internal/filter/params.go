// Package filter is the one reader of the back office's list and dashboard
// query parameters (leads, analytics, the audit log) and the one builder of
// the SQL conditions they become. Reading returns every problem at once,
// parameter → code, so a page can mark each bad field.
package filter

import (
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"agencysite/internal/validation"
)

// The problem codes of refused parameters, which the back office
// translates. A handler returns Err as it is: the API answers every filter
// as it answers a form, 422 {"problems": {parameter: code}}.
const (
	CodeUnknown  = "unknown"  // a parameter the endpoint does not take
	CodeRepeated = "repeated" // given more than once
	CodeInvalid  = "invalid"  // a value the parameter does not take
	CodeTooLong  = "too_long" // more characters than the parameter takes
)

// Params reads one request's query parameters; each reader records its
// parameter's problem in Problems and returns the value (or the default)
// so the caller reads on and reports everything at once.
type Params struct {
	q        url.Values
	Problems validation.Problems
}

// Messages are the problems Read records itself: an unknown parameter and,
// when Repeated is set, one given more than once.
type Messages struct {
	Unknown, Repeated string
}

// Read starts reading q, whose parameters must be among known.
func Read(q url.Values, m Messages, known ...string) *Params {
	p := &Params{q: q, Problems: validation.Problems{}}
	for key, values := range q {
		switch {
		case !slices.Contains(known, key):
			p.Problems.Add(key, m.Unknown)
		case len(values) > 1:
			p.Problems.Add(key, m.Repeated)
		}
	}
	return p
}

// Problem records msg for key unless key already has a problem: the first
// found is the one reported.
func (p *Params) Problem(key, msg string) {
	if _, ok := p.Problems[key]; !ok {
		p.Problems.Add(key, msg)
	}
}

// Check returns key's value, recording msg when it is set and ok refuses it.
func (p *Params) Check(key, msg string, ok func(string) bool) string {
	v := p.q.Get(key)
	if v != "" && !ok(v) {
		p.Problem(key, msg)
	}
	return v
}

// OneOf returns key's value, which must be one of choices.
func (p *Params) OneOf(key, msg string, choices []string) string {
	return p.Check(key, msg, func(v string) bool { return slices.Contains(choices, v) })
}

// Text returns key's value: valid UTF-8 of at most max characters, one
// line without control characters when oneLine.
func (p *Params) Text(key, msg string, max int, oneLine bool) string {
	return p.Check(key, msg, func(v string) bool {
		return utf8.ValidString(v) && utf8.RuneCountInString(v) <= max &&
			(!oneLine || validation.CleanText(v, validation.OneLine))
	})
}

// Trimmed is Text of key's value without its surrounding spaces.
func (p *Params) Trimmed(key, msg string, max int) string {
	v := strings.TrimSpace(p.q.Get(key))
	if !utf8.ValidString(v) || utf8.RuneCountInString(v) > max {
		p.Problem(key, msg)
	}
	return v
}

// Int returns key's value as a number from lo to hi, def when absent.
func (p *Params) Int(key, msg string, def, lo, hi int) int {
	return int(p.Int64(key, msg, int64(def), int64(lo), int64(hi)))
}

// Int64 is Int for 64-bit ids.
func (p *Params) Int64(key, msg string, def, lo, hi int64) int64 {
	v := p.q.Get(key)
	if v == "" {
		return def
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < lo || n > hi {
		p.Problem(key, msg)
	}
	return n
}

var isoDay = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// Day returns key's value, a date YYYY-MM-DD, as its midnight in loc; def
// when absent.
func (p *Params) Day(key, msg string, loc *time.Location, def time.Time) time.Time {
	v := p.q.Get(key)
	if v == "" {
		return def
	}
	t, err := time.ParseInLocation(time.DateOnly, v, loc)
	if err != nil || !isoDay.MatchString(v) {
		p.Problem(key, msg)
		return def
	}
	return t
}

// Err is the problems as an error, nil when there are none.
func (p *Params) Err() error { return p.Problems.Err() }

package analytics

import (
	"math"
	"regexp"
	"strconv"
	"unicode/utf8"

	"agencysite/internal/validation"
)

// Event is one measurement as the browser sends it: a catalogue name, its
// properties, and the page it happened on. The page's language and site
// variant are not sent: Record reads them from Path (web.Config.Locate).
type Event struct {
	Name     string         `json:"name"`
	Path     string         `json:"path"`
	Referrer string         `json:"referrer,omitempty"`
	Props    map[string]any `json:"props,omitempty"`

	// The page load's context, the same on each of its events: the landing
	// URL's campaign, the browser's preferred language and screen class.
	UTMSource       string `json:"utm_source,omitempty"`
	UTMMedium       string `json:"utm_medium,omitempty"`
	UTMCampaign     string `json:"utm_campaign,omitempty"`
	BrowserLanguage string `json:"browser_language,omitempty"`
	Screen          string `json:"screen,omitempty"`
}

// Problem codes of Valid, for the API's answer and the tests.
const (
	ProblemRequired   = "required"
	ProblemUnknown    = "unknown"
	ProblemType       = "wrong_type"
	ProblemNotAllowed = "not_allowed" // not one of the enum values
	ProblemTooLong    = "too_long"
	ProblemRange      = "out_of_range"
	ProblemFormat     = "invalid_format" // does not match the pattern
)

// Valid checks e against the catalogue and returns every problem, keyed by
// field ("name", "path", "props.percent"); an empty map means valid.
func (e Event) Valid(c *Catalogue) validation.Problems {
	problems := validation.Problems{}
	for field, p := range c.Context {
		var v any
		if s := e.context(field); s != "" {
			v = s // an empty context field is an absent one
		}
		if code := p.checkPresent(v); code != "" {
			problems[field] = code
		}
	}
	spec, ok := c.Events[e.Name]
	if !ok {
		if e.Name == "" {
			problems["name"] = ProblemRequired
		} else {
			problems["name"] = ProblemUnknown
		}
		return problems
	}
	for key := range e.Props {
		if _, ok := spec.Props[key]; !ok {
			problems["props."+key] = ProblemUnknown
		}
	}
	for key, p := range spec.Props {
		v, present := e.Props[key]
		if !present {
			v = nil
		}
		if code := p.checkPresent(v); code != "" {
			problems["props."+key] = code
		}
	}
	return problems
}

// context is the value of one of contextFields.
func (e Event) context(field string) string {
	switch field {
	case "path":
		return e.Path
	case "referrer":
		return e.Referrer
	case "utm_source":
		return e.UTMSource
	case "utm_medium":
		return e.UTMMedium
	case "utm_campaign":
		return e.UTMCampaign
	case "browser_language":
		return e.BrowserLanguage
	case "screen":
		return e.Screen
	}
	return ""
}

// checkPresent is check with nil standing for an absent value.
func (p *Prop) checkPresent(v any) string {
	if v == nil {
		if p.Required {
			return ProblemRequired
		}
		return ""
	}
	return p.check(v)
}

// intString is an integer as text, short enough to be exact in float64.
var intString = regexp.MustCompile(`^-?[0-9]{1,15}$`)

// coerce turns the text forms of an integer ("2") or a boolean ("true")
// into the value itself: the tracker reads click properties from HTML data
// attributes, which are always strings. Anything else passes unchanged.
func (p *Prop) coerce(v any) any {
	s, ok := v.(string)
	if !ok {
		return v
	}
	switch {
	case p.Type == "integer" && intString.MatchString(s):
		f, _ := strconv.ParseFloat(s, 64)
		return f
	case p.Type == "boolean" && (s == "true" || s == "false"):
		return s == "true"
	}
	return v
}

// normalized is props with every value coerced as its spec says, for
// storing; props must be valid.
func (spec *EventSpec) normalized(props map[string]any) map[string]any {
	out := make(map[string]any, len(props))
	for k, v := range props {
		out[k] = spec.Props[k].coerce(v)
	}
	return out
}

// check returns the problem code of v, a value as encoding/json decodes it
// into an any (or its text form, see coerce), or "" when v is allowed.
func (p *Prop) check(v any) string {
	v = p.coerce(v)
	switch p.Type {
	case "string":
		s, ok := v.(string)
		if !ok {
			return ProblemType
		}
		if p.MaxLength > 0 && utf8.RuneCountInString(s) > p.MaxLength {
			return ProblemTooLong
		}
		if !validation.CleanText(s, validation.OneLine) {
			return ProblemFormat // a NUL would stop PostgreSQL's writes, an escape would reach a terminal
		}
		if p.re != nil && !p.re.MatchString(s) {
			return ProblemFormat
		}
	case "integer":
		f, ok := v.(float64)
		if !ok || f != math.Trunc(f) || math.IsInf(f, 0) {
			return ProblemType
		}
		if (p.Min != nil && f < float64(*p.Min)) || (p.Max != nil && f > float64(*p.Max)) {
			return ProblemRange
		}
		if math.Abs(f) > 1<<53 {
			return ProblemRange // beyond what JavaScript numbers hold exactly
		}
	case "boolean":
		if _, ok := v.(bool); !ok {
			return ProblemType
		}
	}
	if p.enumSet != nil && !p.enumSet[v] {
		return ProblemNotAllowed
	}
	return ""
}

// ValidBatch checks every event of a batch and returns all problems, keyed
// "events.N.field".
func ValidBatch(c *Catalogue, events []Event) validation.Problems {
	problems := validation.Problems{}
	for i, e := range events {
		if p := e.Valid(c); len(p) > 0 {
			problems.AddAll("events."+strconv.Itoa(i)+".", p)
		}
	}
	return problems
}

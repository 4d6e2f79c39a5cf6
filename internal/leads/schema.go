package leads

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"time"
)

// schemaJSON is the one description of a consultation request: its fields
// and their rules, the problem codes, and the values the choice fields may
// take with their labels. The front end's form is typed from the same file,
// so the form and the server can never disagree about a rule.
//
//go:embed schema.json
var schemaJSON []byte

// Option is one allowed value of a choice field, with its label per
// language.
type Option struct {
	Value string            `json:"value"`
	Label map[string]string `json:"label"`
	// Meeting marks contact methods for which the form asks a preferred time.
	Meeting bool `json:"meeting,omitempty"`
	// Phone marks contact methods that reach the visitor through their
	// number (WhatsApp, a call, a video meeting): the phone is then required.
	Phone bool `json:"phone,omitempty"`
}

// Rule is what one field of the request may hold.
type Rule struct {
	Required  bool   `json:"required"`
	Min       int    `json:"min"` // characters (runes)
	Max       int    `json:"max"`
	Multiline bool   `json:"multiline"`
	Pattern   string `json:"pattern"`
	// Forbidden is characters the value may not hold.
	Forbidden string `json:"forbidden"`
	// Options names the list of allowed values of a choice field.
	Options string `json:"options"`

	re      *regexp.Regexp
	allowed []string
}

// Schema is the parsed schema.json.
type Schema struct {
	ProblemCodes   map[string]struct{} `json:"problemCodes"`
	Fields         map[string]*Rule    `json:"fields"`
	Services       []Option            `json:"services"`
	Budgets        []Option            `json:"budgets"`
	ContactMethods []Option            `json:"contactMethods"`
	MinFillMs      int                 `json:"minFillMs"`
	BodyMaxBytes   int                 `json:"bodyMaxBytes"`
	Workflow       Workflow            `json:"workflow"`
	Inbox          InboxLimits         `json:"inbox"`
}

// Workflow is a lead's statuses in order and the statuses each may move to.
type Workflow struct {
	Statuses    []string            `json:"statuses"`
	Transitions map[string][]string `json:"transitions"`
}

// InboxLimits are the inbox list's page sizes and the longest value each
// text filter takes, in characters.
type InboxLimits struct {
	PerPage    int            `json:"perPage"`
	PerPageMax int            `json:"perPageMax"`
	MaxLength  map[string]int `json:"maxLength"`
}

// schema is parsed once at start and never written afterwards.
var schema = mustParseSchema(schemaJSON)

func mustParseSchema(b []byte) Schema {
	s, err := parseSchema(b)
	if err != nil {
		panic(fmt.Sprintf("leads: schema.json: %v", err))
	}
	return s
}

func parseSchema(b []byte) (Schema, error) {
	var s Schema
	if err := json.Unmarshal(b, &s); err != nil {
		return s, err
	}
	lists := map[string][]string{"services": values(s.Services), "budgets": values(s.Budgets), "contactMethods": values(s.ContactMethods)}
	for name, r := range s.Fields {
		if r.Pattern != "" {
			re, err := regexp.Compile(r.Pattern)
			if err != nil {
				return s, fmt.Errorf("field %s: %w", name, err)
			}
			r.re = re
		}
		if r.Options != "" {
			list, ok := lists[r.Options]
			if !ok {
				return s, fmt.Errorf("field %s: no option list %q", name, r.Options)
			}
			r.allowed = list
		}
	}
	if err := checkWorkflow(s.Workflow); err != nil {
		return s, err
	}
	return s, checkInbox(s.Inbox)
}

// checkInbox refuses limits that would make the inbox refuse every filter.
func checkInbox(in InboxLimits) error {
	if in.PerPage < 1 || in.PerPageMax < in.PerPage {
		return fmt.Errorf("inbox: want 1 ≤ perPage ≤ perPageMax")
	}
	for _, key := range []string{"assignee", "source", "campaign", "q"} {
		if in.MaxLength[key] < 1 {
			return fmt.Errorf("inbox: no maxLength for %s", key)
		}
	}
	return nil
}

// checkWorkflow refuses a table with a status that has no row or a move
// to a status that does not exist.
func checkWorkflow(w Workflow) error {
	if len(w.Statuses) == 0 || len(w.Transitions) != len(w.Statuses) {
		return fmt.Errorf("workflow: want one transitions row per status")
	}
	for _, from := range w.Statuses {
		to, ok := w.Transitions[from]
		if !ok {
			return fmt.Errorf("workflow: no transitions row for %q", from)
		}
		for _, s := range to {
			if !slices.Contains(w.Statuses, s) || s == from {
				return fmt.Errorf("workflow: %s → %q is not a move to another status", from, s)
			}
		}
	}
	return nil
}

func values(list []Option) []string {
	out := make([]string, len(list))
	for i, o := range list {
		out[i] = o.Value
	}
	return out
}

// LeadSchema returns a copy of the request's schema.
func LeadSchema() Schema {
	return mustParseSchema(schemaJSON)
}

// MinFillTime is how long a person needs at least to fill in the form;
// faster submissions are taken for bots.
func MinFillTime() time.Duration {
	return time.Duration(schema.MinFillMs) * time.Millisecond
}

// BodyMaxBytes is the largest request body POST /api/leads reads.
func BodyMaxBytes() int64 { return int64(schema.BodyMaxBytes) }

// label is the text for value in lang, falling back to English and then to
// the value itself, so a mail never shows an empty line.
func label(list []Option, value, lang string) string {
	i := slices.IndexFunc(list, func(o Option) bool { return o.Value == value })
	if i < 0 {
		return value
	}
	if l := list[i].Label[lang]; l != "" {
		return l
	}
	if l := list[i].Label["en"]; l != "" {
		return l
	}
	return value
}

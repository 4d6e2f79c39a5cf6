package leads

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"time"
)

// optionsJSON is the one list of what a consultation request may say: the
// languages, variants, services, budgets and contact methods, with their
// labels, and the length limits. The front end imports the same file, so
// the form and the server can never disagree about a value.
//
//go:embed options.json
var optionsJSON []byte

// Option is one allowed value of a choice field, with its label per
// language.
type Option struct {
	Value string            `json:"value"`
	Label map[string]string `json:"label"`
	// Meeting marks contact methods for which the form asks a preferred time.
	Meeting bool `json:"meeting,omitempty"`
}

// Limits are the length limits of the form, in characters (runes) except
// where the name says bytes.
type Limits struct {
	NameMin        int `json:"nameMin"`
	NameMax        int `json:"nameMax"`
	MessageMin     int `json:"messageMin"`
	MessageMax     int `json:"messageMax"`
	EmailMax       int `json:"emailMax"`
	CompanyMax     int `json:"companyMax"`
	MeetingTimeMax int `json:"meetingTimeMax"`
	PagePathMax    int `json:"pagePathMax"`
	MinFillMs      int `json:"minFillMs"`
	BodyMaxBytes   int `json:"bodyMaxBytes"`
}

// OptionSet is the parsed options.json.
type OptionSet struct {
	Languages      []string `json:"languages"`
	Variants       []string `json:"variants"`
	Services       []Option `json:"services"`
	Budgets        []Option `json:"budgets"`
	ContactMethods []Option `json:"contactMethods"`
	Limits         Limits   `json:"limits"`
}

// options is parsed once at start and never written afterwards.
var options = mustParseOptions(optionsJSON)

func mustParseOptions(b []byte) OptionSet {
	var o OptionSet
	if err := json.Unmarshal(b, &o); err != nil {
		panic(fmt.Sprintf("leads: options.json: %v", err))
	}
	return o
}

// Options returns a copy of the allowed values and limits.
func Options() OptionSet {
	return mustParseOptions(optionsJSON)
}

// MinFillTime is how long a person needs at least to fill in the form;
// faster submissions are taken for bots.
func MinFillTime() time.Duration {
	return time.Duration(options.Limits.MinFillMs) * time.Millisecond
}

// BodyMaxBytes is the largest request body POST /api/leads reads.
func BodyMaxBytes() int64 { return int64(options.Limits.BodyMaxBytes) }

func has(list []Option, value string) bool {
	return slices.ContainsFunc(list, func(o Option) bool { return o.Value == value })
}

// label is the text for value in lang, falling back to English and then to
// the value itself, so a mail never shows an empty line.
func label(list []Option, value, lang string) string {
	for _, o := range list {
		if o.Value != value {
			continue
		}
		if l := o.Label[lang]; l != "" {
			return l
		}
		if l := o.Label["en"]; l != "" {
			return l
		}
	}
	return value
}

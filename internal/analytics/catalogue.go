// Package analytics is the site's first-party, cookie-free measurement: the
// event catalogue and validation against it, the Recorder that takes events
// on the ingest path and writes them in batches, and the Reader that answers
// the reports' and the dashboard's questions.
package analytics

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
)

// catalogueJSON is the one source of truth of event names and properties;
// the front end imports the same file to type its tracking calls.
//
//go:embed catalogue.json
var catalogueJSON []byte

// Catalogue lists every event the server accepts, the context fields every
// event carries, and which events count as contact clicks for the funnel.
type Catalogue struct {
	Description string                `json:"description"`
	Context     map[string]*Prop      `json:"context"`
	Events      map[string]*EventSpec `json:"events"`
	Contact     []ContactRule         `json:"contact"`
}

// EventSpec is one event name's allowed properties.
type EventSpec struct {
	Description string           `json:"description"`
	Props       map[string]*Prop `json:"props"`
}

// Prop is the rule for one property value. Absent limits do not apply, but
// every string is bounded, by maxLength or by its enum.
type Prop struct {
	Type      string `json:"type"` // "string", "integer" or "boolean"
	Required  bool   `json:"required"`
	Enum      []any  `json:"enum"`
	MaxLength int    `json:"maxLength"`
	Min       *int64 `json:"min"`
	Max       *int64 `json:"max"`
	Pattern   string `json:"pattern"`
	Doc       string `json:"description"`
	re        *regexp.Regexp
	enumSet   map[any]bool // enum values, integers as float64 like decoded JSON
}

// ContactRule marks an event as a contact click (WhatsApp, e-mail, phone,
// consultation): always, or when each property in Where has one of the
// listed values.
type ContactRule struct {
	Event string           `json:"event"`
	Where map[string][]any `json:"where"`
}

// contextFields are the Event fields the catalogue's context may spec.
var contextFields = []string{"path", "referrer", "utm_source", "utm_medium", "utm_campaign", "browser_language", "screen"}

var snakeCase = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

// LoadCatalogue parses the embedded catalogue and checks that it is
// well-formed, so a broken catalogue stops the server at start.
func LoadCatalogue() (*Catalogue, error) {
	return parseCatalogue(catalogueJSON)
}

func parseCatalogue(data []byte) (*Catalogue, error) {
	var c Catalogue
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields() // a misspelt limit must not pass as no limit
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("analytics: catalogue: %w", err)
	}
	if len(c.Events) == 0 {
		return nil, fmt.Errorf("analytics: catalogue: no events")
	}
	for name, p := range c.Context {
		if !slices.Contains(contextFields, name) {
			return nil, fmt.Errorf("analytics: catalogue: context %s: not a field of Event %v", name, contextFields)
		}
		if err := p.compile(); err != nil {
			return nil, fmt.Errorf("analytics: catalogue: context %s: %w", name, err)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(c.Events)) {
		e := c.Events[name]
		if !snakeCase.MatchString(name) {
			return nil, fmt.Errorf("analytics: catalogue: event %q is not snake_case", name)
		}
		if e == nil {
			return nil, fmt.Errorf("analytics: catalogue: event %s: no spec", name)
		}
		for prop, p := range e.Props {
			if !snakeCase.MatchString(prop) {
				return nil, fmt.Errorf("analytics: catalogue: %s.%s is not snake_case", name, prop)
			}
			if err := p.compile(); err != nil {
				return nil, fmt.Errorf("analytics: catalogue: %s.%s: %w", name, prop, err)
			}
		}
	}
	for _, r := range c.Contact {
		if err := c.checkRule(r); err != nil {
			return nil, fmt.Errorf("analytics: catalogue: contact %s: %w", r.Event, err)
		}
	}
	return &c, nil
}

// compile checks the spec and prepares its pattern and enum for lookups.
func (p *Prop) compile() error {
	if p == nil {
		return fmt.Errorf("no spec")
	}
	switch p.Type {
	case "string":
		if p.MaxLength <= 0 && len(p.Enum) == 0 {
			return fmt.Errorf("a string needs maxLength or enum")
		}
	case "integer", "boolean":
		if p.MaxLength != 0 || p.Pattern != "" {
			return fmt.Errorf("maxLength and pattern apply to strings only")
		}
	default:
		return fmt.Errorf("unknown type %q", p.Type)
	}
	if p.Min != nil && p.Max != nil && *p.Min > *p.Max {
		return fmt.Errorf("min %d above max %d", *p.Min, *p.Max)
	}
	if p.Pattern != "" {
		re, err := regexp.Compile(p.Pattern)
		if err != nil {
			return err
		}
		p.re = re
	}
	if len(p.Enum) > 0 {
		set := make(map[any]bool, len(p.Enum))
		for _, v := range p.Enum {
			if _, text := v.(string); text != (p.Type == "string") {
				return fmt.Errorf("enum value %v: %s", v, ProblemType) // no text forms here
			}
			if code := p.check(v); code != "" {
				return fmt.Errorf("enum value %v: %s", v, code)
			}
			set[v] = true
		}
		p.enumSet = set
	}
	return nil
}

func (c *Catalogue) checkRule(r ContactRule) error {
	e, ok := c.Events[r.Event]
	if !ok {
		return fmt.Errorf("unknown event")
	}
	for prop, values := range r.Where {
		p, ok := e.Props[prop]
		if !ok {
			return fmt.Errorf("unknown property %s", prop)
		}
		if p.Type != "string" {
			return fmt.Errorf("property %s: only string properties can select contact clicks", prop)
		}
		for _, v := range values {
			if _, ok := v.(string); !ok {
				return fmt.Errorf("%s value %v: only strings can select contact clicks", prop, v)
			}
			if code := p.check(v); code != "" {
				return fmt.Errorf("%s value %v: %s", prop, v, code)
			}
		}
	}
	return nil
}

// Names lists the catalogue's event names in order.
func (c *Catalogue) Names() []string {
	return slices.Sorted(maps.Keys(c.Events))
}

// Has reports whether name is an event of the catalogue.
func (c *Catalogue) Has(name string) bool {
	_, ok := c.Events[name]
	return ok
}

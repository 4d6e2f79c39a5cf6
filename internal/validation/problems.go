// Package validation holds what every validated input has in common: the
// problems found in it, field → code, all at once. A store validates what
// it is asked to keep and returns the problems as its error; the server's
// one error-mapping function turns them into the API's answer, so no
// handler checks what the store checks.
package validation

import (
	"maps"
	"slices"
	"strings"
)

// Problems maps a field, as the request spells it ("email",
// "events.0.props.percent"), to a problem code ("required", "too_long").
// As an error it says the input was refused for these problems.
type Problems map[string]string

// Add records code for field; an empty code is no problem.
func (p Problems) Add(field, code string) {
	if code != "" {
		p[field] = code
	}
}

// AddAll records every problem of q under prefix ("events.0." + field).
func (p Problems) AddAll(prefix string, q Problems) {
	for field, code := range q {
		p[prefix+field] = code
	}
}

// Err is p as an error, or nil when there is no problem.
func (p Problems) Err() error {
	if len(p) == 0 {
		return nil
	}
	return p
}

// Error lists the problems in field order, "field: code; …", so the same
// problems always read the same.
func (p Problems) Error() string {
	var b strings.Builder
	for i, field := range slices.Sorted(maps.Keys(p)) {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(field)
		b.WriteString(": ")
		b.WriteString(p[field])
	}
	return b.String()
}

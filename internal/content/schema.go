package content

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"unicode/utf8"

	"agencysite/internal/validation"
	"agencysite/web"
)

// Node is one place of schema.json: what a value there may be. The studio's
// forms read the same fields (type, max, optional) to draw their inputs.
type Node struct {
	Type     string           `json:"type"`
	Fields   map[string]*Node `json:"fields,omitempty"`
	Of       *Node            `json:"of,omitempty"`
	Key      string           `json:"key,omitempty"`
	Values   []string         `json:"values,omitempty"`
	Min      *float64         `json:"min,omitempty"`
	Max      *float64         `json:"max,omitempty"`
	Optional bool             `json:"optional,omitempty"`
	// Hideable: a list whose items may carry "hidden": true, kept in the
	// document and the studio but left out of the public site (Public).
	Hideable bool `json:"hideable,omitempty"`
}

// The problem codes Validate reports, by JSON path.
const (
	CodeRequired    = "required"     // missing (a field, or a language of a text)
	CodeUnknown     = "unknown"      // a field the schema does not know
	CodeType        = "invalid_type" // a string where a number goes, …
	CodeTooLong     = "too_long"     // more characters, or items, than max
	CodeTooShort    = "too_short"    // fewer items than min
	CodeOutOfRange  = "out_of_range" // a number outside min…max
	CodeUnknownID   = "unknown_id"   // a value not among the schema's ids
	CodeDuplicateID = "duplicate_id" // a list key seen twice
	CodeUnsafeHTML  = "unsafe_html"  // markup the FAQ sanitiser would drop
	CodeUnknownPage = "unknown_page" // a link to a page the publish would not have
	CodeNotHTTPS    = "not_https"    // a link that is not https://
	CodeInvalid     = "invalid"      // a malformed month, colour, path, address or number
	// CodeInvalidKey: an item's key that is not a slug, or that names a
	// route of its own (validKey).
	CodeInvalidKey = "invalid_key"
	// CodeInvalidText: control characters, noncharacters or bidirectional
	// overrides and isolates (validation.CleanText), which no text shows.
	CodeInvalidText = "invalid_characters"
)

// ErrNotJSON is a document that does not even parse.
var ErrNotJSON = errors.New("content: not a JSON object")

// Option changes what Validate requires.
type Option func(*checker)

// Draft accepts a document whose texts lack languages (a translation not
// written yet), as the studio keeps it between publishes; every other rule
// holds. A publish validates without it: every language of every text it
// shows (a hidden item's texts may lack languages).
func Draft() Option { return func(c *checker) { c.draft = true } }

// Validate checks doc against schema.json and returns every problem, keyed
// by its JSON path ("projects.3.study.need.ar": "too_long"), as a
// validation.Problems error; nil when doc is valid.
func Validate(doc []byte, opts ...Option) error {
	if !utf8.Valid(doc) {
		// Decoding would turn the bad bytes into U+FFFD unseen, and
		// storing them raw fails on PostgreSQL (issue 35, D11).
		return fmt.Errorf("%w: it is not valid UTF-8", ErrNotJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return fmt.Errorf("%w: %v", ErrNotJSON, err)
	}
	if _, ok := v.(map[string]any); !ok || dec.More() {
		return ErrNotJSON
	}
	c := checker{problems: validation.Problems{}, languages: web.Site().Languages}
	for _, o := range opts {
		o(&c)
	}
	if !c.draft {
		c.pages = publishedPages(v.(map[string]any))
	}
	c.check(schema(), v, "")
	return c.problems.Err()
}

type checker struct {
	problems  validation.Problems
	languages []string
	draft     bool // languages of a text may be missing (Draft)
	// pages are the pages a publish of the document has ("/faq",
	// "/project/8"): a link of a rich text must name one (not in a draft).
	pages map[string]bool
}

var (
	monthRE = regexp.MustCompile(`^\d{4}-(0[1-9]|1[0-2])$`)
	intRE   = regexp.MustCompile(`^-?(0|[1-9][0-9]*)$`)
	slugRE  = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	colorRE = regexp.MustCompile(`^#[0-9a-f]{6}$`)
	// An international number as people write it: "+966 50 123 4567".
	phoneRE = regexp.MustCompile(`^\+[1-9][0-9]*( [0-9]+)*$`)
	// A picture the build ships, under /images/: no empty segment ("//"
	// would name another host), none that starts with a dot ("." and ".."
	// climb out of the folder; issue 35, D8).
	pathRE = regexp.MustCompile(`^/images(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$`)
)

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

func (c *checker) check(n *Node, v any, path string) {
	switch n.Type {
	case "object":
		c.object(n, v, path)
	case "list":
		c.list(n, v, path)
	case "text", "html":
		c.text(n, v, path)
	case "image":
		c.image(n, v, path)
	case "plural":
		c.plural(n, v, path)
	case "string", "enum", "url", "path", "color", "month", "email", "phone":
		s, ok := v.(string)
		if !ok {
			c.problems.Add(path, CodeType)
			return
		}
		c.problems.Add(path, c.scalar(n, s))
	case "int", "number":
		c.number(n, v, path)
	case "bool":
		if _, ok := v.(bool); !ok {
			c.problems.Add(path, CodeType)
		}
	default:
		panic("content: schema.json: unknown type " + n.Type) // the tests walk every node
	}
}

func (c *checker) object(n *Node, v any, path string) {
	obj, ok := v.(map[string]any)
	if !ok {
		c.problems.Add(path, CodeType)
		return
	}
	for _, name := range slices.Sorted(maps.Keys(n.Fields)) {
		field := n.Fields[name]
		fv, present := obj[name]
		if !present {
			if !field.Optional {
				c.problems.Add(join(path, name), CodeRequired)
			}
			continue
		}
		c.check(field, fv, join(path, name))
	}
	for name := range obj {
		if _, known := n.Fields[name]; !known {
			c.problems.Add(join(path, name), CodeUnknown)
		}
	}
}

func (c *checker) list(n *Node, v any, path string) {
	items, ok := v.([]any)
	if !ok {
		c.problems.Add(path, CodeType)
		return
	}
	if n.Max != nil && float64(len(items)) > *n.Max {
		c.problems.Add(path, CodeTooLong)
	}
	seen := map[string]bool{}
	shown := 0
	for i, item := range items {
		p := join(path, strconv.Itoa(i))
		hidden := false
		if n.Hideable {
			item, hidden = c.hidden(item, p)
		}
		if !hidden {
			shown++
			c.check(n.Of, item, p)
		} else {
			// Not published: its texts may lack languages, as a draft's
			// may (issue 34: an unfinished item hidden blocks nothing).
			draft := *c
			draft.draft = true
			draft.check(n.Of, item, p)
		}
		if n.Key == "" {
			continue
		}
		if obj, ok := item.(map[string]any); ok && obj[n.Key] != nil {
			if s, isString := obj[n.Key].(string); isString && n.Of.Fields[n.Key].Type == "string" && !validKey(s) {
				c.problems.Add(join(p, n.Key), CodeInvalidKey)
			}
			key := fmt.Sprint(obj[n.Key])
			if seen[key] {
				c.problems.Add(join(p, n.Key), CodeDuplicateID)
			}
			seen[key] = true
		}
	}
	// Hidden items do not count: hiding the last hero slide breaks the home
	// page as deleting it would.
	if n.Min != nil && float64(shown) < *n.Min {
		c.problems.Add(path, CodeTooShort)
	}
}

// hidden reads the "hidden" field of a hideable list's item: whether the
// item is hidden, and the item without the field, for the item's schema.
func (c *checker) hidden(item any, path string) (any, bool) {
	obj, ok := item.(map[string]any)
	if !ok {
		return item, false
	}
	h, present := obj["hidden"]
	if !present {
		return item, false
	}
	rest := maps.Clone(obj)
	delete(rest, "hidden")
	b, ok := h.(bool)
	if !ok {
		c.problems.Add(join(path, "hidden"), CodeType)
	}
	return rest, b
}

// text is one string per language of site.json, no more, no fewer.
func (c *checker) text(n *Node, v any, path string) {
	c.strings(n, v, path, c.languages)
}

// strings is an object of one non-empty string for each of keys, no other.
func (c *checker) strings(n *Node, v any, path string, keys []string) {
	obj, ok := v.(map[string]any)
	if !ok {
		c.problems.Add(path, CodeType)
		return
	}
	for _, key := range keys {
		p := join(path, key)
		s, present := obj[key]
		switch str, isString := s.(string); {
		case !present || (isString && !written(str)):
			if !c.draft {
				c.problems.Add(p, CodeRequired)
			}
		case !isString:
			c.problems.Add(p, CodeType)
		case n.Max != nil && float64(utf8.RuneCountInString(str)) > *n.Max:
			c.problems.Add(p, CodeTooLong)
		case !validation.CleanText(str, validation.MultiLine):
			c.problems.Add(p, CodeInvalidText)
		case n.Type == "html" && !safeHTML(str):
			c.problems.Add(p, CodeUnsafeHTML)
		case n.Type == "html" && c.pages != nil && !c.linksExist(str):
			c.problems.Add(p, CodeUnknownPage)
		}
	}
	for key := range obj {
		if !slices.Contains(keys, key) {
			c.problems.Add(join(path, key), CodeUnknown)
		}
	}
}

// plural is a text whose wording follows a number: per language of
// site.json, one string for each plural category schema.json's plurals
// lists for that language, no more, no fewer.
func (c *checker) plural(n *Node, v any, path string) {
	obj, ok := v.(map[string]any)
	if !ok {
		c.problems.Add(path, CodeType)
		return
	}
	categories := plurals()
	for _, lang := range c.languages {
		forms, present := obj[lang]
		if !present {
			if !c.draft {
				c.problems.Add(join(path, lang), CodeRequired)
			}
			continue
		}
		c.strings(n, forms, join(path, lang), categories[lang])
	}
	for lang := range obj {
		if !slices.Contains(c.languages, lang) {
			c.problems.Add(join(path, lang), CodeUnknown)
		}
	}
}

func (c *checker) scalar(n *Node, s string) string {
	if s == "" {
		return CodeRequired
	}
	if n.Max != nil && float64(utf8.RuneCountInString(s)) > *n.Max {
		return CodeTooLong
	}
	if !validation.CleanText(s, validation.OneLine) {
		return CodeInvalidText
	}
	switch n.Type {
	case "enum":
		if !slices.Contains(n.Values, s) {
			return CodeUnknownID
		}
	case "url":
		u, err := url.Parse(s)
		if err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil {
			return CodeNotHTTPS
		}
	case "path":
		if !pathRE.MatchString(s) {
			return CodeInvalid
		}
	case "color":
		if !colorRE.MatchString(s) {
			return CodeInvalid
		}
	case "month":
		if !monthRE.MatchString(s) {
			return CodeInvalid
		}
	case "email":
		if !validEmail(s) {
			return CodeInvalid
		}
	case "phone":
		if !phoneRE.MatchString(s) || digitCount(s) < 8 || digitCount(s) > 15 {
			return CodeInvalid
		}
	}
	return ""
}

func (c *checker) number(n *Node, v any, path string) {
	num, ok := v.(json.Number)
	if !ok {
		c.problems.Add(path, CodeType)
		return
	}
	f, err := num.Float64()
	// An int is written as one: 3.0, 3e0 and 1e3 would be keys that
	// differ in spelling from the same number (issue 35, D4).
	if err != nil || math.IsInf(f, 0) || (n.Type == "int" && !intRE.MatchString(num.String())) {
		c.problems.Add(path, CodeType)
		return
	}
	if (n.Min != nil && f < *n.Min) || (n.Max != nil && f > *n.Max) {
		c.problems.Add(path, CodeOutOfRange)
	}
}

// validKey: an item's text key is a slug ("sara", "client-2") of at most
// 40 characters, so that every item the API accepts has a pointer
// (/testimonials/sara) it can be read, edited and deleted at, and a page in
// the studio; "new" and "order" are the studio's and the API's own routes
// beside the items (issue 35, D3).
func validKey(s string) bool {
	return len(s) <= 40 && slugRE.MatchString(s) && s != "new" && s != "order"
}

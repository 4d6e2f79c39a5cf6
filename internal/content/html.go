package content

import (
	"html"
	"io"
	"slices"
	"strings"

	"github.com/microcosm-cc/bluemonday"
	xhtml "golang.org/x/net/html"
)

// allowedTags are the FAQ answers' markup: the allowlist of
// web/app/lib/sanitize-html.ts (docs/decisions/0030), with no
// attribute at all. testdata/html-cases.json holds inputs both sanitisers
// must judge alike; the Go test and the Vitest test read it.
var allowedTags = []string{"b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "code", "small"}

var policy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements(allowedTags...)
	return p
}()

// safeHTML reports whether s is already what the page's sanitiser would
// render: the allowlist drops nothing from it (no other tag, no attribute,
// no comment) and its allowed elements are properly closed and nested, so
// the sanitiser in the page changes nothing but how characters are escaped.
// Content is refused rather than silently rewritten: the editor sees what
// the page would lose.
func safeHTML(s string) bool {
	if html.UnescapeString(policy.Sanitize(s)) != html.UnescapeString(s) {
		return false
	}
	return balanced(s)
}

// balanced reports whether every allowed element of s is closed, in order.
func balanced(s string) bool {
	var open []string
	z := xhtml.NewTokenizer(strings.NewReader(s))
	for {
		switch z.Next() {
		case xhtml.ErrorToken:
			return z.Err() == io.EOF && len(open) == 0
		case xhtml.StartTagToken:
			name, _ := z.TagName()
			if string(name) != "br" {
				open = append(open, string(name))
			}
		case xhtml.EndTagToken:
			name, _ := z.TagName()
			if string(name) == "br" {
				continue
			}
			if len(open) == 0 || open[len(open)-1] != string(name) {
				return false
			}
			open = open[:len(open)-1]
		case xhtml.SelfClosingTagToken:
			name, _ := z.TagName()
			if !slices.Contains([]string{"br"}, string(name)) {
				return false
			}
		}
	}
}

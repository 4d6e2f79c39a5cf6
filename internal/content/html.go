package content

import (
	"fmt"
	"html"
	"io"
	"net/mail"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"agencysite/web"

	"github.com/microcosm-cc/bluemonday"
	xhtml "golang.org/x/net/html"
)

// allowedTags are the FAQ answers' markup: the allowlist of
// web/app/lib/sanitize-html.ts (docs/decisions/0030), with no
// attribute at all but a link's href (linkHref). testdata/html-cases.json
// holds inputs both sanitisers must judge alike; the Go test and the
// Vitest test read it.
var allowedTags = []string{"b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "code", "small", "a"}

// linkHref is what a link may point at (docs/decisions/0452): a page of
// the site by its path without language or variant ("/projects",
// "/project/8", "/faq"), which the page resolves to its own language and
// variant; an https address; or a mailto: address. The same pattern is
// web/app/lib/sanitize-html.ts's.
var linkHref = regexp.MustCompile(`^(/[a-z0-9-]+(/[a-z0-9-]+)*(#[a-z0-9-]+)?|https://[^\s"'<>` + "`" + `]+|mailto:[^\s"'<>` + "`" + `?]+@[^\s"'<>` + "`" + `?]+)$`)

var policy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements(allowedTags...)
	p.AllowAttrs("href").Matching(linkHref).OnElements("a")
	p.AllowURLSchemes("https", "mailto")
	p.AllowRelativeURLs(true)
	p.RequireParseableURLs(true)
	return p
}()

// wellFormedLink reports whether an external link is one a visitor can
// follow: an https URL with a host, or a mailto: with one valid address.
// Internal links are checked at publish, against the pages rendered.
func wellFormedLink(href string) bool {
	if addr, ok := strings.CutPrefix(href, "mailto:"); ok {
		a, err := mail.ParseAddress(addr)
		return err == nil && a.Address == addr && strings.Contains(addr[strings.LastIndexByte(addr, '@'):], ".")
	}
	if strings.HasPrefix(href, "https://") {
		u, err := url.Parse(href)
		return err == nil && u.Host != "" && u.User == nil && strings.Contains(u.Hostname(), ".")
	}
	return strings.HasPrefix(href, "/")
}

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
	for _, href := range Links(s) {
		if !wellFormedLink(href) {
			return false
		}
	}
	return balanced(s)
}

// Links lists the addresses of an HTML text's links, as written (their
// character references resolved), in order.
func Links(s string) []string {
	var out []string
	z := xhtml.NewTokenizer(strings.NewReader(s))
	for {
		switch z.Next() {
		case xhtml.ErrorToken:
			return out
		case xhtml.StartTagToken:
			if name, attrs := z.TagName(); string(name) == "a" {
				for attrs {
					var k, v []byte
					k, v, attrs = z.TagAttr()
					if string(k) == "href" {
						out = append(out, string(v))
					}
				}
			}
		}
	}
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

// publishedPages are the pages a publish of doc renders in every language
// and variant, by their path after the language: site.json's pages and
// each shown project's own (web/app/lib/prerender-paths.ts lists the same).
func publishedPages(doc map[string]any) map[string]bool {
	pages := map[string]bool{}
	for _, p := range web.Site().Pages {
		pages["/"+p] = true
	}
	projects, _ := doc["projects"].([]any)
	for _, p := range projects {
		if obj, ok := p.(map[string]any); ok && obj["hidden"] != true && obj["id"] != nil {
			pages[fmt.Sprintf("/project/%v", obj["id"])] = true
		}
	}
	return pages
}

// linksExist reports whether every link of s to a page of the site names
// one the publish renders (its #fragment aside).
func (c *checker) linksExist(s string) bool {
	for _, href := range Links(s) {
		if path, ok := strings.CutPrefix(href, "/"); ok {
			path, _, _ = strings.Cut(path, "#")
			if !c.pages["/"+path] {
				return false
			}
		}
	}
	return true
}

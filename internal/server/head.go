package server

import (
	"bytes"
	"encoding/json"
	"html"
	"strings"

	"agencysite/web"
)

// withLinks adds to a page's head the tags that need the public origin, which
// the front end cannot know at build time: the canonical URL (always the
// default variant's page, so /a/ pages point to it), the hreflang alternates
// in every language with x-default, and og:url.
func (s *site) withLinks(urlPath string, page []byte) []byte {
	base, rest, ok := s.locale(urlPath)
	if !ok {
		return page
	}
	prefix := s.config.Variants["default"].Prefix
	lang := base[strings.LastIndex(base, "/")+1:]
	abs := func(l string) string { return html.EscapeString(s.baseURL + prefix + "/" + l + rest) }
	var b bytes.Buffer
	b.WriteString(`<link rel="canonical" href="` + abs(lang) + `"/>`)
	for _, l := range s.config.Languages {
		b.WriteString(`<link rel="alternate" hreflang="` + l + `" href="` + abs(l) + `"/>`)
	}
	b.WriteString(`<link rel="alternate" hreflang="x-default" href="` + abs(s.config.DefaultLanguage) + `"/>`)
	b.WriteString(`<meta property="og:url" content="` + abs(lang) + `"/>`)
	return intoHead(page, b.Bytes())
}

// withSharedHead adds what every page carries, the not-found pages too: its
// share preview as an absolute URL (og:image, twitter:image; the front end
// writes their size and alt text) when the build drew one, and the
// Organization structured data.
func (s *site) withSharedHead(urlPath string, page []byte) []byte {
	var b bytes.Buffer
	if img := shareImagePath(s, urlPath); s.static[img] != nil {
		u := html.EscapeString(s.baseURL + img)
		b.WriteString(`<meta property="og:image" content="` + u + `"/>`)
		b.WriteString(`<meta name="twitter:image" content="` + u + `"/>`)
	}
	b.WriteString(`<script type="application/ld+json">`)
	b.Write(s.organization)
	b.WriteString(`</script>`)
	return intoHead(page, b.Bytes())
}

// shareImagePath is where a page's preview is, drawn by the build
// (cmd/shareimages) or a publish (internal/shareimage):
// /og/{lang}/{page}.png, one for both variants of a page.
func shareImagePath(s *site, urlPath string) string {
	for _, v := range s.config.Variants {
		if rest, ok := strings.CutPrefix(urlPath, v.Prefix+"/"); ok && v.Prefix != "" {
			return "/og/" + rest + ".png"
		}
	}
	return "/og" + urlPath + ".png"
}

// organizationJSONLD is schema.org data about the agency, for every page.
// Its contacts are content, which the pages show (footer, contact page):
// they are not repeated here, where a publish would not redraw them.
func organizationJSONLD(cfg web.Config, baseURL string) []byte {
	data, _ := json.Marshal(map[string]any{ // json escapes <, > and &: safe inside a script element
		"@context": "https://schema.org",
		"@type":    "Organization",
		"@id":      baseURL + "/#organization",
		"name":     cfg.Brand,
		"url":      baseURL + "/",
		"logo":     baseURL + "/favicon.svg",
	})
	return data
}

func intoHead(page, tags []byte) []byte {
	return bytes.Replace(page, []byte("</head>"), append(tags, "</head>"...), 1)
}

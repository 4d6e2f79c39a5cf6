package server

import (
	"bytes"
	"html"
	"strings"
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
	return bytes.Replace(page, []byte("</head>"), append(b.Bytes(), "</head>"...), 1)
}

package server

import (
	"bytes"
	"encoding/xml"
	"net/http"
	"slices"
	"strconv"
	"strings"
)

// buildSitemap lists every indexable page of the default variant, each with
// its alternates in every language and x-default (Google's hreflang sitemap
// form).
func buildSitemap(s *site) []byte {
	prefix := s.config.Variants["default"].Prefix
	var rests []string
	for p, a := range s.pages {
		base, rest, ok := s.locale(p)
		if ok && base == prefix+"/"+s.config.DefaultLanguage && rest != "" && !noindex(a.body) {
			rests = append(rests, rest)
		}
	}
	slices.Sort(rests)
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">` + "\n")
	for _, rest := range rests {
		for _, lang := range s.config.Languages {
			b.WriteString("<url><loc>")
			xml.EscapeText(&b, []byte(s.baseURL+prefix+"/"+lang+rest))
			b.WriteString("</loc>")
			for _, alt := range append(slices.Clone(s.config.Languages), "x-default") {
				altLang := alt
				if alt == "x-default" {
					altLang = s.config.DefaultLanguage
				}
				b.WriteString(`<xhtml:link rel="alternate" hreflang="` + alt + `" href="`)
				xml.EscapeText(&b, []byte(s.baseURL+prefix+"/"+altLang+rest))
				b.WriteString(`"/>`)
			}
			b.WriteString("</url>\n")
		}
	}
	b.WriteString("</urlset>\n")
	return b.Bytes()
}

// noindex tells a page that asks search engines not to index it (the
// booking's manage page, reached from a mail's link only), as the front
// end writes the tag (web/app/routes/book-manage.tsx).
func noindex(page []byte) bool {
	return bytes.Contains(page, []byte(`<meta name="robots" content="noindex"/>`))
}

func handleSitemap(s *site) http.Handler {
	a := newAsset("sitemap.xml", s.sitemap)
	a.contentType = "application/xml; charset=utf-8"
	a.compress()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { a.serve(w, r, http.StatusOK) })
}

func handleRobots(baseURL string) http.Handler {
	body := strings.Join([]string{
		"User-agent: *",
		"Allow: /",
		"Disallow: /api/",
		"Disallow: /admin",
		"",
		"Sitemap: " + baseURL + "/sitemap.xml",
		"",
	}, "\n")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.Write([]byte(body))
	})
}

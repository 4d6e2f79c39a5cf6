package server

import (
	"net/http"
	"slices"
	"strings"

	"golang.org/x/text/language"
)

// handleSite answers every path that is not an API: pages, static files,
// the language redirects, and the not-found pages with status 404.
func handleSite(s *site) http.Handler {
	tags := make([]language.Tag, len(s.config.Languages))
	for i, l := range s.config.Languages {
		tags[i] = language.Make(l)
	}
	matcher := language.NewMatcher(tags)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		p := r.URL.Path
		if a, ok := s.static[p]; ok {
			a.serve(w, r, http.StatusOK)
			return
		}
		if a, ok := s.pages[p]; ok {
			a.serve(w, r, http.StatusOK)
			return
		}
		// "/", "/a", "/a/": the visitor's language. "/en", "/a/en/": its home.
		trimmed := strings.TrimSuffix(p, "/")
		if prefix, ok := variantPrefix(s, trimmed); ok {
			redirect(w, r, prefix+"/"+pickLanguage(r, matcher, s.config.Languages, s.config.DefaultLanguage)+"/home", http.StatusFound)
			return
		}
		base, rest, ok := s.locale(trimmed + "/")
		if ok && rest == "" {
			redirect(w, r, base+"/home", http.StatusFound)
			return
		}
		if trimmed != p {
			if _, ok := s.pages[trimmed]; ok {
				redirect(w, r, trimmed, http.StatusMovedPermanently)
				return
			}
		}
		base, rest, ok = s.locale(p)
		switch {
		case ok && strings.HasPrefix(rest, "/project/") && strings.Count(rest, "/") == 2:
			s.projectNotFound[base].serve(w, r, http.StatusNotFound)
		case ok:
			s.notFound[base].serve(w, r, http.StatusNotFound)
		default:
			s.notFound[""].serve(w, r, http.StatusNotFound)
		}
	})
}

// variantPrefix reports whether p ("" for "/") is the bare root of a variant.
func variantPrefix(s *site, p string) (string, bool) {
	for _, v := range s.config.Variants {
		if p == v.Prefix {
			return v.Prefix, true
		}
	}
	return "", false
}

// pickLanguage chooses the language for a visitor arriving at a variant's
// root: the lng query, then the i18next cookie the front end writes, then
// Accept-Language, then the first (default) language.
func pickLanguage(r *http.Request, matcher language.Matcher, langs []string, defaultLang string) string {
	if l := r.URL.Query().Get("lng"); slices.Contains(langs, l) {
		return l
	}
	if c, err := r.Cookie("i18next"); err == nil && slices.Contains(langs, c.Value) {
		return c.Value
	}
	if accept := r.Header.Get("Accept-Language"); accept != "" {
		if wanted, _, err := language.ParseAcceptLanguage(accept); err == nil && len(wanted) > 0 {
			if _, i, conf := matcher.Match(wanted...); conf != language.No {
				return langs[i]
			}
		}
	}
	return defaultLang
}

// redirect sends the visitor to target, keeping the query string except lng
// (which only chooses the language).
func redirect(w http.ResponseWriter, r *http.Request, target string, status int) {
	q := r.URL.Query()
	q.Del("lng")
	if enc := q.Encode(); enc != "" {
		target += "?" + enc
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, target, status)
}

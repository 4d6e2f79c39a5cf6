package web

import (
	"slices"
	"strings"
)

// Place is where a URL path sits on the site: the URL grammar is
// "{variant prefix}/{language}/{rest}", with the prefixes and languages of
// app/config/site.json. The front end reads paths the same way
// (app/lib/paths.ts); the server derives an event's or a lead's language and
// variant from its path with Locate, so no request carries them twice.
type Place struct {
	Variant string // a key of site.json "variants"
	// Lang is the path's language, or the default language when the path
	// names none (the language-less 404 page).
	Lang        string
	HasLanguage bool
	// Rest is the path after the language, "" or starting with "/" (and
	// not "/" alone).
	Rest string
}

// Locate reads the variant and language from a URL path.
func (c Config) Locate(urlPath string) Place {
	p := Place{Variant: DefaultVariant, Lang: c.DefaultLanguage}
	rest := urlPath
	for name, v := range c.Variants {
		if v.Prefix == "" {
			continue
		}
		if after, ok := strings.CutPrefix(urlPath, v.Prefix); ok && (after == "" || after[0] == '/') {
			p.Variant, rest = name, after
			break
		}
	}
	lang, tail, _ := strings.Cut(strings.TrimPrefix(rest, "/"), "/")
	if strings.HasPrefix(rest, "/") && slices.Contains(c.Languages, lang) {
		p.Lang, p.HasLanguage = lang, true
		if tail != "" {
			p.Rest = "/" + tail
		}
	}
	return p
}

// Base is the "{variant prefix}/{language}" a path of the place starts with.
func (c Config) Base(p Place) string {
	return c.Variants[p.Variant].Prefix + "/" + p.Lang
}

package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"slices"
	"strings"

	"agencysite/web"
)

// Prerendered sentinel pages (web/app/lib/prerender-paths.ts): served with
// status 404 for paths that match no page.
const (
	notFoundSegment   = "404"
	projectNotFoundID = "not-found"
)

// site is the built front end loaded into memory: every prerendered page
// under its URL path, the 404 pages by "{prefix}/{lang}", and the static files.
type site struct {
	config          web.Config
	baseURL         string
	pages           map[string]*asset // "/en/home", "/a/ar/project/3"
	notFound        map[string]*asset // "" (no language), "/en", "/a/en"
	projectNotFound map[string]*asset // "/en", "/a/en"
	static          map[string]*asset // "/assets/root-x.js", "/favicon.svg", "/og/en/home.png"
	admin           *asset            // the back office's shell (web/admin's index.html), client-rendered
	sitemap         []byte
	organization    []byte // the Organization JSON-LD script every page carries
}

// ErrNotBuilt: the front end has not been built into web/build/client.
var ErrNotBuilt = errors.New("the front end is not built: run `make build` (or `npm run build` in web/)")

func loadSite(fsys fs.FS, baseURL string) (*site, error) {
	s, pageBodies, err := loadStatic(fsys, baseURL)
	if err != nil {
		return nil, err
	}
	for urlPath, body := range pageBodies {
		s.addPage(urlPath, body)
	}
	if s.notFound[""] == nil || len(s.pages) == 0 {
		return nil, ErrNotBuilt
	}
	s.sitemap = buildSitemap(s)
	return s, nil
}

// loadStatic loads everything of the build but its pages, which it
// returns by URL path for the caller to file: a publish makes its own.
func loadStatic(fsys fs.FS, baseURL string) (*site, map[string][]byte, error) {
	cfg, err := web.SiteConfig()
	if err != nil {
		return nil, nil, err
	}
	s := &site{
		config: cfg, baseURL: baseURL,
		pages: map[string]*asset{}, notFound: map[string]*asset{}, projectNotFound: map[string]*asset{}, static: map[string]*asset{},
		organization: organizationJSONLD(cfg, baseURL),
	}
	// Pages are filed after the walk: their heads name static files (the
	// share previews under og/), which the walk may reach later.
	pageBodies := map[string][]byte{}
	err = fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") || name == ".gitkeep" {
			return err
		}
		body, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		if dir, ok := strings.CutSuffix(name, "/index.html"); ok {
			pageBodies["/"+dir] = body
			return nil
		}
		if name == "index.html" || name == "__spa-fallback.html" {
			s.admin = adminShell(body) // the back office's build writes it; every public page is prerendered
			return nil
		}
		a := newAsset(name, body)
		if strings.HasPrefix(name, "assets/") {
			a.cacheControl = cacheImmutable // file names carry a content hash
		}
		a.br, _ = fs.ReadFile(fsys, name+".br")
		a.gz, _ = fs.ReadFile(fsys, name+".gz")
		s.static["/"+name] = a
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("server: load site: %w", err)
	}
	return s, pageBodies, nil
}

// addPage files one prerendered page under its path, or as a 404 page.
func (s *site) addPage(urlPath string, body []byte) {
	a := s.finishPage(urlPath, body)
	a.compress()
	s.file(urlPath, a)
}

// finishPage adds to a page what the server derives from it: the head
// tags only the server knows, and the page's CSP. It does not compress.
func (s *site) finishPage(urlPath string, body []byte) *asset {
	if !isSentinel(urlPath) {
		body = s.withLinks(urlPath, body) // sentinels stand for many URLs: no canonical
	}
	body = s.withSharedHead(urlPath, body)
	a := newAsset("index.html", body)
	a.csp = pageCSP(body)
	return a
}

// isSentinel tells the prerendered not-found pages (web/app/lib/prerender-paths.ts).
func isSentinel(urlPath string) bool {
	return strings.HasSuffix(urlPath, "/"+notFoundSegment) || strings.HasSuffix(urlPath, "/project/"+projectNotFoundID)
}

// file puts a finished page under its path, or among the 404 pages.
func (s *site) file(urlPath string, a *asset) {
	into, key := s.pages, urlPath
	if base, ok := strings.CutSuffix(urlPath, "/"+notFoundSegment); ok {
		into, key = s.notFound, base // "" for the language-less /404
	} else if base, ok := strings.CutSuffix(urlPath, "/project/"+projectNotFoundID); ok {
		into, key = s.projectNotFound, base
	}
	into[key] = a
}

// locale splits a URL path into its "{prefix}/{lang}" part and the rest;
// ok is false when the path names no language.
func (s *site) locale(urlPath string) (base, rest string, ok bool) {
	p := s.config.Locate(urlPath)
	if !p.HasLanguage {
		return "", "", false
	}
	return s.config.Base(p), p.Rest, true
}

// pageCSP allows exactly the inline scripts React Router wrote into this
// page and the style attributes React rendered into it, by hash, and
// nothing inline besides; everything else falls back to default-src
// 'none'. Style attributes need 'unsafe-hashes' (CSP level 3): the page's
// own hashes, unlike 'unsafe-inline', let no injected style through.
// Styles React sets after hydration go through the CSSOM, which no policy
// restricts.
func pageCSP(page []byte) string {
	var scripts, styles []string
	eachScript(page, func(attrs, code []byte) {
		if bytes.Contains(attrs, []byte("src=")) || len(code) == 0 || bytes.Contains(attrs, []byte(`type="application/`)) {
			return
		}
		scripts = appendHash(scripts, code)
	})
	eachStyleAttribute(page, func(value []byte) {
		// The browser hashes the attribute's value as parsed, entities decoded.
		styles = appendHash(styles, []byte(html.UnescapeString(string(value))))
	})
	styleSrc := "style-src 'self'"
	if len(styles) > 0 {
		styleSrc += " 'unsafe-hashes' " + strings.Join(styles, " ")
	}
	return "default-src 'none'; script-src 'self' " + strings.Join(scripts, " ") + "; " + styleSrc +
		"; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'" +
		"; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
}

// eachScript calls f with the attributes and the code of each script
// element of page, as the regular expression
// (?s)<script([^>]*)>(.*?)</script> finds them (site_test.go compares),
// scanning instead of matching: a page is tens of kilobytes, and every page
// is scanned each time a generation loads.
func eachScript(page []byte, f func(attrs, code []byte)) {
	for {
		i := bytes.Index(page, []byte("<script"))
		if i < 0 {
			return
		}
		rest := page[i+len("<script"):]
		gt := bytes.IndexByte(rest, '>')
		if gt < 0 {
			return
		}
		code := rest[gt+1:]
		end := bytes.Index(code, []byte("</script>"))
		if end < 0 {
			return // nor does any later "<script" have an end
		}
		f(rest[:gt], code[:end])
		page = code[end+len("</script>"):]
	}
}

// eachStyleAttribute calls f with the value of each style attribute of
// page, as \sstyle="([^"]*)" finds them.
func eachStyleAttribute(page []byte, f func(value []byte)) {
	const attr = `style="`
	for {
		i := bytes.Index(page, []byte(attr))
		if i < 0 {
			return
		}
		rest := page[i+len(attr):]
		if i == 0 || !isSpace(page[i-1]) {
			page = rest
			continue
		}
		end := bytes.IndexByte(rest, '"')
		if end < 0 {
			return
		}
		f(rest[:end])
		page = rest[end+1:]
	}
}

// isSpace is the regular expressions' \s: tab, newline, form feed,
// carriage return, space.
func isSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}

// appendHash adds the CSP hash source of b to hashes, once.
func appendHash(hashes []string, b []byte) []string {
	sum := sha256.Sum256(b)
	h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	if slices.Contains(hashes, h) {
		return hashes
	}
	return append(hashes, h)
}

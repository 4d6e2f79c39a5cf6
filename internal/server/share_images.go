package server

import (
	"maps"
	"strings"
	"sync"

	"agencysite/internal/publish"
	"agencysite/internal/shareimage"
	"agencysite/web"
)

// previews draws the share previews of published pages
// (docs/decisions/0230). A preview depends only on its page's title,
// brand and direction, so it keeps what it drew, starting with the
// build's own previews of the build's pages: a publish draws only the
// pages whose title is new.
type previews struct {
	mu    sync.Mutex
	drawn map[shareimage.Page][]byte
}

// newPreviews knows the previews the build in own drew for its pages.
func newPreviews(own *site, pageBodies map[string][]byte) *previews {
	p := &previews{drawn: map[shareimage.Page][]byte{}}
	for urlPath, body := range pageBodies {
		page, err := shareimage.FromHTML(body)
		if a := own.static[shareImagePath(own, urlPath)]; err == nil && a != nil {
			p.drawn[page] = a.body
		}
	}
	return p
}

// forPages returns the preview of every page among pages, by the path it
// is served at (/og/{lang}/{page}.png): one per page of the default
// variant, which the other variants' pages share.
func (p *previews) forPages(s *site, pages map[string]publish.Page) (map[string][]byte, error) {
	want := map[string]shareimage.Page{}
	for urlPath, page := range pages {
		img := shareImagePath(s, urlPath)
		if img != "/og"+urlPath+".png" || strings.HasPrefix(urlPath, "/og/") {
			continue // another variant's page: the default one draws it
		}
		sp, err := shareimage.FromHTML(page.HTML)
		if err != nil {
			continue // a page without "{page} | {brand}" gets no preview, as in the build
		}
		want[img] = sp
	}
	out := make(map[string][]byte, len(want))
	missing := map[string]shareimage.Page{}
	p.mu.Lock()
	for img, sp := range want {
		if b, ok := p.drawn[sp]; ok {
			out[img] = b
		} else {
			missing[img] = sp
		}
	}
	p.mu.Unlock()
	drawn, err := shareimage.DrawAll(missing)
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	for img, b := range drawn {
		p.drawn[missing[img]] = b
	}
	p.mu.Unlock()
	maps.Copy(out, drawn)
	return out, nil
}

// withPreviews is s with the given previews in place of the build's, so
// that finishPage names them, and only them, in the pages' heads, as
// withGeneration will serve them. With none drawn (no page has a
// "{page} | {brand}" title) the build's stay.
func (s *site) withPreviews(images map[string][]byte) *site {
	if len(images) == 0 {
		return s
	}
	c := *s
	c.static = maps.Clone(s.static)
	for name := range c.static {
		if isPreview(name) {
			delete(c.static, name)
		}
	}
	for name, png := range images {
		c.static[name] = newAsset(name, png)
	}
	return &c
}

// isPreview tells a share preview's path among a generation's files.
// Generations published before previews were drawn at publish have none:
// they keep the build's.
func isPreview(name string) bool {
	return strings.HasPrefix(name, "/og/") && strings.HasSuffix(name, ".png")
}

// Companions returns what a publish keeps with a page it takes from the
// live generation besides its .data: the share preview the page's head
// names, one for all variants of a page (publish.Publisher.Companions).
func Companions() (func(page string) []string, error) {
	cfg, err := web.SiteConfig()
	if err != nil {
		return nil, err
	}
	s := &site{config: cfg}
	return func(page string) []string { return []string{shareImagePath(s, page)} }, nil
}

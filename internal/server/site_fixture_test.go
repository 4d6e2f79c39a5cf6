package server

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"testing"
	"testing/fstest"

	"agencysite/internal/config"
	"agencysite/internal/content"
	"agencysite/web"
)

// fixturePNG is the signature and header of a 1200 × 630 PNG.
var fixturePNG = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x04\xb0\x00\x00\x02\x76\x08\x06\x00\x00\x00")

const (
	fixtureBase   = "https://agency.test"
	fixtureAsset  = "/assets/app-3f9a1c.js"
	fixtureScript = "window.__ctx = 1;"
	// fixtureModule is an inline module script, as React Router writes the
	// one that imports the entry and hydrates.
	fixtureModule = `import * as route0 from "/assets/app-3f9a1c.js"; window.__hydrate(route0);`
)

// fixtureSite is a small built site with the same layout as web/build/client:
// every page of every language and variant, the 404 sentinels and one hashed
// asset with its precompressed forms.
func fixtureSite(t testing.TB) fstest.MapFS {
	t.Helper()
	cfg, err := web.SiteConfig()
	if err != nil {
		t.Fatal(err)
	}
	projectIDs, err := content.ProjectIDs(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{}
	page := func(path string) {
		fsys[path+"/index.html"] = &fstest.MapFile{Data: []byte(fmt.Sprintf(
			`<!DOCTYPE html><html><head><title>%s</title></head><body><h1>%s</h1><script>%s</script><script type="module" src="/assets/app-3f9a1c.js"></script><script type="module">%s</script></body></html>`,
			path, path, fixtureScript, fixtureModule))}
	}
	page("404")
	for _, v := range cfg.Variants {
		for _, lang := range cfg.Languages {
			base := v.Prefix + "/" + lang
			for _, p := range cfg.Pages {
				page(base[1:] + "/" + p)
			}
			for _, id := range projectIDs {
				page(fmt.Sprintf("%s/project/%d", base[1:], id))
			}
			page(base[1:] + "/project/not-found")
			page(base[1:] + "/404")
		}
	}
	fsys[fixtureAsset[1:]] = &fstest.MapFile{Data: []byte("console.log('identity')")}
	fsys[fixtureAsset[1:]+".br"] = &fstest.MapFile{Data: []byte("BROTLI")}
	fsys[fixtureAsset[1:]+".gz"] = &fstest.MapFile{Data: []byte("GZIP")}
	fsys["favicon.svg"] = &fstest.MapFile{Data: []byte("<svg/>")}
	// Share previews of two pages and of a not-found page (the build draws
	// one per page; the fixture leaves the rest out to show they are optional).
	for _, p := range []string{"og/en/home.png", "og/ar/project/2.png", "og/en/404.png"} {
		fsys[p] = &fstest.MapFile{Data: fixturePNG}
	}
	fsys["index.html"] = &fstest.MapFile{Data: []byte("spa fallback")}
	return fsys
}

// newTestServer is the product's handler over the fixture site.
func newTestServer(t testing.TB, mutate ...func(*Deps)) http.Handler {
	t.Helper()
	d := Deps{
		Log:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Config: config.Config{BaseURL: fixtureBase},
		Site:   fixtureSite(t),
	}
	for _, m := range mutate {
		m(&d)
	}
	h, err := NewServer(d)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

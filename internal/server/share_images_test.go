package server

import (
	"bytes"
	"context"
	"image/png"
	"strings"
	"testing"
	"testing/fstest"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/publish"
)

func titled(title, dir string) []byte {
	return []byte(`<!DOCTYPE html><html lang="x" dir="` + dir + `"><head><title>` + title + `</title></head><body></body></html>`)
}

// TestPreviewsDrawOnlyNewTitles: a page whose title the build drew keeps
// the build's preview; a new title is drawn, once; the /a/ variant's
// pages share the default variant's.
func TestPreviewsDrawOnlyNewTitles(t *testing.T) {
	fsys := fixtureSite(t)
	fsys["en/home/index.html"] = &fstest.MapFile{Data: titled("Home | Nuqta Studio", "ltr")}
	own, bodies, err := loadStatic(fsys, fixtureBase)
	if err != nil {
		t.Fatal(err)
	}
	p := newPreviews(own, bodies)
	pages := map[string]publish.Page{
		"/en/home":   {HTML: titled("Home | Nuqta Studio", "ltr")},
		"/a/en/home": {HTML: titled("Home | Nuqta Studio", "ltr")},
		"/ar/home":   {HTML: titled("الرئيسية | استوديو نقطة", "rtl")},
		"/en/faq":    {HTML: titled("no brand", "ltr")},
	}
	images, err := p.forPages(own, pages)
	if err != nil {
		t.Fatal(err)
	}
	if len(images) != 2 {
		t.Errorf("%d previews, want /og/en/home.png and /og/ar/home.png", len(images))
	}
	if !bytes.Equal(images["/og/en/home.png"], fixturePNG) {
		t.Error("an unchanged title was drawn again instead of keeping the build's preview")
	}
	ar := images["/og/ar/home.png"]
	if cfg, err := png.DecodeConfig(bytes.NewReader(ar)); err != nil || cfg.Width != 1200 || cfg.Height != 630 {
		t.Errorf("/og/ar/home.png: %v, %+v; want a 1200x630 PNG", err, cfg)
	}

	pages["/en/home"] = publish.Page{HTML: titled("Welcome | Nuqta Studio", "ltr")}
	again, err := p.forPages(own, pages)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(again["/og/en/home.png"], fixturePNG) {
		t.Error("a changed title kept the old preview")
	}
	if !bytes.Equal(again["/og/ar/home.png"], ar) {
		t.Error("an unchanged page got another preview")
	}
}

// TestPublishDrawsAChangedTitlesPreview publishes a page whose title
// changed: the generation serves its new preview, and the pages of both
// variants name it.
func TestPublishDrawsAChangedTitlesPreview(t *testing.T) {
	ctx := context.Background()
	in := newInstance(t, dbtest.URL(t))
	in.pub.Engine = editedPages(fixtureSite(t), "/en/home", "<title>en/home</title>", "<title>Edited | Nuqta Studio</title>")
	if _, err := in.pub.Publish(ctx, publish.Request{By: "test"}); err != nil {
		t.Fatal(err)
	}
	in.sync(t)
	img := in.get("/og/en/home.png", "")
	if img.status != 200 || bytes.Equal([]byte(img.body), fixturePNG) {
		t.Fatalf("/og/en/home.png: %d, the build's image: %v", img.status, bytes.Equal([]byte(img.body), fixturePNG))
	}
	if cfg, err := png.DecodeConfig(strings.NewReader(img.body)); err != nil || cfg.Width != 1200 {
		t.Fatalf("/og/en/home.png is not the preview: %v %+v", err, cfg)
	}
	meta := `<meta property="og:image" content="` + fixtureBase + `/og/en/home.png"/>`
	for _, path := range []string{"/en/home", "/a/en/home"} {
		if page := in.get(path, ""); !strings.Contains(page.body, meta) {
			t.Errorf("%s does not name its new preview: %s", path, page.body)
		}
	}
	// The build's previews of titles the publish did not draw are not
	// named, as they are not served.
	if page := in.get("/ar/project/2", ""); strings.Contains(page.body, "og:image") {
		t.Errorf("/ar/project/2 names a preview the generation does not have")
	}
	if got := in.get("/og/ar/project/2.png", ""); got.status != 404 {
		t.Errorf("/og/ar/project/2.png: %d, want 404", got.status)
	}
}

//go:build !race

// The race detector makes QuickJS ten times slower: the Makefile runs
// this file's test on its own, without it (as publish_render_test.go).

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/media"
)

// TestPublishUploadedPicture: a photo imported into the library and placed
// on a case study (site content import) appears on the published page in
// every language as AVIF and WebP at the widths made of it, with that
// language's alt text and its size set; it is served, and while the
// content uses it, it cannot be deleted.
func TestPublishUploadedPicture(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	dir := t.TempDir()
	img := image.NewRGBA(image.Rect(0, 0, 1300, 900))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 13 / 7)
	}
	img.Set(0, 0, color.RGBA{1, 2, 3, 255})
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "booking screen.jpg")
	if err := os.WriteFile(file, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	out := publishCommand(t, "media", "import", file, "--database", url)
	m := regexp.MustCompile(`imported ([0-9a-f]{32})`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("import said %q", out)
	}
	id := m[1]

	alt := map[string]string{"en": "The booking screen", "ar": "شاشة الحجز", "fr": "L’écran de réservation", "tr": "Rezervasyon ekranı"}
	var doc map[string]any
	if err := json.Unmarshal([]byte(publishCommand(t, "content", "export", "--database", url)), &doc); err != nil {
		t.Fatal(err)
	}
	project := doc["projects"].([]any)[0].(map[string]any)
	screen := project["study"].(map[string]any)["screens"].([]any)[0].(map[string]any)
	screen["src"] = map[string]any{"media": id, "alt": alt}
	// The same picture behind the first hero slide, as the first reviewer's
	// photo and as the first client's logo: every image field of the home page.
	doc["heroSlides"].([]any)[0].(map[string]any)["background"] = map[string]any{"media": id, "decorative": true}
	doc["testimonials"].([]any)[0].(map[string]any)["photo"] = map[string]any{"media": id, "alt": alt}
	doc["clientLogos"].([]any)[0].(map[string]any)["logo"] = map[string]any{"media": id, "alt": alt}
	edited, _ := json.Marshal(doc)
	contentFile := filepath.Join(dir, "content.json")
	if err := os.WriteFile(contentFile, edited, 0o600); err != nil {
		t.Fatal(err)
	}
	publishCommand(t, "content", "import", contentFile, "--database", url)
	publishCommand(t, "publish", "--database", url, "--by", "ana", "--summary", "a real screenshot")

	base, _, stop := runInProcess(t, map[string]string{"DATABASE_URL": url})
	defer stop()
	// On PostgreSQL, a second instance on the same database (as behind a
	// load balancer) serves the same pictures from the same rows; a SQLite
	// file takes one server only.
	instances := []string{base}
	if dbtest.IsPostgres() {
		second, _, stopSecond := runInProcess(t, map[string]string{"DATABASE_URL": url})
		defer stopSecond()
		instances = append(instances, second)
	}
	srcset := func(format string) string {
		var parts []string
		for _, w := range []int{160, 240, 320, 480, 800, 1200, 1300} {
			parts = append(parts, fmt.Sprintf("/media/%s-%d.%s %dw", id, w, format, w))
		}
		return strings.Join(parts, ", ")
	}
	for lang, text := range alt {
		path := fmt.Sprintf("/%s/project/%v", lang, project["id"])
		status, body := getBody(t, base+path)
		if status != 200 {
			t.Fatalf("%s: %d", path, status)
		}
		page := string(body)
		for _, want := range []string{
			`<source type="image/avif" srcSet="` + srcset("avif") + `"`,
			`<source type="image/webp" srcSet="` + srcset("webp") + `"`,
			`alt="` + text + `" width="1300" height="900" loading="lazy" decoding="async"`,
		} {
			if !strings.Contains(strings.ReplaceAll(page, "srcset=", "srcSet="), want) {
				t.Errorf("%s lacks %s", path, want)
			}
		}
	}
	home := func(lang string) string {
		status, body := getBody(t, base+"/"+lang+"/home")
		if status != 200 {
			t.Fatalf("/%s/home: %d", lang, status)
		}
		return strings.ReplaceAll(strings.ReplaceAll(string(body), "srcset=", "srcSet="), "fetchpriority=", "fetchPriority=")
	}
	for lang, text := range alt {
		page := home(lang)
		// The hero's picture is the page's first and its LCP; the review's
		// photo and the logo (twice: the marquee's two copies) come after.
		if n := strings.Count(page, `<source type="image/avif" srcSet="`+srcset("avif")+`"`); n != 4 {
			t.Errorf("/%s/home shows the picture %d times, want 4 (hero, review, logo twice)", lang, n)
		}
		if !strings.Contains(page, `alt="" width="1300" height="900" fetchPriority="high"`) {
			t.Errorf("/%s/home: the hero's picture is not decorative and fetched first", lang)
		}
		if n := strings.Count(page, `alt="`+text+`" width="1300" height="900" loading="lazy"`); n != 2 {
			t.Errorf("/%s/home: %d lazy logos say %q, want 2 (the marquee's two copies)", lang, n, text)
		}
		if !strings.Contains(page, `alt="`+text+`" width="1300" height="1300" loading="lazy"`) {
			t.Errorf("/%s/home: no square photo of the reviewer saying %q", lang, text)
		}
	}
	for _, instance := range instances {
		for _, f := range []string{"480.avif", "1300.webp", "1200.jpg"} {
			resp, err := http.Get(instance + "/media/" + id + "-" + f)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Errorf("%s/media/%s-%s: %d", instance, id, f, resp.StatusCode)
			}
		}
	}
	for _, instance := range instances[1:] {
		if _, body := getBody(t, instance+"/fr/project/"+fmt.Sprint(project["id"])); !strings.Contains(string(body), `alt="`+alt["fr"]+`"`) {
			t.Errorf("the second instance's case study lacks the picture")
		}
	}

	db, err := database.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := media.NewStore(db, usedByContent(db)).Delete(ctx, id, nil); !errors.Is(err, media.ErrInUse) {
		t.Errorf("deleting the published picture: got %v, want ErrInUse", err)
	}
}

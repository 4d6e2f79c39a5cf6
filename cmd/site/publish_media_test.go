//go:build !race

// Each server start compresses every page of the build: under the race
// detector, TestPublishGenerationsRollback took 107 s of CPU instead of 8 s,
// for little it could find here (the publisher and the server's switch run
// under it in internal/publish and internal/server). The Makefile runs this
// file's tests without it.

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
	"image/png"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/media"
)

// TestPublishUploadedPicture: a photo imported into the library and placed
// on a case study and on every image field of the home page (site content
// import) is published (site publish, with builtEdits for the renderer):
// the engine is given its sizes from the library, every instance on the
// database serves its files, and while the content uses it, it cannot be
// deleted. How the pages show it in every language is checked on the
// publish through the renderer (TestPublishEveryFamilyAndATenthProject).
func TestPublishUploadedPicture(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	// The sizes made depend on the width alone: a strip is a 1300-pixel
	// photo made quickly.
	id := importPicture(t, url, 1300, 90)
	var doc map[string]any
	if err := json.Unmarshal([]byte(publishCommand(t, "content", "export", "--database", url)), &doc); err != nil {
		t.Fatal(err)
	}
	placePicture(doc, id)
	importDocument(t, url, doc)
	engine := &builtEdits{}
	publishWith(t, engine.engine, "publish", "--database", url, "--by", "ana", "--summary", "a real screenshot")

	var given struct {
		Media map[string]media.Meta `json:"media"`
	}
	if err := json.Unmarshal(engine.given()[0], &given); err != nil {
		t.Fatal(err)
	}
	if m := given.Media[id]; m.Width != 1300 || m.Height != 90 || !slices.Equal(m.Widths, []int{160, 240, 320, 480, 800, 1200, 1300}) {
		t.Errorf("the engine was given the picture as %+v, want 1300 × 90 at 160 to 1300 pixels wide", m)
	}

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

	// A picture uploaded in the studio is checked and processed by the
	// server's binary run as its picture worker (here, this test binary:
	// TestMain).
	uploaded := uploadThroughStudio(t, url, base, 500, 300)
	for _, f := range []string{"480.avif", "500.webp", "500.png"} {
		if status, _ := getBody(t, base+"/media/"+uploaded+"-"+f); status != 200 {
			t.Errorf("/media/%s-%s of the uploaded picture: %d", uploaded, f, status)
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

// importPicture imports a w × h photo into the library on the database at
// url (site media import) and returns its id.
func importPicture(t *testing.T, url string, w, h int) string {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 13 / 7)
	}
	img.Set(0, 0, color.RGBA{1, 2, 3, 255})
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "booking screen.jpg")
	if err := os.WriteFile(file, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	out := publishCommand(t, "media", "import", file, "--database", url)
	m := regexp.MustCompile(`imported ([0-9a-f]{32})`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("import said %q", out)
	}
	return m[1]
}

// uploadThroughStudio signs in to the server at base (on the database at
// url) as a new editor, uploads a w × h PNG as the studio does and waits
// until it is processed; it returns its id.
func uploadThroughStudio(t *testing.T, url, base string, w, h int) string {
	t.Helper()
	const password = "a long passphrase for uploads"
	if out, err := users(t, url, password+"\n", "create", "--email", "editor@example.com", "--role", "editor"); err != nil {
		t.Fatalf("create the editor: %v: %s", err, out)
	}
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar}
	do := func(method, path, contentType string, body []byte) []byte {
		req, _ := http.NewRequest(method, base+path, bytes.NewReader(body))
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		req.Header.Set("Content-Type", contentType)
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode >= 300 {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, b)
		}
		return b
	}
	do("POST", "/api/auth/sign-in", "application/json", []byte(`{"email":"editor@example.com","password":"`+password+`"}`))
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	var asset media.Asset
	if err := json.Unmarshal(do("POST", "/api/admin/media?name=upload.png", "image/png", buf.Bytes()), &asset); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(2 * time.Minute); asset.Status == media.Pending && time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if err := json.Unmarshal(do("GET", "/api/admin/media/"+asset.ID, "", nil), &asset); err != nil {
			t.Fatal(err)
		}
	}
	if asset.Status != media.Ready || asset.Width != w || asset.Height != h {
		t.Fatalf("the upload is %s (%q), %d × %d; want ready, %d × %d", asset.Status, asset.Error, asset.Width, asset.Height, w, h)
	}
	return asset.ID
}

// pictureAlt is the alt text placePicture gives the picture, by language.
func pictureAlt() map[string]string {
	return map[string]string{"en": "The booking screen", "ar": "شاشة الحجز", "fr": "L’écran de réservation", "tr": "Rezervasyon ekranı"}
}

// placePicture puts the picture id on the first project's first screen
// and, as every image field of the home page, behind the first hero slide
// (decorative), as the first reviewer's photo and as the first client's
// logo. It returns the project's id.
func placePicture(doc map[string]any, id string) any {
	project := doc["projects"].([]any)[0].(map[string]any)
	screen := project["study"].(map[string]any)["screens"].([]any)[0].(map[string]any)
	alt := pictureAlt()
	screen["src"] = map[string]any{"media": id, "alt": alt}
	doc["heroSlides"].([]any)[0].(map[string]any)["background"] = map[string]any{"media": id, "decorative": true}
	doc["testimonials"].([]any)[0].(map[string]any)["photo"] = map[string]any{"media": id, "alt": alt}
	doc["clientLogos"].([]any)[0].(map[string]any)["logo"] = map[string]any{"media": id, "alt": alt}
	return project["id"]
}

// importDocument makes doc the working content on the database at url
// (site content import).
func importDocument(t *testing.T, url string, doc any) {
	t.Helper()
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "content.json")
	if err := os.WriteFile(file, b, 0o600); err != nil {
		t.Fatal(err)
	}
	publishCommand(t, "content", "import", file, "--database", url)
}

// checkPublishedPicture reads the pages placePicture put the 1300 × 900
// picture id on, as the server at base serves them: on the case study of
// project in every language, AVIF and WebP at the widths made of it, with
// that language's alt text and its size set; on the home page, the hero's
// picture first and decorative, the reviewer's square photo, and the logo
// in the marquee's two copies.
func checkPublishedPicture(t *testing.T, base, id string, project any) {
	t.Helper()
	srcset := func(format string) string {
		var parts []string
		for _, w := range []int{160, 240, 320, 480, 800, 1200, 1300} {
			parts = append(parts, fmt.Sprintf("/media/%s-%d.%s %dw", id, w, format, w))
		}
		return strings.Join(parts, ", ")
	}
	alt := pictureAlt()
	for lang, text := range alt {
		path := fmt.Sprintf("/%s/project/%v", lang, project)
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
}

//go:build !race

// Rendering under the race detector is ten times slower: the Makefile runs
// this test on its own, without it (as publish_render_test.go).

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

// TestPublishEveryFamilyAndATenthProject edits a text of every family of
// the content document and adds a tenth project (site content export,
// edit, import), publishes, and reads what a server on the database serves:
// each edit in a page's HTML and in its .data, and the tenth project's page
// in every language and variant, in the sitemap, the projects list and the
// contact form's list of projects.
func TestPublishEveryFamilyAndATenthProject(t *testing.T) {
	url := dbtest.URL(t)
	var doc map[string]any
	if err := json.Unmarshal([]byte(publishCommand(t, "content", "export", "--database", url)), &doc); err != nil {
		t.Fatal(err)
	}
	at := func(path ...any) map[string]any { // the object at path
		var node any = doc
		for _, k := range path {
			if i, ok := k.(int); ok {
				node = node.([]any)[i]
			} else {
				node = node.(map[string]any)[k.(string)]
			}
		}
		return node.(map[string]any)
	}
	edits := []struct {
		page   string // shows the edit in HTML and .data
		lang   string
		object []any // holding the text, by language
		field  string
	}{
		{"/en/home", "en", []any{"heroSlides", 0}, "title"},
		{"/fr/home", "fr", []any{"industries", 1}, "name"},
		{"/tr/home", "tr", []any{"clientLogos", 2}, "name"},
		{"/a/en/home", "en", []any{"whoWeAre"}, "lead"},
		{"/ar/about", "ar", []any{"testimonials", 3}, "text"},
		{"/fr/about", "fr", []any{"about", "steps", 1}, "title"},
		{"/a/tr/faq", "tr", []any{"faq", 4}, "question"},
		{"/ar/project/2", "ar", []any{"projects", 1, "study"}, "need"},
	}
	for i, e := range edits {
		at(e.object...)[e.field].(map[string]any)[e.lang] = fmt.Sprintf("Edited text number %d", i)
	}
	tenth := map[string]any{}
	raw, _ := json.Marshal(at("projects", 8))
	json.Unmarshal(raw, &tenth)
	tenth["id"] = 10
	titles := map[string]string{}
	for _, lang := range []string{"en", "ar", "fr", "tr"} {
		titles[lang] = "Tenth project in " + lang
		tenth["title"].(map[string]any)[lang] = titles[lang]
	}
	doc["projects"] = append(doc["projects"].([]any), tenth)
	edited, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "content.json")
	if err := os.WriteFile(file, edited, 0o600); err != nil {
		t.Fatal(err)
	}
	publishCommand(t, "content", "import", file, "--database", url)
	out := publishCommand(t, "publish", "--database", url)
	checkOutput(t, out, []string{"161 pages rendered"}, nil) // 153 and the tenth project's 8

	base, _, stop := runInProcess(t, map[string]string{"DATABASE_URL": url})
	defer stop()
	for i, e := range edits {
		want := []byte(fmt.Sprintf("Edited text number %d", i))
		for _, name := range []string{e.page, e.page + ".data"} {
			if status, body := getBody(t, base+name); status != 200 || !bytes.Contains(body, want) {
				t.Errorf("%s: got %d, want %q in it (%s.%s)", name, status, want, e.object, e.field)
			}
		}
	}
	for _, variant := range []string{"", "/a"} {
		for lang, title := range titles {
			for _, name := range []string{"/project/10", "/project/10.data", "/projects", "/contact.data"} {
				if status, body := getBody(t, base+variant+"/"+lang+name); status != 200 || !bytes.Contains(body, []byte(title)) {
					t.Errorf("%s/%s%s: got %d, want the tenth project's title", variant, lang, name, status)
				}
			}
		}
	}
	_, sitemap := getBody(t, base+"/sitemap.xml")
	for _, want := range []string{"/en/project/10</loc>", "/ar/project/10</loc>", "/fr/project/10</loc>", "/tr/project/10</loc>"} {
		if !strings.Contains(string(sitemap), want) {
			t.Errorf("the sitemap lacks %s", want)
		}
	}
	if status, _ := getBody(t, base+"/en/project/11"); status != 404 {
		t.Errorf("/en/project/11: got %d, want 404", status)
	}
}

//go:build !race

// The race detector makes QuickJS ten times slower: the Makefile runs this
// test on its own, without it (as internal/render's identity test).

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

// TestPublishEveryFamilyAndATenthProject is the publish through the
// renderer in the binary (renderEngine; the other tests of publishing use
// builtEdits). On a site that never published, a document with an edited
// FAQ question (site content export, edit, import) renders only the pages
// that show it and takes the others from the build (docs/decisions/0315).
// Then a text of every family is edited, a tenth project added, one hidden
// and an uploaded picture placed (TestPublishUploadedPicture); once that is
// published, a server on the database serves each edit in a page's HTML
// and .data, the tenth project's page in every language and variant, in
// the sitemap, the projects list and the contact form's list of projects,
// no page of the hidden one, and the picture as checkPublishedPicture says.
func TestPublishEveryFamilyAndATenthProject(t *testing.T) {
	url := dbtest.URL(t)
	picture := importPicture(t, url, 1300, 900)
	const question, edited = "What services do you offer?", "Which apps do you build for clients?"
	exported := publishCommand(t, "content", "export", "--database", url)
	if !strings.Contains(exported, question) {
		t.Fatalf("the exported document lacks %q", question)
	}
	var doc map[string]any
	if err := json.Unmarshal([]byte(strings.Replace(exported, question, edited, 1)), &doc); err != nil {
		t.Fatal(err)
	}
	importDocument(t, url, doc)
	// Only the pages showing the English FAQ are rendered: the FAQ and the
	// home page, in both variants (docs/decisions/0225); the others are the
	// build's, stored for the first time.
	var rendered, built int
	if out := publishCommand(t, "publish", "--database", url); !pagesOf(out, 1, &rendered, &built) || rendered != 4 {
		t.Fatalf("got %q, want generation 1 with 4 pages rendered", out)
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
	hidden, shown := at("projects", 5), at("projects", 6)
	hidden["hidden"] = true
	project := placePicture(doc, picture)
	importDocument(t, url, doc)
	// Every page is in the generation, rendered or kept from the first: the
	// build's and the tenth project's 8, less the hidden one's 8.
	out := publishCommand(t, "publish", "--database", url)
	var total int
	if !pagesOf(out, 2, &rendered, &total) || total != built {
		t.Errorf("got %q, want generation 2 of %d pages", out, built)
	}

	base, _, stop := runInProcess(t, map[string]string{"DATABASE_URL": url})
	defer stop()
	for _, p := range []string{"/en/faq", "/en/faq.data"} {
		if _, body := getBody(t, base+p); !bytes.Contains(body, []byte(edited)) || bytes.Contains(body, []byte(question)) {
			t.Errorf("%s after the edit: the edited question is not served", p)
		}
	}
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
			if status, _ := getBody(t, fmt.Sprintf("%s%s/%s/project/%v", base, variant, lang, hidden["id"])); status != 404 {
				t.Errorf("%s/%s/project/%v: got %d, want 404 for the hidden project", variant, lang, hidden["id"], status)
			}
		}
	}
	_, projects := getBody(t, base+"/en/projects")
	if hiddenTitle := hidden["title"].(map[string]any)["en"].(string); bytes.Contains(projects, []byte(hiddenTitle)) {
		t.Errorf("/en/projects shows the hidden project %q", hiddenTitle)
	}
	if shownTitle := shown["title"].(map[string]any)["en"].(string); !bytes.Contains(projects, []byte(shownTitle)) {
		t.Errorf("/en/projects lacks the project %q", shownTitle)
	}
	_, sitemap := getBody(t, base+"/sitemap.xml")
	for _, want := range []string{"/en/project/10</loc>", "/ar/project/10</loc>", "/fr/project/10</loc>", "/tr/project/10</loc>"} {
		if !strings.Contains(string(sitemap), want) {
			t.Errorf("the sitemap lacks %s", want)
		}
	}
	if hiddenPage := fmt.Sprintf("/project/%v</loc>", hidden["id"]); strings.Contains(string(sitemap), hiddenPage) {
		t.Errorf("the sitemap lists the hidden project's page %s", hiddenPage)
	}
	if status, _ := getBody(t, base+"/en/project/11"); status != 404 {
		t.Errorf("/en/project/11: got %d, want 404", status)
	}
	checkPublishedPicture(t, base, picture, project)
}

// pagesOf reads a publish's output: how many pages of generation gen it
// rendered and how many it holds in all.
func pagesOf(out string, gen int, rendered, total *int) bool {
	head := fmt.Sprintf("site: published generation %d: ", gen)
	i := strings.Index(out, head)
	if i < 0 {
		return false
	}
	var unchanged int
	_, err := fmt.Sscanf(out[i+len(head):], "%d pages rendered, %d unchanged,", rendered, &unchanged)
	*total = *rendered + unchanged
	return err == nil
}

//go:build !race

// The server compresses and hashes every built page when it starts, in Go
// code the race detector slows about fourteen times, and nothing here runs
// concurrently: this test runs without it (the Makefile's RENDER_ONLY).

package server

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"agencysite/internal/content"
	"agencysite/web"
)

// builtHead is what a served page says about itself: the parts of its head
// and body that search engines and browsers read before any script runs.
type builtHead struct {
	lang, dir, title string
	h1               []string // the text of each <h1>
	robots           []string // the content of each <meta name="robots">
	canonical        []string
	ogURL            []string
	alternates       map[string][]string // hreflang: hrefs
	links            []string            // the href of each <a>
}

// readHead parses a served page.
func readHead(t *testing.T, page string) builtHead {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatalf("the page does not parse: %v", err)
	}
	h := builtHead{alternates: map[string][]string{}}
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		attr := func(name string) string {
			for _, a := range n.Attr {
				if a.Key == name {
					return a.Val
				}
			}
			return ""
		}
		switch n.Data {
		case "html":
			h.lang, h.dir = attr("lang"), attr("dir")
		case "a":
			h.links = append(h.links, attr("href"))
		case "title":
			h.title = textOf(n)
		case "h1":
			h.h1 = append(h.h1, textOf(n))
		case "meta":
			switch {
			case attr("name") == "robots":
				h.robots = append(h.robots, attr("content"))
			case attr("property") == "og:url":
				h.ogURL = append(h.ogURL, attr("content"))
			}
		case "link":
			switch attr("rel") {
			case "canonical":
				h.canonical = append(h.canonical, attr("href"))
			case "alternate":
				h.alternates[attr("hreflang")] = append(h.alternates[attr("hreflang")], attr("href"))
			}
		}
	}
	return h
}

// textOf is an element's text, its white space collapsed.
func textOf(n *html.Node) string {
	var b strings.Builder
	for d := range n.Descendants() {
		if d.Type == html.TextNode {
			b.WriteString(d.Data)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// titleParts splits a "{page name} | {brand}" title.
func titleParts(t *testing.T, title string) (name, brand string) {
	t.Helper()
	name, brand, ok := strings.Cut(title, " | ")
	if !ok || name == "" || brand == "" || strings.Contains(brand, " | ") {
		t.Errorf("got title %q, want \"{page name} | {brand}\"", title)
	}
	return name, brand
}

// builtProject is a project of the default content document: its id and
// its name in every language.
type builtProject struct {
	ID    int               `json:"id"`
	Title map[string]string `json:"title"`
}

// builtSiteFacts is what the tests know about the built site without
// reading it: which languages are written right to left (site.json) and the
// projects of the default content document.
func builtSiteFacts(t *testing.T) (rtl map[string]bool, projects []builtProject) {
	t.Helper()
	siteJSON, err := os.ReadFile("../../web/app/config/site.json")
	if err != nil {
		t.Fatal(err)
	}
	var cfg struct {
		Languages map[string]struct {
			RTL bool `json:"rtl"`
		} `json:"languages"`
	}
	if err := json.Unmarshal(siteJSON, &cfg); err != nil {
		t.Fatal(err)
	}
	rtl = map[string]bool{}
	for l, s := range cfg.Languages {
		rtl[l] = s.RTL
	}
	var doc struct {
		Projects []builtProject `json:"projects"`
	}
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	return rtl, doc.Projects
}

// bookingManage is the booking's manage page under a language
// (web/app/lib/prerender-paths.ts: BOOKING_MANAGE_REST).
const bookingManage = "/book/manage"

// TestBuiltSite serves the real embedded build (web/build/client) through
// the whole handler, the server made once for both parts: it costs seconds
// (every page is compressed at start), the requests milliseconds.
func TestBuiltSite(t *testing.T) {
	h := newTestServer(t, func(d *Deps) { d.Site = web.Client() })
	t.Run("every page", func(t *testing.T) { checkBuiltPages(t, h) })
	t.Run("not found", func(t *testing.T) { checkBuiltNotFound(t, h) })
}

// checkBuiltPages requests every prerendered page of every language and
// variant of the real build through the whole handler and checks what the
// served HTML says before any script runs: status 200, a "{page} | {brand}"
// title (a project's with its name), <html lang dir>, one <h1>, robots
// (noindex on a variant's pages only), the canonical URL (the default
// variant's page on the public origin), og:url and the hreflang alternates;
// then that every link of those pages to this site is answered 200, not a
// redirect (the sector filter's links once named the prerendered path,
// "/en/projects/?sector=…", answered 301). The booking's manage page, built
// under each language though no page of site.json (bookingManage), is
// answered 200 and never indexed.
// The exact page names are TypeScript (web/app/locales): the build's titles
// are compared with them in web/scripts/built-pages.test.ts.
func checkBuiltPages(t *testing.T, h http.Handler) {
	cfg := web.Site()
	rtl, projects := builtSiteFacts(t)
	defaultPrefix := cfg.Variants[web.DefaultVariant].Prefix

	type page struct{ variant, lang, rest, project string } // project: a project page's name
	var pages []page
	for _, name := range slices.Sorted(maps.Keys(cfg.Variants)) {
		for _, lang := range cfg.Languages {
			for _, p := range cfg.Pages {
				pages = append(pages, page{name, lang, "/" + p, ""})
			}
			for _, p := range projects {
				pages = append(pages, page{name, lang, fmt.Sprintf("/project/%d", p.ID), p.Title[lang]})
			}
		}
	}
	path := func(p page) string { return cfg.Variants[p.variant].Prefix + "/" + p.lang + p.rest }
	var manages []page
	for _, name := range slices.Sorted(maps.Keys(cfg.Variants)) {
		for _, lang := range cfg.Languages {
			manages = append(manages, page{name, lang, bookingManage, ""})
		}
	}

	// Every page the build holds is one of these, and the other way round.
	var built, want []string
	err := fs.WalkDir(web.Client(), ".", func(name string, d fs.DirEntry, err error) error {
		if dir, ok := strings.CutSuffix(name, "/index.html"); ok && err == nil && !isSentinel("/"+dir) {
			built = append(built, "/"+dir)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range slices.Concat(pages, manages) {
		want = append(want, path(p))
	}
	if slices.Sort(built); !slices.Equal(built, slices.Sorted(slices.Values(want))) {
		t.Fatalf("the build holds the pages %v, want %v", built, slices.Sorted(slices.Values(want)))
	}

	titles := map[string]string{} // path: title
	links := map[string]string{}  // link: a page that emits it
	var scenarios []scenario
	for _, p := range pages {
		scenarios = append(scenarios, scenario{name: path(p), path: path(p), wantStatus: 200, check: func(t *testing.T, w *httptest.ResponseRecorder) {
			got := readHead(t, w.Body.String())
			titles[path(p)] = got.title
			for _, link := range got.links {
				if strings.HasPrefix(link, "/") && !strings.HasPrefix(link, "//") {
					links[link] = path(p)
				}
			}
			if name, _ := titleParts(t, got.title); p.project != "" && name != p.project {
				t.Errorf("got title %q, want the project's name %q", got.title, p.project)
			}
			wantDir := map[bool]string{false: "ltr", true: "rtl"}[rtl[p.lang]]
			if got.lang != p.lang || got.dir != wantDir {
				t.Errorf("got <html lang=%q dir=%q>, want lang=%q dir=%q", got.lang, got.dir, p.lang, wantDir)
			}
			if len(got.h1) != 1 || got.h1[0] == "" {
				t.Errorf("got h1 %q, want one with text", got.h1)
			}
			if cfg.Variants[p.variant].Prefix == "" {
				if len(got.robots) != 0 {
					t.Errorf("got robots %q, want none on the default variant", got.robots)
				}
			} else if len(got.robots) != 1 || !strings.Contains(got.robots[0], "noindex") {
				t.Errorf("got robots %q, want one noindex on a variant's page", got.robots)
			}
			abs := func(lang string) string { return fixtureBase + defaultPrefix + "/" + lang + p.rest }
			if want := []string{abs(p.lang)}; !slices.Equal(got.canonical, want) || !slices.Equal(got.ogURL, want) {
				t.Errorf("got canonical %q and og:url %q, want %q", got.canonical, got.ogURL, want)
			}
			wantAlternates := map[string][]string{"x-default": {abs(cfg.DefaultLanguage)}}
			for _, l := range cfg.Languages {
				wantAlternates[l] = []string{abs(l)}
			}
			if !maps.EqualFunc(got.alternates, wantAlternates, slices.Equal) {
				t.Errorf("got hreflang alternates %v, want %v", got.alternates, wantAlternates)
			}
		}})
	}
	for _, p := range manages {
		scenarios = append(scenarios, scenario{name: path(p), path: path(p), wantStatus: 200, check: func(t *testing.T, w *httptest.ResponseRecorder) {
			got := readHead(t, w.Body.String())
			if got.lang != p.lang || len(got.h1) != 1 || got.h1[0] == "" {
				t.Errorf("got <html lang=%q> and h1 %q, want lang=%q and one h1 with text", got.lang, got.h1, p.lang)
			}
			if len(got.robots) != 1 || got.robots[0] != "noindex" {
				t.Errorf("got robots %q, want noindex", got.robots)
			}
		}})
	}
	runScenarios(t, h, scenarios)

	if len(links) == 0 {
		t.Fatal("no page links to another")
	}
	for _, link := range slices.Sorted(maps.Keys(links)) {
		target, _, _ := strings.Cut(link, "#")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		if w.Code != http.StatusOK {
			t.Errorf("%s links to %s, answered %d (Location %q), want 200", links[link], link, w.Code, w.Header().Get("Location"))
		}
	}

	// Within a language the brand is one and the page names are distinct;
	// a variant's page is titled as the default's.
	for _, lang := range cfg.Languages {
		brands, names := map[string]bool{}, map[string]string{}
		for _, p := range pages {
			if p.lang != lang {
				continue
			}
			name, brand, _ := strings.Cut(titles[path(p)], " | ")
			brands[brand] = true
			if p.variant == web.DefaultVariant {
				if other, dup := names[name]; dup {
					t.Errorf("%s and %s are both titled %q", other, path(p), titles[path(p)])
				}
				names[name] = path(p)
			} else if def := titles[defaultPrefix+"/"+lang+p.rest]; titles[path(p)] != def {
				t.Errorf("%s: got title %q, want the default variant's %q", path(p), titles[path(p)], def)
			}
		}
		if len(brands) != 1 {
			t.Errorf("%s: got brands %v in the titles, want one", lang, slices.Collect(maps.Keys(brands)))
		}
	}
}

// checkBuiltNotFound: a path that names no page is answered 404 with the
// real build's not-found view of its language (a project's for an unknown
// project), titled and headed alike, not indexed and with no canonical URL.
// The exact headings are compared with the locales in
// web/scripts/built-pages.test.ts.
func checkBuiltNotFound(t *testing.T, h http.Handler) {
	heading := func(t *testing.T, file string) string {
		t.Helper()
		b, err := fs.ReadFile(web.Client(), file)
		if err != nil {
			t.Fatal(err)
		}
		if got := readHead(t, string(b)).h1; len(got) == 1 {
			return got[0]
		}
		t.Fatalf("%s: want one h1", file)
		return ""
	}
	tests := []struct {
		path, lang, sentinel string // sentinel: the built page whose view must be served
	}{
		{"/en/no-such-page", "en", "en/404"},
		{"/ar/no/such/page", "ar", "ar/404"},
		{"/a/fr/nothing-here", "fr", "a/fr/404"},
		{"/tr/project/99", "tr", "tr/project/not-found"},
		{"/ar/project/abc", "ar", "ar/project/not-found"},
		{"/a/en/project/0", "en", "a/en/project/not-found"},
		{"/nowhere", "en", "404"},
		{"/xx/home", "en", "404"},
	}
	var scenarios []scenario
	for _, tt := range tests {
		scenarios = append(scenarios, scenario{name: tt.path, path: tt.path, wantStatus: 404, check: func(t *testing.T, w *httptest.ResponseRecorder) {
			got := readHead(t, w.Body.String())
			if got.lang != tt.lang {
				t.Errorf("got lang %q, want %q", got.lang, tt.lang)
			}
			name, _ := titleParts(t, got.title)
			want := heading(t, tt.sentinel+"/index.html")
			if len(got.h1) != 1 || got.h1[0] != want || name != want {
				t.Errorf("got h1 %q and title %q, want the heading of %s, %q, in both", got.h1, got.title, tt.sentinel, want)
			}
			if len(got.robots) != 1 || !strings.Contains(got.robots[0], "noindex") || len(got.canonical) != 0 {
				t.Errorf("got robots %q and canonical %q, want noindex and none", got.robots, got.canonical)
			}
		}})
	}
	runScenarios(t, h, scenarios)
	// The two views differ, or the sentinels above would not tell them apart.
	for _, lang := range web.Site().Languages {
		if page, project := heading(t, lang+"/404/index.html"), heading(t, lang+"/project/not-found/index.html"); page == project {
			t.Errorf("%s: the page and project not-found views are both headed %q", lang, page)
		}
	}
}

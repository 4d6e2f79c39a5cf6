package server

import (
	"encoding/xml"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestSitemap(t *testing.T) {
	w := httptest.NewRecorder()
	newTestServer(t).ServeHTTP(w, httptest.NewRequest("GET", "/sitemap.xml", nil))
	if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "application/xml") {
		t.Fatalf("got %v %q, want 200 application/xml", w.Code, w.Header().Get("Content-Type"))
	}
	var doc struct {
		URLs []struct {
			Loc   string `xml:"loc"`
			Links []struct {
				Hreflang string `xml:"hreflang,attr"`
				Href     string `xml:"href,attr"`
			} `xml:"link"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(w.Body.Bytes(), &doc); err != nil {
		t.Fatalf("sitemap does not parse: %v", err)
	}
	// 9 pages and 9 projects, in 4 languages; not the booking's manage page (noindex).
	if got, want := len(doc.URLs), (9+9)*4; got != want {
		t.Errorf("got %d URLs, want %d", got, want)
	}
	seen := map[string]bool{}
	for _, u := range doc.URLs {
		seen[u.Loc] = true
		if !strings.HasPrefix(u.Loc, fixtureBase+"/") || strings.Contains(u.Loc, "/a/") || strings.Contains(u.Loc, "404") || strings.Contains(u.Loc, "not-found") || strings.Contains(u.Loc, "/manage") {
			t.Errorf("unexpected URL %s", u.Loc)
		}
		if len(u.Links) != 5 {
			t.Errorf("%s: got %d alternates, want 5 (4 languages and x-default)", u.Loc, len(u.Links))
		}
	}
	for _, want := range []string{fixtureBase + "/ar/home", fixtureBase + "/tr/project/9", fixtureBase + "/fr/privacy-policy", fixtureBase + "/ar/book"} {
		if !seen[want] {
			t.Errorf("sitemap lacks %s", want)
		}
	}
}

func TestRobots(t *testing.T) {
	w := httptest.NewRecorder()
	newTestServer(t).ServeHTTP(w, httptest.NewRequest("GET", "/robots.txt", nil))
	body := w.Body.String()
	if !strings.Contains(body, "Sitemap: "+fixtureBase+"/sitemap.xml") || !strings.Contains(body, "User-agent: *") {
		t.Errorf("got robots.txt %q, want a user-agent group and the sitemap", body)
	}
}

package web

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestLocate(t *testing.T) {
	c := Site()
	tests := []struct {
		name, path string
		want       Place
	}{
		{"a page", "/en/home", Place{"default", "en", true, "/home"}},
		{"the variant", "/a/ar/project/3", Place{"a", "ar", true, "/project/3"}},
		{"a language root with slash", "/fr/", Place{"default", "fr", true, ""}},
		{"a language root", "/tr", Place{"default", "tr", true, ""}},
		{"the variant's root", "/a", Place{"a", "en", false, ""}},
		{"no language in the variant", "/a/nope", Place{"a", "en", false, ""}},
		{"no language", "/nope", Place{"default", "en", false, ""}},
		{"a language-like prefix is not the variant", "/ar/faq", Place{"default", "ar", true, "/faq"}},
		{"an unknown language", "/de/home", Place{"default", "en", false, ""}},
		{"not a path", "en/home", Place{"default", "en", false, ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := c.Locate(tt.path); got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
	if got := c.Base(c.Locate("/a/fr/faq")); got != "/a/fr" {
		t.Errorf("got base %v, want /a/fr", got)
	}
}

func TestLanguagesKeepTheirOrder(t *testing.T) {
	var c Config
	if err := json.Unmarshal([]byte(`{"languages":{"tr":{},"ar":{"rtl":true},"en":{}}}`), &c); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(c.Languages, " "); got != "tr ar en" {
		t.Errorf("got %v, want tr ar en", got)
	}
	if err := json.Unmarshal([]byte(`{"languages":["en"]}`), &c); err == nil {
		t.Error("got no error for a list, want one")
	}
	if got := strings.Join(Site().Languages, " "); got != "en ar fr tr" {
		t.Errorf("got site languages %v, want en ar fr tr", got)
	}
}

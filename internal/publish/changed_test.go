package publish

import (
	"slices"
	"testing"
)

func TestChangedPages(t *testing.T) {
	was := map[string]string{"/en/home": "a", "/en/home.data": "b", "/en/faq": "c", "/en/old": "d", "/og/en/home.png": "e"}
	files := []File{{Name: "/en/home", Hash: "a"}, {Name: "/en/home.data", Hash: "B"}, {Name: "/en/faq", Hash: "c"},
		{Name: "/en/new", Hash: "f"}, {Name: "/og/en/home.png", Hash: "E"}}
	got := changedPages(was, files)
	if want := []string{"/en/home", "/en/new", "/en/old"}; !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v (a changed .data, a new page, a page gone; no share image)", got, want)
	}
}

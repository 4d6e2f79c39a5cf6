package server

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"

	"agencysite/web"
)

// The regular expressions pageCSP's scanners stand for: matching them over
// every page of a generation took most of its load under the race detector.
var (
	scriptPattern = regexp.MustCompile(`(?s)<script([^>]*)>(.*?)</script>`)
	stylePattern  = regexp.MustCompile(`\sstyle="([^"]*)"`)
)

// TestPageScannersFindWhatTheirPatternsFind: eachScript and
// eachStyleAttribute find, on every page of the build and on awkward
// markup, exactly the scripts and style attributes their patterns match.
func TestPageScannersFindWhatTheirPatternsFind(t *testing.T) {
	pages := map[string]string{
		"no end":             `<p style="a">x</p><script>one</script><script>two`,
		"no closing angle":   `<script src="x"`,
		"empty script":       `<script></script><script async>b</script>`,
		"attributes":         `<script type="application/ld+json">{"a":1}</script><script nonce="n">c</script>`,
		"nested open":        `<script><script>d</script></script>`,
		"script words":       `<scripts>e</script>`,
		"style at start":     `style="no space before" <b style="x">`,
		"style kinds":        "<b\tstyle=\"t\"><i\nstyle=\"n\"><u\rstyle=\"r\"><s\fstyle=\"f\"><q data-style=\"no\">",
		"style unclosed":     `<b style="open`,
		"style back to back": `<b style="a" style="b"> style="c"style="d"`,
		"style in a script":  `<script>x=' style="in"'</script>`,
	}
	err := fs.WalkDir(web.Client(), ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(name, "/index.html") {
			body, err := fs.ReadFile(web.Client(), name)
			pages[name] = string(body)
			return err
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 100 {
		t.Fatalf("%d pages, want the build's every page: run `make build`", len(pages))
	}
	for name, page := range pages {
		var want, got []string
		for _, m := range scriptPattern.FindAllStringSubmatch(page, -1) {
			want = append(want, m[1]+"|"+m[2])
		}
		eachScript([]byte(page), func(attrs, code []byte) { got = append(got, string(attrs)+"|"+string(code)) })
		if !slices.Equal(got, want) {
			t.Errorf("%s: scripts %q, want %q", name, got, want)
		}
		want, got = nil, nil
		for _, m := range stylePattern.FindAllStringSubmatch(page, -1) {
			want = append(want, m[1])
		}
		eachStyleAttribute([]byte(page), func(v []byte) { got = append(got, string(v)) })
		if !slices.Equal(got, want) {
			t.Errorf("%s: style attributes %q, want %q", name, got, want)
		}
	}
}

package server

import (
	"bytes"
	"io/fs"
	"testing"

	"agencysite/web"
)

// TestPreviewLeavesOutScripts: a built page's preview keeps everything but
// its scripts (inline, module and external alike).
func TestPreviewLeavesOutScripts(t *testing.T) {
	page, err := fs.ReadFile(web.Client(), "ar/home/index.html")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(page, []byte("<script")) {
		t.Fatal("the built page has no script to leave out")
	}
	got := withoutScripts(page)
	if bytes.Contains(bytes.ToLower(got), []byte("<script")) || bytes.Contains(got, []byte("</script")) {
		t.Fatal("the preview keeps a script")
	}
	for _, kept := range []string{`<html lang="ar" dir="rtl"`, "<main", "</body>", "</html>"} {
		if !bytes.Contains(got, []byte(kept)) {
			t.Errorf("the preview lost %q", kept)
		}
	}
	if in := []byte(`<p>a</p><SCRIPT type="module">x("</p>")</SCRIPT ><p>b</p><script src="/a.js"></script>`); string(withoutScripts(in)) != "<p>a</p><p>b</p>" {
		t.Errorf("got %q", withoutScripts(in))
	}
}

package media

import (
	"errors"
	"strings"
	"testing"
)

// svgPayloads are known ways SVG has been used to run script or reach out
// of the file (OWASP's XSS filter evasion list, DOMPurify's and
// svg-sanitizer's test suites, HackerOne reports on image uploads). Each
// must be refused.
var svgPayloads = []struct{ name, svg string }{
	{"script element", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>`},
	{"script in a namespace prefix", `<s:svg xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><s:script>alert(1)</s:script></s:svg>`},
	{"script with CDATA", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script><![CDATA[alert(1)]]></script></svg>`},
	{"onload on root", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"/>`},
	{"ONLOAD in capitals", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect ONLOAD="alert(1)"/></svg>`},
	{"onclick deep", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g><g><circle r="1" onclick="alert(1)"/></g></g></svg>`},
	{"onbegin in unknown element", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><x onbegin="alert(1)"/></svg>`},
	{"foreignObject", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject></svg>`},
	{"javascript link", `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>`},
	{"javascript link with entities and spaces", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><a href=" jav&#x09;ascript:alert(1)"><rect/></a></svg>`},
	{"remote use", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><use href="https://evil.example/sprite.svg#x"/></svg>`},
	{"data use", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><use href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+#x"/></svg>`},
	{"remote image", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="https://evil.example/track.png"/></svg>`},
	{"set to javascript", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><a><set attributeName="href" to="javascript:alert(1)"/><rect/></a></svg>`},
	{"animate values", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><a><animate attributeName="href" values="javascript:alert(1)"/></a></svg>`},
	{"style import", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>@import url(https://evil.example/x.css);</style></svg>`},
	{"style remote background", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect { fill: url("https://evil.example/track") }</style><rect/></svg>`},
	{"style attribute remote", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect style="fill:url(//evil.example/x)"/></svg>`},
	{"fill remote", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect fill="url(https://evil.example/x#g)"/></svg>`},
	// Issue 35, D9: a CSS escape spelled url( past the check and was served as is.
	{"style escape", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect{fill:u\72l(https://evil.example/x.png)}</style><rect/></svg>`},
	{"style attribute escape", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect style="fill:u\72l(https://evil.example/x.png)"/></svg>`},
	{"fill escape", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect fill="\75rl(https://evil.example/x.png)"/></svg>`},
	// Issue 35, repeated against the binary: a style cut into pieces by
	// markup the sanitiser drops, or holding an element it unwraps, was
	// checked piece by piece and served joined (u<!---->rl( as url().
	{"url cut by a comment", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect{fill:u<!---->rl(https://evil.example/x.png)}</style><rect/></svg>`},
	{"url cut by CDATA", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect{fill:u<![CDATA[rl(https://evil.example/x.png)]]>}</style><rect/></svg>`},
	{"url cut by a processing instruction", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect{fill:u<?x?>rl(https://evil.example/x.png)}</style><rect/></svg>`},
	{"url cut by an empty element", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect{fill:u<a/>rl(https://evil.example/x.png)}</style><rect/></svg>`},
	{"import cut by a comment", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>@imp<!---->ort "https://evil.example/x.css";</style></svg>`},
	{"expression cut by a comment", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect{width:expr<!---->ession(alert(1))}</style></svg>`},
	{"url inside an unwrapped a", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style><a>rect{fill:url(https://evil.example/x.png)}</a></style><rect/></svg>`},
	{"escape inside an unwrapped switch", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style><switch>rect{fill:u\72l(https://evil.example/x.png)}</switch></style><rect/></svg>`},
	{"url spelled with a character reference", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect{fill:&#117;rl(https://evil.example/x.png)}</style><rect/></svg>`},
	{"entity expansion", `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&b;</text></svg>`},
	{"external entity", `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&x;</text></svg>`},
	{"iframe in html namespace", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><iframe src="https://evil.example"/></svg>`},
	{"feImage remote", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><filter id="f"><feImage href="https://evil.example/x.png"/></filter></svg>`},
	{"vbscript", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect fill="vbscript:msgbox(1)"/></svg>`},
	{"handler element", `<svg xmlns="http://www.w3.org/2000/svg" xmlns:ev="http://www.w3.org/2001/xml-events" viewBox="0 0 10 10"><handler ev:event="load">alert(1)</handler></svg>`},
	{"not svg at all", `<html><body><script>alert(1)</script></body></html>`},
	{"no size", `<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>`},
}

func TestSVGPayloadsRefused(t *testing.T) {
	for _, tt := range svgPayloads {
		t.Run(tt.name, func(t *testing.T) {
			out, _, _, err := SanitizeSVG([]byte(tt.svg))
			if !errors.Is(err, ErrRefused) {
				t.Fatalf("got %q, %v; want refused", out, err)
			}
			if _, err := Inspect("logo.svg", []byte(tt.svg), false); !errors.Is(err, ErrRefused) {
				t.Fatalf("Inspect: got %v, want refused", err)
			}
		})
	}
}

// TestSVGFromAnEditor: an editor's export keeps its drawing and loses its
// editor's names, comments and metadata.
func TestSVGFromAnEditor(t *testing.T) {
	in := `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
  xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  width="200px" height="80" viewBox="0 0 100 40" inkscape:version="1.3" data-secret="x">
  <sodipodi:namedview id="nv" pagecolor="#ffffff"/>
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">author@example.com</rdf:RDF></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#06b6d4"/></linearGradient></defs>
  <style>.a { fill: url(#g); }</style>
  <a href="#top"><g inkscape:label="Layer 1" class="a"><path d="M0 0h100v40H0z" style="fill:url(#g)"/></g></a>
  <use xlink:href="#g"/>
  <text x="10" y="20" font-family="Inter">Nuqta &amp; co</text>
</svg>`
	out, w, h, err := SanitizeSVG([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if w != 200 || h != 80 {
		t.Errorf("size %d×%d, want 200×80", w, h)
	}
	s := string(out)
	for _, gone := range []string{"inkscape", "sodipodi", "metadata", "author@example.com", "Created with", "data-secret", "<a", "xlink"} {
		if strings.Contains(s, gone) {
			t.Errorf("%q left in %s", gone, s)
		}
	}
	for _, kept := range []string{`<svg xmlns="http://www.w3.org/2000/svg" width="200px"`, `<linearGradient id="g">`,
		`<path d="M0 0h100v40H0z" style="fill:url(#g)">`, `<use href="#g">`, `Nuqta &amp; co`, `.a { fill: url(#g); }`} {
		if !strings.Contains(s, kept) {
			t.Errorf("%q missing from %s", kept, s)
		}
	}
	// What comes out goes back in unchanged: nothing is left to remove.
	again, _, _, err := SanitizeSVG(out)
	if err != nil || string(again) != s {
		t.Errorf("second pass: %v\n%s\n%s", err, again, s)
	}
}

package content

import (
	"encoding/json"
	"fmt"
	"testing"
)

// TestLinksNameAPageThePublishHas (issue 37, item 4): a rich text's link to
// a page of the site must name one the publish renders (a site.json page,
// a shown project's); an external one must be well-formed. A draft may
// hold a link to a page that does not exist yet.
func TestLinksNameAPageThePublishHas(t *testing.T) {
	answer := func(html string) []byte {
		return edit(t, func(d map[string]any) {
			entry(d, "projects", 1)["hidden"] = true
			for _, lang := range []string{"en", "ar", "fr", "tr"} {
				entry(d, "faq", 0)["answer"].(map[string]any)[lang] = html
			}
		})
	}
	var d map[string]any
	if err := json.Unmarshal(Default(), &d); err != nil {
		t.Fatal(err)
	}
	hidden := fmt.Sprint(entry(d, "projects", 1)["id"])
	for _, c := range []struct {
		html, want string
	}{
		{`<p>See <a href="/projects">our projects</a>, <a href="/faq#prices">prices</a> and <a href="/project/8">one</a>.</p>`, ""},
		{`<p><a href="https://example.com/guide">guide</a> or <a href="mailto:hello@nuqta.studio">mail</a></p>`, ""},
		{`<p><a href="/project/9999">a project that is not there</a></p>`, CodeUnknownPage},
		{`<p><a href="/project/` + hidden + `">a hidden project</a></p>`, CodeUnknownPage},
		{`<p><a href="/en/projects">with its language</a></p>`, CodeUnknownPage},
		{`<p><a href="https://example">no domain</a></p>`, CodeUnsafeHTML},
		{`<p><a href="mailto:nobody">no address</a></p>`, CodeUnsafeHTML},
	} {
		doc := answer(c.html)
		got := problemsOf(t, Validate(doc))["faq.0.answer.en"]
		if got != c.want {
			t.Errorf("%s: problem %q, want %q", c.html, got, c.want)
		}
		if c.want == CodeUnknownPage {
			if p := problemsOf(t, Validate(doc, Draft()))["faq.0.answer.en"]; p != "" {
				t.Errorf("%s in a draft: problem %q, want none", c.html, p)
			}
		}
	}
}

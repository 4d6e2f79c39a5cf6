//go:build !race

// Rendering under the race detector is ten times slower (as
// publish_render_test.go).

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"agencysite/internal/content"
)

// TestHiddenProjectIsNotPublished: a project hidden in the studio is
// rendered by no engine a publish or a preview uses: no page of its own in
// any language or variant (so none in the sitemap, which lists the
// generation's pages), and not on the projects page; the project beside it
// is.
func TestHiddenProjectIsNotPublished(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	projects := doc["projects"].([]any)
	hidden := projects[1].(map[string]any)
	hidden["hidden"] = true
	projects[0].(map[string]any)["hidden"] = false
	hiddenTitle := hidden["title"].(map[string]any)["en"].(string)
	shownTitle := projects[2].(map[string]any)["title"].(map[string]any)["en"].(string)
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := content.Validate(b); err != nil {
		t.Fatalf("the document with a hidden project is refused: %v", err)
	}
	ctx := context.Background()
	r, err := withoutHidden(withMedia(nil, renderEngine))(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	paths, err := r.Paths(ctx)
	if err != nil {
		t.Fatal(err)
	}
	id := "/project/" + fmt.Sprint(hidden["id"])
	for _, p := range paths {
		if strings.HasSuffix(p, id) {
			t.Errorf("the hidden project has a page: %s", p)
		}
	}
	for _, want := range []string{"/en/project/1", "/ar/project/3", "/en/projects"} {
		if !slices.Contains(paths, want) {
			t.Errorf("paths lack %s", want)
		}
	}
	page, err := r.Render(ctx, "/en/projects")
	if err != nil {
		t.Fatal(err)
	}
	html := string(page.HTML) + string(page.Data)
	if strings.Contains(html, hiddenTitle) {
		t.Errorf("/en/projects shows the hidden project %q", hiddenTitle)
	}
	if !strings.Contains(html, shownTitle) {
		t.Errorf("/en/projects lacks the project %q", shownTitle)
	}
}

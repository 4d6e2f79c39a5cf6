package main

import (
	"context"
	"encoding/json"
	"io"
	"testing"

	"agencysite/internal/config"
	"agencysite/internal/content"
	"agencysite/internal/database/dbtest"
	"agencysite/web"
)

// TestHiddenProjectIsNotPublished: a project hidden in the studio is not in
// the document the publisher's engine renders (a publish, a preview, a
// re-render and an upgrade all start it): the project beside it is, and
// no project says "hidden". The renderer makes the pages and their list,
// the sitemap's too, of the document's projects alone (TestContentDocument
// in internal/render; TestPublishEveryFamilyAndATenthProject).
func TestHiddenProjectIsNotPublished(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	projects := doc["projects"].([]any)
	hidden := projects[1].(map[string]any)
	hidden["hidden"] = true
	projects[0].(map[string]any)["hidden"] = false
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := content.Validate(b); err != nil {
		t.Fatalf("the document with a hidden project is refused: %v", err)
	}
	cfg, err := config.Load(nil, noEnv, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	engine := &builtEdits{}
	p, err := newPublisher(dbtest.Open(t), cfg, web.Client(), engine.engine)
	if err != nil {
		t.Fatal(err)
	}
	r, err := p.Engine(context.Background(), b)
	if err != nil {
		t.Fatal(err)
	}
	r.Close()

	var given struct {
		Projects []map[string]any `json:"projects"`
	}
	if err := json.Unmarshal(engine.given()[0], &given); err != nil {
		t.Fatal(err)
	}
	ids := map[float64]bool{}
	for _, p := range given.Projects {
		ids[p["id"].(float64)] = true
		if _, ok := p["hidden"]; ok {
			t.Errorf("project %v is rendered with its hidden field", p["id"])
		}
	}
	if ids[hidden["id"].(float64)] {
		t.Errorf("the hidden project %v is rendered", hidden["id"])
	}
	for _, want := range []any{projects[0], projects[2]} {
		if id := want.(map[string]any)["id"].(float64); !ids[id] {
			t.Errorf("the project %v beside it is not rendered", id)
		}
	}
	if len(given.Projects) != len(projects)-1 {
		t.Errorf("%d projects rendered, want %d", len(given.Projects), len(projects)-1)
	}
}

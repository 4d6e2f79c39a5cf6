package content_test

import (
	"encoding/json"
	"slices"
	"testing"

	"agencysite/internal/content"
	"agencysite/internal/leads"
)

// TestServiceIDsAgreeWithTheLeadsSchema: a service's id is the consultation
// form's value and what the server accepts (internal/leads/schema.json);
// the content document names those services. Both lists of ids must be
// the same, in content's schema (what an import may hold) and in the
// default document (what the form offers).
func TestServiceIDsAgreeWithTheLeadsSchema(t *testing.T) {
	var want []string
	for _, o := range leads.LeadSchema().Services {
		want = append(want, o.Value)
	}
	var schema struct {
		Root content.Node `json:"root"`
	}
	if err := json.Unmarshal(content.Schema(), &schema); err != nil {
		t.Fatal(err)
	}
	names := schema.Root.Fields["services"].Fields["names"]
	if got := names.Of.Fields["id"].Values; !slices.Equal(got, want) {
		t.Errorf("content schema's service ids %v, want the leads schema's %v", got, want)
	}
	if *names.Min != float64(len(want)) || *names.Max != float64(len(want)) {
		t.Errorf("content schema's service names: min %v, max %v, want %d: every service named once", *names.Min, *names.Max, len(want))
	}
	var doc struct {
		Services struct {
			Names []struct {
				ID string `json:"id"`
			} `json:"names"`
		} `json:"services"`
	}
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range doc.Services.Names {
		got = append(got, n.ID)
	}
	if !slices.Equal(got, want) {
		t.Errorf("default document's service ids %v, want the leads schema's %v", got, want)
	}
	offerings := schema.Root.Fields["services"].Fields["offerings"].Of.Fields["id"].Values
	for _, id := range offerings {
		if !slices.Contains(want, id) {
			t.Errorf("offering %q is not a service of the leads schema", id)
		}
	}
}

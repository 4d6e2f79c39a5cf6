package content

import "testing"

// TestEditorOutputIsSafe: testdata/editor-output.json holds what the
// studio's rich text editor writes for typical edits and pastes
// (web/app/features/admin-studio/rich-text.test.tsx produces each "html"
// from its action or "paste"). The server must take every one unchanged,
// and refuse the raw pastes, which the editor cleans first.
func TestEditorOutputIsSafe(t *testing.T) {
	type editorCase struct {
		Name  string `json:"name"`
		Paste string `json:"paste"`
		HTML  string `json:"html"`
	}
	for _, c := range testdataCases[editorCase](t, "editor-output.json") {
		if !safeHTML(c.HTML) {
			t.Errorf("%s: the editor's %q is refused", c.Name, c.HTML)
		}
		if c.Paste != "" && safeHTML(c.Paste) {
			t.Errorf("%s: the raw paste %q is accepted, want refused", c.Name, c.Paste)
		}
	}
}

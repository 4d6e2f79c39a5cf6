package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agencysite/internal/content"
	"agencysite/internal/database/dbtest"
)

func runContentCommand(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err = run(context.Background(), append([]string{"content"}, args...), noEnv, &out, &errOut)
	return out.String(), errOut.String(), err
}

// editedDefault is the default document with the first FAQ question changed
// in English, written to a file.
func editedDefault(t *testing.T, question string, more func(doc map[string]any)) string {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	doc["faq"].([]any)[0].(map[string]any)["question"].(map[string]any)["en"] = question
	if more != nil {
		more(doc)
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "content.json")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestContentExportImport(t *testing.T) {
	url := dbtest.MigratedURL(t)
	out, stderr, err := runContentCommand(t, "export", "--database", url)
	if err != nil {
		t.Fatalf("export: %v: %s", err, stderr)
	}
	if out != string(content.Default()) {
		t.Errorf("export of an empty database is not the default document")
	}

	file := editedDefault(t, "What can you build for us?", nil)
	if out, stderr, err = runContentCommand(t, "import", file, "--database", url); err != nil {
		t.Fatalf("import: %v: %s", err, stderr)
	}
	checkOutput(t, out, []string{"content imported"}, nil)
	want, _ := os.ReadFile(file)
	if out, _, _ = runContentCommand(t, "export", "--database", url); out != string(want) {
		t.Errorf("export after import is not the imported file")
	}
}

func TestContentImportRefusesWithEveryProblemAndChangesNothing(t *testing.T) {
	url := dbtest.MigratedURL(t)
	kept := editedDefault(t, "Kept question", nil)
	if _, stderr, err := runContentCommand(t, "import", "--database", url, kept); err != nil {
		t.Fatalf("import: %v: %s", err, stderr)
	}
	bad := editedDefault(t, "Changed question", func(doc map[string]any) {
		p := doc["projects"].([]any)
		delete(p[0].(map[string]any)["title"].(map[string]any), "tr")
		p[1].(map[string]any)["id"] = 1
		p[2].(map[string]any)["study"].(map[string]any)["stores"].(map[string]any)["googlePlay"] = "http://play.google.com/x"
		doc["faq"].([]any)[3].(map[string]any)["answer"].(map[string]any)["fr"] = `<a href="javascript:alert(1)">x</a>`
		doc["testimonials"].([]any)[0].(map[string]any)["text"].(map[string]any)["ar"] = strings.Repeat("ن", 401)
		doc["testimonials"].([]any)[1].(map[string]any)["flag"] = "xx"
	})
	_, stderr, err := runContentCommand(t, "import", bad, "--database", url)
	if err == nil || !strings.Contains(err.Error(), "6 problem(s); nothing changed") {
		t.Fatalf("import of a bad file = %v, want 6 problems", err)
	}
	checkOutput(t, stderr, []string{
		"projects.0.title.tr: required",
		"projects.1.id: duplicate_id",
		"projects.2.study.stores.googlePlay: not_https",
		"faq.3.answer.fr: unsafe_html",
		"testimonials.0.text.ar: too_long",
		"testimonials.1.flag: unknown_id",
	}, nil)
	want, _ := os.ReadFile(kept)
	if out, _, _ := runContentCommand(t, "export", "--database", url); out != string(want) {
		t.Errorf("a refused import changed the working document")
	}
}

func TestContentCommandErrors(t *testing.T) {
	url := dbtest.MigratedURL(t)
	notJSON := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(notJSON, []byte(`{"projects": [`), 0o600)
	if _, _, err := runContentCommand(t, "import", notJSON, "--database", url); err == nil || !strings.Contains(err.Error(), "nothing changed") {
		t.Errorf("import of broken JSON = %v, want nothing changed", err)
	}
	tests := []struct {
		name     string
		args     []string
		wantHelp bool
	}{
		{"no subcommand", []string{"content"}, false},
		{"help", []string{"content", "-h"}, true},
		{"import without file", []string{"content", "import", "--database", url}, false},
		{"missing file", []string{"content", "import", filepath.Join(t.TempDir(), "none.json"), "--database", url}, false},
		{"export with argument", []string{"content", "export", "now", "--database", url}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkCommandFails(t, tt.args, tt.wantHelp) })
	}
}

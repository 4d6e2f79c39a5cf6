//go:build !race

// The race detector makes QuickJS ten times slower: the Makefile runs
// this file's test on its own, without it (as internal/render's identity test).

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

// TestPublishGenerationsRollback publishes the working content through the
// renderer in the binary: first a document with an edited FAQ question
// (site content export, edit, import), which, on a site that never
// published, renders only the pages that show it and takes the others
// from the build (docs/decisions/0315); then the default document again,
// which renders those pages back; and rolls back to the edit.
// A server on the database serves the edit in the first generation's HTML
// and .data and every other page byte for byte as it serves the build's
// own pages; the second generation byte for byte as the build (the
// in-binary render, finished by the server, is the build).
func TestPublishGenerationsRollback(t *testing.T) {
	url := dbtest.MigratedURL(t)
	own, _, stopOwn := runInProcess(t, map[string]string{"DATABASE_URL": dbtest.MigratedURL(t)})
	pages := []string{"/en/faq", "/en/faq.data", "/ar/faq", "/en/home", "/a/fr/project/3", "/tr/home.data", "/en/nope"}
	ownBodies := map[string][]byte{}
	for _, p := range pages {
		_, ownBodies[p] = getBody(t, own+p)
	}
	stopOwn()
	serves := func(want map[string][]byte) {
		t.Helper()
		base, _, stop := runInProcess(t, map[string]string{"DATABASE_URL": url})
		defer stop()
		for _, p := range pages {
			if _, body := getBody(t, base+p); !bytes.Equal(body, want[p]) {
				t.Errorf("%s: got %d bytes, want %d bytes", p, len(body), len(want[p]))
			}
		}
		if status, body := getBody(t, base+"/readyz"); status != 200 {
			t.Fatalf("readyz: got %d %s", status, body)
		}
	}
	servesEdit := func(question, edited string) {
		t.Helper()
		base, _, stop := runInProcess(t, map[string]string{"DATABASE_URL": url})
		defer stop()
		for _, p := range []string{"/en/faq", "/en/faq.data"} {
			if _, body := getBody(t, base+p); !bytes.Contains(body, []byte(edited)) || bytes.Contains(body, []byte(question)) {
				t.Errorf("%s after the edit: the edited question is not served", p)
			}
		}
		for _, p := range []string{"/ar/faq", "/a/fr/project/3", "/tr/home.data", "/en/nope"} {
			if _, body := getBody(t, base+p); !bytes.Equal(body, ownBodies[p]) {
				t.Errorf("%s changed, yet its text was not edited", p)
			}
		}
	}

	const question, edited = "What services do you offer?", "Which apps do you build for clients?"
	doc := publishCommand(t, "content", "export", "--database", url)
	if !strings.Contains(doc, question) {
		t.Fatalf("the exported document lacks %q", question)
	}
	dir := t.TempDir()
	file, original := filepath.Join(dir, "content.json"), filepath.Join(dir, "original.json")
	if err := os.WriteFile(file, []byte(strings.Replace(doc, question, edited, 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(original, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	publishCommand(t, "content", "import", file, "--database", url)
	out := publishCommand(t, "publish", "--database", url, "--by", "ana", "--summary", "faq question")
	// Only the pages showing the English FAQ are rendered: the FAQ and the
	// home page, in both variants (docs/decisions/0225); the others are the
	// build's, stored for the first time.
	checkOutput(t, out, []string{"published generation 1: 4 pages rendered, 149 unchanged, "}, nil)
	servesEdit(question, edited)

	publishCommand(t, "content", "import", original, "--database", url)
	out = publishCommand(t, "publish", "--database", url, "--by", "omar", "--summary", "back")
	checkOutput(t, out, []string{"published generation 2: 4 pages rendered, 149 unchanged, "}, nil)
	checkOutput(t, publishCommand(t, "generations", "--database", url), []string{"*  2 ", " omar ", "back", " ana ", "faq question"}, []string{"*  1 "})
	serves(ownBodies)

	out = publishCommand(t, "rollback", "1", "--database", url)
	checkOutput(t, out, []string{"generation 1 is live again", "by ana: faq question"}, nil)
	servesEdit(question, edited)
}

//go:build !race

// Each server start compresses every page of the build: under the race
// detector, TestPublishGenerationsRollback took 107 s of CPU instead of 8 s,
// for little it could find here (the publisher and the server's switch run
// under it in internal/publish and internal/server). The Makefile runs this
// file's tests without it.

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
)

// TestPublishGenerationsRollback publishes the working content (site
// publish, with builtEdits for the renderer): first a document with an
// edited FAQ question (site content export, edit, import), then the default
// document again; lists the generations and rolls back to the edit.
// A server on the database serves the edit in the first generation's HTML
// and .data and every other page byte for byte as it serves the build's
// own pages; the second generation byte for byte as the build (the build's
// pages, finished by the publisher, are what the server makes of them).
// That the renderer makes the build's bytes is TestIdentity's
// (internal/render); that a publish through it renders only the pages that
// show an edit, TestPublishEveryFamilyAndATenthProject's.
func TestPublishGenerationsRollback(t *testing.T) {
	url := dbtest.MigratedURL(t)
	engine := &builtEdits{}
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
	out := publishWith(t, engine.engine, "publish", "--database", url, "--by", "ana", "--summary", "faq question")
	checkOutput(t, out, []string{"published generation 1: "}, nil)
	servesEdit(question, edited)

	publishCommand(t, "content", "import", original, "--database", url)
	out = publishWith(t, engine.engine, "publish", "--database", url, "--by", "omar", "--summary", "back")
	checkOutput(t, out, []string{"published generation 2: "}, nil)
	checkOutput(t, publishCommand(t, "generations", "--database", url), []string{"*  2 ", " omar ", "back", " ana ", "faq question"}, []string{"*  1 "})
	serves(ownBodies)

	out = publishCommand(t, "rollback", "1", "--database", url)
	checkOutput(t, out, []string{"generation 1 is live again", "by ana: faq question"}, nil)
	servesEdit(question, edited)
}

package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"testing"

	"agencysite/internal/database/dbtest"
)

// publishCommand runs one of the publishing commands and returns its stdout.
func publishCommand(t *testing.T, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), args, noEnv, &stdout, &stderr); err != nil {
		t.Fatalf("%v: %v: %s", args, err, stderr.String())
	}
	return stdout.String()
}

func getBody(t *testing.T, url string) (int, []byte) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, body
}

// TestPublishGenerationsRollback publishes the working content (the
// default document) through the renderer in the binary, lists, rolls back,
// and has a server on the database serve the live generation byte for
// byte as it serves the build's own pages: the in-binary render, finished
// by the server, is the build.
func TestPublishGenerationsRollback(t *testing.T) {
	url := dbtest.URL(t)
	own, _, stopOwn := runInProcess(t, map[string]string{"DATABASE_URL": dbtest.URL(t)})
	pages := []string{"/en/home", "/ar/faq", "/a/fr/project/3", "/tr/home.data", "/en/nope"}
	ownBodies := map[string][]byte{}
	for _, p := range pages {
		_, ownBodies[p] = getBody(t, own+p)
	}
	stopOwn()

	out := publishCommand(t, "publish", "--database", url, "--by", "ana", "--summary", "first")
	checkOutput(t, out, []string{"published generation 1: 153 pages rendered, 257 files (257 new) in "}, nil)
	out = publishCommand(t, "generations", "--database", url)
	checkOutput(t, out, []string{"*  1 ", " ana ", "first", "153"}, nil)
	out = publishCommand(t, "rollback", "1", "--database", url)
	checkOutput(t, out, []string{"generation 1 is live again", "by ana: first"}, nil)

	base, logs, _ := runInProcess(t, map[string]string{"DATABASE_URL": url, "LOG_LEVEL": "info"})
	for _, p := range pages {
		if _, body := getBody(t, base+p); !bytes.Equal(body, ownBodies[p]) {
			t.Errorf("%s: got %d bytes, want the build's own %d bytes", p, len(body), len(ownBodies[p]))
		}
	}
	if status, body := getBody(t, base+"/readyz"); status != 200 {
		t.Fatalf("readyz: got %d %s", status, body)
	}
	checkOutput(t, logs.String(), []string{`"msg":"serving generation","generation":1`}, nil)
}

func TestPublishCommandsRefuseBadArguments(t *testing.T) {
	url := dbtest.URL(t)
	for _, args := range [][]string{
		{"rollback"},
		{"rollback", "x"},
		{"rollback", "0"},
		{"rollback", "3", "--database", url}, // nothing published
		{"publish", "now", "--database", url},
		{"generations", "--database", url, "extra"},
	} {
		t.Run(args[0], func(t *testing.T) { checkCommandFails(t, args, false) })
	}
	checkCommandFails(t, []string{"publish", "-h"}, true)
}

func TestHelpListsThePublishingCommands(t *testing.T) {
	var stderr bytes.Buffer
	run(context.Background(), []string{"-h"}, noEnv, io.Discard, &stderr)
	checkOutput(t, stderr.String(), []string{"site publish", "site generations", "site rollback N"}, nil)
}

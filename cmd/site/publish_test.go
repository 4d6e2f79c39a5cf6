package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"testing"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/publish"
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

// publishWith runs "site publish" (or generations, rollback) as
// publishCommand does, rendering with engine.
func publishWith(t *testing.T, engine publish.Engine, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if err := runPublish(context.Background(), engine, args[0], args[1:], noEnv, &stdout, &stderr); err != nil {
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

func TestPublishCommandsRefuseBadArguments(t *testing.T) {
	url := dbtest.MigratedURL(t)
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

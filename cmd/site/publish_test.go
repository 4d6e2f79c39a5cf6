package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"agencysite/internal/config"
	"agencysite/internal/database"
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
	checkCommandFails(t, []string{"rollback", "-h"}, true) // usage asked for: exit 0 (issue 36)
	checkCommandFails(t, []string{"rollback", "--database", url, "3"}, false)
}

// TestPublishForTheServedBaseURL: a publish from the command line is for
// the base URL the servers on the database started with; another one,
// given by flag or BASE_URL, is refused before anything is rendered,
// instead of a generation no server would serve (issue 36). Flags stand
// before or after a rollback's number.
func TestPublishForTheServedBaseURL(t *testing.T) {
	ctx := context.Background()
	url := dbtest.MigratedURL(t)
	db, err := database.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := newSettings(db, config.Config{}).SetServedBaseURL(ctx, "https://agency.example"); err != nil {
		t.Fatal(err)
	}
	engine := (&builtEdits{}).engine
	var stdout, stderr bytes.Buffer
	err = runPublish(ctx, engine, "publish", []string{"--database", url, "--base-url", "http://localhost:8080"}, noEnv, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "serve https://agency.example, and this is for http://localhost:8080") {
		t.Fatalf("another base URL: got %v, want it refused, naming both", err)
	}
	env := func(k string) string { return map[string]string{"BASE_URL": "https://old.example"}[k] }
	if err := runPublish(ctx, engine, "publish", []string{"--database", url}, env, &stdout, &stderr); err == nil {
		t.Fatal("another base URL from BASE_URL: got success")
	}
	if gens, _ := publish.NewStore(db).List(ctx); len(gens) != 0 {
		t.Fatalf("got %d generations after the refusals, want none", len(gens))
	}
	publishWith(t, engine, "publish", "--database", url)
	g, err := publish.NewStore(db).Generation(ctx, 1)
	if err != nil || g.BaseURL != "https://agency.example" {
		t.Fatalf("the publish without a base URL: %q, %v; want it for the servers' https://agency.example", g.BaseURL, err)
	}
	if out := publishWith(t, engine, "rollback", "1", "--database", url); !strings.Contains(out, "generation 1 is live again") {
		t.Errorf("rollback with its flag after the number: %q", out)
	}
}

func TestHelpListsThePublishingCommands(t *testing.T) {
	var stderr bytes.Buffer
	run(context.Background(), []string{"-h"}, noEnv, io.Discard, &stderr)
	checkOutput(t, stderr.String(), []string{"site publish", "site generations", "site rollback N"}, nil)
}

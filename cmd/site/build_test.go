package main

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"testing"

	"agencysite/web"
)

// TestMain stops at once, in one line, when the front end is not built:
// these tests run the real site, and on a fresh clone every one of them
// would otherwise fail on its own.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == mediaWorker { // the servers started here run the test binary as their picture worker
		os.Exit(exitCode(run(context.Background(), os.Args[1:], os.Getenv, os.Stdout, os.Stderr), os.Stderr))
	}
	if _, err := fs.Stat(web.Client(), "en/home/index.html"); err != nil {
		fmt.Fprintln(os.Stderr, "cmd/site: the front end is not built: run `make build` first (the tests here serve the real site)")
		os.Exit(1)
	}
	os.Exit(m.Run())
}

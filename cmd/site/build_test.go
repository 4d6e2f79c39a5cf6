package main

import (
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
	if _, err := fs.Stat(web.Client(), "en/home/index.html"); err != nil {
		fmt.Fprintln(os.Stderr, "cmd/site: the front end is not built: run `make build` first (the tests here serve the real site)")
		os.Exit(1)
	}
	os.Exit(m.Run())
}

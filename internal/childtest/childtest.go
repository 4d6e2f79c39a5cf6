// Package childtest runs a test binary again as a child process that
// stops at a chosen point and is killed there (SIGKILL): a crash at a
// known moment, for tests of what survives it. The child's side is an
// init() of the test package that acts when its environment says so,
// prints a word when it has reached the point, and waits to be killed
// (Database, SayAndWait).
package childtest

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database"
)

// KillWhenSaid runs this test binary (no tests) with env added, waits for
// the child to print said on a line of its standard output, kills it with
// SIGKILL and reaps it. The test fails when the child says anything else
// or ends first.
func KillWhenSaid(t testing.TB, said string, env ...string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || strings.TrimSpace(line) != said {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the child said %q, %v; want %s", line, err, said)
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	cmd.Wait()
}

// Database is the child's side: the database named by the environment
// variable env, opened, or nil in a process that is not the child (env
// unset). The child panics when it cannot open it.
func Database(env string) *database.DB {
	url := os.Getenv(env)
	if url == "" {
		return nil
	}
	db, err := database.Open(context.Background(), url)
	if err != nil {
		panic(err)
	}
	return db
}

// SayAndWait is the child's side at its point: it prints said on a line
// of its own, for KillWhenSaid, and waits to be killed.
func SayAndWait(said string) {
	os.Stdout.WriteString(said + "\n")
	time.Sleep(time.Hour)
}

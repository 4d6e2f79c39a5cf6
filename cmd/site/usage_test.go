package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

func TestHelpIsASuccess(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"users", "-h"}, {"leads", "-h"}, {"analytics", "-h"}, {"backup", "-h"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), args, noEnv, &stdout, &stderr)
			if got := exitCode(err, &stderr); got != 0 {
				t.Errorf("exit status %d, want 0 (%v)", got, err)
			}
			if stdout.Len()+stderr.Len() == 0 {
				t.Error("printed no usage")
			}
		})
	}
	var stderr bytes.Buffer
	if got := exitCode(errors.New("boom"), &stderr); got != 1 || !strings.Contains(stderr.String(), "site: boom") {
		t.Errorf("an error: exit status %d and %q, want 1 and the error", got, stderr.String())
	}
}

// TestHelpListsEveryCommand keeps `site -h` in step with run's switch.
func TestHelpListsEveryCommand(t *testing.T) {
	var stderr bytes.Buffer
	_ = run(context.Background(), []string{"-h"}, noEnv, &bytes.Buffer{}, &stderr)
	for _, command := range []string{"site leads list", "site leads export", "site analytics report", "site analytics seed",
		"site migrate", "site backup", "site restore", "site healthcheck", "site users create", "site users reset-password", "site users reset-2fa",
		"site content export", "site content import", "site publish", "site generations", "site rollback", "site media import", "site media list"} {
		if !strings.Contains(stderr.String(), command) {
			t.Errorf("site -h does not list %q", command)
		}
	}
}

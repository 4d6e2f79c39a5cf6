package render

import (
	"context"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
)

// TestCloseReleasesMemory: nothing of an engine stays once it is closed, so
// publishing leaves no memory held between publishes. Each engine here keeps
// 64 MiB reachable in JavaScript until Close.
func TestCloseReleasesMemory(t *testing.T) {
	cycle := func() {
		e := startStandIn(t, Options{})
		if _, err := e.Render(context.Background(), "/big"); err != nil {
			t.Fatal(err)
		}
		if err := e.Close(); err != nil {
			t.Fatal(err)
		}
		runtime.GC()
		debug.FreeOSMemory()
	}
	cycle() // the runtime's own first allocations
	before := residentKB(t)
	for range 3 {
		cycle()
	}
	if grown := residentKB(t) - before; grown > 32<<10 {
		t.Errorf("resident memory grew by %d kB over three engines closed, want nothing held (< 32 MiB)", grown)
	}
}

func residentKB(t *testing.T) int {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			if err != nil {
				t.Fatal(err)
			}
			return kb
		}
	}
	t.Fatal("no VmRSS in /proc/self/status")
	return 0
}

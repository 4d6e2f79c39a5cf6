package main

import (
	"math"
	"runtime/debug"
	"testing"
)

// gcSettings reads the collector's percent and memory limit.
func gcSettings() (percent int, limit int64) {
	percent = debug.SetGCPercent(-1)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1) // a negative limit reads it
}

// env is a getenv that knows only vars.
func env(vars map[string]string) func(string) string {
	return func(name string) string { return vars[name] }
}

func TestPaceGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	for _, tc := range []struct {
		name          string
		vars          map[string]string
		before, after int   // percent, as the runtime read it, and as set
		limit         int64 // the memory limit as set
	}{
		{"nothing set", nil, 100, serveGCPercent, serveMemoryLimit},
		{"GOGC set", map[string]string{"GOGC": "77"}, 77, 77, math.MaxInt64},
		{"GOMEMLIMIT set", map[string]string{"GOMEMLIMIT": "1GiB"}, 100, serveGCPercent, math.MaxInt64},
	} {
		debug.SetGCPercent(tc.before)
		debug.SetMemoryLimit(math.MaxInt64) // as GOMEMLIMIT unset, or standing for the operator's
		paceGC(env(tc.vars))
		if percent, limit := gcSettings(); percent != tc.after || limit != tc.limit {
			t.Errorf("%s: GOGC %d, memory limit %d; want %d, %d", tc.name, percent, limit, tc.after, tc.limit)
		}
	}
}

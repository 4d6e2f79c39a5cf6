package main

import (
	"runtime/debug"
	"testing"
)

func TestPaceGCLeavesTheOperatorsGOGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(77)) // as if the runtime had read GOGC=77
	paceGC(func(name string) string {
		if name == "GOGC" {
			return "77"
		}
		return ""
	})
	if got := debug.SetGCPercent(77); got != 77 {
		t.Errorf("GOGC=77 set, the collector runs at %d", got)
	}
	paceGC(func(string) string { return "" })
	if got := debug.SetGCPercent(77); got != serveGCPercent {
		t.Errorf("no GOGC, the collector runs at %d, want %d", got, serveGCPercent)
	}
}

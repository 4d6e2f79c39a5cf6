package main

import "runtime/debug"

// serveGCPercent is the collector's GOGC while serving: it lets the heap
// grow to five times what is live before collecting, where the default
// lets it double. What is live is mostly the pages, held for the
// process's life, about 40 MB; a page request leaves 3.5 KB of garbage,
// most of it net/http's own, so at the default a collection came every
// 11,000 requests, several a second under load, and the requests answered
// while the collector marked were most of the slowest percent. At 400 one
// comes every 45,000 requests (docs/decisions/0475).
const serveGCPercent = 400

// serveMemoryLimit bounds what serveGCPercent costs: past it the collector
// runs as often as it must to stay under, so a publish, whose live heap is
// larger, does not grow to five times that.
const serveMemoryLimit = 512 << 20

// paceGC sets serveGCPercent and serveMemoryLimit unless the operator
// chose with GOGC (the runtime has read it, and GOMEMLIMIT if set).
func paceGC(getenv func(string) string) {
	if getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(serveGCPercent)
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(serveMemoryLimit)
	}
}

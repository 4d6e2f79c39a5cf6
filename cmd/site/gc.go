package main

import "runtime/debug"

// serveGCPercent is the collector's GOGC while serving: it lets the heap
// grow to five times what is live before collecting, where the default
// lets it double. What is live is mostly the pages, held for the
// process's life, about 40 MB; a page request leaves 3.6 KB of garbage,
// most of it net/http's own, so at the default a collection came every
// 11,000 requests, several a second under load, and the requests answered
// while the collector marked made the slowest percent. At 400 one comes
// every 45,000 requests, for about 160 MB more memory at most
// (docs/decisions/0475).
const serveGCPercent = 400

// paceGC sets serveGCPercent unless the operator chose with GOGC (the
// runtime has read it); a GOMEMLIMIT caps the heap whatever the percent.
func paceGC(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(serveGCPercent)
	}
}

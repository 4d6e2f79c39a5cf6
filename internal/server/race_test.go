//go:build race

package server

// raceEnabled: the race detector makes sync.Pool drop a quarter of what
// is put back, so pooled buffers (slog's) are sometimes allocated anew.
const raceEnabled = true

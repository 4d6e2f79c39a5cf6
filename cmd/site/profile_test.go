package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestCPUProfile: -cpu-profile writes a profile (gzip-compressed protobuf,
// what go tool pprof reads) when the run stops; without it, nothing.
func TestCPUProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.pprof")
	stop, err := startCPUProfile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte{0x1f, 0x8b}) {
		t.Errorf("the profile is %d bytes, not gzip: %q", len(b), b[:min(len(b), 16)])
	}
	stop, err = startCPUProfile("")
	if err != nil || stop() != nil {
		t.Errorf("no path: got %v, want nothing to do", err)
	}
	if _, err := startCPUProfile(filepath.Join(t.TempDir(), "missing", "cpu.pprof")); err == nil {
		t.Error("a path in a missing directory: got nil, want an error")
	}
}

package main

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/media"
)

func TestMediaImportAndList(t *testing.T) {
	ctx := context.Background()
	dbURL := dbtest.MigratedURL(t)
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 520, 260))); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "team photo.png")
	os.WriteFile(file, buf.Bytes(), 0o600)
	os.WriteFile(filepath.Join(dir, "fake.png"), []byte("<html></html>"), 0o600)

	var stdout, stderr bytes.Buffer
	err := run(ctx, []string{"media", "import", file, "--alt-en", "The team", "--alt-ar", "الفريق", "--database", dbURL}, noEnv, &stdout, &stderr)
	if err != nil {
		t.Fatalf("import: %v\n%s", err, stderr.String())
	}
	m := regexp.MustCompile(`^imported ([0-9a-f]{32}) \(520×260, png\)`).FindStringSubmatch(stdout.String())
	if m == nil || !strings.Contains(stdout.String(), "/media/"+m[1]+"-480.avif") || !strings.Contains(stdout.String(), "-520.webp") {
		t.Fatalf("import said %q", stdout.String())
	}
	id := m[1]

	stdout.Reset()
	if err := run(ctx, []string{"media", "import", "--database", dbURL, file}, noEnv, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(stdout.String(), "already in the library "+id) {
		t.Errorf("second import said %q", stdout.String())
	}
	err = run(ctx, []string{"media", "import", filepath.Join(dir, "fake.png"), "--database", dbURL}, noEnv, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "Only JPEG, PNG, WebP, AVIF and SVG") {
		t.Errorf("fake file: got %v", err)
	}

	stdout.Reset()
	if err := run(ctx, []string{"media", "list", "--database", dbURL}, noEnv, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[1], id) || !strings.Contains(lines[1], "ready") || !strings.Contains(lines[1], "team photo.png") {
		t.Errorf("list: %q", stdout.String())
	}

	db, err := database.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	a, err := media.NewStore(db, nil).Get(ctx, id)
	if err != nil || a.Alt["en"] != "The team" || a.Alt["ar"] != "الفريق" || len(a.Alt) != 2 {
		t.Errorf("alt: %v %v", a.Alt, err)
	}
}

func TestMediaUsage(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"media", "-h"}, noEnv, &stdout, &stderr); err == nil || !strings.Contains(stderr.String(), "site media import FILE") {
		t.Errorf("got %v %q", err, stderr.String())
	}
	stderr.Reset()
	run(context.Background(), []string{"-h"}, noEnv, &stdout, &stderr)
	if !strings.Contains(stderr.String(), "site media import") || !strings.Contains(stderr.String(), "site media list") {
		t.Errorf("site -h does not list the media commands: %q", stderr.String())
	}
}

// TestMediaImportWaitsForARunningServer: a picture a running server took to
// process first (its lease on the row) is waited for, not an error.
func TestMediaImportWaitsForARunningServer(t *testing.T) {
	ctx := context.Background()
	dbURL := dbtest.MigratedURL(t)
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 64, 32))); err != nil {
		t.Fatal(err)
	}
	db, err := database.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	u, err := media.Inspect("logo.png", buf.Bytes(), false)
	if err != nil {
		t.Fatal(err)
	}
	a, _, err := media.NewStore(db, nil).Add(ctx, u, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	// The server's claim, then its result a moment later.
	if _, err := db.Exec(`UPDATE jobs SET lease_token = 'server', lease_until = $1 WHERE kind = $2 AND ref = $3`,
		database.FormatTime(time.Now().Add(time.Hour)), media.JobKind, a.ID); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(700 * time.Millisecond)
		db.Exec(`UPDATE media_assets SET status = 'ready' WHERE id = $1`, a.ID)
	}()
	file := filepath.Join(t.TempDir(), "logo.png")
	os.WriteFile(file, buf.Bytes(), 0o600)
	var stdout, stderr bytes.Buffer
	if err := run(ctx, []string{"media", "import", file, "--database", dbURL}, noEnv, &stdout, &stderr); err != nil {
		t.Fatalf("import while a server processes it: %v\n%s", err, stderr.String())
	}
	if !strings.HasPrefix(stdout.String(), "already in the library "+a.ID) {
		t.Errorf("import said %q", stdout.String())
	}
}

package media

import (
	"bytes"
	"context"
	"errors"
	"os"
	"testing"
)

// TestMain lets the test binary be the worker child, as the server's
// binary is with "site media-worker".
func TestMain(m *testing.M) {
	if os.Getenv("MEDIA_WORKER_TEST") == "1" {
		if err := ServeWorker(os.Stdin, os.Stdout); err != nil {
			os.Stderr.WriteString(err.Error())
			os.Exit(2)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func testChild() Child {
	return Child{Command: []string{os.Args[0]}, Env: []string{"MEDIA_WORKER_TEST=1"}}
}

// TestChildWorksAsInProcess: a child inspects and processes a picture to
// the same bytes as the server's own process, and its refusals arrive as
// refusals, with their code.
func TestChildWorksAsInProcess(t *testing.T) {
	ctx := context.Background()
	data := withEXIF(encodeAs(t, JPEG, picture(300, 200)), 6)
	want, err := Inspect("a.jpg", data, false)
	if err != nil {
		t.Fatal(err)
	}
	got, err := testChild().Inspect(ctx, "a.jpg", data, false)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != want.ID || got.Name != want.Name || got.Format != want.Format || got.Width != 200 || got.Height != 300 || !bytes.Equal(got.Data, want.Data) {
		t.Errorf("child inspected %s %s %s %d×%d (%d bytes), want %s %s %s %d×%d (%d bytes)",
			got.ID, got.Name, got.Format, got.Width, got.Height, len(got.Data), want.ID, want.Name, want.Format, want.Width, want.Height, len(want.Data))
	}

	wantP, err := Process(want.ID, want.Format, want.Data, false)
	if err != nil {
		t.Fatal(err)
	}
	gotP, err := testChild().Process(ctx, want.ID, want.Format, want.Data, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(gotP.Variants) != len(wantP.Variants) || gotP.Color != wantP.Color || gotP.Placeholder != wantP.Placeholder {
		t.Fatalf("child made %d files, colour %s; want %d, %s", len(gotP.Variants), gotP.Color, len(wantP.Variants), wantP.Color)
	}
	for i, v := range gotP.Variants {
		if v.File != wantP.Variants[i].File || !bytes.Equal(v.Data, wantP.Variants[i].Data) {
			t.Errorf("file %d: child made %s (%d bytes), want %s (%d bytes)", i, v.Name(), len(v.Data), wantP.Variants[i].Name(), len(wantP.Variants[i].Data))
		}
	}

	var refused *RefusedError
	if _, err := testChild().Inspect(ctx, "bomb.png", pngBomb(60000, 60000), true); !errors.As(err, &refused) || refused.Code != "too_many_pixels" {
		t.Errorf("a bomb in the child: got %v, want the too_many_pixels refusal", err)
	}
	if _, err := testChild().Process(ctx, "x", PNG, []byte("not a picture"), false); !errors.As(err, &refused) || refused.Code != "corrupt" {
		t.Errorf("a broken source in the child: got %v, want the corrupt refusal", err)
	}
	if _, err := testChild().Inspect(ctx, "big.png", make([]byte, MaxBytes+1), false); !errors.Is(err, ErrTooLarge) {
		t.Errorf("an upload over MaxBytes: got %v, want ErrTooLarge", err)
	}
}

// TestChildFailures: a child that cannot start, or dies, is an error
// naming what it said; a cancelled context stops it.
func TestChildFailures(t *testing.T) {
	ctx := context.Background()
	if _, err := (Child{Command: []string{"/nonexistent/site"}}).Inspect(ctx, "a.png", encodeAs(t, PNG, picture(4, 4)), false); err == nil {
		t.Error("a worker that does not exist: no error")
	}
	mute := Child{Command: []string{"/bin/sh", "-c", "echo out of memory >&2; exit 3"}}
	if _, err := mute.Process(ctx, "x", PNG, nil, false); err == nil || !bytes.Contains([]byte(err.Error()), []byte("out of memory")) {
		t.Errorf("a worker that dies: got %v, want its words", err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := testChild().Process(cancelled, "x", PNG, encodeAs(t, PNG, picture(4, 4)), false); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: got %v, want context.Canceled", err)
	}
}

package media

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/jobs"
	"agencysite/internal/validation"
)

func newTestStore(t *testing.T, usage Usage) (*Store, *database.DB) {
	t.Helper()
	db := dbtest.Open(t)
	return NewStore(db, usage), db
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func inspect(t *testing.T, name string, data []byte) *Upload {
	t.Helper()
	u, err := Inspect(name, data, false)
	if err != nil {
		t.Fatalf("Inspect %s: %v", name, err)
	}
	return u
}

func TestDeduplication(t *testing.T) {
	ctx := context.Background()
	store, db := newTestStore(t, nil)
	data := encodeAs(t, PNG, picture(40, 20))
	a, created, err := store.Add(ctx, inspect(t, "a.png", data), map[string]string{"en": "A logo"}, false)
	if err != nil || !created {
		t.Fatalf("first add: created %v, err %v", created, err)
	}
	b, created, err := store.Add(ctx, inspect(t, "same-again.png", data), map[string]string{"en": "Other"}, false)
	if err != nil || created {
		t.Fatalf("second add: created %v, err %v", created, err)
	}
	if a.ID != b.ID || b.Name != "a.png" || b.Alt["en"] != "A logo" {
		t.Errorf("got %+v, want the first upload unchanged", b)
	}
	var assets, files int
	db.QueryRow(`SELECT COUNT(*) FROM media_assets`).Scan(&assets)
	db.QueryRow(`SELECT COUNT(*) FROM media_files`).Scan(&files)
	if assets != 1 || files != 1 {
		t.Errorf("got %d assets and %d files, want 1 and 1", assets, files)
	}
}

// TestInUseProtection: an asset the content references cannot be deleted;
// the unused ones are listed for deletion and go.
func TestInUseProtection(t *testing.T) {
	ctx := context.Background()
	doc := []byte(`{}`)
	usage := UsageFunc(func(ctx context.Context) (map[string]bool, error) {
		used := map[string]bool{}
		return used, ReferencedIn(doc, used)
	})
	store, _ := newTestStore(t, usage)
	used := addPicture(t, store, "used.png", PNG, 40, 20)
	unused := addPicture(t, store, "unused.png", PNG, 20, 40)
	doc = []byte(`{"projects": [{"id": "1", "screens": [{"media": "` + used.ID + `", "alt": {"en": "The app"}, "decorative": false}]}]}`)

	list, err := store.List(ctx, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].ID != unused.ID || list[0].Used {
		t.Errorf("unused list: %+v, want only %s", list, unused.ID)
	}
	if got, _ := store.Get(ctx, used.ID); !got.Used {
		t.Errorf("Get: used = false, want true")
	}
	var audited []string
	audit := func(ctx context.Context, tx database.Execer, at time.Time, action, target, detail string) error {
		audited = append(audited, action+" "+target+" "+detail)
		return nil
	}
	if err := store.Delete(ctx, used.ID, audit); !errors.Is(err, ErrInUse) {
		t.Errorf("delete used: got %v, want ErrInUse", err)
	}
	refusing := func(context.Context, database.Execer, time.Time, string, string, string) error {
		return errors.New("audit log full")
	}
	if err := store.Delete(ctx, unused.ID, refusing); err == nil {
		t.Error("delete whose audit failed: got no error")
	}
	if _, err := store.Get(ctx, unused.ID); err != nil {
		t.Errorf("delete whose audit failed: the asset is gone (%v), want it kept", err)
	}
	if err := store.Delete(ctx, unused.ID, audit); err != nil {
		t.Errorf("delete unused: %v", err)
	}
	if want := []string{"media.deleted media:" + unused.ID + " unused.png"}; !slices.Equal(audited, want) {
		t.Errorf("audited %q, want %q", audited, want)
	}
	if _, err := store.Get(ctx, unused.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("after delete: got %v, want ErrNotFound", err)
	}
	if err := store.Delete(ctx, unused.ID, audit); !errors.Is(err, ErrNotFound) {
		t.Errorf("delete twice: got %v, want ErrNotFound", err)
	}
	doc = []byte(`{}`)
	if err := store.Delete(ctx, used.ID, nil); err != nil {
		t.Errorf("delete once no longer used: %v", err)
	}
}

func TestFocalPoint(t *testing.T) {
	ctx := context.Background()
	store, _ := newTestStore(t, nil)
	a := addPicture(t, store, "a.png", PNG, 40, 20)
	if a.Focal != [2]float64{0.5, 0.5} {
		t.Errorf("default focal %v, want centre", a.Focal)
	}
	var problems validation.Problems
	if _, err := store.SetFocal(ctx, a.ID, 1.5, -0.1); !errors.As(err, &problems) || problems["x"] == "" || problems["y"] == "" {
		t.Errorf("out of range: got %v, want problems for x and y", err)
	}
	got, err := store.SetFocal(ctx, a.ID, 0.25, 0.75)
	if err != nil || got.Focal != [2]float64{0.25, 0.75} {
		t.Errorf("got %v, %v, want [0.25 0.75]", got.Focal, err)
	}
	if _, err := store.SetFocal(ctx, "00000000000000000000000000000000", 0.5, 0.5); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown: got %v, want ErrNotFound", err)
	}
}

// TestProcessingAndServingFiles: the processor makes the files, the asset
// is ready with its meta, and only made files open (never the source).
func TestProcessingAndServingFiles(t *testing.T) {
	ctx := context.Background()
	store, _ := newTestStore(t, nil)
	a := addPicture(t, store, "a.jpg", JPEG, 600, 300)
	if a.Status != Pending {
		t.Fatalf("status %s, want pending", a.Status)
	}
	if meta, _ := store.Resolve(ctx, []string{a.ID}); len(meta) != 0 {
		t.Errorf("pending asset resolved: %v", meta)
	}
	p := NewProcessor(store, quietLog())
	if did, err := p.Next(ctx); !did || err != nil {
		t.Fatalf("Next: %v %v", did, err)
	}
	if did, err := p.Next(ctx); did || err != nil {
		t.Fatalf("Next with nothing due: %v %v", did, err)
	}
	a, err := store.Get(ctx, a.ID)
	if err != nil || a.Status != Ready || len(a.Files) != 15 || a.Placeholder == "" || a.Processed == nil {
		t.Fatalf("got %+v, %v; want ready with 15 files (5 widths × 3 formats)", a, err)
	}
	meta, err := store.Resolve(ctx, []string{a.ID, a.ID, "nope"})
	if err != nil {
		t.Fatal(err)
	}
	m := meta[a.ID]
	if len(meta) != 1 || !slices.Equal(m.Widths, []int{160, 240, 320, 480, 600}) || !slices.Equal(m.AVIFWidths, m.Widths) || len(m.Formats) != 3 || m.Formats[0] != AVIF ||
		m.Width != 600 || m.Height != 300 || m.Color == "" {
		t.Errorf("Resolve: %+v", meta)
	}
	data, err := store.Open(ctx, File{ID: a.ID, Width: 480, Format: WebP})
	if f, _ := sniff(data); err != nil || f != WebP {
		t.Errorf("Open webp: %v %v", f, err)
	}
	if _, err := store.Open(ctx, File{ID: a.ID, Width: 0, Format: "source"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("Open source: got %v, want ErrNotFound", err)
	}
	if _, err := store.Open(ctx, File{ID: a.ID, Width: 1200, Format: AVIF}); !errors.Is(err, ErrNotFound) {
		t.Errorf("Open unmade width: got %v, want ErrNotFound", err)
	}
}

// TestRestartMidProcessing: a processor that dies holding an asset (its
// lease taken, nothing saved) leaves it to the next one once the lease
// runs out, which finishes the job.
func TestRestartMidProcessing(t *testing.T) {
	ctx := context.Background()
	store, _ := newTestStore(t, nil)
	a := addPicture(t, store, "a.png", PNG, 300, 200)
	now := time.Now()
	clock := func() time.Time { return now }

	first := NewProcessor(store, quietLog())
	first.Now = clock
	started, stop := make(chan struct{}), make(chan struct{})
	first.process = func(context.Context, string, Format, []byte, bool) (*Processed, error) {
		close(started)
		<-stop // the process is killed here: nothing after runs
		return nil, errors.New("killed")
	}
	var wg sync.WaitGroup
	wg.Go(func() { first.Next(context.Background()) })
	<-started

	second := NewProcessor(store, quietLog())
	second.Now = clock
	if did, err := second.Next(ctx); did || err != nil {
		t.Fatalf("while leased: did %v, err %v; want nothing to do", did, err)
	}
	now = now.Add(second.Lease + time.Second)
	if did, err := second.Next(ctx); !did || err != nil {
		t.Fatalf("after the lease: did %v, err %v", did, err)
	}
	got, err := store.Get(ctx, a.ID)
	if err != nil || got.Status != Ready || len(got.Files) != 9 { // 160, 240 and its own 300, × 3 formats
		t.Fatalf("got %+v, %v; want ready", got, err)
	}
	close(stop)
	wg.Wait()
	// The first processor's late failure is not recorded over the result.
	if got, _ := store.Get(ctx, a.ID); got.Status != Ready || got.Error != "" {
		t.Errorf("after the first's late end: %s %q", got.Status, got.Error)
	}
}

// TestFailureRetryAndDelete: attempts that fail are retried until
// MaxAttempts, then the asset is failed with the reason; the team retries
// it, and a failed asset can be deleted.
func TestFailureRetryAndDelete(t *testing.T) {
	ctx := context.Background()
	store, _ := newTestStore(t, nil)
	a := addPicture(t, store, "a.png", PNG, 30, 20)
	now := time.Now()
	p := NewProcessor(store, quietLog())
	p.Now = func() time.Time { return now }
	broken := true
	p.process = func(_ context.Context, id string, f Format, data []byte, hero bool) (*Processed, error) {
		if broken {
			return nil, errors.New("encoder out of memory")
		}
		return Process(id, f, data, hero)
	}
	for attempt := 1; attempt <= p.MaxAttempts; attempt++ {
		if did, err := p.Next(ctx); !did || err != nil {
			t.Fatalf("attempt %d: %v %v", attempt, did, err)
		}
		now = now.Add(time.Hour)
	}
	got, _ := store.Get(ctx, a.ID)
	if job, _, _ := jobs.Lookup(ctx, store.db, JobKind, a.ID); got.Status != Failed || got.Error != "encoder out of memory" || job.Attempts != p.MaxAttempts {
		t.Fatalf("got %s %q after %d attempts, want failed", got.Status, got.Error, job.Attempts)
	}
	if did, _ := p.Next(ctx); did {
		t.Fatal("a failed asset was taken again")
	}
	broken = false
	if _, err := store.Retry(ctx, a.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Retry(ctx, a.ID); !errors.Is(err, ErrNotFailed) {
		t.Errorf("retry of a pending asset: got %v, want ErrNotFailed", err)
	}
	if did, err := p.Next(ctx); !did || err != nil {
		t.Fatalf("after retry: %v %v", did, err)
	}
	if got, _ := store.Get(ctx, a.ID); got.Status != Ready {
		t.Errorf("after retry: %s", got.Status)
	}

	// A picture the decoder refuses fails at once: it will not get better.
	b := addPicture(t, store, "b.png", PNG, 20, 30)
	p.process = func(context.Context, string, Format, []byte, bool) (*Processed, error) {
		return nil, refuse("corrupt", "The file is damaged or incomplete.")
	}
	p.Next(ctx)
	got, _ = store.Get(ctx, b.ID)
	if job, _, _ := jobs.Lookup(ctx, store.db, JobKind, b.ID); got.Status != Failed || job.Attempts != 1 || !strings.Contains(got.Error, "damaged") {
		t.Errorf("refused: %s %q after %d attempts, want failed after 1 with the reason", got.Status, got.Error, job.Attempts)
	}
	if err := store.Delete(ctx, b.ID, nil); err != nil {
		t.Errorf("delete failed asset: %v", err)
	}
}

func TestSVGStoredReady(t *testing.T) {
	ctx := context.Background()
	store, _ := newTestStore(t, nil)
	u := inspect(t, "logo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#123456"/></svg>`))
	a, _, err := store.Add(ctx, u, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	if a.Status != Ready || len(a.Files) != 1 || a.Files[0].URL != "/media/"+a.ID+"-120.svg" {
		t.Fatalf("got %+v", a)
	}
	meta, _ := store.Resolve(ctx, []string{a.ID})
	if m := meta[a.ID]; len(m.Formats) != 1 || m.Formats[0] != SVG || m.Width != 120 || m.Height != 40 {
		t.Errorf("Resolve: %+v", m)
	}
	if did, _ := NewProcessor(store, quietLog()).Next(ctx); did {
		t.Error("an SVG was processed")
	}
}

// TestProcessingServesPeopleInTurn (issue 35, D5): one person's flood of
// uploads does not hold up another's picture: whoever has fewest waiting
// is served first.
func TestProcessingServesPeopleInTurn(t *testing.T) {
	ctx := context.Background()
	store, _ := newTestStore(t, nil)
	upload := func(by string, w int) string {
		t.Helper()
		u := inspect(t, "a.png", encodeAs(t, PNG, picture(w, 10)))
		u.By = by
		a, _, err := store.Add(ctx, u, nil, false)
		if err != nil {
			t.Fatal(err)
		}
		return a.ID
	}
	flood := []string{upload("mallory", 20), upload("mallory", 21), upload("mallory", 22)}
	lina := upload("lina", 23)
	p := NewProcessor(store, quietLog())
	var order []string
	p.process = func(_ context.Context, id string, _ Format, _ []byte, _ bool) (*Processed, error) {
		order = append(order, id)
		return &Processed{Color: "#000000"}, nil
	}
	for {
		did, err := p.Next(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !did {
			break
		}
	}
	if len(order) != 4 || order[0] != lina || !slices.Equal(slices.Sorted(slices.Values(order[1:])), slices.Sorted(slices.Values(flood))) {
		t.Fatalf("processed %v, want Lina's %s first, then the flood %v", order, lina, flood)
	}
}

// TestDeletedPictureStopsAnsweringOnEveryInstance (issue 35, D10): a
// picture deleted on one instance was served from another's memory for
// minutes. Each instance looks its kept copies up again once a second: past
// that, the other instance answers ErrNotFound.
func TestDeletedPictureStopsAnsweringOnEveryInstance(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	instance := func() *Store {
		return NewStore(dbtest.OpenURL(t, url), nil)
	}
	first, second := instance(), instance()
	a, _, err := first.Add(ctx, inspect(t, "a.png", encodeAs(t, PNG, picture(200, 100))), nil, false)
	if err != nil {
		t.Fatal(err)
	}
	if did, err := NewProcessor(first, quietLog()).Next(ctx); !did || err != nil {
		t.Fatalf("Next: %v %v", did, err)
	}
	now := time.Now()
	files := NewFiles(second, 1<<20)
	files.Now = func() time.Time { return now }
	f := File{ID: a.ID, Width: 160, Format: WebP}
	if _, err := files.Open(ctx, f); err != nil {
		t.Fatal(err)
	}
	if err := first.Delete(ctx, a.ID, nil); err != nil {
		t.Fatal(err)
	}
	now = now.Add(files.Recheck / 2)
	if _, err := files.Open(ctx, f); err != nil {
		t.Fatalf("within Recheck: %v, want the copy kept in memory", err)
	}
	now = now.Add(files.Recheck)
	if _, err := files.Open(ctx, f); !errors.Is(err, ErrNotFound) {
		t.Fatalf("after Recheck: %v, want ErrNotFound on the other instance", err)
	}
}

package publish

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/jobs"
)

// newJobs is the studio's job runner over a fake engine, on a clock the
// test moves; working is the document a scheduled publish takes.
func newJobs(t testing.TB, url string, e *fakeEngine, now *time.Time, working *string) (*Jobs, *[]Job) {
	t.Helper()
	var mu sync.Mutex
	var ended []Job
	j := &Jobs{Publisher: newPublisher(t, dbtest.OpenURL(t, url), url, e), Now: func() time.Time { return *now },
		Working: func(context.Context) ([]byte, error) { return []byte(*working), nil },
		Check: func(doc []byte) error {
			if strings.Contains(string(doc), "incomplete") {
				return errors.New("faq.0.answer.fr: required")
			}
			return nil
		},
		Ended: func(_ context.Context, job Job) { mu.Lock(); ended = append(ended, job); mu.Unlock() }}
	t.Cleanup(j.Wait)
	return j, &ended
}

func TestJobPublishesInTheBackground(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	now, working := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC), `"v1"`
	hold := make(chan struct{})
	e := &fakeEngine{}
	j, ended := newJobs(t, url, e, &now, &working)
	first, err := j.Start(ctx, "u1", "Amira", "first", []byte(`"v1"`))
	if err != nil {
		t.Fatal(err)
	}
	j.Wait()
	s, err := j.Status(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if s.Running != nil || s.Last == nil || s.Last.ID != first.ID || s.Last.State != JobDone || s.Last.Generation == 0 ||
		s.Last.Done != 4 || s.Last.Total != 4 || !slices.Equal(s.Last.Changed, []string{"/404", "/ar/home", "/en/faq", "/en/home"}) {
		t.Fatalf("got %+v, want the first publish done with every page changed", s.Last)
	}

	// A publish held in its render is the running one; a second is refused.
	e.hold = hold
	second, err := j.Start(ctx, "u1", "Amira", "second", []byte(`"v2"`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := j.Start(ctx, "u2", "Omar", "third", []byte(`"v3"`)); !errors.Is(err, ErrBusy) {
		t.Fatalf("while one runs: got %v, want ErrBusy", err)
	}
	other, _ := newJobs(t, url, &fakeEngine{}, &now, &working) // another instance
	if _, err := other.Start(ctx, "u2", "Omar", "third", []byte(`"v3"`)); !errors.Is(err, ErrBusy) {
		t.Fatalf("on another instance while one runs: got %v, want ErrBusy", err)
	}
	if s, _ := other.Status(ctx); s.Running == nil || s.Running.ID != second.ID || s.Running.ByName != "Amira" {
		t.Fatalf("got running %+v, want the second publish seen from the other instance", s.Running)
	}
	close(hold)
	j.Wait()
	s, _ = j.Status(ctx)
	if s.Last.ID != second.ID || s.Last.State != JobDone || len(s.Last.Changed) != 4 {
		t.Fatalf("got %+v, want the second done", s.Last)
	}
	if len(*ended) != 2 {
		t.Errorf("got %d ended jobs told, want 2", len(*ended))
	}
}

func TestFailedJobKeepsTheLiveSite(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	now, working := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC), `"v1"`
	e := &fakeEngine{}
	j, _ := newJobs(t, url, e, &now, &working)
	if _, err := j.Start(ctx, "u1", "Amira", "first", []byte(`"v1"`)); err != nil {
		t.Fatal(err)
	}
	j.Wait()
	live, _ := j.Publisher.Store.Live(ctx)
	e.failAt = "/en/faq"
	job, err := j.Start(ctx, "u1", "Amira", "broken", []byte(`"v2"`))
	if err != nil {
		t.Fatal(err)
	}
	j.Wait()
	got, err := j.Job(ctx, job.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.State != JobFailed || !strings.Contains(got.Error, "render /en/faq") || got.FinishedAt.IsZero() {
		t.Fatalf("got %+v, want failed with the render's error", got)
	}
	if id, _ := j.Publisher.Store.Live(ctx); id != live {
		t.Fatalf("got live %d, want %d unchanged", id, live)
	}
	if body := snapshot(t, j.Publisher.Store, live)["/en/home"].Body; !strings.Contains(string(body), `"v1"`) {
		t.Fatalf("got %s, want the first document's page still", body)
	}
}

func TestScheduledPublishRunsAtItsTime(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	now, working := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC), `"draft"`
	a, ended := newJobs(t, url, &fakeEngine{}, &now, &working)
	b, endedB := newJobs(t, url, &fakeEngine{}, &now, &working) // a second instance polling too
	at := now.Add(2 * time.Hour)
	job, err := a.Schedule(ctx, "u1", "Amira", "Eid campaign", at, nil)
	if err != nil {
		t.Fatal(err)
	}
	cancelled, err := a.Schedule(ctx, "u1", "Amira", "never", at, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c, err := b.Cancel(ctx, cancelled.ID); err != nil || c.State != JobCancelled {
		t.Fatalf("cancel: got %+v %v", c, err)
	}
	if _, err := b.Cancel(ctx, cancelled.ID); !errors.Is(err, ErrNotScheduled) {
		t.Fatalf("cancel twice: got %v, want ErrNotScheduled", err)
	}
	if s, _ := a.Status(ctx); len(s.Scheduled) != 1 || s.Scheduled[0].ID != job.ID || !s.Scheduled[0].DueAt.Equal(at) {
		t.Fatalf("got scheduled %+v, want the campaign at %s", s.Scheduled, at)
	}
	now = at.Add(-time.Second)
	if n, err := runDue(ctx, a); err != nil || n != 0 {
		t.Fatalf("a second early: ran %d, %v, want nothing", n, err)
	}
	working = `"published at two"`
	now = at
	var wg sync.WaitGroup
	ran := make([]int, 2)
	for i, inst := range []*Jobs{a, b} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n, err := runDue(ctx, inst)
			if err != nil {
				t.Error(err)
			}
			ran[i] = n
		}()
	}
	wg.Wait()
	if ran[0]+ran[1] != 1 {
		t.Fatalf("got %v runs, want the publish run once across instances", ran)
	}
	got, _ := a.Job(ctx, job.ID)
	if got.State != JobDone || !got.StartedAt.Equal(at) || got.Generation == 0 {
		t.Fatalf("got %+v, want done at its time", got)
	}
	gen, err := a.Publisher.Store.Generation(ctx, got.Generation)
	if err != nil || string(gen.Content) != `"published at two"` || gen.Summary != "Eid campaign" || gen.CreatedBy != "Amira" {
		t.Fatalf("got %+v %v, want the working document of its time", gen, err)
	}
	if markers, _ := a.Published(ctx, at.Add(-time.Hour), at.Add(time.Hour)); len(markers) != 1 || markers[0].Summary != "Eid campaign" {
		t.Fatalf("got markers %+v, want the campaign", markers)
	}
	if n := len(*ended) + len(*endedB); n != 1 {
		t.Errorf("got %d ended jobs told, want 1", n)
	}

	// At its time an incomplete working document fails the job; the site stays.
	live, _ := a.Publisher.Store.Live(ctx)
	working = `"incomplete"`
	late, _ := a.Schedule(ctx, "u1", "Amira", "late", now.Add(time.Minute), nil)
	now = now.Add(time.Hour)
	if n, err := runDue(ctx, a); err != nil || n != 1 {
		t.Fatalf("ran %d, %v, want 1", n, err)
	}
	got, _ = a.Job(ctx, late.ID)
	if got.State != JobFailed || !strings.Contains(got.Error, "faq.0.answer.fr") {
		t.Fatalf("got %+v, want failed naming the missing French", got)
	}
	if id, _ := a.Publisher.Store.Live(ctx); id != live {
		t.Fatalf("got live %d, want %d", id, live)
	}
}

// TestDeadInstancesPublishIsTakenOver: a scheduled publish whose
// instance died after claiming it (before the publish lock) runs on another
// instance once its job's lease runs out, and not before.
func TestDeadInstancesPublishIsTakenOver(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	now, working := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC), `"draft"`
	a, _ := newJobs(t, url, &fakeEngine{}, &now, &working)
	job, err := a.Schedule(ctx, "u1", "Amira", "Eid campaign", now, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The dead instance: its runner takes the job and marks the publish
	// claimed, as runScheduled does, and then stops for good.
	dead := a.Kind()
	dying, die := context.WithCancel(ctx)
	dead.Do = func(ctx context.Context, j *jobs.Job) error {
		if _, err := a.Publisher.DB.ExecContext(ctx, `UPDATE publish_jobs SET state = $1 WHERE id = $2`, claimed, job.ID); err != nil {
			t.Error(err)
		}
		die()
		return ctx.Err()
	}
	r := jobs.NewRunner(a.Publisher.DB, a.log())
	r.Now = a.now
	r.Add(dead)
	if _, err := r.Work(dying, JobKind); !errors.Is(err, context.Canceled) {
		t.Fatalf("the dead instance: %v, want it stopped", err)
	}
	if _, err := a.Cancel(ctx, job.ID); !errors.Is(err, ErrNotScheduled) {
		t.Errorf("cancel of a claimed publish: %v, want ErrNotScheduled", err)
	}
	now = now.Add(scheduledLease - time.Second)
	if n, err := runDue(ctx, a); err != nil || n != 0 {
		t.Fatalf("a second before the lease runs out: ran %d, %v, want nothing", n, err)
	}
	now = now.Add(time.Second)
	if n, err := runDue(ctx, a); err != nil || n != 1 {
		t.Fatalf("after the lease: ran %d, %v, want it run", n, err)
	}
	if got, _ := a.Job(ctx, job.ID); got.State != JobDone || got.Generation == 0 {
		t.Fatalf("got %+v, want done", got)
	}
}

// runDue does every due scheduled publish on a runner on j's clock, as the
// server's runner would, and returns how many it took.
func runDue(ctx context.Context, j *Jobs) (int, error) {
	r := jobs.NewRunner(j.Publisher.DB, j.log())
	r.Now = j.now
	r.Add(j.Kind())
	for n := 0; ; n++ {
		if did, err := r.Work(ctx, JobKind); err != nil || !did {
			return n, err
		}
	}
}

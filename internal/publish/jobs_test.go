package publish

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

// newJobs is the studio's job runner over a fake engine, on a clock the
// test moves; working is the document a scheduled publish takes.
func newJobs(t testing.TB, url string, e *fakeEngine, now *time.Time, working *string) (*Jobs, *[]Job) {
	t.Helper()
	var mu sync.Mutex
	var ended []Job
	j := &Jobs{Publisher: newPublisher(t, openURL(t, url), url, e), Now: func() time.Time { return *now },
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
	if n, err := a.RunDue(ctx); err != nil || n != 0 {
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
			n, err := inst.RunDue(ctx)
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
	if n, err := a.RunDue(ctx); err != nil || n != 1 {
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

// TestStaleClaimIsTakenOver: a scheduled publish claimed by an instance
// that died before taking the publish lock runs on another instance once
// the claim is staleClaim old, and not before.
func TestStaleClaimIsTakenOver(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	now, working := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC), `"draft"`
	a, _ := newJobs(t, url, &fakeEngine{}, &now, &working)
	job, err := a.Schedule(ctx, "u1", "Amira", "Eid campaign", now, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The dead instance's claim, as runScheduled makes it.
	if _, err := a.Publisher.DB.ExecContext(ctx, `UPDATE publish_jobs SET state = $1, started_at = $2 WHERE id = $3`,
		claimed, database.FormatTime(now), job.ID); err != nil {
		t.Fatal(err)
	}
	now = now.Add(staleClaim - time.Second)
	if n, err := a.RunDue(ctx); err != nil || n != 0 {
		t.Fatalf("a second before the claim is stale: ran %d, %v, want nothing", n, err)
	}
	now = now.Add(time.Second)
	if n, err := a.RunDue(ctx); err != nil || n != 1 {
		t.Fatalf("a stale claim: ran %d, %v, want it run", n, err)
	}
	if got, _ := a.Job(ctx, job.ID); got.State != JobDone || got.Generation == 0 {
		t.Fatalf("got %+v, want done", got)
	}
}

// TestFreshClaimIsNotTakenOver: an instance that listed a scheduled
// publish as due just before another instance claimed it leaves the claim
// alone while it is fresh, though its clock is a minute past the claim.
// The two really overlap: b lists both due publishes and, while it runs
// the first (inside its Working), a claims the second and is held in its
// own Working until b has finished its round.
func TestFreshClaimIsNotTakenOver(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	nowA, working := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC), `"draft"`
	nowB := nowA.Add(time.Minute)
	a, _ := newJobs(t, url, &fakeEngine{}, &nowA, &working)
	b, _ := newJobs(t, url, &fakeEngine{}, &nowB, &working)
	first, err := a.Schedule(ctx, "u1", "Amira", "first", nowA.Add(-time.Minute), nil)
	if err != nil {
		t.Fatal(err)
	}
	second, err := a.Schedule(ctx, "u1", "Amira", "second", nowA, nil)
	if err != nil {
		t.Fatal(err)
	}

	aClaimed, release, aDone := make(chan struct{}), make(chan struct{}), make(chan struct{})
	var aOnce, bOnce sync.Once
	a.Working = func(context.Context) ([]byte, error) {
		aOnce.Do(func() { close(aClaimed) })
		<-release
		return []byte(working), nil
	}
	ranA, aStarted := 0, false
	b.Working = func(context.Context) ([]byte, error) {
		bOnce.Do(func() { // b has listed both and claimed the first
			aStarted = true
			go func() {
				defer close(aDone)
				n, err := a.RunDue(ctx)
				if err != nil {
					t.Error(err)
				}
				ranA = n
			}()
			select {
			case <-aClaimed:
			case <-aDone:
				t.Error("a ended its round without claiming the second publish")
			}
		})
		return []byte(working), nil
	}
	ranB, err := b.RunDue(ctx)
	close(release)
	if !aStarted {
		t.Fatalf("b ran %d, %v, and never reached its Working: want the first publish run", ranB, err)
	}
	<-aDone
	if err != nil || ranB != 1 {
		t.Errorf("b, while a holds a claim a minute old: ran %d, %v, want 1 (the first only)", ranB, err)
	}
	if ranA != 1 {
		t.Errorf("a: got %d runs, want 1 (the second)", ranA)
	}
	for _, id := range []int64{first.ID, second.ID} {
		if got, err := a.Job(ctx, id); err != nil || got.State != JobDone || got.Generation == 0 {
			t.Errorf("job %d: got %+v, %v, want done", id, got, err)
		}
	}
}

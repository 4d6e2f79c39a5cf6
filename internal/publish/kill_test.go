package publish

import (
	"context"
	"os"
	"testing"
	"time"

	"agencysite/internal/childtest"
	"agencysite/internal/database/dbtest"
)

// The child's side of TestKillDuringPublish: publish into the database
// named by the environment, announce the storing transaction, then wait
// to be killed inside it.
func init() {
	db := childtest.Database("PUBLISH_KILL_CHILD_DB")
	if db == nil {
		return
	}
	p := &Publisher{DB: db, Store: NewStore(db), Engine: (&fakeEngine{paths: fixturePaths}).start, Finish: plainFinish,
		Build: "b1", BaseURL: "https://agency.test", SQLitePath: os.Getenv("PUBLISH_KILL_CHILD_FILE")}
	p.beforeCommit = func() { childtest.SayAndWait("storing") }
	_, err := p.Publish(context.Background(), Request{Content: []byte(`"half-published"`)})
	panic(err) // never reached alive
}

// TestKillDuringPublish kills a real process with SIGKILL while it holds
// the publish lock, inside the transaction storing a new generation: the
// previous generation stays live with every byte, and the next publish
// gets the lock as soon as the dead one's is gone (no lease to run out).
func TestKillDuringPublish(t *testing.T) {
	ctx := context.Background()
	url := dbtest.URL(t)
	p := newPublisher(t, dbtest.OpenURL(t, url), url, &fakeEngine{})
	v1, before := publishV1(t, p)

	childtest.KillWhenSaid(t, "storing", "PUBLISH_KILL_CHILD_DB="+url, "PUBLISH_KILL_CHILD_FILE="+p.SQLitePath)

	if id, err := p.Store.Live(ctx); err != nil || id != v1 {
		t.Fatalf("live after the kill: got %d, %v, want %d", id, err, v1)
	}
	if gens, _ := p.Store.List(ctx); len(gens) != 1 {
		t.Fatalf("got %d generations, want 1", len(gens))
	}
	sameFiles(t, snapshot(t, p.Store, v1), before)
	// The lock died with the child: on SQLite with its process, on
	// PostgreSQL with its backend, which ends when it reads the closed
	// connection, at once but not always before this line on a busy
	// machine. A publish that waits gets it in moments, not after a lease.
	waitCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	r2, err := p.Publish(waitCtx, Request{Content: []byte(`"v2"`), Wait: true})
	if err != nil {
		t.Fatalf("the publish after the kill: %v", err)
	}
	if id, _ := p.Store.Live(ctx); id != r2.Generation {
		t.Fatalf("live: got %d, want %d", id, r2.Generation)
	}
}

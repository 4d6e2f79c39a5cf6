package webhooks

import (
	"context"
	"testing"
	"time"

	"agencysite/internal/childtest"
	"agencysite/internal/clocktest"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
)

// The child's side of TestKilledAfterTheLeadsCommit: take a lead on the
// database named by the environment, say so once it is committed, and
// wait to be killed before any runner looks at its delivery.
func init() {
	db := childtest.Database("WEBHOOKS_KILL_CHILD_DB")
	if db == nil {
		return
	}
	_, _, ls := testStores(db, "en", time.Now)
	if _, err := ls.Create(context.Background(), sampleRequest()); err != nil {
		panic(err)
	}
	childtest.SayAndWait("committed")
}

// TestKilledAfterTheLeadsCommit kills a real process with SIGKILL after
// it stored a lead and before it delivered anything: the delivery was
// queued in the lead's transaction, so the next instance sends it, once.
func TestKilledAfterTheLeadsCommit(t *testing.T) {
	url := dbtest.MigratedURL(t)
	f := newInstance(t, "en", dbtest.OpenURL(t, url), clocktest.New(t0))
	in := &inbox{}
	w, _ := f.hook(KindWebhook, serve(t, in), false)

	childtest.KillWhenSaid(t, "committed", "WEBHOOKS_KILL_CHILD_DB="+url)

	f.work()
	f.work()
	if n := len(in.requests()); n != 1 {
		t.Fatalf("the receiver got %d requests after the kill, want the lead's one", n)
	}
	if log := f.log(w.ID); len(log) != 1 || log[0].Status != StatusSent || log[0].Event != leads.EventCreated {
		t.Fatalf("got delivery log %+v, want the lead's delivery sent", log)
	}
}

package webhooks

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"agencysite/internal/clocktest"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/jobs"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
)

func serve(t *testing.T, in *inbox) string {
	t.Helper()
	srv := httptest.NewServer(in)
	t.Cleanup(srv.Close)
	return srv.URL + "/hook"
}

func TestANewLeadReachesTheReceiverSigned(t *testing.T) {
	f := newFixture(t, "en")
	in := &inbox{}
	w, secret := f.hook(KindWebhook, serve(t, in), false)
	id := f.lead()
	f.work()
	got := in.requests()
	if len(got) != 1 {
		t.Fatalf("the receiver got %d requests, want 1", len(got))
	}
	if !verify(secret, got[0]) {
		t.Fatalf("the signature %q does not verify under the webhook's secret", got[0].header.Get("webhook-signature"))
	}
	if verify(NewSecret(), got[0]) {
		t.Fatal("the signature verifies under another secret")
	}
	var p struct {
		Type    string `json:"type"`
		Version int    `json:"version"`
		Data    struct {
			Lead struct {
				ID, Email, Service, Language, Status string
				Source                               *struct{} `json:"source"`
			} `json:"lead"`
			Link string `json:"link"`
		} `json:"data"`
	}
	if err := json.Unmarshal(got[0].body, &p); err != nil {
		t.Fatal(err)
	}
	if p.Type != leads.EventCreated || p.Version != PayloadVersion || p.Data.Lead.ID != id ||
		p.Data.Lead.Email != "ada@example.com" || p.Data.Lead.Service != "custom-apps" || p.Data.Lead.Language != "fr" ||
		p.Data.Lead.Status != leads.StatusNew || p.Data.Link != "https://agency.example/admin/leads/"+id {
		t.Fatalf("got payload %s", got[0].body)
	}
	log := f.log(w.ID)
	if len(log) != 1 || log[0].Status != StatusSent || log[0].ResponseStatus != 200 || log[0].Attempts != 1 ||
		log[0].MessageID != got[0].header.Get("webhook-id") || log[0].LeadID != id {
		t.Fatalf("got delivery log %+v", log)
	}
}

func TestAFailedDeliveryIsRetriedWithBackoff(t *testing.T) {
	f := newFixture(t, "en")
	in := &inbox{answers: []int{500, 503}}
	w, _ := f.hook(KindWebhook, serve(t, in), false)
	f.lead()
	f.work()
	log := f.log(w.ID)
	if len(log) != 1 || log[0].Status != StatusPending || log[0].Attempts != 1 || log[0].ResponseStatus != 500 ||
		!strings.Contains(log[0].LastError, "HTTP 500: thanks") || !log[0].NextAttemptAt.Equal(t0.Add(30*time.Second)) {
		t.Fatalf("after a 500: got %+v, want pending, next attempt in 30 s", log)
	}
	f.clock.Add(29 * time.Second)
	f.work()
	if n := len(in.requests()); n != 1 {
		t.Fatalf("before the backoff ran out the receiver got %d requests, want 1", n)
	}
	f.clock.Add(time.Second)
	f.work() // 503: the next wait doubles
	if log := f.log(w.ID); log[0].Attempts != 2 || !log[0].NextAttemptAt.Equal(f.clock.Now().Add(time.Minute)) {
		t.Fatalf("after a second failure: got %+v, want the next attempt in 1 min", log[0])
	}
	f.clock.Add(time.Minute)
	f.work()
	log = f.log(w.ID)
	if len(in.requests()) != 3 || log[0].Status != StatusSent || log[0].Attempts != 3 || log[0].LastError != "" {
		t.Fatalf("after the third attempt: %d requests, log %+v; want 3 and sent", len(in.requests()), log)
	}
	if got, _ := f.store.Get(context.Background(), w.ID); !got.FailingSince.IsZero() {
		t.Fatalf("failing since %v after a success, want never", got.FailingSince)
	}
}

// A lead's deliveries arrive in the order they happened, even when the
// first fails and the later ones are due while it waits.
func TestALeadsDeliveriesArriveInOrder(t *testing.T) {
	f := newFixture(t, "en")
	in := &inbox{answers: []int{500}}
	f.hook(KindWebhook, serve(t, in), false)
	id := f.lead()
	f.work() // fails
	f.status(id, leads.StatusContacted)
	f.status(id, leads.StatusQualified)
	f.work()
	if n := len(in.requests()); n != 1 {
		t.Fatalf("while the first delivery waits, the receiver got %d requests, want 1", n)
	}
	f.clock.Add(time.Minute)
	f.work()
	var order []string
	for _, r := range in.requests() {
		var p struct {
			Type string
			Data struct {
				Lead           struct{ Status string }
				PreviousStatus string
			}
		}
		json.Unmarshal(r.body, &p)
		order = append(order, p.Type+":"+p.Data.PreviousStatus+">"+p.Data.Lead.Status)
	}
	want := "lead.created:>new lead.created:>new lead.status_changed:new>contacted lead.status_changed:contacted>qualified"
	if strings.Join(order, " ") != want {
		t.Fatalf("got %v, want %s", order, want)
	}
}

func TestReplaySendsTheSameMessageAgain(t *testing.T) {
	f := newFixture(t, "en")
	in := &inbox{}
	w, secret := f.hook(KindWebhook, serve(t, in), false)
	f.lead()
	f.work()
	first := f.log(w.ID)[0]
	f.clock.Add(time.Hour)
	replay, err := f.store.Replay(context.Background(), owner, w.ID, first.ID)
	if err != nil {
		t.Fatal(err)
	}
	f.work()
	got := in.requests()
	if len(got) != 2 || replay.ID == first.ID || replay.MessageID != first.MessageID ||
		got[1].header.Get("webhook-id") != first.MessageID || string(got[1].body) != string(got[0].body) || !verify(secret, got[1]) {
		t.Fatalf("replay %+v of %+v: the receiver got %d requests", replay, first, len(got))
	}
	if got[1].header.Get("webhook-timestamp") == got[0].header.Get("webhook-timestamp") {
		t.Fatal("the replay carries the first attempt's timestamp; want the time it is sent")
	}
	log := f.log(w.ID)
	if len(log) != 2 || log[0].Status != StatusSent || log[1].ID != first.ID {
		t.Fatalf("got log %+v, want the replay above the first", log)
	}
	if _, err := f.store.Replay(context.Background(), owner, w.ID, 999); !errors.Is(err, ErrNotFound) {
		t.Fatalf("replay of an unknown delivery: got %v, want ErrNotFound", err)
	}
	if n := dbtest.Count(t, f.db, `SELECT count(*) FROM audit_log WHERE action = 'webhook.replayed'`); n != 1 {
		t.Fatalf("%d replay audit rows, want 1", n)
	}
}

// The delivery is queued with the lead: a process that dies after the
// lead's commit and before sending loses nothing, and the next process
// sends it once.
func TestADeliveryQueuedBeforeACrashGoesOutOnce(t *testing.T) {
	f := newFixture(t, "en")
	in := &inbox{}
	w, _ := f.hook(KindWebhook, serve(t, in), false)
	f.lead() // committed; this process "dies" before its runner looks
	restarted := NewStore(f.db, f.store.opts)
	r := jobs.NewRunner(f.db, f.store.opts.Log)
	r.Now = f.clock.Now
	r.Add(restarted.Kind())
	for {
		did, err := r.Work(context.Background(), JobKind)
		if err != nil {
			t.Fatal(err)
		}
		if !did {
			break
		}
	}
	f.work() // the old runner, had it survived, finds nothing more
	if n := len(in.requests()); n != 1 {
		t.Fatalf("the receiver got %d requests, want 1", n)
	}
	if log := f.log(w.ID); len(log) != 1 || log[0].Status != StatusSent {
		t.Fatalf("got %+v", log)
	}
}

// A webhook failing for a day: its delivery is given up, it is switched
// off, the owners (not the members) are mailed in their language, the
// audit log says so, and nothing more is queued for it.
func TestAWebhookFailingForADayIsSwitchedOff(t *testing.T) {
	f := newFixture(t, "en")
	in := &inbox{answers: make([]int, 100)}
	for i := range in.answers {
		in.answers[i] = http.StatusBadGateway
	}
	w, _ := f.hook(KindWebhook, serve(t, in), false)
	id := f.lead()
	for i := 0; i < 30 && f.clock.Now().Before(t0.Add(25*time.Hour)); i++ {
		f.work()
		f.clock.Add(time.Hour)
	}
	got, err := f.store.Get(context.Background(), w.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Enabled || got.OffReason != OffFailing {
		t.Fatalf("after a day of failures: %+v, want off for failing", got)
	}
	log := f.log(w.ID)
	if len(log) != 1 || log[0].Status != StatusFailed || log[0].Attempts < 10 || log[0].ResponseStatus != 502 {
		t.Fatalf("got log %+v, want one failed delivery tried many times", log)
	}
	mails, err := mail.Entries(context.Background(), f.db, w.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(mails) != 1 || mails[0].To != "olga@example.com" || mails[0].Kind != MailSwitchedOff ||
		!strings.Contains(mails[0].Subject, "a été désactivé") || !strings.Contains(mails[0].Text, "https://agency.example/admin/webhooks") {
		t.Fatalf("got mails %+v, want one to the owner in French", mails)
	}
	if n := dbtest.Count(t, f.db, `SELECT count(*) FROM audit_log WHERE action = 'webhook.switched_off'`); n != 1 {
		t.Fatalf("%d audit rows, want 1", n)
	}
	f.status(id, leads.StatusContacted)
	f.work()
	if n := len(f.log(w.ID)); n != 1 {
		t.Fatalf("a switched-off webhook got %d deliveries, want none new", n-1)
	}
	if _, err := f.store.Test(context.Background(), owner, w.ID); !errors.Is(err, ErrOff) {
		t.Fatalf("a test of a switched-off webhook: got %v, want ErrOff", err)
	}
}

func TestSendATest(t *testing.T) {
	f := newFixture(t, "en")
	in := &inbox{}
	w, secret := f.hook(KindWebhook, serve(t, in), false)
	d, err := f.store.Test(context.Background(), owner, w.ID)
	if err != nil || d.Event != EventTest || d.Status != StatusPending {
		t.Fatalf("Test = %+v, %v", d, err)
	}
	f.work()
	got := in.requests()
	if len(got) != 1 || !verify(secret, got[0]) || !strings.Contains(string(got[0].body), `"type":"webhook.test"`) ||
		!strings.Contains(string(got[0].body), `"test":true`) {
		t.Fatalf("got %d requests: %s", len(got), got)
	}
	if log := f.log(w.ID); log[0].Status != StatusSent {
		t.Fatalf("got %+v", log)
	}
}

func TestErasingALeadForgetsItsDeliveries(t *testing.T) {
	f := newFixture(t, "en")
	in := &inbox{answers: []int{500}}
	w, _ := f.hook(KindWebhook, serve(t, in), false)
	id := f.lead()
	f.work()
	if err := f.leads.Delete(context.Background(), owner, id); err != nil {
		t.Fatal(err)
	}
	f.clock.Add(time.Hour)
	f.work()
	if n := len(in.requests()); n != 1 {
		t.Fatalf("after the erasure the receiver got %d requests, want the 1 before", n)
	}
	if log := f.log(w.ID); len(log) != 0 {
		t.Fatalf("the log keeps %+v of an erased lead", log)
	}
}

// Two instances over one database (SQLite, or PostgreSQL in the suite's
// second run), each taking leads and running its deliveries at the same
// time: every event reaches the receiver once, each lead's in order.
func TestTwoInstancesDeliverEachEventOnce(t *testing.T) {
	url := dbtest.MigratedURL(t)
	c := clocktest.New(t0)
	var instances []*fixture
	for range 2 {
		db := dbtest.OpenURL(t, url)
		instances = append(instances, newInstance(t, "en", db, c))
	}
	in := &inbox{}
	instances[0].hook(KindWebhook, serve(t, in), false)
	var ids []string
	for i := range 6 {
		f := instances[i%2]
		id := f.lead()
		f.status(id, leads.StatusContacted)
		ids = append(ids, id)
	}
	var wg sync.WaitGroup
	for _, f := range instances {
		for range 2 {
			wg.Go(func() {
				for {
					did, err := f.runner.Work(context.Background(), JobKind)
					if err != nil {
						t.Error(err)
					}
					if !did || err != nil {
						return
					}
				}
			})
		}
	}
	wg.Wait()
	seen := map[string][]string{}
	for _, r := range in.requests() {
		var p struct {
			Type string `json:"type"`
			Data struct {
				Lead struct{ ID string } `json:"lead"`
			} `json:"data"`
		}
		if err := json.Unmarshal(r.body, &p); err != nil {
			t.Fatal(err)
		}
		seen[p.Data.Lead.ID] = append(seen[p.Data.Lead.ID], p.Type)
	}
	for _, id := range ids {
		if got := seen[id]; len(got) != 2 || got[0] != leads.EventCreated || got[1] != leads.EventStatusChanged {
			t.Errorf("lead %s: the receiver got %v, want created then status changed, once each", id, got)
		}
	}
}

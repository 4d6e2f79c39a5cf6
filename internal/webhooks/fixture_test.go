package webhooks

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/clocktest"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/jobs"
	"agencysite/internal/leads"
	"agencysite/internal/seal"
)

var t0 = time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)

var owner = auth.Actor{ID: "u1", Name: "Olga Owner"}

// owners is a team of one owner writing French and one member.
type owners struct{}

func (owners) Users(context.Context) ([]auth.User, error) {
	return []auth.User{{ID: "u1", Email: "olga@example.com", Role: auth.RoleOwner, Language: "fr"},
		{ID: "u2", Email: "mo@example.com", Role: "member", Language: "en"}}, nil
}

// fixture is a database with a webhooks store told of leads, and a
// runner on a clock the test moves.
type fixture struct {
	t      *testing.T
	db     *database.DB
	clock  *clocktest.Clock
	box    *seal.Box
	store  *Store
	leads  *leads.Store
	runner *jobs.Runner
}

func newFixture(t *testing.T, lang string) *fixture {
	t.Helper()
	return newInstance(t, lang, dbtest.Open(t), clocktest.New(t0))
}

// newInstance is the fixture of one server instance over db.
func newInstance(t *testing.T, lang string, db *database.DB, c *clocktest.Clock) *fixture {
	t.Helper()
	box, store, ls := testStores(db, lang, c.Now)
	log := store.opts.Log
	r := jobs.NewRunner(db, log)
	r.Now, r.Rand = c.Now, func() float64 { return 1 }
	r.Add(store.Kind())
	return &fixture{t: t, db: db, clock: c, box: box, store: store, leads: ls, runner: r}
}

// testStores are a webhooks store (a fixed key, loopback allowed) and a
// leads store that tells it of every lead, over db on clock now.
func testStores(db *database.DB, lang string, now func() time.Time) (*seal.Box, *Store, *leads.Store) {
	box, err := seal.New(bytes.Repeat([]byte{1}, 32))
	if err != nil {
		panic(err) // a 32-byte key is always accepted
	}
	store := NewStore(db, Options{Box: box, AllowLoopback: true, BaseURL: "https://agency.example", Language: lang,
		Brand: "Nuqta", Owners: owners{}, Now: now, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ls := leads.NewStore(db, "team@example.com")
	ls.Now, ls.Events = now, store
	return box, store, ls
}

func (f *fixture) hook(kind, url string, personal bool, events ...string) (Webhook, string) {
	f.t.Helper()
	if len(events) == 0 {
		events = Events
	}
	w, secret, err := f.store.Create(context.Background(), owner, Draft{Kind: kind, Name: "CRM", URL: url, Events: events, Personal: personal})
	if err != nil {
		f.t.Fatal(err)
	}
	return w, secret
}

func sampleRequest() leads.Lead {
	return leads.Lead{Name: "Ada Lovelace", Email: "ada@example.com", Phone: "+44 20 7946 0958", Company: "Engines",
		Service: "custom-apps", Budget: "15k-50k", ContactMethod: "email", Message: "We need an app for our members.",
		Consent: true, PagePath: "/fr/contact"}
}

func (f *fixture) lead() string {
	f.t.Helper()
	id, err := f.leads.Create(context.Background(), sampleRequest())
	if err != nil {
		f.t.Fatal(err)
	}
	return id
}

func (f *fixture) status(id, to string) {
	f.t.Helper()
	l, err := f.leads.Get(context.Background(), id)
	if err != nil {
		f.t.Fatal(err)
	}
	if _, err := f.leads.Update(context.Background(), owner, id, leads.Change{Version: l.Version, Status: &to}); err != nil {
		f.t.Fatal(err)
	}
}

// work does every delivery due now.
func (f *fixture) work() {
	f.t.Helper()
	for {
		did, err := f.runner.Work(context.Background(), JobKind)
		if err != nil {
			f.t.Fatal(err)
		}
		if !did {
			return
		}
	}
}

func (f *fixture) log(id string) []Delivery {
	f.t.Helper()
	d, err := f.store.Deliveries(context.Background(), id)
	if err != nil {
		f.t.Fatal(err)
	}
	return d
}

// received is one request a test receiver got.
type received struct {
	header http.Header
	body   []byte
}

// verify checks a request's Standard Webhooks signature the way a
// receiver does, written apart from Sign: base64-decode the secret after
// "whsec_", HMAC-SHA256 "id.timestamp.body", compare with each "v1,"
// signature of the header.
func verify(secret string, r received) bool {
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil {
		return false
	}
	if _, err := strconv.ParseInt(r.header.Get("webhook-timestamp"), 10, 64); err != nil {
		return false
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte(r.header.Get("webhook-id") + "." + r.header.Get("webhook-timestamp") + "."))
	m.Write(r.body)
	want := "v1," + base64.StdEncoding.EncodeToString(m.Sum(nil))
	for _, sig := range strings.Fields(r.header.Get("webhook-signature")) {
		if hmac.Equal([]byte(sig), []byte(want)) {
			return true
		}
	}
	return false
}

// inbox is a receiver's record of what it got, and what it answers: the
// statuses in answers in turn, then 200.
type inbox struct {
	mu      sync.Mutex
	got     []received
	answers []int
}

func (in *inbox) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	in.mu.Lock()
	in.got = append(in.got, received{r.Header.Clone(), body})
	status := http.StatusOK
	if len(in.answers) > 0 {
		status, in.answers = in.answers[0], in.answers[1:]
	}
	in.mu.Unlock()
	w.WriteHeader(status)
	io.WriteString(w, "thanks")
}

func (in *inbox) requests() []received {
	in.mu.Lock()
	defer in.mu.Unlock()
	return append([]received(nil), in.got...)
}

package server

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
	"agencysite/internal/settings"
)

// adminFixture is the whole product handler with the back office on a
// fresh database whose clock the test sets.
type adminFixture struct {
	h     http.Handler
	db    *database.DB
	auth  *auth.Store
	leads *leads.Store
	// settings is the site's settings (two-factor rule, time zone).
	settings *settings.Store
	now      *time.Time
	deps     Deps
}

// cheapHash is the least argon2id cost (auth.HashCost): at full cost the
// hashes of every fixture's store, setup and sign-ins were most of this
// package's time under the race detector.
var cheapHash = auth.HashCost{Time: 1, Memory: 8}

const (
	fixtureOwnerEmail = "owner@example.com"
	fixturePassword   = "a long and unusual passphrase"
)

func newAdminFixture(t testing.TB, mutate ...func(*Deps)) *adminFixture {
	t.Helper()
	return newAdminInstance(t, dbtest.Open(t), mutate...)
}

// newAdminInstance is one server instance on db; two on one database
// stand for two instances behind a load balancer.
func newAdminInstance(t testing.TB, db *database.DB, mutate ...func(*Deps)) *adminFixture {
	t.Helper()
	now := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
	f := &adminFixture{db: db, now: &now}
	db.Now = func() time.Time { return *f.now } // for the throttles and the outbox
	clock := func() time.Time { return *f.now }
	f.leads = leads.NewStore(db, "")
	f.leads.Now = clock
	f.settings = settings.NewStore(db, settings.Options{Waiting: 24 * time.Hour})
	var err error
	f.auth, err = auth.NewStore(db, auth.Options{HashCost: cheapHash, BaseURL: fixtureBase, Issuer: "Agency", Languages: []string{"en", "ar", "fr", "tr"},
		TOTPKey: []byte("0123456789abcdef0123456789abcdef"), Settings: f.settings, Now: clock, Removing: f.leads.Unassign})
	if err != nil {
		t.Fatal(err)
	}
	f.leads.Team = f.auth
	f.deps = Deps{
		Now:      clock,
		Settings: f.settings,
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
		Config:   config.Config{BaseURL: fixtureBase, LeadsWaiting: 24 * time.Hour},
		Site:     fixtureSite(t),
		Leads:    f.leads,
		Auth:     f.auth,
		Webhooks: newTestWebhooks(t, db, clock),
	}
	for _, m := range mutate {
		m(&f.deps)
	}
	if f.h, err = NewServer(f.deps); err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *adminFixture) advance(d time.Duration) { *f.now = f.now.Add(d) }

// owner creates the owner through the setup link and returns its cookie header.
func (f *adminFixture) owner(t testing.TB) (auth.User, string) {
	t.Helper()
	ctx := context.Background()
	link, err := f.auth.NewSetupLink(ctx)
	if err != nil {
		t.Fatal(err)
	}
	u, token, err := f.auth.Setup(ctx, link[strings.LastIndex(link, "#")+1:],
		auth.NewUser{Email: fixtureOwnerEmail, Name: "Amira", Password: fixturePassword}, "", "")
	if err != nil {
		t.Fatal(err)
	}
	return u, "session=" + token
}

// member invites and signs in a member and returns its cookie header.
func (f *adminFixture) member(t testing.TB, owner auth.User, name string) (auth.User, string) {
	t.Helper()
	ctx := context.Background()
	_, link, err := f.auth.Invite(ctx, auth.Actor{ID: owner.ID, Name: owner.Name}, strings.ToLower(name)+"@example.com", auth.RoleMember, "en")
	if err != nil {
		t.Fatal(err)
	}
	u, token, err := f.auth.AcceptInvitation(ctx, link[strings.LastIndex(link, "#")+1:],
		auth.NewUser{Name: name, Password: "sales team passphrase"}, "", "")
	if err != nil {
		t.Fatal(err)
	}
	return u, "session=" + token
}

// requireTwoFactor turns on, as owner, the team-wide rule that everyone
// signs in with a second factor.
func (f *adminFixture) requireTwoFactor(t testing.TB, owner auth.User) {
	t.Helper()
	if err := f.settings.SetTwoFactorRequired(context.Background(), true, f.auth.AuditAs(auth.Actor{ID: owner.ID}, "team.settings")); err != nil {
		t.Fatal(err)
	}
}

// signIn signs in through the API and returns the Cookie header.
func (f *adminFixture) signIn(t *testing.T, email, password string) string {
	t.Helper()
	w := scenario{method: "POST", path: "/api/auth/sign-in", header: as(""),
		body: fmt.Sprintf(`{"email":%q,"password":%q}`, email, password), wantStatus: 200}.run(t, f.h)
	return sessionFrom(t, w)
}

// lead stores a consultation request and returns its id.
func (f *adminFixture) lead(t testing.TB, change func(*leads.Lead)) string {
	t.Helper()
	l := leads.Lead{Name: "Ada Lovelace", Email: "ada@example.com", Phone: "+44 20 7946 0958", Company: "Engines Ltd",
		Service: "custom-apps", Budget: "15k-50k", ContactMethod: "email", Message: "We need an app for our members.",
		Consent: true, Language: "en", PagePath: "/en/contact"}
	if change != nil {
		change(&l)
	}
	id, err := f.leads.Create(context.Background(), l)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// as returns the headers of a same-origin JSON request with cookie.
func as(cookie string) map[string]string {
	return map[string]string{"Cookie": cookie, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin"}
}

// auditCount counts audit rows of action.
func (f *adminFixture) auditCount(t testing.TB, action string) int {
	t.Helper()
	var n int
	if err := f.db.QueryRow(`SELECT count(*) FROM audit_log WHERE action = $1`, action).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// concretePath fills a route pattern's wildcards: "PATCH /api/admin/users/{id}" → PATCH, /api/admin/users/x.
func concretePath(pattern string) (method, path string) {
	method, path, found := strings.Cut(pattern, " ")
	if !found {
		method, path = "GET", pattern
	}
	if strings.HasSuffix(path, "/") {
		path += "nothing-here"
	}
	for strings.Contains(path, "{") {
		a, b := strings.Index(path, "{"), strings.Index(path, "}")
		path = path[:a] + fmt.Sprintf("w%d", a) + path[b+1:]
	}
	return method, path
}

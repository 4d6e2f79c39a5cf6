package server

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/meetings"
)

// Browsers of the analytics fixtures: the User-Agent decides device and browser.
const (
	uaDesktopChrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36"
	uaIPhoneSafari  = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
)

// analyticsFixture is the back office with analytics on: a Recorder on the
// fixture's database and clock.
type analyticsFixture struct {
	*adminFixture
	rec      *analytics.Recorder
	owner    auth.User
	cookie   string    // the owner's session
	cookieAt time.Time // when it was made: a fixture's clock jumps days
}

func newAnalyticsFixture(t *testing.T) *analyticsFixture {
	t.Helper()
	return newAnalyticsFixtureWith(t, analytics.Options{})
}

// newAnalyticsFixtureWith is newAnalyticsFixture with the recorder's options o.
func newAnalyticsFixtureWith(t *testing.T, o analytics.Options) *analyticsFixture {
	t.Helper()
	o.SiteURL, o.FlushEvery = fixtureBase, time.Hour
	db := dbtest.Open(t)
	cat, err := analytics.LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	var rec *analytics.Recorder
	f := newAdminInstance(t, db, func(d *Deps) {
		o.Now = d.Now // the fixture's clock
		rec = analytics.NewRecorder(db, cat, o)
		d.Analytics, d.DB = rec, db
		d.Meetings = meetings.New(db, d.Leads, d.Auth, meetings.Options{BaseURL: fixtureBase, Now: d.Now})
	})
	t.Cleanup(func() { rec.Close(context.Background()) })
	owner, cookie := f.owner(t)
	return &analyticsFixture{adminFixture: f, rec: rec, owner: owner, cookie: cookie, cookieAt: *f.now}
}

// browser is one visitor's address and User-Agent.
type browser struct{ ip, ua string }

// send posts events from b at time at and writes them to the database.
func (f *analyticsFixture) send(t *testing.T, b browser, at time.Time, events ...map[string]any) {
	t.Helper()
	*f.now = at
	body, err := json.Marshal(map[string]any{"events": events})
	if err != nil {
		t.Fatal(err)
	}
	scenario{method: "POST", path: "/api/events", remote: b.ip + ":1234", body: string(body),
		header: map[string]string{"Content-Type": "application/json", "User-Agent": b.ua}, wantStatus: 202}.run(t, f.h)
	if err := f.rec.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// ev is an event on path with extra fields (context fields and props).
func ev(name, path string, fields ...any) map[string]any {
	e := map[string]any{"name": name, "path": path}
	for i := 0; i+1 < len(fields); i += 2 {
		e[fields[i].(string)] = fields[i+1]
	}
	return e
}

// sendLead posts a consultation request from b at time at; it returns the lead id.
func (f *analyticsFixture) sendLead(t *testing.T, b browser, at time.Time, pagePath string) string {
	t.Helper()
	*f.now = at
	w := scenario{method: "POST", path: "/api/leads", remote: b.ip + ":1234", body: leadBody(t, map[string]any{"pagePath": pagePath}),
		header: map[string]string{"Content-Type": "application/json", "User-Agent": b.ua}, wantStatus: 201}.run(t, f.h)
	var got struct{ ID string }
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	return got.ID
}

// get asks the admin API as the owner and decodes the JSON answer.
func (f *analyticsFixture) get(t *testing.T, path string, wantStatus int) map[string]any {
	t.Helper()
	w := scenario{path: path, header: as(f.session(t)), wantStatus: wantStatus}.run(t, f.h)
	var got map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
		t.Fatalf("%s: %v: %s", path, err, w.Body)
	}
	return got
}

// session is the owner's cookie, signed in again when the clock has moved.
func (f *analyticsFixture) session(t *testing.T) string {
	t.Helper()
	if !f.cookieAt.Equal(*f.now) {
		f.cookie, f.cookieAt = f.signIn(t, fixtureOwnerEmail, fixturePassword), *f.now
	}
	return f.cookie
}

// pick reads a value out of decoded JSON by a dotted path ("totals.current.visitors", "pages.0.key").
func pick(t *testing.T, v any, path string) any {
	t.Helper()
	for _, part := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			v = x[part]
		case []any:
			var i int
			if _, err := fmt.Sscan(part, &i); err != nil || i >= len(x) {
				t.Fatalf("%s: no element %s in %v", path, part, x)
			}
			v = x[i]
		default:
			t.Fatalf("%s: cannot go into %v", path, v)
		}
	}
	return v
}

// compact is v as JSON, for comparing a whole breakdown at once.
func compact(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// decodeInto decodes a JSON answer.
func decodeInto(t *testing.T, body []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
}

package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/content"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/jobs"
	"agencysite/internal/publish"
)

// contentPages renders the fixture site's pages from a content document:
// each home page shows the first testimonial's text in its language, so
// an edit of it changes those pages only. A document holding
// "FAIL-RENDER" fails the render of /en/faq; hold, when not nil, is
// waited on before rendering.
type contentPages struct {
	fsys   fs.FS
	mu     sync.Mutex
	hold   chan struct{}
	starts int
}

func (e *contentPages) engine(ctx context.Context, doc []byte) (publish.Renderer, error) {
	e.mu.Lock()
	hold := e.hold
	e.starts++
	e.mu.Unlock()
	if hold != nil {
		<-hold
	}
	r, err := publish.BuiltPages(e.fsys)(ctx, nil)
	return contentRenderer{r, doc}, err
}

type contentRenderer struct {
	publish.Renderer
	doc []byte
}

func (c contentRenderer) Render(ctx context.Context, path string) (publish.Page, error) {
	if path == "/en/faq" && bytes.Contains(c.doc, []byte("FAIL-RENDER")) {
		return publish.Page{}, errors.New("ReferenceError: boom")
	}
	p, err := c.Renderer.Render(ctx, path)
	parts := strings.Split(path, "/")
	if err != nil || parts[len(parts)-1] != "home" {
		return p, err
	}
	var doc struct {
		Testimonials []struct {
			Text map[string]string `json:"text"`
		} `json:"testimonials"`
	}
	if err := json.Unmarshal(c.doc, &doc); err != nil {
		return p, err
	}
	text := doc.Testimonials[0].Text[parts[len(parts)-2]]
	p.HTML = bytes.Replace(p.HTML, []byte("</h1>"), []byte("</h1><p>"+text+"</p>"), 1)
	return p, nil
}

// publishFixture is the back office with the studio's publishing on, an
// owner, an editor and a member signed in.
type publishFixture struct {
	*adminFixture
	engine                *contentPages
	jobs                  *publish.Jobs
	pub                   *publish.Publisher
	content               *content.Store
	owner, editor, member string // cookies
	ownerID               string
	rec                   *analytics.Recorder
	url                   string // of the database
}

func newPublishFixture(t *testing.T) *publishFixture {
	t.Helper()
	url := dbtest.MigratedURL(t)
	pf := publishInstance(t, url)
	owner, ownerCookie := pf.adminFixture.owner(t)
	pf.owner, pf.ownerID = ownerCookie, owner.ID
	_, pf.member = pf.adminFixture.member(t, owner, "Omar")
	_, link, err := pf.auth.Invite(context.Background(), auth.Actor{ID: owner.ID, Name: owner.Name}, "lina@example.com", auth.RoleEditor, "en")
	if err != nil {
		t.Fatal(err)
	}
	_, token, err := pf.auth.AcceptInvitation(context.Background(), link[strings.LastIndex(link, "#")+1:],
		auth.NewUser{Name: "Lina", Password: "content team passphrase"}, "", "")
	if err != nil {
		t.Fatal(err)
	}
	pf.editor = "session=" + token
	return pf
}

// secondInstance is another server over the same database, with its own
// connection pool, publisher and jobs, and the same people signed in:
// what a second machine behind the load balancer answers.
func (pf *publishFixture) secondInstance(t *testing.T) *publishFixture {
	t.Helper()
	other := publishInstance(t, pf.url)
	other.owner, other.editor, other.member, other.ownerID = pf.owner, pf.editor, pf.member, pf.ownerID
	return other
}

// publishInstance is a server with the studio's publishing on, over its
// own connection pool to the database at url.
func publishInstance(t *testing.T, url string) *publishFixture {
	t.Helper()
	db := dbtest.OpenURL(t, url)
	fsys := fixtureSite(t)
	e := &contentPages{fsys: fsys}
	live, finish := liveSiteOf(t, fsys)
	cat, err := analytics.LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	pf := &publishFixture{engine: e, content: content.NewStore(db), url: url}
	pf.adminFixture = newAdminInstance(t, db, func(d *Deps) {
		// One engine: side-by-side engines are the publish package's to
		// test (TestManyPagesRenderOnSeveralEngines); two here ran this
		// fake's first json.Unmarshal of its struct in two goroutines,
		// which the race detector flagged inside encoding/json's cache.
		pf.pub = &publish.Publisher{DB: db, Store: publish.NewStore(db), Engine: e.engine, Finish: finish, Build: live.Build(), BaseURL: fixtureBase, Engines: 1}
		pf.rec = analytics.NewRecorder(db, cat, analytics.Options{SiteURL: fixtureBase, FlushEvery: time.Hour, Now: d.Now})
		d.DB, d.Live, d.Publisher, d.Analytics = db, live, pf.pub, pf.rec
		pf.jobs = NewPublishing(*d)
		d.Publishing = pf.jobs
	})
	t.Cleanup(func() { pf.jobs.Wait(); pf.rec.Close(context.Background()) })
	return pf
}

// setWorking stores doc as the working document as it is, complete or not
// (the studio's drafts may lack languages).
func (pf *publishFixture) setWorking(t *testing.T, doc []byte) {
	t.Helper()
	_, err := pf.db.Exec(`INSERT INTO content_documents (name, body, updated_at, updated_by) VALUES ('working', $1, $2, 'test')
		ON CONFLICT (name) DO UPDATE SET body = excluded.body`, string(doc), database.FormatTime(*pf.now))
	if err != nil {
		t.Fatal(err)
	}
}

// withTestimonial is the default document with the first testimonial's
// text in lang set to text ("" removes that language).
func withTestimonial(t *testing.T, lang, text string) (doc []byte, key string) {
	t.Helper()
	var d map[string]any
	if err := json.Unmarshal(content.Default(), &d); err != nil {
		t.Fatal(err)
	}
	tm := d["testimonials"].([]any)[0].(map[string]any)
	if text == "" {
		delete(tm["text"].(map[string]any), lang)
	} else {
		tm["text"].(map[string]any)[lang] = text
	}
	doc, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return doc, tm["id"].(string)
}

// call sends a JSON request and decodes the answer.
func (pf *publishFixture) call(t *testing.T, method, path, cookie, body string, wantStatus int) map[string]any {
	t.Helper()
	w := scenario{method: method, path: path, header: as(cookie), body: body, wantStatus: wantStatus}.run(t, pf.h)
	var got map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
		t.Fatalf("%s %s: %v: %s", method, path, err, w.Body)
	}
	return got
}

// publishNow publishes every unpublished change cookie may publish, and
// waits for it.
func (pf *publishFixture) publishNow(t *testing.T, cookie, summary string) map[string]any {
	t.Helper()
	items := pf.publishable(t, cookie)
	if len(items) == 0 {
		t.Fatal("nothing to publish")
	}
	body, _ := json.Marshal(map[string]any{"summary": summary, "items": items})
	pf.call(t, "POST", "/api/admin/content/publish", cookie, string(body), 202)
	pf.jobs.Wait()
	return pf.call(t, "GET", "/api/admin/content/publish", cookie, "", 200)["last"].(map[string]any)
}

// publishDefault publishes the default document whole, as "site publish"
// does on a new site: the first generation (no change is pending then).
func (pf *publishFixture) publishDefault(t *testing.T) {
	t.Helper()
	if _, err := pf.jobs.Start(context.Background(), "", "Amira", "the default", content.Default()); err != nil {
		t.Fatal(err)
	}
	pf.jobs.Wait()
}

// setTestimonial saves, through the studio's API as the user of cookie,
// the text in lang of the testimonial at index i ("" removes the
// language); it returns the item's pointer.
func (pf *publishFixture) setTestimonial(t *testing.T, cookie string, i int, lang, text string) string {
	t.Helper()
	studio := pf.call(t, "GET", "/api/admin/content", cookie, "", 200)
	item := studio["working"].(map[string]any)["testimonials"].([]any)[i].(map[string]any)
	pointer := "/testimonials/" + item["id"].(string)
	if text == "" {
		delete(item["text"].(map[string]any), lang)
	} else {
		item["text"].(map[string]any)[lang] = text
	}
	body, _ := json.Marshal(map[string]any{"value": item, "base": studio["revisions"].(map[string]any)[pointer]})
	pf.call(t, "PUT", "/api/admin/content"+pointer, cookie, string(body), 200)
	return pointer
}

// publishable lists the pointers of the unpublished changes cookie may publish.
func (pf *publishFixture) publishable(t *testing.T, cookie string) []string {
	t.Helper()
	items := []string{}
	for _, it := range pf.call(t, "GET", "/api/admin/content/pending", cookie, "", 200)["items"].([]any) {
		if c := it.(map[string]any); c["publishable"] == true {
			items = append(items, c["pointer"].(string))
		}
	}
	return items
}

func TestPublishingRoles(t *testing.T) {
	pf := newPublishFixture(t)
	for _, sc := range []scenario{
		{method: "POST", path: "/api/admin/content/publish", body: `{"summary":"x"}`},
		{method: "POST", path: "/api/admin/content/publish", body: `{"summary":"x","at":"2027-01-01T10:00:00Z"}`},
		{method: "DELETE", path: "/api/admin/content/publish/scheduled/1"},
		{method: "POST", path: "/api/admin/content/history/1/restore", body: `{}`},
	} {
		sc.name, sc.header, sc.wantStatus = sc.method+" "+sc.path, as(pf.member), 403
		sc.wantJSON = `{"code":"publisher_only","error":"~owner or an editor"}`
		sc.run(t, pf.h)
	}
	if n := dbtest.Rows(t, pf.db, "publish_jobs"); n != 0 {
		t.Fatalf("got %d jobs after a member's refused requests, want none", n)
	}
	// Members read the status, the history and previews.
	pf.call(t, "GET", "/api/admin/content/publish", pf.member, "", 200)
	pf.call(t, "GET", "/api/admin/content/history", pf.member, "", 200)
	pf.setTestimonial(t, pf.editor, 0, "en", "The editor's words.")
	last := pf.publishNow(t, pf.editor, "by the editor")
	if last["state"] != "done" || last["by"] != "Lina" {
		t.Fatalf("got %v, want the editor's publish done", last)
	}
	pf.setTestimonial(t, pf.owner, 0, "en", "The owner's words.")
	if last := pf.publishNow(t, pf.owner, "by the owner"); last["state"] != "done" || last["by"] != "Amira" {
		t.Fatalf("got %v, want the owner's publish done", last)
	}
}

// TestPublishChosenChanges is issue 34's first week: the owner leaves a
// testimonial without French; the editor publishes his own change alone,
// and the owner's stays a draft. Someone else's change is not the
// editor's to publish until it is marked ready for review (decision 0365).
//
// The owner works on one instance, the editor on another, over one
// database (SQLite, or PostgreSQL in the suite's second run).
func TestPublishChosenChanges(t *testing.T) {
	pf := newPublishFixture(t)
	ctx := context.Background()
	owners := pf.setTestimonial(t, pf.owner, 0, "fr", "")
	pf.setTestimonial(t, pf.owner, 0, "en", "The owner's unfinished words.")
	pf = pf.secondInstance(t) // the editor's
	editors := pf.setTestimonial(t, pf.editor, 1, "en", "The editor's finished words.")

	pending := pf.call(t, "GET", "/api/admin/content/pending", pf.editor, "", 200)["items"].([]any)
	if len(pending) != 2 {
		t.Fatalf("got %v, want the owner's and the editor's changes", pending)
	}
	o, e := pending[0].(map[string]any), pending[1].(map[string]any)
	if o["pointer"] != owners || o["kind"] != "changed" || o["mine"] != false || o["publishable"] != false ||
		fmt.Sprint(o["authors"]) != "[map[id:"+pf.ownerID+" name:Amira]]" || fmt.Sprint(o["missing"]) != "[map[field:text language:fr]]" ||
		fmt.Sprint(o["languages"]) != "[en fr]" || o["ready"] != nil {
		t.Errorf("the owner's change as the editor sees it: %v", o)
	}
	if e["pointer"] != editors || e["mine"] != true || e["publishable"] != true || fmt.Sprint(e["missing"]) != "[]" || fmt.Sprint(e["languages"]) != "[en]" {
		t.Errorf("the editor's change as he sees it: %v", e)
	}

	got := pf.call(t, "POST", "/api/admin/content/publish", pf.editor, `{"items":["`+owners+`","`+editors+`"]}`, 403)
	if got["code"] != "not_publishable" || fmt.Sprint(got["items"]) != "["+owners+"]" {
		t.Fatalf("got %v, want the owner's item refused to the editor", got)
	}
	got = pf.call(t, "POST", "/api/admin/content/publish", pf.owner, `{"items":["`+owners+`"]}`, 422)
	if fmt.Sprint(got["incomplete"]) != "[map[by:Amira missing:map[fr:[text]] pointer:"+owners+"]]" {
		t.Fatalf("got %v, want the owner's item named, French missing from its text, saved by Amira", got)
	}
	pf.call(t, "POST", "/api/admin/content/publish", pf.editor, `{"items":[]}`, 422)
	pf.call(t, "POST", "/api/admin/content/publish", pf.editor, `{"items":["/testimonials/nobody"]}`, 422)

	last := pf.publishNow(t, pf.editor, "my testimonial")
	if last["state"] != "done" {
		t.Fatalf("got %v, want the editor's publish done", last)
	}
	live, err := pf.pub.Store.LiveContent(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(live, []byte("The editor's finished words.")) || bytes.Contains(live, []byte("The owner's unfinished words.")) {
		t.Fatal("the live site does not hold the editor's change alone")
	}
	pending = pf.call(t, "GET", "/api/admin/content/pending", pf.owner, "", 200)["items"].([]any)
	if len(pending) != 1 || pending[0].(map[string]any)["pointer"] != owners || pending[0].(map[string]any)["mine"] != true {
		t.Fatalf("got %v, want the owner's draft still pending, his", pending)
	}
	if n := dbtest.Rows(t, pf.db, "content_authors"); n != 1 {
		t.Errorf("got %d author rows, want the owner's alone (the published item's forgotten)", n)
	}

	// Marked ready for review, the owner's item is the editor's to publish
	// (once complete); a later save takes the mark away.
	pf.setTestimonial(t, pf.owner, 0, "fr", "Les mots du propriétaire.")
	mark := pf.call(t, "POST", "/api/admin/content/ready", pf.owner, `{"pointer":"`+owners+`","ready":true}`, 200)
	if mark["ready"].(map[string]any)["by"] != "Amira" {
		t.Fatalf("got %v, want marked by Amira", mark)
	}
	if items := pf.publishable(t, pf.editor); fmt.Sprint(items) != "["+owners+"]" {
		t.Fatalf("got %v, want the ready item publishable by the editor", items)
	}
	pf.setTestimonial(t, pf.owner, 0, "tr", "Sahibinin sözleri.")
	if items := pf.publishable(t, pf.editor); len(items) != 0 {
		t.Fatalf("got %v publishable after a save, want the mark gone", items)
	}
	pf.call(t, "POST", "/api/admin/content/ready", pf.owner, `{"pointer":"`+editors+`","ready":true}`, 422)
}

func TestPublishRefusesIncompleteContent(t *testing.T) {
	pf := newPublishFixture(t)
	pointer := pf.setTestimonial(t, pf.editor, 0, "fr", "")
	body := `{"summary":"no French","items":["` + pointer + `"]}`
	got := pf.call(t, "POST", "/api/admin/content/publish", pf.editor, body, 422)
	want := map[string]any{"problems": map[string]any{"testimonials.0.text.fr": "required"},
		"incomplete": []any{map[string]any{"pointer": pointer, "by": "Lina", "missing": map[string]any{"fr": []any{"text"}}}}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	pf.call(t, "POST", "/api/admin/content/publish", pf.editor, `{"summary":"later","at":"2026-11-03T09:00:00Z","items":["`+pointer+`"]}`, 422)
	if n := dbtest.Rows(t, pf.db, "publish_jobs") + dbtest.Rows(t, pf.db, "generations"); n != 0 {
		t.Fatalf("got %d jobs and generations, want none", n)
	}
	for _, body := range []string{`{"at":"yesterday"}`, `{"at":"2026-11-01T09:00:00Z"}`, `{"summary":"` + strings.Repeat("x", 201) + `"}`} {
		pf.call(t, "POST", "/api/admin/content/publish", pf.editor, body, 422)
	}
}

func TestPublishJobSucceedsAndFailsWithoutChangingTheSite(t *testing.T) {
	pf := newPublishFixture(t)
	ctx := context.Background()
	pf.publishDefault(t)
	first := pf.call(t, "GET", "/api/admin/content/publish", pf.editor, "", 200)["last"].(map[string]any)
	if first["state"] != "done" || first["error"] != "" || len(first["changed"].([]any)) == 0 {
		t.Fatalf("got %v, want done with every page changed", first)
	}
	doc, _ := withTestimonial(t, "ar", "نص جديد للشهادة")
	if err := pf.content.Replace(ctx, doc, "Lina"); err != nil {
		t.Fatal(err)
	}
	second := pf.publishNow(t, pf.owner, "Arabic testimonial")
	if second["state"] != "done" || fmt.Sprint(second["changed"]) != "[/a/ar/home /ar/home]" {
		t.Fatalf("got %v, want the two Arabic home pages changed", second)
	}
	live, _ := pf.pub.Store.Live(ctx)
	files, err := pf.pub.Store.Files(ctx, live, nil)
	if err != nil {
		t.Fatal(err)
	}
	if i := slices.IndexFunc(files, func(f publish.File) bool { return f.Name == "/ar/home" }); i < 0 || !bytes.Contains(files[i].Body, []byte("نص جديد للشهادة")) {
		t.Fatal("got /ar/home without the new text")
	}
	// Done, as the studio was told it: this instance serves it already (no
	// Follow runs here), so "view the page" shows the new text.
	page := scenario{method: "GET", path: "/ar/home", wantStatus: 200}.run(t, pf.h)
	if !strings.Contains(page.Body.String(), "نص جديد للشهادة") {
		t.Fatal("the studio was told done while /ar/home was still the page before")
	}

	// A render that fails: the job says why, the live generation stays.
	broken, _ := withTestimonial(t, "en", "FAIL-RENDER")
	if err := pf.content.Replace(ctx, broken, "Lina"); err != nil {
		t.Fatal(err)
	}
	failed := pf.publishNow(t, pf.owner, "broken")
	if failed["state"] != "failed" || !strings.Contains(failed["error"].(string), "render /en/faq: ReferenceError: boom") {
		t.Fatalf("got %v, want failed with the render's error", failed)
	}
	if now, _ := pf.pub.Store.Live(ctx); now != live {
		t.Fatalf("got live %d, want %d kept", now, live)
	}
	if pf.auditCount(t, "content.published") != 2 || pf.auditCount(t, "content.publish_failed") != 1 {
		t.Errorf("got %d published and %d failed audit rows, want 2 and 1", pf.auditCount(t, "content.published"), pf.auditCount(t, "content.publish_failed"))
	}

	// While one runs, another is refused and the running one is shown.
	another, _ := withTestimonial(t, "ar", "نص آخر")
	if err := pf.content.Replace(ctx, another, "Lina"); err != nil {
		t.Fatal(err)
	}
	hold := make(chan struct{})
	pf.engine.mu.Lock()
	pf.engine.hold = hold
	pf.engine.mu.Unlock()
	items, _ := json.Marshal(pf.publishable(t, pf.owner))
	pf.call(t, "POST", "/api/admin/content/publish", pf.owner, `{"summary":"held","items":`+string(items)+`}`, 202)
	got := pf.call(t, "POST", "/api/admin/content/publish", pf.owner, `{"summary":"second","items":`+string(items)+`}`, 409)
	if got["error"] != "publishing" {
		t.Fatalf("got %v, want publishing", got)
	}
	running := pf.call(t, "GET", "/api/admin/content/publish", pf.member, "", 200)["running"].(map[string]any)
	if running["by"] != "Amira" || running["summary"] != "held" {
		t.Fatalf("got running %v, want the held publish", running)
	}
	close(hold)
	pf.jobs.Wait()
}

func TestScheduledPublishAtItsTime(t *testing.T) {
	pf := newPublishFixture(t)
	ctx := context.Background()
	at := pf.now.Add(3 * time.Hour)
	pointer := pf.setTestimonial(t, pf.editor, 0, "ar", "نص العيد")
	items := `"items":["` + pointer + `"]`
	got := pf.call(t, "POST", "/api/admin/content/publish", pf.editor, `{"summary":"Eid campaign","at":"`+at.Format(time.RFC3339)+`",`+items+`}`, 201)
	if got["at"] != at.Format(time.RFC3339) {
		t.Fatalf("got %v, want the campaign at %s", got, at)
	}
	id := int64(got["id"].(float64))
	other := pf.call(t, "POST", "/api/admin/content/publish", pf.editor, `{"summary":"cancelled","at":"`+at.Format(time.RFC3339)+`",`+items+`}`, 201)
	cancel := fmt.Sprintf("/api/admin/content/publish/scheduled/%d", int64(other["id"].(float64)))
	pf.call(t, "DELETE", cancel, pf.owner, "", 200)
	pf.call(t, "DELETE", cancel, pf.owner, "", 404)
	status := pf.call(t, "GET", "/api/admin/content/publish", pf.member, "", 200)
	if s := status["scheduled"].([]any); len(s) != 1 || s[0].(map[string]any)["summary"] != "Eid campaign" || s[0].(map[string]any)["by"] != "Lina" ||
		fmt.Sprint(s[0].(map[string]any)["items"]) != "["+pointer+"]" {
		t.Fatalf("got scheduled %v, want the campaign alone, with its item", s)
	}

	pf.advance(3*time.Hour - time.Minute)
	if n, err := runDue(ctx, pf.jobs); err != nil || n != 0 {
		t.Fatalf("a minute early: ran %d, %v", n, err)
	}
	// Meanwhile the owner publishes a change of his own, and the editor
	// goes on writing the scheduled item: the schedule holds the item as it
	// was chosen, and builds on the owner's publish. (The sessions idled
	// out meanwhile.)
	pf.owner, pf.editor = pf.signIn(t, fixtureOwnerEmail, fixturePassword), pf.signIn(t, "lina@example.com", "content team passphrase")
	owners := pf.setTestimonial(t, pf.owner, 1, "en", "Published meanwhile.")
	body, _ := json.Marshal(map[string]any{"items": []string{owners}})
	pf.call(t, "POST", "/api/admin/content/publish", pf.owner, string(body), 202)
	pf.jobs.Wait()
	pf.setTestimonial(t, pf.editor, 0, "ar", "نص بعد الجدولة")
	pf.advance(time.Minute)
	if n, err := runDue(ctx, pf.jobs); err != nil || n != 1 {
		t.Fatalf("at its time: ran %d, %v, want 1", n, err)
	}
	job, err := pf.jobs.Job(ctx, id)
	if err != nil || job.State != publish.JobDone || !job.StartedAt.Equal(at) {
		t.Fatalf("got %+v %v, want done at %s", job, err, at)
	}
	gen, _ := pf.pub.Store.Generation(ctx, job.Generation)
	if !bytes.Contains(gen.Content, []byte("نص العيد")) || bytes.Contains(gen.Content, []byte("نص بعد الجدولة")) ||
		!bytes.Contains(gen.Content, []byte("Published meanwhile.")) || gen.Summary != "Eid campaign" {
		t.Fatalf("got generation %q, want the item as chosen on the owner's publish", gen.Summary)
	}
	if p := pf.call(t, "GET", "/api/admin/content/pending", pf.editor, "", 200)["items"].([]any); len(p) != 1 || p[0].(map[string]any)["pointer"] != pointer {
		t.Fatalf("got pending %v, want the editor's later text still a draft", p)
	}
	for action, want := range map[string]int{"content.scheduled": 2, "content.schedule_cancelled": 1, "content.published": 2} {
		if n := pf.auditCount(t, action); n != want {
			t.Errorf("got %d %s audit rows, want %d", n, action, want)
		}
	}

	// The dashboard's series shows it as a marker within the range.
	w := scenario{path: "/api/admin/analytics?from=2026-11-01&to=2026-11-02", header: as(pf.owner), wantStatus: 200}.run(t, pf.h)
	var dash struct {
		Markers []map[string]any `json:"markers"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &dash); err != nil {
		t.Fatal(err)
	}
	if len(dash.Markers) != 2 || dash.Markers[1]["summary"] != "Eid campaign" || dash.Markers[1]["by"] != "Lina" || dash.Markers[1]["t"] != "2026-11-02" {
		t.Fatalf("got markers %v, want the campaign", dash.Markers)
	}
}

func TestHistoryDiffAndRestore(t *testing.T) {
	pf := newPublishFixture(t)
	ctx := context.Background()
	pf.publishDefault(t)
	key := strings.TrimPrefix(pf.setTestimonial(t, pf.editor, 0, "ar", "نص معدّل"), "/testimonials/")
	pf.publishNow(t, pf.editor, "Arabic testimonial")
	items := pf.call(t, "GET", "/api/admin/content/history", pf.member, "", 200)["items"].([]any)
	if len(items) != 2 || items[0].(map[string]any)["summary"] != "Arabic testimonial" || items[0].(map[string]any)["live"] != true ||
		items[1].(map[string]any)["live"] != false || items[0].(map[string]any)["by"] != "Lina" {
		t.Fatalf("got %v, want both, newest live first", items)
	}
	newest, oldest := int64(items[0].(map[string]any)["id"].(float64)), int64(items[1].(map[string]any)["id"].(float64))
	diff := pf.call(t, "GET", fmt.Sprintf("/api/admin/content/history/%d/diff", newest), pf.member, "", 200)
	changes := diff["changes"].([]any)
	if len(changes) != 1 {
		t.Fatalf("got %v, want one change", changes)
	}
	if c := changes[0].(map[string]any); c["pointer"] != "/testimonials/"+key || c["field"] != "text" || c["language"] != "ar" || c["after"] != "نص معدّل" {
		t.Fatalf("got %v, want the Arabic text of %s", c, key)
	}
	pf.call(t, "GET", "/api/admin/content/history/999/diff", pf.member, "", 404)

	// One item back to the first version: a new publish, the working
	// document follows, the rest of the live site stays.
	pf.call(t, "POST", fmt.Sprintf("/api/admin/content/history/%d/restore", oldest), pf.editor, `{"pointer":"/testimonials/`+key+`"}`, 202)
	pf.jobs.Wait()
	live, _ := pf.pub.Store.Live(ctx)
	gen, _ := pf.pub.Store.Generation(ctx, live)
	if changes, _ := content.Diff(content.Default(), gen.Content); len(changes) != 0 || live == newest {
		t.Fatalf("got %d changes from the default in generation %d, want the testimonial restored", len(changes), live)
	}
	working, _ := pf.content.Working(ctx)
	if changes, _ := content.Diff(content.Default(), working.Body); len(changes) != 0 {
		t.Fatalf("got working changes %v, want the restored item in the working document", changes)
	}
	// A restore records what it restored, not a sentence: the studio says
	// it in its reader's language (issue 34, item 8).
	itemRestore := fmt.Sprintf(`"summary":"","restoredFrom":%d,"restoredItem":"/testimonials/%s"`, oldest, key)
	last := pf.call(t, "GET", "/api/admin/content/publish", pf.member, "", 200)["last"].(map[string]any)
	if got := restoreFields(t, last); got != itemRestore {
		t.Errorf("got the last publish %s, want %s", got, itemRestore)
	}
	pf.call(t, "POST", fmt.Sprintf("/api/admin/content/history/%d/restore", newest), pf.owner, `{}`, 202)
	pf.jobs.Wait()
	live, _ = pf.pub.Store.Live(ctx)
	if gen, _ := pf.pub.Store.Generation(ctx, live); !bytes.Contains(gen.Content, []byte("نص معدّل")) || gen.Summary != "" ||
		gen.RestoredFrom != newest || gen.RestoredItem != "" {
		t.Fatalf("got %q, restored from %d %q, want the whole site back to version %d, no summary", gen.Summary, gen.RestoredFrom, gen.RestoredItem, newest)
	}
	siteRestore := fmt.Sprintf(`"summary":"","restoredFrom":%d,"restoredItem":""`, newest)
	items = pf.call(t, "GET", "/api/admin/content/history", pf.member, "", 200)["items"].([]any)
	want := []string{siteRestore, itemRestore, `"summary":"Arabic testimonial","restoredFrom":0,"restoredItem":""`}
	for i, w := range want {
		if got := restoreFields(t, items[i].(map[string]any)); got != w {
			t.Errorf("history item %d: got %s, want %s", i, got, w)
		}
	}
	// The dashboard's markers say the same; the publish before these
	// fields were recorded keeps its English sentence as its summary.
	oldRow := `"summary":"Restored the whole site to version 1","restoredFrom":0,"restoredItem":""`
	for _, q := range []string{`UPDATE publish_jobs SET summary = 'Restored the whole site to version 1', restored_from = 0 WHERE restored_from = $1`,
		`UPDATE generations SET summary = 'Restored the whole site to version 1', restored_from = 0 WHERE restored_from = $1`} {
		if _, err := pf.db.Exec(q, newest); err != nil {
			t.Fatal(err)
		}
	}
	items = pf.call(t, "GET", "/api/admin/content/history", pf.member, "", 200)["items"].([]any)
	if got := restoreFields(t, items[0].(map[string]any)); got != oldRow {
		t.Errorf("history item 0 written before: got %s, want %s", got, oldRow)
	}
	owner := pf.signIn(t, fixtureOwnerEmail, fixturePassword)
	day := pf.now.Format(time.DateOnly)
	markers := pf.call(t, "GET", "/api/admin/analytics?from="+day+"&to="+day, owner, "", 200)["markers"].([]any)
	want = []string{`"summary":"Arabic testimonial","restoredFrom":0,"restoredItem":""`, itemRestore, oldRow}
	for i, w := range want {
		if got := restoreFields(t, markers[i+1].(map[string]any)); got != w {
			t.Errorf("marker %d: got %s, want %s", i+1, got, w)
		}
	}
	pf.call(t, "POST", fmt.Sprintf("/api/admin/content/history/%d/restore", oldest), pf.editor, `{"pointer":"/testimonials/nobody"}`, 422)
	if n := pf.auditCount(t, "content.restored"); n != 2 {
		t.Errorf("got %d restore audit rows, want 2", n)
	}
}

// restoreFields is an answer's summary, restoredFrom and restoredItem,
// as JSON: each must be there, even empty.
func restoreFields(t *testing.T, v map[string]any) string {
	t.Helper()
	var parts []string
	for _, k := range []string{"summary", "restoredFrom", "restoredItem"} {
		x, ok := v[k]
		if !ok {
			t.Errorf("%s missing from %v", k, v)
		}
		b, _ := json.Marshal(x)
		parts = append(parts, fmt.Sprintf("%q:%s", k, b))
	}
	return strings.Join(parts, ",")
}

func TestPreviewRendersTheWorkingDocument(t *testing.T) {
	pf := newPublishFixture(t)
	doc, _ := withTestimonial(t, "ar", "مسودة لم تنشر")
	if err := pf.content.Replace(context.Background(), doc, "Lina"); err != nil {
		t.Fatal(err)
	}
	w := scenario{path: "/api/admin/content/preview?path=/ar/home", header: as(pf.member), wantStatus: 200,
		wantHeader: map[string]string{"Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Content-Type": "text/html; charset=utf-8",
			"Server-Timing": "~^render;dur=\\d+$", "Content-Security-Policy": previewCSP, "X-Frame-Options": "SAMEORIGIN"}}.run(t, pf.h)
	if !strings.Contains(w.Body.String(), "مسودة لم تنشر") || strings.Contains(w.Body.String(), "<script") {
		t.Fatalf("got %.300s, want the draft's text and no script", w.Body)
	}
	scenario{path: "/api/admin/content/preview?path=/en/home", header: as(pf.member), wantStatus: 200}.run(t, pf.h)
	if pf.engine.starts != 1 {
		t.Errorf("got %d engines started for two pages of one draft, want 1 kept warm", pf.engine.starts)
	}
	doc, _ = withTestimonial(t, "ar", "مسودة ثانية")
	if err := pf.content.Replace(context.Background(), doc, "Lina"); err != nil {
		t.Fatal(err)
	}
	w = scenario{path: "/api/admin/content/preview?path=/ar/home", header: as(pf.member), wantStatus: 200}.run(t, pf.h)
	if !strings.Contains(w.Body.String(), "مسودة ثانية") || pf.engine.starts != 2 {
		t.Fatalf("got %d starts, want the changed draft rendered by a new engine", pf.engine.starts)
	}
	scenario{path: "/api/admin/content/preview?path=/ar/nowhere", header: as(pf.member), wantStatus: 404}.run(t, pf.h)
	scenario{path: "/api/admin/content/preview", header: as(pf.member), wantStatus: 422}.run(t, pf.h)
	scenario{path: "/api/admin/content/preview?path=/ar/home", header: as(""), wantStatus: 401}.run(t, pf.h)
	if n := dbtest.Rows(t, pf.db, "generations"); n != 0 {
		t.Fatalf("got %d generations after previews, want none", n)
	}
}

// TestMarkersSayWhatChanged: a publish's marker names the families it
// changed and their languages, so the chart reads "Testimonials, Arabic"
// with no summary typed; the first publish has nothing kept before it.
func TestMarkersSayWhatChanged(t *testing.T) {
	pf := newPublishFixture(t)
	pf.publishDefault(t)
	pf.setTestimonial(t, pf.editor, 0, "ar", "نص معدّل")
	pf.publishNow(t, pf.editor, "")
	owner := pf.signIn(t, fixtureOwnerEmail, fixturePassword)
	day := pf.now.Format(time.DateOnly)
	for range 2 { // the second answer comes from what the first worked out
		w := scenario{path: "/api/admin/analytics?from=" + day + "&to=" + day, header: as(owner), wantStatus: 200}.run(t, pf.h)
		var dash struct {
			Markers []struct {
				Summary string                 `json:"summary"`
				Changes []content.FamilyChange `json:"changes"`
			} `json:"markers"`
		}
		if err := json.Unmarshal(w.Body.Bytes(), &dash); err != nil {
			t.Fatal(err)
		}
		want := []content.FamilyChange{{Family: "testimonials", Languages: []string{"ar"}}}
		if len(dash.Markers) != 2 || dash.Markers[0].Changes != nil || !reflect.DeepEqual(dash.Markers[1].Changes, want) {
			t.Fatalf("got markers %+v, want the default with no changes, then %v", dash.Markers, want)
		}
	}
}

// runDue does every due scheduled publish on a runner on the jobs' clock,
// as the server's runner would, and returns how many it took.
func runDue(ctx context.Context, j *publish.Jobs) (int, error) {
	r := jobs.NewRunner(j.Publisher.DB, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if j.Now != nil {
		r.Now = j.Now
	}
	r.Add(j.Kind())
	for n := 0; ; n++ {
		if did, err := r.Work(ctx, publish.JobKind); err != nil || !did {
			return n, err
		}
	}
}

package server

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
)

// inbox is a fixture with an owner, a member and three leads: an English
// one, an Arabic one an hour later, and one stored as spam.
type inbox struct {
	*adminFixture
	owner, member   string // Cookie headers
	memberID        string
	english, arabic string
	spam            string
}

func newInbox(t *testing.T) inbox {
	t.Helper()
	f := newAdminFixture(t)
	in := inbox{adminFixture: f}
	in.english = f.lead(t, nil)
	f.advance(time.Hour)
	in.arabic = f.lead(t, func(l *leads.Lead) {
		l.Name, l.Email, l.Phone, l.Company = "=HYPERLINK(\"http://evil.example\")", "layla@example.com", "+966 50 123 4567", "مؤسسة الخير"
		l.Language, l.Variant, l.Service, l.PagePath, l.Message = "ar", "a", "well-mosque", "/a/ar/contact", "نريد تطبيقًا لجمع التبرعات."
	})
	in.spam = f.lead(t, func(l *leads.Lead) { l.Name, l.Spam, l.SpamReason = "Bot", true, leads.SpamHoneypot })
	owner, ownerCookie := f.owner(t)
	omar, memberCookie := f.member(t, owner, "Omar")
	in.owner, in.member, in.memberID = ownerCookie, memberCookie, omar.ID
	return in
}

func bodyHas(parts ...string) func(t *testing.T, w *httptest.ResponseRecorder) {
	return func(t *testing.T, w *httptest.ResponseRecorder) {
		t.Helper()
		for _, p := range parts {
			if !strings.Contains(w.Body.String(), p) {
				t.Errorf("got body %.600s, want it to contain %s", w.Body, p)
			}
		}
	}
}

func TestLeadsList(t *testing.T) {
	in := newInbox(t)
	counts := `"counts":{"contacted":0,"lost":0,"new":2,"qualified":0,"spam":1,"won":0}`
	runScenarios(t, in.h, []scenario{
		{name: "newest first", path: "/api/admin/leads", header: as(in.member), wantStatus: 200,
			check: bodyHas(`"total":2`, `"page":1`, `"perPage":25`, counts,
				`{"id":"`+in.arabic+`","createdAt":"2026-11-02T10:00:00Z"`, `"language":"ar","variant":"a","status":"new","assignee":null,"spam":false,"spamReason":"","waiting":false,"version":1,"channel":"form","booking":null}`)},
		{name: "second page of one", path: "/api/admin/leads?perPage=1&page=2", header: as(in.member), wantStatus: 200,
			check: bodyHas(`"total":2`, `"id":"`+in.english+`"`)},
		{name: "by language", path: "/api/admin/leads?language=ar&variant=a&service=well-mosque", header: as(in.member), wantStatus: 200,
			check: bodyHas(`"total":1`, in.arabic)},
		{name: "search in company, any case", path: "/api/admin/leads?q=ENGINES", header: as(in.member), wantStatus: 200,
			check: bodyHas(`"total":1`, in.english)},
		{name: "search in the phone", path: "/api/admin/leads?q=96650", header: as(in.member), wantStatus: 200, check: bodyHas(`"total":1`, in.arabic)},
		{name: "search for a LIKE wildcard finds nothing", path: "/api/admin/leads?q=%25", header: as(in.member), wantStatus: 200, check: bodyHas(`"total":0`)},
		{name: "date range", path: "/api/admin/leads?from=2026-11-02&to=2026-11-02", header: as(in.member), wantStatus: 200, check: bodyHas(`"total":2`)},
		{name: "date range before", path: "/api/admin/leads?to=2026-11-01", header: as(in.member), wantStatus: 200, check: bodyHas(`"total":0`, counts[:10])},
		{name: "spam folder shows why", path: "/api/admin/leads?spam=true", header: as(in.member), wantStatus: 200,
			check: bodyHas(`"total":1`, `"spam":true,"spamReason":"honeypot"`, `"counts":{"contacted":0,"lost":0,"new":1,"qualified":0,"spam":1,"won":0}`)},
		{name: "nobody assigned", path: "/api/admin/leads?assignee=none", header: as(in.member), wantStatus: 200, check: bodyHas(`"total":2`)},
		{name: "mine", path: "/api/admin/leads?assignee=me", header: as(in.member), wantStatus: 200, check: bodyHas(`"total":0`)},
		{name: "unknown status", path: "/api/admin/leads?status=archived", header: as(in.member), wantStatus: 422, wantJSON: `{"problems":{"status":"invalid"}}`},
		{name: "page too big", path: "/api/admin/leads?perPage=101", header: as(in.member), wantStatus: 422, wantJSON: `{"problems":{"perPage":"invalid"}}`},
		{name: "page zero", path: "/api/admin/leads?page=0", header: as(in.member), wantStatus: 422, wantJSON: `{"problems":{"page":"invalid"}}`},
		{name: "bad date", path: "/api/admin/leads?from=2026-13-40", header: as(in.member), wantStatus: 422, wantJSON: `{"problems":{"from":"invalid"}}`},
		{name: "unknown parameter", path: "/api/admin/leads?sort=name", header: as(in.member), wantStatus: 422, wantJSON: `{"problems":{"sort":"unknown"}}`},
		{name: "search too long", path: "/api/admin/leads?q=" + strings.Repeat("a", 101), header: as(in.member), wantStatus: 422, wantJSON: `{"problems":{"q":"too_long"}}`},
		{name: "activity", path: "/api/admin/leads/activity?since=2026-11-02T09:30:00Z", header: as(in.member), wantStatus: 200,
			wantJSON: `{"new":2,"since":1,"latest":"2026-11-02T10:00:00Z"}`},
		{name: "activity, bad since", path: "/api/admin/leads/activity?since=yesterday", header: as(in.member), wantStatus: 400},
	})
	in.advance(23*time.Hour + time.Minute)
	owner := in.signIn(t, fixtureOwnerEmail, fixturePassword)
	runScenarios(t, in.h, []scenario{{name: "waiting after 24 hours", path: "/api/admin/leads", header: as(owner), wantStatus: 200,
		check: func(t *testing.T, w *httptest.ResponseRecorder) {
			if n := strings.Count(w.Body.String(), `"waiting":true`); n != 1 {
				t.Errorf("got %d waiting leads, want the one older than 24 hours", n)
			}
		}}})
}

// TestLeadsDateRangeInTheSiteTimeZone: from/to are the days the team
// reads, in the site's time zone. At UTC+14 the leads of 09:00 and 10:00
// UTC fall on 23:00 on 2 November and 00:00 on 3 November: 3 November
// holds only the second, where a UTC day would hold neither.
func TestLeadsDateRangeInTheSiteTimeZone(t *testing.T) {
	in := newInbox(t)
	runScenarios(t, in.h, []scenario{
		{name: "the site's zone", method: "PATCH", path: "/api/admin/settings", header: as(in.owner), body: `{"timeZone":"Pacific/Kiritimati"}`, wantStatus: 200},
		{name: "the local day after", path: "/api/admin/leads?from=2026-11-03&to=2026-11-03", header: as(in.member), wantStatus: 200, check: bodyHas(`"total":1`, in.arabic)},
		{name: "the local day before", path: "/api/admin/leads?to=2026-11-02", header: as(in.member), wantStatus: 200, check: bodyHas(`"total":1`, in.english)},
	})
}

func TestLeadWorkflow(t *testing.T) {
	in := newInbox(t)
	lead := "/api/admin/leads/" + in.english
	in.advance(25 * time.Minute)
	runScenarios(t, in.h, []scenario{
		{name: "detail", path: lead, header: as(in.member), wantStatus: 200,
			check: bodyHas(`"message":"We need an app for our members."`, `"pagePath":"/en/contact"`, `"consent":true`,
				`"reply":{"language":"en","email":"ada@example.com","phone":"+442079460958","whatsapp":"https://wa.me/442079460958"}`,
				`"kind":"lead-notification"`, `"kind":"lead-confirmation"`, `"status":"waiting"`, `"notes":[]`, `"history":[]`)},
		{name: "contacted", method: "PATCH", path: lead, header: as(in.member), body: `{"version":1,"status":"contacted"}`, wantStatus: 200,
			check: bodyHas(`"status":"contacted"`, `"version":2`, `"firstContactedAt":"2026-11-02T10:25:00Z"`, `"responseMinutes":85`)},
		{name: "a stale save", method: "PATCH", path: lead, header: as(in.owner), body: `{"version":1,"status":"lost","lostReason":"no budget"}`,
			wantStatus: 409, check: bodyHas(`"code":"conflict"`, `"error":"Someone else changed this request`, `"lead":{`, `"status":"contacted"`, `"version":2`)},
		{name: "skipping to won", method: "PATCH", path: lead, header: as(in.member), body: `{"version":2,"status":"won"}`,
			wantStatus: 422, wantJSON: `{"problems":{"status":"transition"}}`},
		{name: "lost without a reason", method: "PATCH", path: lead, header: as(in.member), body: `{"version":2,"status":"lost"}`,
			wantStatus: 422, wantJSON: `{"problems":{"lostReason":"required"}}`},
		{name: "unknown status", method: "PATCH", path: lead, header: as(in.member), body: `{"version":2,"status":"archived"}`,
			wantStatus: 422, wantJSON: `{"problems":{"status":"unknown"}}`},
		{name: "no version", method: "PATCH", path: lead, header: as(in.member), body: `{"status":"qualified"}`,
			wantStatus: 422, wantJSON: `{"problems":{"version":"required"}}`},
		{name: "assigned", method: "PATCH", path: lead, header: as(in.owner), body: fmt.Sprintf(`{"version":2,"assigneeId":%q}`, in.memberID),
			wantStatus: 200, check: bodyHas(`"assignee":{"id":"`+in.memberID+`","name":"Omar"}`, `"version":3`)},
		{name: "assigned to nobody we know", method: "PATCH", path: lead, header: as(in.owner), body: `{"version":3,"assigneeId":"ghost"}`,
			wantStatus: 422, wantJSON: `{"problems":{"assigneeId":"unknown"}}`},
		{name: "mine now", path: "/api/admin/leads?assignee=me", header: as(in.member), wantStatus: 200, check: bodyHas(`"total":1`)},
		{name: "qualified, then lost with a reason", method: "PATCH", path: lead, header: as(in.member),
			body: `{"version":3,"status":"qualified"}`, wantStatus: 200, check: bodyHas(`"version":4`)},
		{name: "lost", method: "PATCH", path: lead, header: as(in.member), body: `{"version":4,"status":"lost","lostReason":"Went with a freelancer"}`,
			wantStatus: 200, check: bodyHas(`"status":"lost"`, `"lostReason":"Went with a freelancer"`, `"firstContactedAt":"2026-11-02T10:25:00Z"`)},
		{name: "unassigned", method: "PATCH", path: lead, header: as(in.owner), body: `{"version":5,"assigneeId":null}`,
			wantStatus: 200, check: bodyHas(`"assignee":null`, `"version":6`)},
		{name: "a note", method: "POST", path: lead + "/notes", header: as(in.member), body: `{"body":"  Called; wants a quote by Friday.  "}`,
			wantStatus: 201, wantJSON: `{"note":{"id":"~^[0-9a-f]{32}$","author":{"id":"` + in.memberID + `","name":"Omar"},"body":"Called; wants a quote by Friday.","createdAt":"2026-11-02T10:25:00Z"}}`},
		{name: "an empty note", method: "POST", path: lead + "/notes", header: as(in.member), body: `{"body":"  "}`,
			wantStatus: 422, wantJSON: `{"problems":{"body":"required"}}`},
		{name: "a note on no lead", method: "POST", path: "/api/admin/leads/nope/notes", header: as(in.member), body: `{"body":"x"}`,
			wantStatus: 404, wantJSON: `{"code":"not_found","error":"Not found."}`},
		{name: "history", path: lead, header: as(in.owner), wantStatus: 200,
			check: bodyHas(`"action":"status","from":"new","to":"contacted"`, `"action":"assigned","from":"","to":"Omar"`,
				`"action":"status","from":"qualified","to":"lost","detail":"Went with a freelancer"`, `"action":"assigned","from":"Omar","to":""`,
				`"action":"note"`, `"body":"Called; wants a quote by Friday."`)},
		{name: "no such lead", path: "/api/admin/leads/0000", header: as(in.member), wantStatus: 404},
	})
	for action, want := range map[string]int{"lead.status": 3, "lead.assigned": 2, "lead.note": 1} {
		if got := in.auditCount(t, action); got != want {
			t.Errorf("got %d audit rows %s, want %d", got, action, want)
		}
	}
}

func TestSpamFolderAndMail(t *testing.T) {
	in := newInbox(t)
	spam := "/api/admin/leads/" + in.spam
	before := dbtest.Rows(t, in.db, "mail_outbox")
	runScenarios(t, in.h, []scenario{
		{name: "not spam", method: "POST", path: spam + "/spam", header: as(in.member), body: `{"version":1,"spam":false}`,
			wantStatus: 200, check: bodyHas(`"spam":false,"spamReason":""`, `"version":2`)},
		{name: "back in the inbox with its notification", path: spam, header: as(in.member), wantStatus: 200,
			check: bodyHas(`"kind":"lead-notification"`, `"action":"not_spam","from":"honeypot","to":""`)},
		{name: "moved to spam by hand", method: "POST", path: "/api/admin/leads/" + in.english + "/spam", header: as(in.member),
			body: `{"version":1,"spam":true}`, wantStatus: 200, check: bodyHas(`"spam":true,"spamReason":"manual"`)},
		{name: "spam needs a version", method: "POST", path: spam + "/spam", header: as(in.member), body: `{"spam":true}`,
			wantStatus: 422, wantJSON: `{"problems":{"version":"required"}}`},
		{name: "a reply through the outbox", method: "POST", path: "/api/admin/leads/" + in.arabic + "/reply", header: as(in.member),
			body: `{"subject":"عرض السعر","body":"مرحبًا، شكرًا لتواصلك."}`, wantStatus: 202,
			wantJSON: `{"mail":{"id":"~.","kind":"lead-reply","to":"layla@example.com","status":"waiting","attempts":0,"lastError":"","createdAt":"~.","sentAt":null}}`},
		{name: "a reply without a subject", method: "POST", path: "/api/admin/leads/" + in.arabic + "/reply", header: as(in.member),
			body: `{"subject":"","body":"x"}`, wantStatus: 422, wantJSON: `{"problems":{"subject":"required"}}`},
	})
	if got := dbtest.Rows(t, in.db, "mail_outbox"); got != before+2 {
		t.Errorf("got %d mails, want %d: the notification of the lead back from spam and the reply", got, before+2)
	}
	var mailID string
	in.db.QueryRow(`SELECT id FROM mail_outbox WHERE ref = $1 AND kind = 'lead-confirmation'`, in.english).Scan(&mailID)
	in.db.Exec(`UPDATE mail_outbox SET status = 'sent', sent_at = next_attempt_at WHERE id = $1`, mailID)
	runScenarios(t, in.h, []scenario{
		{name: "send a sent mail again", method: "POST", path: "/api/admin/leads/" + in.english + "/mails/" + mailID + "/resend",
			header: as(in.member), wantStatus: 202, check: bodyHas(`"kind":"lead-confirmation"`, `"status":"waiting"`)},
		{name: "a mail of another lead", method: "POST", path: "/api/admin/leads/" + in.arabic + "/mails/" + mailID + "/resend",
			header: as(in.member), wantStatus: 404},
	})
	if in.auditCount(t, "lead.not_spam") != 1 || in.auditCount(t, "lead.reply_sent") != 1 || in.auditCount(t, "lead.mail_resent") != 1 {
		t.Error("got audit rows missing for not-spam, reply or resend")
	}
}

func TestLeadsExport(t *testing.T) {
	in := newInbox(t)
	w := scenario{path: "/api/admin/leads/export.csv?language=ar", header: as(in.member), wantStatus: 200,
		wantHeader: map[string]string{"Content-Type": "text/csv; charset=utf-8", "Cache-Control": "no-store",
			"Content-Disposition": `attachment; filename="leads-2026-11-02.csv"`}}.run(t, in.h)
	records := exportRecords(t, w.Body.Bytes())
	if len(records) != 2 {
		t.Fatalf("got %d records, want the header and the one Arabic lead", len(records))
	}
	if name := records[1][1]; name != `'=HYPERLINK("http://evil.example")` {
		t.Errorf("got name cell %q, want the formula neutralised", name)
	}
	if got := records[0][:2]; got[0] != "Received (UTC)" || got[1] != "Name" {
		t.Errorf("got header %q, want English words and the site's zone", got)
	}
	if in.auditCount(t, "lead.export") != 1 {
		t.Error("got no audit row for the export")
	}

	// A member who reads the back office in French gets French words, and
	// the times in the site's zone.
	runScenarios(t, in.h, []scenario{
		{name: "zone", method: "PATCH", path: "/api/admin/settings", header: as(in.owner), body: `{"timeZone":"Asia/Riyadh"}`, wantStatus: 200},
		{name: "French", method: "PATCH", path: "/api/admin/me", header: as(in.member), body: `{"language":"fr"}`, wantStatus: 200},
	})
	w = scenario{path: "/api/admin/leads/export.csv?language=ar", header: as(in.member), wantStatus: 200}.run(t, in.h)
	records = exportRecords(t, w.Body.Bytes())
	row := map[string]string{}
	for i, h := range records[0] {
		row[h] = records[1][i]
	}
	for k, want := range map[string]string{"Reçue le (Asia/Riyadh)": "2026-11-02 13:00", "Statut": "Nouvelle", "Langue": "arabe", "Site": "Variante A"} {
		if row[k] != want {
			t.Errorf("French export: %s: got %q, want %q (header %q)", k, row[k], want, records[0])
		}
	}
	runScenarios(t, in.h, []scenario{{name: "bad filter", path: "/api/admin/leads/export.csv?status=x", header: as(in.member), wantStatus: 422}})
}

// exportRecords reads a CSV export, which starts with the UTF-8 byte-order
// mark spreadsheets need to read it as UTF-8.
func exportRecords(t *testing.T, body []byte) [][]string {
	t.Helper()
	csvBody, ok := bytes.CutPrefix(body, []byte("\uFEFF"))
	if !ok {
		t.Fatal("got no UTF-8 byte-order mark")
	}
	records, err := csv.NewReader(bytes.NewReader(csvBody)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return records
}

func TestLeadDelete(t *testing.T) {
	in := newInbox(t)
	lead := "/api/admin/leads/" + in.english
	runScenarios(t, in.h, []scenario{
		{name: "note first", method: "POST", path: lead + "/notes", header: as(in.member), body: `{"body":"Asked to be forgotten."}`, wantStatus: 201},
		{name: "delete", method: "DELETE", path: lead, header: as(in.member), body: `{}`, wantStatus: 204},
		{name: "gone", path: lead, header: as(in.member), wantStatus: 404},
		{name: "again", method: "DELETE", path: lead, header: as(in.member), wantStatus: 404},
	})
	for _, q := range []string{`SELECT count(*) FROM mail_outbox WHERE ref = $1`, `SELECT count(*) FROM lead_notes WHERE lead_id = $1`,
		`SELECT count(*) FROM lead_history WHERE lead_id = $1`, `SELECT count(*) FROM leads WHERE id = $1`} {
		var n int
		in.db.QueryRow(q, in.english).Scan(&n)
		if n != 0 {
			t.Errorf("%s: got %d rows, want the lead erased", q, n)
		}
	}
	if in.auditCount(t, "lead.deleted") != 1 {
		t.Error("got no audit row for the deletion")
	}
	runScenarios(t, in.h, []scenario{{name: "the owner reads the audit log", path: "/api/admin/audit?limit=2", header: as(in.owner), wantStatus: 200,
		check: bodyHas(`"action":"lead.deleted","target":"lead:`+in.english+`"`, `"actor":{"id":"`+in.memberID+`","name":"Omar"}`, `"next":`)}})
}

func TestRemovingAMemberUnassignsTheirLeads(t *testing.T) {
	in := newInbox(t)
	lead := "/api/admin/leads/" + in.english
	runScenarios(t, in.h, []scenario{
		{name: "assigned to Omar", method: "PATCH", path: lead, header: as(in.owner), body: fmt.Sprintf(`{"version":1,"assigneeId":%q}`, in.memberID), wantStatus: 200},
		{name: "the owner cannot remove themself", method: "DELETE", path: "/api/admin/users/" + in.ownerID(t), header: as(in.owner),
			wantStatus: 409, wantJSON: `{"code":"last_owner","error":"~owner"}`},
		{name: "Omar removed", method: "DELETE", path: "/api/admin/users/" + in.memberID, header: as(in.owner), wantStatus: 204},
		{name: "Omar is signed out", path: "/api/admin/me", header: as(in.member), wantStatus: 401},
		{name: "his lead is nobody's", path: lead, header: as(in.owner), wantStatus: 200, check: bodyHas(`"assignee":null`)},
		{name: "removing him again", method: "DELETE", path: "/api/admin/users/" + in.memberID, header: as(in.owner), wantStatus: 404},
	})
	if in.auditCount(t, "team.removed") != 1 {
		t.Error("got no audit row for the removal")
	}
}

func (in inbox) ownerID(t *testing.T) string {
	t.Helper()
	var id string
	if err := in.db.QueryRow(`SELECT id FROM users WHERE role = 'owner'`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

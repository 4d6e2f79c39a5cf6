package leads_test

import (
	"context"
	"errors"
	"regexp"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
)

func sampleLead() leads.Lead {
	return leads.Lead{
		Name: "فاطمة الزهراء", Email: "fatima@example.com", Phone: "+966 50 123 4567",
		Service: "well-mosque", Budget: "5k-15k", ContactMethod: "whatsapp",
		Message: "نرغب في تطبيق لجمع التبرعات لحفر بئر.", Consent: true,
		Language: "ar", Variant: "a", PagePath: "/a/ar/contact",
	}
}

// fixedClock makes the store's clock return t, advancing by step per call.
func fixedClock(store *leads.Store, t time.Time, step time.Duration) {
	store.Now = func() time.Time {
		now := t
		t = t.Add(step)
		return now
	}
}

func TestCreateStoresLeadAndMailTogether(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	store := leads.NewStore(db, "")
	fixedClock(store, time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC), 0)
	queued := 0
	store.Queued = func() { queued++ }

	id, err := store.Create(ctx, sampleLead())
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(id) {
		t.Errorf("got id %q, want 32 hex digits", id)
	}
	got, err := store.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	want := sampleLead()
	want.Normalize()
	want.ID, want.CreatedAt = id, time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	want.Status, want.Version = leads.StatusNew, 1
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	entries, err := mail.Entries(ctx, db, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Fatalf("got %d outbox rows, want 2", len(entries))
	}
	kinds := map[string]mail.Entry{}
	for _, e := range entries {
		kinds[e.Kind] = e
		if e.Status != mail.StatusPending {
			t.Errorf("%s: got status %v, want pending", e.Kind, e.Status)
		}
	}
	if n := kinds[leads.MailNotification]; n.To != "a.team@example.com" || n.Lang != "en" {
		t.Errorf("notification: got to %v lang %v, want the variant's a.team@example.com en", n.To, n.Lang)
	}
	if c := kinds[leads.MailConfirmation]; c.To != "fatima@example.com" || c.Lang != "ar" || c.ReplyTo != "a.team@example.com" {
		t.Errorf("confirmation: got to %v lang %v reply-to %v", c.To, c.Lang, c.ReplyTo)
	}
	if c := kinds[leads.MailConfirmation]; !c.Expires.Equal(want.CreatedAt.Add(72 * time.Hour)) {
		t.Errorf("confirmation: got expiry %v, want 72 h after the lead", c.Expires)
	}
	if queued != 1 {
		t.Errorf("got Queued called %d times, want 1", queued)
	}
}

func TestCreateNotifyToOverridesVariant(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	id, err := leads.NewStore(db, "sales@agency.example").Create(ctx, sampleLead())
	if err != nil {
		t.Fatal(err)
	}
	entries, err := mail.Entries(ctx, db, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Kind == leads.MailNotification && e.To != "sales@agency.example" {
			t.Errorf("got notification to %v, want sales@agency.example", e.To)
		}
		if e.Kind == leads.MailConfirmation && e.ReplyTo != "a.team@example.com" {
			t.Errorf("got confirmation reply-to %v, want the variant's %v", e.ReplyTo, "a.team@example.com")
		}
	}
}

func TestCreateSpamStoresNoMail(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	store := leads.NewStore(db, "")
	store.Queued = func() { t.Error("Queued called for spam") }
	l := sampleLead()
	l.Spam, l.SpamReason = true, leads.SpamHoneypot
	id, err := store.Create(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	got, err := store.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Spam || got.SpamReason != leads.SpamHoneypot {
		t.Errorf("got spam %v %q, want true honeypot", got.Spam, got.SpamReason)
	}
	if n := dbtest.Rows(t, db, "mail_outbox"); n != 0 {
		t.Errorf("got %d outbox rows, want 0", n)
	}
}

func TestCreateInvalidStoresNothing(t *testing.T) {
	db := dbtest.Open(t)
	l := sampleLead()
	l.Email = "not an address"
	_, err := leads.NewStore(db, "").Create(context.Background(), l)
	if !errors.Is(err, leads.ErrInvalid) {
		t.Fatalf("got %v, want ErrInvalid", err)
	}
	if n := dbtest.Rows(t, db, "leads"); n != 0 {
		t.Errorf("got %d leads, want 0", n)
	}
}

// TestCreateRollsBackLeadWhenMailFails breaks the outbox table so the mail
// insert fails after the lead insert succeeded: the lead must not stay.
func TestCreateRollsBackLeadWhenMailFails(t *testing.T) {
	db := dbtest.Open(t)
	if _, err := db.Exec(`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`); err != nil {
		t.Fatal(err)
	}
	store := leads.NewStore(db, "")
	store.Queued = func() { t.Error("Queued called for a failed create") }
	if _, err := store.Create(context.Background(), sampleLead()); err == nil {
		t.Fatal("got no error, want the outbox insert to fail")
	}
	if n := dbtest.Rows(t, db, "leads"); n != 0 {
		t.Errorf("got %d leads after the rollback, want 0", n)
	}
	if n := dbtest.Rows(t, db, "mail_outbox_away"); n != 0 {
		t.Errorf("got %d outbox rows, want 0", n)
	}
}

func TestCreateCancelledStoresNothing(t *testing.T) {
	db := dbtest.Open(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := leads.NewStore(db, "").Create(ctx, sampleLead()); err == nil {
		t.Fatal("got no error, want context canceled")
	}
	if n := dbtest.Rows(t, db, "leads"); n != 0 {
		t.Errorf("got %d leads, want 0", n)
	}
}

func TestListNewestFirst(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	store := leads.NewStore(db, "")
	fixedClock(store, time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC), time.Minute)
	var ids []string
	for i, spam := range []bool{false, true, false} {
		l := sampleLead()
		l.Spam = spam
		l.SpamReason = leads.SpamTooFast
		l.Name = []string{"First", "Second", "Third"}[i]
		id, err := store.Create(ctx, l)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	tests := []struct {
		name   string
		filter leads.Filter
		want   []string
	}{
		{"without spam", leads.Filter{}, []string{ids[2], ids[0]}},
		{"with spam", leads.Filter{IncludeSpam: true}, []string{ids[2], ids[1], ids[0]}},
		{"limited", leads.Filter{IncludeSpam: true, Limit: 1}, []string{ids[2]}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list, err := store.List(ctx, tt.filter)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, l := range list {
				got = append(got, l.ID)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("got %v, want %v", got, tt.want)
				}
			}
		})
	}
}

func TestGetUnknown(t *testing.T) {
	_, err := leads.NewStore(dbtest.Open(t), "").Get(context.Background(), "nope")
	if !errors.Is(err, leads.ErrNotFound) {
		t.Errorf("got %v, want ErrNotFound", err)
	}
}

// Anyone can send the form with someone else's address: that address gets
// a few confirmations a day at most, while every lead still reaches the
// agency.
func TestConfirmationsCappedPerRecipientPerDay(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	start := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	now := start
	store := leads.NewStore(db, "")
	store.Now = func() time.Time { return now }
	for i, email := range []string{"victim@example.com", "Victim@example.com", "victim@example.com", "VICTIM@example.com", "victim@example.com"} {
		now = start.Add(time.Duration(i) * time.Hour)
		l := sampleLead()
		l.Email = email
		if _, err := store.Create(ctx, l); err != nil {
			t.Fatal(err)
		}
	}
	confirmations := `SELECT count(*) FROM mail_outbox WHERE kind = '` + leads.MailConfirmation + `' AND lower(to_addr) = 'victim@example.com'`
	if got := dbtest.Count(t, db, confirmations); got != leads.ConfirmationsPerDay {
		t.Errorf("got %d confirmations, want %d", got, leads.ConfirmationsPerDay)
	}
	if got := dbtest.Count(t, db, `SELECT count(*) FROM mail_outbox WHERE kind = '`+leads.MailNotification+`'`); got != 5 {
		t.Errorf("got %d notifications, want 5: every lead reaches the agency", got)
	}
	now = start.Add(25 * time.Hour) // a day after the first
	if _, err := store.Create(ctx, sampleLeadTo("victim@example.com")); err != nil {
		t.Fatal(err)
	}
	if got := dbtest.Count(t, db, confirmations); got != leads.ConfirmationsPerDay+1 {
		t.Errorf("a day later: got %d confirmations, want %d", got, leads.ConfirmationsPerDay+1)
	}
}

func sampleLeadTo(email string) leads.Lead {
	l := sampleLead()
	l.Email = email
	return l
}

func TestCreateWithOneIdempotencyKeyStoresOnce(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	store := leads.NewStore(db, "")
	l := sampleLead()
	l.IdempotencyKey = "0b9e6c1a2f7d4e58a3c1"
	ids := make(chan string, 4)
	for range 4 { // the form's retries racing each other
		go func() {
			id, err := store.Create(ctx, l)
			if err != nil {
				t.Error(err)
			}
			ids <- id
		}()
	}
	first := <-ids
	for range 3 {
		if id := <-ids; id != first {
			t.Errorf("got ids %s and %s, want one", first, id)
		}
	}
	if n := dbtest.Rows(t, db, "leads"); n != 1 {
		t.Errorf("got %d leads, want 1", n)
	}
	if n := dbtest.Rows(t, db, "mail_outbox"); n != 2 {
		t.Errorf("got %d mails, want 2 (one lead's)", n)
	}
	l.IdempotencyKey = ""
	if _, err := store.Create(ctx, l); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Create(ctx, l); err != nil {
		t.Fatal(err)
	}
	if n := dbtest.Rows(t, db, "leads"); n != 3 {
		t.Errorf("got %d leads, want 3: leads without a key are never merged", n)
	}
}

func TestCreateTellsStoredWithSpamFlag(t *testing.T) {
	store := leads.NewStore(dbtest.Open(t), "")
	var got []bool
	store.Stored = func(spam bool) { got = append(got, spam) }
	spam := sampleLead()
	spam.Spam, spam.SpamReason = true, "honeypot"
	for _, l := range []leads.Lead{sampleLead(), spam} {
		if _, err := store.Create(context.Background(), l); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := store.Create(context.Background(), leads.Lead{}); err == nil {
		t.Fatal("invalid lead: got nil, want an error")
	}
	if len(got) != 2 || got[0] || !got[1] {
		t.Errorf("got %v, want [false true]", got)
	}
}

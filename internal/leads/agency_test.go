package leads_test

import (
	"context"
	"encoding/json"
	"testing"

	"agencysite/internal/content"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
)

// publishedContacts is the default document with the agency's own
// contacts, as a publish puts them live.
func publishedContacts(t *testing.T) []byte {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	doc["contacts"] = []any{
		map[string]any{"variant": "default", "email": "hello@nuqta.studio", "phone": "+966 11 234 5678", "whatsapp": "+966 50 123 4567"},
		map[string]any{"variant": "a", "email": "team@nuqta.studio", "phone": "+966 11 234 5679", "whatsapp": "+966 50 123 4568"},
	}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestMailsNameThePublishedAddress: the notification goes to, and the
// visitor's confirmation and a reply answer to, the address of the lead's
// variant in the published document: the build's until a publish, then
// the published one.
func TestMailsNameThePublishedAddress(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	store := leads.NewStore(db, "")
	var live []byte
	store.Contacts = content.Published{Live: func(context.Context) ([]byte, error) { return live, nil }}
	addresses := func(id string) (notified, replyTo string) {
		t.Helper()
		entries, err := mail.Entries(ctx, db, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			switch e.Kind {
			case leads.MailNotification:
				notified = e.To
			case leads.MailConfirmation:
				replyTo = e.ReplyTo
			}
		}
		return notified, replyTo
	}

	before, err := store.Create(ctx, sampleLead())
	if err != nil {
		t.Fatal(err)
	}
	if n, r := addresses(before); n != "a.team@example.com" || r != n {
		t.Errorf("before a publish: notified %q, reply-to %q, want the build's a.team@example.com", n, r)
	}
	live = publishedContacts(t)
	after, err := store.Create(ctx, sampleLead())
	if err != nil {
		t.Fatal(err)
	}
	if n, r := addresses(after); n != "team@nuqta.studio" || r != n {
		t.Errorf("after a publish: notified %q, reply-to %q, want the published team@nuqta.studio", n, r)
	}
}

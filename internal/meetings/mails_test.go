package meetings

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-ical"
)

// invitation is a calendar part parsed back.
type invitation struct {
	method, uid, sequence, organizer, attendee, status, location string
	start, end, stamp                                            time.Time
}

func parseInvitation(t *testing.T, s sent) invitation {
	t.Helper()
	cal, err := ical.NewDecoder(strings.NewReader(s.parts["text/calendar"])).Decode()
	if err != nil {
		t.Fatalf("%q: calendar: %v", s.subject, err)
	}
	events := cal.Events()
	if len(events) != 1 {
		t.Fatalf("got %d events, want 1", len(events))
	}
	ev := events[0]
	text := func(name string) string {
		if p := ev.Props.Get(name); p != nil {
			return p.Value
		}
		return ""
	}
	inv := invitation{method: cal.Props.Get(ical.PropMethod).Value, uid: text(ical.PropUID), sequence: text(ical.PropSequence),
		organizer: text(ical.PropOrganizer), attendee: text(ical.PropAttendee), status: text(ical.PropStatus),
		location: text(ical.PropLocation)}
	for _, at := range []struct {
		name string
		to   *time.Time
	}{{ical.PropDateTimeStart, &inv.start}, {ical.PropDateTimeEnd, &inv.end}, {ical.PropDateTimeStamp, &inv.stamp}} {
		if v := text(at.name); !strings.HasSuffix(v, "Z") {
			t.Errorf("%s %q is not in UTC", at.name, v)
		}
		if *at.to, err = ev.Props.DateTime(at.name, time.UTC); err != nil {
			t.Fatal(err)
		}
	}
	if s.calendarMethod != inv.method {
		t.Errorf("%q: the part's method=%s differs from the calendar's METHOD:%s", s.subject, s.calendarMethod, inv.method)
	}
	return inv
}

// byTo is the one message sent to addr.
func byTo(t *testing.T, msgs []sent, addr string) sent {
	t.Helper()
	var found []sent
	for _, m := range msgs {
		if m.to == addr {
			found = append(found, m)
		}
	}
	if len(found) != 1 {
		t.Fatalf("got %d messages to %s among %d, want 1", len(found), addr, len(msgs))
	}
	return found[0]
}

// TestInvitationsParsedBack books, reschedules and cancels a call, and
// reads every mail back from the SMTP server: the visitor's in Arabic (the
// page's language), the host's in French (her back office's), each an
// iMIP invitation whose MIME method is the calendar's METHOD, with one
// UID, a growing SEQUENCE and UTC times.
func TestInvitationsParsedBack(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	start := time.Date(2026, 11, 4, 6, 0, 0, 0, time.UTC) // Wednesday 09:00 in Istanbul
	v := f.book(request("ar", start))
	msgs := f.deliver()
	if len(msgs) != 3 {
		t.Fatalf("got %d messages, want the agency's notification, the visitor's and the host's", len(msgs))
	}
	visitor, host := byTo(t, msgs, "ada@example.com"), byTo(t, msgs, "amira@agency.example")
	byTo(t, msgs, "team@agency.example")
	if !strings.Contains(visitor.subject, "تم حجز") || visitor.lang != "ar" || !strings.Contains(visitor.parts["text/html"], `dir="rtl"`) {
		t.Errorf("visitor: got %q in %q, want the Arabic confirmation", visitor.subject, visitor.lang)
	}
	if !strings.Contains(host.subject, "Nouvel appel réservé\u00a0: Ada Lovelace") || host.lang != "fr" {
		t.Errorf("host: got %q in %q, want the French invitation", host.subject, host.lang)
	}
	text := visitor.parts["text/plain"]
	for _, want := range []string{"https://meet.example.com/amira", "https://agency.example/ar/book/manage#", "الأربعاء \u20662026-11-04 01:00 (America/New_York)\u2069"} {
		if !strings.Contains(text, want) {
			t.Errorf("visitor's text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Ada") {
		t.Errorf("visitor's text quotes what they typed:\n%s", text)
	}
	var uid string
	for _, m := range []sent{visitor, host} {
		inv := parseInvitation(t, m)
		if inv.method != MethodRequest || inv.sequence != "0" || !inv.start.Equal(start) || !inv.end.Equal(start.Add(30*time.Minute)) ||
			inv.organizer != "mailto:amira@agency.example" || inv.attendee != "mailto:ada@example.com" || inv.status != "CONFIRMED" ||
			inv.location != "https://meet.example.com/amira" || !inv.stamp.Equal(t0) {
			t.Errorf("got %+v", inv)
		}
		if uid == "" {
			uid = inv.uid
		} else if inv.uid != uid {
			t.Errorf("got UIDs %s and %s, want one", uid, inv.uid)
		}
	}
	if uid != v.ID+"@agency.example" {
		t.Errorf("got UID %s", uid)
	}

	b, err := f.bookings.Get(ctx, v.ID)
	if err != nil {
		t.Fatal(err)
	}
	token, _ := f.svc.Token(ctx, b)
	moved := start.Add(2 * time.Hour)
	if _, _, err := f.svc.Reschedule(ctx, token, moved); err != nil {
		t.Fatal(err)
	}
	_, invs := f.deliverChange("rescheduled")
	for _, inv := range invs {
		if inv.method != MethodRequest || inv.uid != uid || inv.sequence != "1" || !inv.start.Equal(moved) {
			t.Errorf("rescheduled: got %+v, want the same UID, SEQUENCE 1, the new time", inv)
		}
	}

	if _, err := f.svc.CancelByTeam(ctx, v.ID); err != nil {
		t.Fatal(err)
	}
	msgs, invs = f.deliverChange("cancelled")
	for _, inv := range invs {
		if inv.method != MethodCancel || inv.uid != uid || inv.sequence != "2" || inv.status != "CANCELLED" {
			t.Errorf("cancelled: got %+v, want METHOD:CANCEL, the same UID, SEQUENCE 2", inv)
		}
	}
	if text := byTo(t, msgs, "ada@example.com").parts["text/plain"]; !strings.Contains(text, "https://agency.example/ar/book\u2069") ||
		strings.Contains(text, "/manage#") {
		t.Errorf("the cancellation does not offer the booking page instead of the manage link:\n%s", text)
	}
}

// deliverChange delivers the two mails a change sends, the visitor's and
// the host's, and parses back their invitations.
func (f *fixture) deliverChange(change string) ([]sent, []invitation) {
	f.t.Helper()
	msgs := f.deliver()
	if len(msgs) != 2 {
		f.t.Fatalf("%s: got %d messages, want 2", change, len(msgs))
	}
	var invs []invitation
	for _, m := range msgs {
		invs = append(invs, parseInvitation(f.t, m))
	}
	return msgs, invs
}

// TestRemindersOnceAndRearmed: a reminder a day and an hour before, each
// sent once; a reschedule moves them, a cancellation forgets them.
func TestRemindersOnceAndRearmed(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	start := time.Date(2026, 11, 5, 7, 0, 0, 0, time.UTC) // Thursday 10:00 in Istanbul
	v := f.book(request("fr", start))
	f.deliver() // the confirmations
	f.clock.Set(start.Add(-25 * time.Hour))
	if msgs := f.deliver(); len(msgs) != 0 {
		t.Fatalf("a day and an hour before: got %d messages, want none yet", len(msgs))
	}

	// Moved a day later: the reminders follow.
	later := start.Add(24 * time.Hour)
	if _, err := f.svc.MoveByTeam(ctx, v.ID, later); err != nil {
		t.Fatal(err)
	}
	f.deliver()
	f.clock.Set(start.Add(-23 * time.Hour))
	if msgs := f.deliver(); len(msgs) != 0 {
		t.Errorf("the old time's reminder: got %d messages, want none", len(msgs))
	}
	f.clock.Set(later.Add(-23 * time.Hour))
	msgs := f.deliver()
	if len(msgs) != 1 || !strings.HasPrefix(msgs[0].subject, "Demain\u00a0: votre appel") || msgs[0].parts["text/calendar"] != "" {
		t.Fatalf("a day before: got %+v, want the French reminder without an invitation", msgs)
	}
	if msgs := f.deliver(); len(msgs) != 0 {
		t.Errorf("again: got %d messages, want the reminder once", len(msgs))
	}
	f.clock.Set(later.Add(-50 * time.Minute))
	if msgs := f.deliver(); len(msgs) != 1 || !strings.HasPrefix(msgs[0].subject, "Dans une heure") {
		t.Errorf("an hour before: got %+v", msgs)
	}

	// Cancelled: its reminders are forgotten.
	f.clock.Set(t0)
	other := f.book(request("en", start))
	f.deliver()
	if _, err := f.svc.CancelByTeam(ctx, other.ID); err != nil {
		t.Fatal(err)
	}
	f.deliver()
	var pending int
	if err := f.db.QueryRowContext(ctx, `SELECT count(*) FROM jobs WHERE kind = $1 AND ref LIKE $2`, ReminderKind, other.ID+"/%").Scan(&pending); err != nil || pending != 0 {
		t.Errorf("got %d reminders of a cancelled meeting (%v), want none", pending, err)
	}
}

// Every language has every text.
func TestWordsComplete(t *testing.T) {
	moments := []string{"booked", "rescheduled", "cancelled", "reminderDay", "reminderHour"}
	for _, lang := range []string{"en", "ar", "fr", "tr"} {
		w, ok := allWords[lang]
		if !ok {
			t.Fatalf("no words in %s", lang)
		}
		for _, m := range moments {
			if w.Subject[m] == "" || w.Intro[m] == "" {
				t.Errorf("%s: no subject or intro of %s", lang, m)
			}
		}
		for _, m := range moments[:3] {
			if w.HostSubject[m] == "" || w.HostIntro[m] == "" {
				t.Errorf("%s: no host subject or intro of %s", lang, m)
			}
		}
		for i, s := range append(w.Weekdays[:], w.When, w.Ours, w.Host, w.Video, w.VideoLater, w.Phone, w.PhoneHost, w.Manage,
			w.Rebook, w.Contact, w.Closing, w.Signature, w.Visitor, w.Company, w.Lead) {
			if s == "" {
				t.Errorf("%s: text %d is empty", lang, i)
			}
		}
	}
}

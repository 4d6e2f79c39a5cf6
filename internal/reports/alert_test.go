package reports

import (
	"context"
	"strings"
	"testing"
	"time"
)

// watchAt runs the watch due at t and then the alerts it queued.
func (f *fixture) watchAt(t time.Time) {
	f.t.Helper()
	f.clock.Set(t)
	if err := f.store().StartWatching(context.Background()); err != nil {
		f.t.Fatal(err)
	}
	f.work(0, WatchKind)
	f.work(0, AlertKind)
}

// A day far above its 28 days before (about 5 visits a day, then 60) is
// told once to each member whose report is on, in their language, however
// often the watch looks at it afterwards; a day within normal is not.
func TestSpikeAlertSentOnce(t *testing.T) {
	f := newFixture(t, 1)
	f.member("ar1", "ar")
	f.member("en1", "en")
	f.wants("ar1", Preference{Weekday: 1, Hour: 8, TimeZone: "UTC"})
	f.wants("en1", Preference{Weekday: 1, Hour: 8, TimeZone: "UTC"})
	day := utc("2026-11-30 00:00")
	for i := 28; i >= 1; i-- {
		f.visits(day.AddDate(0, 0, -i).Add(12*time.Hour), 4+i%3, "/en/home", "")
	}
	f.watchAt(utc("2026-11-30 09:00"))
	if got := f.mails(AlertKind); len(got) != 0 {
		t.Fatalf("got %d alerts on a normal day, want none", len(got))
	}
	f.visits(utc("2026-11-30 09:10"), 60, "/en/home", "https://news.example/")
	for _, at := range []string{"2026-11-30 10:00", "2026-11-30 11:00", "2026-12-01 00:00"} {
		f.watchAt(utc(at))
	}
	mails := f.mails(AlertKind)
	if len(mails) != 2 {
		t.Fatalf("got %d alerts, want one to each of 2 members", len(mails))
	}
	want := map[string]string{"ar": "Nuqta: 60 زيارة يوم 2026-11-30، أكثر بكثير من المعتاد", "en": "Nuqta: 60 visits on 2026-11-30, far above normal"}
	for _, m := range mails {
		if m.Subject != want[m.Lang] || m.Ref != "spike/2026-11-30" {
			t.Errorf("got %q about %s, want %q", m.Subject, m.Ref, want[m.Lang])
		}
		if m.Lang == "en" && !strings.Contains(m.Text, "against 5 visits a day on average") {
			t.Errorf("got %q, want the mean of 5", m.Text)
		}
	}
}

// Five leads twelve hours apart make twelve hours the usual gap: no lead
// for 47 hours is not yet news (under 48), for 49 hours it is, told once.
func TestQuietAlertWhenNoLeadForLongerThanUsual(t *testing.T) {
	f := newFixture(t, 1)
	f.member("fr1", "fr")
	f.wants("fr1", Preference{Weekday: 1, Hour: 8, TimeZone: "Europe/Paris"})
	last := utc("2026-11-28 08:00")
	for i := 4; i >= 0; i-- {
		f.lead(last.Add(-time.Duration(i)*12*time.Hour), "Ada")
	}
	f.watchAt(last.Add(47 * time.Hour))
	if got := f.mails(AlertKind); len(got) != 0 {
		t.Fatalf("got %d alerts after 47 hours, want none", len(got))
	}
	f.watchAt(last.Add(49 * time.Hour))
	f.watchAt(last.Add(50 * time.Hour))
	mails := f.mails(AlertKind)
	if len(mails) != 1 {
		t.Fatalf("got %d alerts, want 1", len(mails))
	}
	m := mails[0]
	if m.Subject != "Nuqta : aucune demande depuis 49 heures" || !strings.Contains(m.Text, "(2026-11-28 09:00)") ||
		!strings.Contains(m.Text, "toutes les 12 heures") {
		t.Errorf("got %q: %q", m.Subject, m.Text)
	}
}

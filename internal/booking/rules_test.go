package booking

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
)

// paris is a day of 09:00-11:00 hours in Paris, 2026-03-03 (UTC+1).
func parisDay(t *testing.T, edit func(*Settings), now string) *Store {
	t.Helper()
	s := testStore(t, utc(t, now), settings(edit))
	putHost(t, s, host("a", "Europe/Paris", Range{"09:00", "11:00"}))
	return s
}

// TestBookRefusesWhatIsNotOffered: a start no rule gives, in the past,
// inside the notice, beyond the window or on a day off is ErrNotOffered;
// a taken one is ErrSlotTaken.
func TestBookRefusesWhatIsNotOffered(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(*Settings)
		start string
		want  error
	}{
		{"offered", nil, "2026-03-03T08:00Z", nil},
		{"off the grid", nil, "2026-03-03T08:10Z", ErrNotOffered},
		{"outside the hours", nil, "2026-03-03T11:00Z", ErrNotOffered},
		{"in the past", nil, "2026-03-02T08:00Z", ErrNotOffered},
		{"inside the notice", func(s *Settings) { s.NoticeMinutes = 24 * 60 }, "2026-03-03T08:00Z", ErrNotOffered},
		{"just after the notice", func(s *Settings) { s.NoticeMinutes = 23 * 60 }, "2026-03-03T08:00Z", nil},
		{"beyond the window", func(s *Settings) { s.WindowDays = 1 }, "2026-03-04T08:00Z", ErrNotOffered},
		{"within the window", func(s *Settings) { s.WindowDays = 2 }, "2026-03-04T08:00Z", nil},
		{"the day off", nil, "2026-03-05T08:00Z", ErrNotOffered},
		{"taken", nil, "2026-03-06T08:00Z", ErrSlotTaken},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := parisDay(t, tt.edit, "2026-03-02T09:00Z")
			h := host("a", "Europe/Paris", Range{"09:00", "11:00"})
			h.Dates["2026-03-05"] = nil
			putHost(t, s, h)
			if tt.want == ErrSlotTaken {
				book(t, s, utc(t, tt.start))
			}
			_, err := s.Book(context.Background(), Request{Start: utc(t, tt.start)})
			if !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
}

// TestBuffersKeepMeetingsApart: with 10 minutes before and after, a
// meeting at 10:00 takes the 09:30 and 10:30 slots too (their buffers
// would touch it), not 09:00 or 11:00.
func TestBuffersKeepMeetingsApart(t *testing.T) {
	s := testStore(t, utc(t, "2026-03-02T09:00Z"), settings(func(s *Settings) { s.BufferBeforeMinutes, s.BufferAfterMinutes = 10, 10 }))
	putHost(t, s, host("a", "Europe/Paris", Range{"09:00", "12:00"}))
	book(t, s, local(t, "Europe/Paris", "2026-03-03 10:00"))
	got := starts(slotsOf(t, s, local(t, "Europe/Paris", "2026-03-03 00:00"), local(t, "Europe/Paris", "2026-03-04 00:00")))
	want := []string{"2026-03-03T08:00Z", "2026-03-03T10:00Z", "2026-03-03T10:30Z"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestDailyCapCountsTheMembersLocalDay: with a cap of 2, a third meeting
// on the member's day is not offered nor booked; the next day is; a
// cancellation gives the seat back.
func TestDailyCapCountsTheMembersLocalDay(t *testing.T) {
	s := parisDay(t, func(s *Settings) { s.DailyCap = 2 }, "2026-03-02T09:00Z")
	ctx := context.Background()
	first := book(t, s, utc(t, "2026-03-03T08:00Z"))
	book(t, s, utc(t, "2026-03-03T08:30Z"))
	day := func(d string) []string {
		return starts(slotsOf(t, s, local(t, "Europe/Paris", d+" 00:00"), local(t, "Europe/Paris", d+" 23:59")))
	}
	if got := day("2026-03-03"); len(got) != 0 {
		t.Errorf("got %v on the capped day, want none", got)
	}
	if _, err := s.Book(ctx, Request{Start: utc(t, "2026-03-03T09:00Z")}); !errors.Is(err, ErrSlotTaken) {
		t.Errorf("got %v, want ErrSlotTaken", err)
	}
	if got := day("2026-03-04"); len(got) != 4 {
		t.Errorf("got %v the next day, want its four slots", got)
	}
	if _, err := s.Cancel(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	book(t, s, utc(t, "2026-03-03T09:00Z"))
	if got := dbtest.Rows(t, s.db, "booking_day_seats"); got != 2 {
		t.Errorf("got %d seats held, want 2", got)
	}
}

// TestDailyCapPassesToAnotherMember: a member at the cap on their day is
// passed over for one who is not, though the first has fewer meetings
// that week.
func TestDailyCapPassesToAnotherMember(t *testing.T) {
	s := testStore(t, utc(t, "2026-03-02T06:00Z"), settings(func(s *Settings) { s.DailyCap = 1 }))
	putHost(t, s, host("a", "Europe/Paris", Range{"09:00", "10:00"}))
	putHost(t, s, host("b", "Europe/Paris", Range{"09:00", "12:00"}))
	for i, step := range []struct{ start, want string }{
		{"2026-03-03T10:00Z", "b"}, // 11:00 in Paris: a's hours are over
		{"2026-03-04T10:00Z", "b"},
		{"2026-03-05T08:00Z", "a"}, // fewer meetings that week
		{"2026-03-05T08:30Z", "b"}, // a is at the cap that day
	} {
		if got := book(t, s, utc(t, step.start)).HostID; got != step.want {
			t.Errorf("step %d (%s): got host %s, want %s", i, step.start, got, step.want)
		}
	}
}

// TestOverridesAndDaysOff: a date's ranges replace its weekday's; a date
// with none is a day off; a member who does not take meetings offers none.
func TestOverridesAndDaysOff(t *testing.T) {
	s := testStore(t, utc(t, "2026-03-02T09:00Z"), settings(nil))
	h := host("a", "Europe/Paris", Range{"09:00", "10:00"})
	h.Dates["2026-03-03"] = []Range{{"14:00", "14:30"}, {"16:00", "16:30"}}
	h.Dates["2026-03-04"] = []Range{}
	putHost(t, s, h)
	off := host("b", "Europe/Paris", Range{"12:00", "13:00"})
	off.TakesMeetings = false
	putHost(t, s, off)
	got := starts(slotsOf(t, s, local(t, "Europe/Paris", "2026-03-03 00:00"), local(t, "Europe/Paris", "2026-03-06 00:00")))
	want := []string{"2026-03-03T13:00Z", "2026-03-03T15:00Z", "2026-03-05T08:00Z", "2026-03-05T08:30Z"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestFewestMeetingsThatWeekHosts: of the free members, the one with the
// fewest meetings in their ISO week gets the booking (ties by id); last
// week's meetings do not count; a busy member is passed over.
func TestFewestMeetingsThatWeekHosts(t *testing.T) {
	s := testStore(t, utc(t, "2026-03-02T06:00Z"), settings(nil))
	putHost(t, s, host("a", "Europe/Paris", Range{"09:00", "12:00"}))
	putHost(t, s, host("b", "Europe/Istanbul", Range{"11:00", "14:00"}))
	// Monday 2026-03-02 (last ISO week is 2026-02-23…): "a" twice now.
	steps := []struct {
		start, want string
	}{
		{"2026-03-03T08:00Z", "a"}, // tie: by id
		{"2026-03-03T08:30Z", "b"}, // a has 1
		{"2026-03-03T09:00Z", "a"}, // tie again
		{"2026-03-03T09:30Z", "b"},
		{"2026-03-04T09:00Z", "a"},
		{"2026-03-04T09:00Z", "b"}, // a is busy then
		{"2026-03-04T09:30Z", "a"}, // 3 each: by id
		{"2026-03-08T10:00Z", "b"}, // Sunday, the week's last day: its Tuesday and Wednesday count
	}
	for i, step := range steps {
		if got := book(t, s, utc(t, step.start)).HostID; got != step.want {
			t.Errorf("step %d (%s): got host %s, want %s", i, step.start, got, step.want)
		}
	}
	// The next ISO week starts even: "a" again, and the slot names its zone.
	slots := slotsOf(t, s, utc(t, "2026-03-09T08:00Z"), utc(t, "2026-03-09T08:01Z"))
	if len(slots) != 1 || slots[0].Zone != "Europe/Paris" {
		t.Errorf("got %+v, want a's slot in Europe/Paris", slots)
	}
	if got := book(t, s, utc(t, "2026-03-09T08:00Z")).HostID; got != "a" {
		t.Errorf("next week: got host %s, want a", got)
	}
	// b alone is free at 10:30Z on a Tuesday (a's hours end at 11:00 Paris).
	if got := book(t, s, utc(t, "2026-03-10T10:00Z")).HostID; got != "b" {
		t.Errorf("got host %s, want b, the only one free", got)
	}
}

// TestCancelFreesTheSlot: a cancelled booking's time is offered and
// booked again; cancelling twice changes nothing; an unknown id is
// ErrNotFound.
func TestCancelFreesTheSlot(t *testing.T) {
	s := parisDay(t, nil, "2026-03-02T09:00Z")
	ctx := context.Background()
	at := utc(t, "2026-03-03T08:00Z")
	b := book(t, s, at)
	has := func() bool { return len(slotsOf(t, s, at, at.Add(time.Minute))) == 1 }
	if has() {
		t.Fatal("got the booked slot offered")
	}
	cancelled, err := s.Cancel(ctx, b.ID)
	if err != nil || cancelled.Status != StatusCancelled || cancelled.Sequence != 1 {
		t.Fatalf("got %+v, %v; want cancelled, sequence 1", cancelled, err)
	}
	if again, err := s.Cancel(ctx, b.ID); err != nil || again.Sequence != 1 {
		t.Errorf("cancel again: got %+v, %v; want no change", again, err)
	}
	if !has() {
		t.Error("got the cancelled slot not offered")
	}
	book(t, s, at)
	if _, err := s.Cancel(ctx, "nobody"); !errors.Is(err, ErrNotFound) {
		t.Errorf("got %v, want ErrNotFound", err)
	}
	if _, err := s.Reschedule(ctx, b.ID, at.Add(time.Hour)); !errors.Is(err, ErrCancelled) {
		t.Errorf("reschedule a cancelled booking: got %v, want ErrCancelled", err)
	}
}

// TestRescheduleMovesThroughTheBlocks: a booking moves onto part of its
// own time (its buffer included), never onto another booking's, its old
// time is offered again, and each move counts in its sequence.
func TestRescheduleMovesThroughTheBlocks(t *testing.T) {
	s := testStore(t, utc(t, "2026-03-02T09:00Z"), settings(func(s *Settings) { s.BufferAfterMinutes = 15 }))
	putHost(t, s, host("a", "Europe/Paris", Range{"09:00", "13:00"}))
	ctx := context.Background()
	b := book(t, s, utc(t, "2026-03-03T08:00Z"))
	book(t, s, utc(t, "2026-03-03T10:00Z"))
	tests := []struct {
		start string
		want  error
	}{
		{"2026-03-03T10:00Z", ErrSlotTaken},  // the other booking
		{"2026-03-03T09:30Z", ErrSlotTaken},  // its buffer would reach the other
		{"2026-03-03T08:10Z", ErrNotOffered}, // off the grid
		{"2026-03-03T08:30Z", nil},           // onto its own time
		{"2026-03-03T11:00Z", nil},
	}
	for _, tt := range tests {
		if _, err := s.Reschedule(ctx, b.ID, utc(t, tt.start)); !errors.Is(err, tt.want) {
			t.Errorf("to %s: got %v, want %v", tt.start, err, tt.want)
		}
	}
	moved, err := s.Get(ctx, b.ID)
	if err != nil || moved.Status != StatusRescheduled || moved.Sequence != 2 || !moved.Start.Equal(utc(t, "2026-03-03T11:00Z")) {
		t.Fatalf("got %+v, %v; want rescheduled to 11:00Z, sequence 2", moved, err)
	}
	got := starts(slotsOf(t, s, utc(t, "2026-03-03T00:00Z"), utc(t, "2026-03-04T00:00Z")))
	if want := []string{"2026-03-03T08:00Z", "2026-03-03T08:30Z", "2026-03-03T09:00Z"}; !slices.Equal(got, want) {
		t.Errorf("got %v free, want %v", got, want)
	}
	if n := dbtest.Rows(t, s.db, "booking_blocks"); n != 2*9 {
		t.Errorf("got %d blocks, want %d", n, 2*9)
	}
}

// TestRetriedRequestGetsTheSameBooking: a request key books once, one
// after the other and at the same moment.
func TestRetriedRequestGetsTheSameBooking(t *testing.T) {
	s := parisDay(t, nil, "2026-03-02T09:00Z")
	ctx := context.Background()
	req := Request{Start: utc(t, "2026-03-03T08:00Z"), Key: "form-1"}
	first, err := s.Book(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.Book(ctx, req)
	if err != nil || again.ID != first.ID {
		t.Errorf("got %+v, %v; want booking %s", again, err, first.ID)
	}
	ids := make(chan string, 10)
	ok, _, other := race(10, func(int) error {
		b, err := s.Book(ctx, Request{Start: utc(t, "2026-03-03T09:00Z"), Key: "form-2"})
		ids <- b.ID
		return err
	})
	close(ids)
	seen := map[string]bool{}
	for id := range ids {
		seen[id] = true
	}
	if ok != 10 || len(other) != 0 || len(seen) != 1 {
		t.Errorf("got %d answered, errors %v, %d bookings; want 10, none, 1", ok, other, len(seen))
	}
	if n := dbtest.Rows(t, s.db, "bookings"); n != 2 {
		t.Errorf("got %d bookings stored, want 2", n)
	}
}

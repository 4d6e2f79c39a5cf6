package booking

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// BenchmarkSlotsSixtyDaysFiveMembers measures the free slots of 60 days
// for five members in five zones, two ranges a weekday each, with a
// booking on every third slot (issue 39's budget: 20 ms; reported, not
// asserted).
func BenchmarkSlotsSixtyDaysFiveMembers(b *testing.B) {
	now := time.Date(2026, 3, 2, 6, 0, 0, 0, time.UTC)
	s := testStore(b, now, settings(func(s *Settings) { s.WindowDays, s.BufferAfterMinutes, s.DailyCap = 61, 10, 8 }))
	for i, zone := range []string{"Europe/Paris", "Europe/Istanbul", "Africa/Cairo", "America/New_York", "Asia/Kolkata"} {
		h := host(fmt.Sprint(i), zone)
		for day := time.Monday; day <= time.Friday; day++ {
			h.Weekly[day] = []Range{{"09:00", "12:00"}, {"13:00", "17:00"}}
		}
		putHost(b, s, h)
	}
	ctx := context.Background()
	from, to := now, now.AddDate(0, 0, 60)
	slots, err := s.Slots(ctx, from, to)
	if err != nil {
		b.Fatal(err)
	}
	booked := 0
	for i, slot := range slots {
		if i%3 == 0 {
			if _, err := s.Book(ctx, Request{Start: slot.Start}); err == nil {
				booked++
			}
		}
	}
	var free []Slot
	for b.Loop() {
		if free, err = s.Slots(ctx, from, to); err != nil {
			b.Fatal(err)
		}
	}
	b.Logf("%d free slots of 60 days and 5 members with %d bookings: %v per call", len(free), booked,
		b.Elapsed()/time.Duration(max(b.N, 1)))
}

package booking

import (
	"slices"
	"time"
)

// schedule is a host's rules made ready to expand: the zone loaded and the
// ranges in minutes.
type schedule struct {
	id     string
	zone   string
	loc    *time.Location
	weekly [7][]span
	dates  map[string][]span
}

func newSchedule(h Host) (schedule, error) {
	loc, err := loadZone(h.Zone)
	if err != nil {
		return schedule{}, err
	}
	sc := schedule{id: h.ID, zone: h.Zone, loc: loc, dates: map[string][]span{}}
	for day, ranges := range h.Weekly {
		sc.weekly[day] = spans(ranges)
	}
	for day, ranges := range h.Dates {
		sc.dates[day] = spans(ranges)
	}
	return sc, nil
}

func spans(ranges []Range) []span {
	out := make([]span, 0, len(ranges))
	for _, r := range ranges {
		from, _ := parseClock(r.From)
		to, _ := parseClock(r.To)
		out = append(out, span{from, to})
	}
	slices.SortFunc(out, func(a, b span) int { return a.from - b.from })
	return out
}

// starts returns the start of every slot of length the host's rules give
// that starts in [from, to), in time order. Each local date between
// from's and to's in the host's zone is expanded on its own: a range's
// ends are that date's wall-clock times, resolved by the zone (a time in
// a spring-forward gap is the instant after it), and slots follow each
// other by length in real time from the range's start.
func (sc schedule) starts(length time.Duration, from, to time.Time) []time.Time {
	var out []time.Time
	first, last := from.In(sc.loc), to.In(sc.loc)
	// Dates are labels: stepping them in UTC has no daylight saving.
	day := time.Date(first.Year(), first.Month(), first.Day(), 0, 0, 0, 0, time.UTC)
	end := time.Date(last.Year(), last.Month(), last.Day(), 0, 0, 0, 0, time.UTC)
	for ; !day.After(end); day = day.AddDate(0, 0, 1) {
		ranges, ok := sc.dates[day.Format(dateFormat)]
		if !ok {
			ranges = sc.weekly[day.Weekday()]
		}
		for _, r := range ranges {
			start := time.Date(day.Year(), day.Month(), day.Day(), 0, r.from, 0, 0, sc.loc)
			stop := time.Date(day.Year(), day.Month(), day.Day(), 0, r.to, 0, 0, sc.loc)
			for t := start; !t.Add(length).After(stop); t = t.Add(length) {
				if !t.Before(from) && t.Before(to) {
					out = append(out, t.UTC())
				}
			}
		}
	}
	return out
}

// day is the host's local date of t, as the daily cap counts it.
func (sc schedule) day(t time.Time) string { return t.In(sc.loc).Format(dateFormat) }

// week is the host's ISO week of t, as the fewest-meetings choice counts it.
func (sc schedule) week(t time.Time) int {
	y, w := t.In(sc.loc).ISOWeek()
	return y*100 + w
}

// dayStart is when the host's local day of t begins: midnight on their
// calendar.
func (sc schedule) dayStart(t time.Time) time.Time {
	local := t.In(sc.loc)
	return time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, sc.loc)
}

// weekStart is when the host's ISO week of t begins: Monday's first
// instant on their calendar.
func (sc schedule) weekStart(t time.Time) time.Time {
	local := t.In(sc.loc)
	sinceMonday := (int(local.Weekday()) + 6) % 7
	return time.Date(local.Year(), local.Month(), local.Day()-sinceMonday, 0, 0, 0, 0, sc.loc)
}

// windowEnd is the end of the days ahead the host offers from now: the same
// wall-clock time windowDays later on their calendar.
func (sc schedule) windowEnd(now time.Time, windowDays int) time.Time {
	return now.In(sc.loc).AddDate(0, 0, windowDays).UTC()
}

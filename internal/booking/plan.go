package booking

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"time"

	"agencysite/internal/database"
)

// plan is what free slots are worked out from: the availability and the
// bookings held, read at one moment.
type plan struct {
	settings Settings
	hosts    []schedule // those who take meetings, by id
	now      time.Time
	busy     map[string][]interval // by host, in time order, never overlapping
	perDay   map[string]map[string]int
	perWeek  map[string]map[int]int
}

// interval is [from, to).
type interval struct{ from, to time.Time }

// plan reads the availability and the live bookings around [from, to),
// leaving out booking ignore (the one being moved).
func (s *Store) plan(ctx context.Context, from, to time.Time, ignore string) (*plan, error) {
	p, byID, err := s.availability(ctx)
	if err != nil {
		return nil, err
	}
	span := p.counted(from, to)
	rows, err := s.busy(ctx, span)
	if err != nil {
		return nil, err
	}
	for _, b := range rows {
		sc, ok := byID[b.host]
		if b.id == ignore || !ok {
			continue
		}
		p.busy[b.host] = append(p.busy[b.host], interval{b.from, b.to})
		p.perDay[b.host][sc.day(b.start)]++
		p.perWeek[b.host][sc.week(b.start)]++
	}
	return p, nil
}

// planAt is plan for the one slot starting at t, as booking and moving
// need it: the bookings whose time overlaps what a meeting at t would hold,
// and each host's meetings of t's week and day counted by the database,
// not read one by one: a busy week holds hundreds.
func (s *Store) planAt(ctx context.Context, t time.Time, ignore string) (*plan, error) {
	p, byID, err := s.availability(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := s.busy(ctx, p.holds(t))
	if err != nil {
		return nil, err
	}
	for _, b := range rows {
		if _, ok := byID[b.host]; ok && b.id != ignore {
			p.busy[b.host] = append(p.busy[b.host], interval{b.from, b.to})
		}
	}
	for _, sc := range p.hosts {
		week, day := sc.weekStart(t), sc.dayStart(t)
		var inWeek, inDay int
		if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(SUM(CASE WHEN start_at >= $1 AND start_at < $2 THEN 1 ELSE 0 END), 0)
			FROM bookings WHERE host_id = $3 AND start_at >= $4 AND start_at < $5 AND status <> $6 AND id <> $7`,
			database.FormatTime(day), database.FormatTime(day.AddDate(0, 0, 1)), sc.id,
			database.FormatTime(week), database.FormatTime(week.AddDate(0, 0, 7)), StatusCancelled, ignore).Scan(&inWeek, &inDay); err != nil {
			return nil, fmt.Errorf("booking: bookings counted: %w", err)
		}
		p.perWeek[sc.id][sc.week(t)] = inWeek
		p.perDay[sc.id][sc.day(t)] = inDay
	}
	return p, nil
}

// availability reads the settings and the members who take meetings into
// a plan with no booking yet.
func (s *Store) availability(ctx context.Context) (*plan, map[string]schedule, error) {
	settings, err := s.Settings(ctx)
	if err != nil {
		return nil, nil, err
	}
	hosts, err := s.hosts(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("booking: hosts: %w", err)
	}
	p := &plan{settings: settings, now: s.now(), busy: map[string][]interval{},
		perDay: map[string]map[string]int{}, perWeek: map[string]map[int]int{}}
	byID := map[string]schedule{}
	for _, h := range hosts {
		if !h.TakesMeetings {
			continue
		}
		sc, err := newSchedule(h)
		if err != nil {
			return nil, nil, fmt.Errorf("booking: host %s: %w", h.ID, err)
		}
		p.hosts = append(p.hosts, sc)
		byID[h.ID] = sc
		p.perDay[h.ID], p.perWeek[h.ID] = map[string]int{}, map[int]int{}
	}
	return p, byID, nil
}

// heldTime is a live booking's time: its start and what it holds.
type heldTime struct {
	id, host string
	start    time.Time
	from, to time.Time
}

// busyQuery reads the live bookings whose held time overlaps [$2, $3).
const busyQuery = `SELECT id, host_id, start_at, busy_from, busy_to FROM bookings
	WHERE status <> $1 AND busy_to > $2 AND busy_from < $3 ORDER BY busy_from`

// busy reads the live bookings whose held time overlaps span.
func (s *Store) busy(ctx context.Context, span interval) ([]heldTime, error) {
	type row struct{ id, host, start, busyFrom, busyTo string }
	rows, err := database.Query(ctx, s.db, database.Fields(func(r *row) []any {
		return []any{&r.id, &r.host, &r.start, &r.busyFrom, &r.busyTo}
	}), busyQuery, StatusCancelled, database.FormatTime(span.from), database.FormatTime(span.to))
	if err != nil {
		return nil, fmt.Errorf("booking: bookings: %w", err)
	}
	out := make([]heldTime, 0, len(rows))
	for _, r := range rows {
		at, err1 := database.ParseTime(r.start)
		bf, err2 := database.ParseTime(r.busyFrom)
		bt, err3 := database.ParseTime(r.busyTo)
		if err := firstError(err1, err2, err3); err != nil {
			return nil, fmt.Errorf("booking: bookings: %w", err)
		}
		out = append(out, heldTime{r.id, r.host, at, bf, bt})
	}
	return out, nil
}

// counted is the time whose bookings matter to slots starting in
// [from, to): every host's local ISO weeks from from's to to's, which the
// fewest-meetings choice counts whole and which hold the local days the
// cap counts, and the buffers a slot at either end holds.
func (p *plan) counted(from, to time.Time) interval {
	span := interval{p.holds(from).from, p.holds(to).to}
	for _, sc := range p.hosts {
		span.from = earlier(span.from, sc.weekStart(from))
		span.to = later(span.to, sc.weekStart(to).AddDate(0, 0, 7))
	}
	return span
}

func earlier(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func (p *plan) length() time.Duration { return time.Duration(p.settings.MeetingMinutes) * time.Minute }

// holds is the host's time a meeting starting at t holds: the meeting and
// its buffers, widened to whole blocks.
func (p *plan) holds(t time.Time) interval {
	from := t.Add(-time.Duration(p.settings.BufferBeforeMinutes) * time.Minute).Truncate(Block)
	to := t.Add(p.length() + time.Duration(p.settings.BufferAfterMinutes)*time.Minute)
	if r := to.Truncate(Block); !r.Equal(to) {
		to = r.Add(Block)
	}
	return interval{from, to}
}

// open reports whether t is after the notice and within sc's window.
func (p *plan) open(sc schedule, t time.Time) bool {
	notice := p.now.Add(time.Duration(p.settings.NoticeMinutes) * time.Minute)
	return !t.Before(notice) && t.Before(sc.windowEnd(p.now, p.settings.WindowDays))
}

// free reports whether sc can take a meeting at t: none of its bookings
// overlaps the time it would hold, and its local day is under the cap.
func (p *plan) free(sc schedule, t time.Time) bool {
	if p.settings.DailyCap > 0 && p.perDay[sc.id][sc.day(t)] >= p.settings.DailyCap {
		return false
	}
	want, busy := p.holds(t), p.busy[sc.id]
	i := sort.Search(len(busy), func(i int) bool { return busy[i].to.After(want.from) })
	return i == len(busy) || !busy[i].from.Before(want.to)
}

// before reports whether a gets a meeting at t rather than b: fewer
// meetings in their ISO week, then the smaller id.
func (p *plan) before(a, b schedule, t time.Time) bool {
	na, nb := p.perWeek[a.id][a.week(t)], p.perWeek[b.id][b.week(t)]
	if na != nb {
		return na < nb
	}
	return a.id < b.id
}

// slots returns the free slots starting in [from, to), in time order, each
// with the zone of the member it would go to.
func (p *plan) slots(from, to time.Time) []Slot {
	type pick struct {
		sc schedule
		t  time.Time
	}
	// Only [now, the furthest window] can hold a slot: a wide request
	// expands no more dates than that.
	from = later(from, p.now)
	if limit := p.now.AddDate(0, 0, p.settings.WindowDays+2); to.After(limit) {
		to = limit
	}
	picks := map[int64]pick{}
	for _, sc := range p.hosts {
		for _, t := range sc.starts(p.length(), from, to) {
			if !p.open(sc, t) || !p.free(sc, t) {
				continue
			}
			if other, ok := picks[t.UnixNano()]; ok && !p.before(sc, other.sc, t) {
				continue
			}
			picks[t.UnixNano()] = pick{sc, t}
		}
	}
	out := make([]Slot, 0, len(picks))
	for _, pk := range picks {
		out = append(out, Slot{Start: pk.t, End: pk.t.Add(p.length()), Zone: pk.sc.zone})
	}
	slices.SortFunc(out, func(a, b Slot) int { return a.Start.Compare(b.Start) })
	return out
}

// at returns whether a slot starting at t is offered (a rule gives it,
// after the notice and within the window), and the members free for it in
// the order they get it.
func (p *plan) at(t time.Time) (offered bool, free []schedule) {
	for _, sc := range p.hosts {
		starts := sc.starts(p.length(), t, t.Add(time.Nanosecond))
		if len(starts) == 0 || !p.open(sc, t) {
			continue
		}
		offered = true
		if p.free(sc, t) {
			free = append(free, sc)
		}
	}
	slices.SortStableFunc(free, func(a, b schedule) int {
		if p.before(a, b, t) {
			return -1
		}
		if p.before(b, a, t) {
			return 1
		}
		return 0
	})
	return offered, free
}

// Slots returns the free slots that start in [from, to), in time order:
// UTC instants, each with the zone of the member it would go to.
func (s *Store) Slots(ctx context.Context, from, to time.Time) ([]Slot, error) {
	p, err := s.plan(ctx, from, to, "")
	if err != nil {
		return nil, err
	}
	return p.slots(from.UTC(), to.UTC()), nil
}

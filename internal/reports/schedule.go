package reports

import (
	"fmt"
	"time"
)

// week is an ISO week (Monday to Sunday), the period a report's ref names.
type week struct{ year, number int }

func (w week) String() string { return fmt.Sprintf("%04d-W%02d", w.year, w.number) }

func parseWeek(s string) (week, error) {
	var w week
	if _, err := fmt.Sscanf(s, "%4d-W%2d", &w.year, &w.number); err != nil || w.number < 1 || w.number > 53 {
		return week{}, fmt.Errorf("reports: bad week %q", s)
	}
	return w, nil
}

func weekOf(t time.Time) week {
	y, n := t.ISOWeek()
	return week{y, n}
}

// at is when p's report of w is due: its weekday and hour, local to p's
// zone, in that ISO week (an hour a clock change skips is the next one).
func (p Preference) at(w week, loc *time.Location) time.Time {
	jan4 := time.Date(w.year, time.January, 4, 0, 0, 0, 0, time.UTC)
	monday := jan4.AddDate(0, 0, -(int(jan4.Weekday())+6)%7+(w.number-1)*7)
	day := monday.AddDate(0, 0, (p.Weekday+6)%7)
	return time.Date(day.Year(), day.Month(), day.Day(), p.Hour, 0, 0, 0, loc)
}

// next is the week and time of p's first report after now.
func (p Preference) next(now time.Time, loc *time.Location) (week, time.Time) {
	w := weekOf(now.In(loc))
	if t := p.at(w, loc); t.After(now) {
		return w, t
	}
	w = weekOf(p.at(w, loc).AddDate(0, 0, 7))
	return w, p.at(w, loc)
}

// after is the week following w.
func after(w week) week {
	jan4 := time.Date(w.year, time.January, 4, 12, 0, 0, 0, time.UTC)
	return weekOf(jan4.AddDate(0, 0, w.number*7))
}

// period is the seven whole local days before the day a report is sent:
// from the midnight a week before to the midnight that starts the day.
func period(sent time.Time) (from, to time.Time) {
	y, m, d := sent.Date()
	to = time.Date(y, m, d, 0, 0, 0, 0, sent.Location())
	return to.AddDate(0, 0, -7), to
}

func reportRef(userID string, w week) string { return "report/" + userID + "/" + w.String() }

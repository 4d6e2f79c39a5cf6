package reports

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/url"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/mail"
	"agencysite/internal/settings"
)

// AlertJobs is the kind of job that mails one alert to every member whose
// weekly report is on, each in their language.
func (s *Store) AlertJobs() jobs.Kind {
	return mailingKind(AlertKind, s.sendAlert)
}

// sendAlert writes j's alert to the outbox for each recipient, unless it
// was written already, with j's end.
func (s *Store) sendAlert(ctx context.Context, j *jobs.Job) error {
	what, arg, _ := strings.Cut(j.Ref, "/")
	var write func(t words, loc *time.Location) (subject, body, link string)
	switch what {
	case "spike":
		day, err := time.ParseInLocation(time.DateOnly, arg, time.UTC)
		if err != nil {
			return jobs.Permanent(err)
		}
		loc, err := s.opts.Site.TimeZone(ctx)
		if err != nil {
			return err
		}
		sp, err := s.spike(ctx, time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc))
		if err != nil {
			return err
		}
		write = s.spikeWords(sp)
	case "quiet":
		last, err := database.ParseTime(arg)
		if err != nil {
			return jobs.Permanent(err)
		}
		q, err := s.quiet(ctx, s.now())
		if err != nil {
			return err
		}
		if !q.last.Equal(last) {
			return nil // a lead came since: the spell is over
		}
		write = s.quietWords(q)
	default:
		return jobs.Permanent(fmt.Errorf("reports: bad alert %q", j.Ref))
	}
	messages, err := s.alertMails(ctx, j.Ref, write)
	if err != nil {
		return err
	}
	return s.mailOnce(ctx, j, AlertKind, "alert", messages, nil)
}

// alertMails is the alert write says, to each member whose report is on.
func (s *Store) alertMails(ctx context.Context, ref string, write func(t words, loc *time.Location) (string, string, string)) ([]mail.Message, error) {
	ids, err := s.recipients(ctx)
	if err != nil {
		return nil, err
	}
	var out []mail.Message
	for _, id := range ids {
		u, err := s.opts.Team.User(ctx, id)
		if errors.Is(err, auth.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		p, _, err := s.preference(ctx, s.db, id)
		if err != nil {
			return nil, err
		}
		loc, err := settings.LoadTimeZone(p.TimeZone)
		if err != nil {
			loc = time.UTC
		}
		t := wordsIn(u.Language)
		subject, body, link := write(t, loc)
		out = append(out, mail.Message{Kind: AlertKind, Ref: ref, To: u.Email, Lang: t.lang, Subject: subject,
			Text:    body + "\n" + link + "\n\n-- \n" + t.say("alertFooter") + "\n" + s.opts.BaseURL + "/admin/account\n",
			Created: s.now()})
	}
	return out, nil
}

func (s *Store) spikeWords(sp spike) func(words, *time.Location) (string, string, string) {
	day := sp.day.Format(time.DateOnly)
	link := s.opts.BaseURL + "/admin/analytics?" + url.Values{"range": {"custom"}, "from": {day}, "to": {day}}.Encode()
	return func(t words, _ *time.Location) (string, string, string) {
		visits := t.count("visits", sp.visits)
		return t.say("spikeSubject", "brand", s.opts.Brand, "visits", visits, "day", day),
			t.say("spikeBody", "visits", visits, "day", day, "mean", t.count("visits", int64(math.Round(sp.mean)))), link
	}
}

func (s *Store) quietWords(q quietness) func(words, *time.Location) (string, string, string) {
	return func(t words, loc *time.Location) (string, string, string) {
		since := t.count("hours", int64(q.now.Sub(q.last)/time.Hour))
		usual := t.count("hours", max(1, int64(math.Round(q.usual.Hours()))))
		return t.say("quietSubject", "brand", s.opts.Brand, "since", since),
			t.say("quietBody", "since", since, "last", q.last.In(loc).Format("2006-01-02 15:04"), "usual", usual),
			s.opts.BaseURL + "/admin/leads"
	}
}

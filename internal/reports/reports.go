// Package reports mails the team what the site did: a weekly report to each
// member who wants it, in their language and time zone, on the weekday and
// hour they chose, and an alert when a day's visits jump far above normal or
// when no lead came for longer than usual (docs/decisions/0385). Reports and
// alerts are jobs (internal/jobs) whose mails go through the outbox, so each
// is sent once whichever instance does it. Every figure comes from the
// readers the dashboard uses (analytics.Reader, leads.Store.Attribute).
package reports

import (
	"context"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/leads"
)

// Kinds of job and of mail of this package.
const (
	ReportKind = "weekly-report" // ref "report/<user id>/<ISO week>"
	WatchKind  = "traffic-watch" // ref "watch/<UTC hour>": looks for what to alert about
	AlertKind  = "traffic-alert" // ref "spike/<day>" or "quiet/<last lead's arrival>"
)

// Team is what reports needs of the back office's users: who a member is
// (their address and language).
type Team interface {
	User(ctx context.Context, id string) (auth.User, error)
}

// Site is what reports needs of the site's settings.
type Site interface {
	// TimeZone is the site's: the one a new preference starts in and the
	// alerts' days are counted in.
	TimeZone(ctx context.Context) (*time.Location, error)
	// Waiting is how old a new lead gets before it is waiting.
	Waiting() time.Duration
}

// Options configure a Store.
type Options struct {
	Analytics *analytics.Reader
	Leads     *leads.Store
	Team      Team
	Site      Site
	// BaseURL starts the links to the back office; Brand names the site.
	BaseURL, Brand string
	// Now is the clock: the job runner's.
	Now func() time.Time
	// Queued, when set, is told that mail waits in the outbox.
	Queued func()
}

// Store keeps the members' report preferences and does the reports' and
// alerts' jobs.
type Store struct {
	db   *database.DB
	opts Options
}

// NewStore returns a store on db.
func NewStore(db *database.DB, opts Options) *Store {
	return &Store{db: db, opts: opts}
}

func (s *Store) now() time.Time { return s.opts.Now().UTC() }

func (s *Store) queued() {
	if s.opts.Queued != nil {
		s.opts.Queued()
	}
}

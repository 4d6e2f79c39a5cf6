package main

import (
	"context"
	"io/fs"
	"log/slog"
	"os"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/config"
	"agencysite/internal/content"
	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
	"agencysite/internal/media"
	"agencysite/internal/meetings"
	"agencysite/internal/metrics"
	"agencysite/internal/publish"
	"agencysite/internal/server"
	"agencysite/web"
)

// newDeps builds what the handlers use on db: the stores, on the clock now,
// the work they queue waking runner; the analytics recorder; the pages to
// serve and the publisher; and the background jobs (addJobs).
func newDeps(ctx context.Context, cfg config.Config, db *database.DB, log *slog.Logger, m *metrics.Metrics, now func() time.Time, runner *jobs.Runner) (deps server.Deps, err error) {
	queued := func() { runner.Wake(mail.JobKind) }
	leadStore := leads.NewStore(db, cfg.LeadsNotifyTo)
	leadStore.Stored, leadStore.Queued, leadStore.Now = m.LeadStored, queued, now
	events, err := newRecorder(cfg, db, log, m, now)
	if err != nil {
		return deps, err
	}
	defer func() {
		if err != nil {
			events.Close(context.Background())
		}
	}()
	siteSettings := newSettings(db, cfg)
	// What "site publish" renders for: the base URL the servers serve.
	if err := siteSettings.SetServedBaseURL(ctx, cfg.BaseURL); err != nil {
		return deps, err
	}
	authStore, err := newAuthStore(db, cfg, auth.Options{Settings: siteSettings, Queued: queued, Now: now,
		Removing: leadStore.Unassign})
	if err != nil {
		return deps, err
	}
	leadStore.Team = authStore
	siteFS, pages, publisher, err := openPages(ctx, cfg, db, log)
	if err != nil {
		return deps, err
	}
	leadStore.Contacts = content.Published{Live: publisher.Store.LiveContent}
	deps = server.Deps{Log: log, Config: cfg, Site: siteFS, Live: pages, Leads: leadStore, Analytics: events, DB: db, Metrics: m, Auth: authStore, Settings: siteSettings, Now: now,
		Publisher: publisher}
	deps.Meetings = meetings.New(db, leadStore, authStore, meetings.Options{BaseURL: cfg.BaseURL, Now: now,
		Queued: func() { runner.Wake(meetings.MailKind) }, MailQueued: queued})
	return deps, addJobs(runner, &deps)
}

// newRecorder is the writer of the analytics events, its queue watched by m.
func newRecorder(cfg config.Config, db *database.DB, log *slog.Logger, m *metrics.Metrics, now func() time.Time) (*analytics.Recorder, error) {
	catalogue, err := analytics.LoadCatalogue()
	if err != nil {
		return nil, err
	}
	events := analytics.NewRecorder(db, catalogue, analytics.Options{SiteURL: cfg.BaseURL, Retention: cfg.Retention, Log: log, Observer: m.Analytics(), Now: now})
	m.Watch(db, events.Queued)
	return events, nil
}

// openPages opens the pages to serve: the built site (embedded, or
// -site-dir) and the live generation the database holds, with the
// publisher that renders new ones.
func openPages(ctx context.Context, cfg config.Config, db *database.DB, log *slog.Logger) (fs.FS, *server.LiveSite, *publish.Publisher, error) {
	var siteFS fs.FS = web.Client()
	if cfg.SiteDir != "" {
		siteFS = os.DirFS(cfg.SiteDir)
	}
	pages, err := server.NewLiveSite(siteFS, cfg.BaseURL)
	if err != nil {
		return nil, nil, nil, err
	}
	publisher, err := newPublisher(db, cfg, siteFS, renderEngine)
	if err != nil {
		return nil, nil, nil, err
	}
	if err := pages.Sync(ctx, publisher.Store, log); err != nil {
		return nil, nil, nil, err
	}
	return siteFS, pages, publisher, nil
}

// mediaCacheBytes is how much of the served pictures each instance keeps
// in memory: the few dozen files of the pages people read most.
const mediaCacheBytes = 32 << 20

// addJobs gives runner the background work: mail (when SMTP is set), the
// uploaded pictures, the scheduled publishes and the webhooks' deliveries,
// on every instance; deps gains the picture library, the publishing jobs
// and the webhooks the handlers queue; the weekly reports and traffic
// alerts (deps.Reports, the members' preferences); the booked meetings'
// mails and reminders.
func addJobs(runner *jobs.Runner, deps *server.Deps) error {
	if err := startMail(deps.DB, deps.Config, deps.Log, runner, deps.Metrics); err != nil {
		return err
	}
	mediaStore, err := startMedia(deps.DB, deps.Log, runner)
	if err != nil {
		return err
	}
	deps.Media, deps.MediaFiles, deps.MediaWake = mediaStore, media.NewFiles(mediaStore, mediaCacheBytes), func() { runner.Wake(media.JobKind) }
	deps.Publishing = server.NewPublishing(*deps)
	runner.Add(deps.Publishing.Kind()) // scheduled publishes, on every instance
	if deps.Webhooks, err = startWebhooks(*deps, runner); err != nil {
		return err
	}
	runner.Add(deps.Meetings.MailJobs()) // a booking's invitations and reminders, on every instance
	runner.Add(deps.Meetings.ReminderJobs())
	deps.Reports, err = startReports(*deps, runner)
	return err
}

package main

import (
	"context"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/jobs"
	"agencysite/internal/mail"
	"agencysite/internal/reports"
	"agencysite/internal/server"
	"agencysite/web"
)

// startReports makes runner send the weekly reports and the traffic
// alerts on d's database, on runner's clock, and starts the hourly watch.
// It returns the store of the members' report preferences the server's
// routes need.
func startReports(d server.Deps, runner *jobs.Runner) (*reports.Store, error) {
	site, err := web.SiteConfig()
	if err != nil {
		return nil, err
	}
	store := reports.NewStore(d.DB, reports.Options{Analytics: analytics.NewReader(d.DB, d.Analytics.Catalogue()),
		Leads: d.Leads, Team: d.Auth, Site: d.Settings, BaseURL: d.Config.BaseURL, Brand: site.Brand,
		Now: func() time.Time { return runner.Now() }, Queued: func() { runner.Wake(mail.JobKind) }})
	for _, k := range []jobs.Kind{store.ReportJobs(), store.WatchJobs(), store.AlertJobs()} {
		runner.Add(k)
	}
	return store, store.StartWatching(context.Background())
}

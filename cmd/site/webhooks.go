package main

import (
	"agencysite/internal/jobs"
	"agencysite/internal/mail"
	"agencysite/internal/seal"
	"agencysite/internal/server"
	"agencysite/internal/webhooks"
	"agencysite/web"
)

// startWebhooks sets up the outgoing webhooks and chat alerts on d's
// database: their store, told of every lead by d.Leads in the lead's own
// transaction, and their deliveries, done by runner on every instance. It
// returns the store the server's routes need. Without -totp-key the
// owner is told webhooks cannot be set up (their secrets would have
// nothing to be sealed with).
func startWebhooks(d server.Deps, runner *jobs.Runner) (*webhooks.Store, error) {
	var box *seal.Box
	if d.Config.TOTPKey != nil {
		var err error
		if box, err = seal.New(d.Config.TOTPKey); err != nil {
			return nil, err
		}
	}
	site, err := web.SiteConfig()
	if err != nil {
		return nil, err
	}
	store := webhooks.NewStore(d.DB, webhooks.Options{Box: box, AllowLoopback: d.Config.WebhooksAllowLoopback,
		BaseURL: d.Config.BaseURL, Language: site.DefaultLanguage, Brand: site.Brand, Owners: d.Auth, Now: d.Now, Log: d.Log,
		Queued: func() { runner.Wake(webhooks.JobKind) }, MailQueued: func() { runner.Wake(mail.JobKind) }})
	d.Leads.Events = store
	runner.Add(store.Kind())
	if d.Config.WebhooksAllowLoopback {
		d.Log.Warn("webhooks may reach this machine (-webhooks-allow-loopback): for development and tests only")
	}
	return store, nil
}

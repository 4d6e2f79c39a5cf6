// Command site serves the agency's website: the prerendered pages, the
// analytics collector and the consultation form's API, from one binary.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"
	_ "time/tzdata" // the site time zone setting works on machines without zoneinfo

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
	"agencysite/internal/media"
	"agencysite/internal/metrics"
	"agencysite/internal/publish"
	"agencysite/internal/server"
	"agencysite/internal/systemd"
	"agencysite/web"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(exitCode(run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr), os.Stderr))
}

// exitCode is the process's exit status for run's error, which it prints:
// asking for usage (-h) is a success, as for any Unix command.
func exitCode(err error, stderr io.Writer) int {
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	default:
		fmt.Fprintln(stderr, "site:", err)
		return 1
	}
}

// mediaCacheBytes is how much of the served pictures each instance keeps
// in memory: the few dozen files of the pages people read most.
const mediaCacheBytes = 32 << 20

// shutdownGrace is how long requests in flight get to finish on SIGTERM.
const shutdownGrace = 15 * time.Second

func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "leads":
			return runLeads(ctx, args[1:], getenv, stdout, stderr)
		case "analytics":
			return runAnalytics(ctx, args[1:], getenv, stdout, stderr)
		case "backup", "restore":
			return runBackup(ctx, args[0], args[1:], getenv, stdout, stderr)
		case "healthcheck":
			return runHealthcheck(ctx, args[1:], getenv, stdout, stderr)
		case "media":
			return runMedia(ctx, args[1:], getenv, stdout, stderr)
		case mediaWorker:
			return media.ServeWorker(os.Stdin, stdout)
		case "users":
			return runUsers(ctx, args[1:], getenv, os.Stdin, stdout, stderr)
		case "migrate":
			return runMigrate(ctx, args[1:], getenv, stdout, stderr)
		case "content":
			return runContent(ctx, args[1:], getenv, os.Stdin, stdout, stderr)
		case "publish", "generations", "rollback":
			return runPublish(ctx, renderEngine, args[0], args[1:], getenv, stdout, stderr)
		}
	}
	cfg, err := config.Load(args, getenv, stderr)
	if err != nil {
		return err
	}
	log, flushLog := newLogger(stderr, cfg.LogLevel)
	defer flushLog()
	stopProfile, err := startCPUProfile(cfg.CPUProfile)
	if err != nil {
		return err
	}
	defer stopProfile()

	if path, ok := database.SQLitePath(cfg.DatabaseURL); ok {
		// Held while the server runs: "site restore" refuses to replace
		// the database under it.
		release, err := database.Lock(path)
		if err != nil {
			return err
		}
		defer release()
	}
	db, err := database.OpenPool(ctx, cfg.DatabaseURL, cfg.DBPool)
	if err != nil {
		return err
	}
	defer db.Close()
	m := metrics.New()
	// One clock for every package, and one runner for the background
	// work (mail, pictures, scheduled publishes), woken when work is queued.
	now, runner := time.Now, jobs.NewRunner(db, log)
	queued := func() { runner.Wake(mail.JobKind) }
	leadStore := leads.NewStore(db, cfg.LeadsNotifyTo)
	leadStore.Stored, leadStore.Queued, leadStore.Now = m.LeadStored, queued, now
	if err := startMail(db, cfg, log, runner, m); err != nil {
		return err
	}
	if examples := web.Site().ExampleContacts(); len(examples) > 0 {
		log.Warn("the site shows example contact details: set real ones in web/app/config/site.json and rebuild", "fields", strings.Join(examples, ", "))
	}
	catalogue, err := analytics.LoadCatalogue()
	if err != nil {
		return err
	}
	events := analytics.NewRecorder(db, catalogue, analytics.Options{SiteURL: cfg.BaseURL, Retention: cfg.Retention, Log: log, Observer: m.Analytics(), Now: now})
	defer events.Close(context.Background()) // on early returns; the graceful path closes below
	m.Watch(db, events.Queued)

	var siteFS fs.FS = web.Client()
	if cfg.SiteDir != "" {
		siteFS = os.DirFS(cfg.SiteDir)
	}
	siteSettings := newSettings(db, cfg)
	// What "site publish" renders for: the base URL the servers serve.
	if err := siteSettings.SetServedBaseURL(ctx, cfg.BaseURL); err != nil {
		return err
	}
	authStore, err := newAuthStore(db, cfg, auth.Options{Settings: siteSettings, Queued: queued, Now: now,
		Removing: leadStore.Unassign})
	if err != nil {
		return err
	}
	leadStore.Team = authStore
	pages, err := server.NewLiveSite(siteFS, cfg.BaseURL)
	if err != nil {
		return err
	}
	publisher, err := newPublisher(db, cfg, siteFS, renderEngine)
	if err != nil {
		return err
	}
	if err := pages.Sync(ctx, publisher.Store, log); err != nil {
		return err
	}
	mediaStore, err := startMedia(db, log, runner)
	if err != nil {
		return err
	}
	deps := server.Deps{Log: log, Config: cfg, Site: siteFS, Live: pages, Leads: leadStore, Analytics: events, DB: db, Metrics: m, Auth: authStore, Settings: siteSettings, Now: now,
		Media: mediaStore, MediaFiles: media.NewFiles(mediaStore, mediaCacheBytes), MediaWake: func() { runner.Wake(media.JobKind) }, Publisher: publisher}
	deps.Publishing = server.NewPublishing(deps)
	runner.Add(deps.Publishing.Kind()) // scheduled publishes, on every instance
	handler, err := server.NewServer(deps)
	if err != nil {
		return err
	}
	// Compressing every page leaves tens of megabytes of encoder buffers
	// behind; hand them back to the system now rather than minutes later.
	debug.FreeOSMemory()
	if err := announceSetup(ctx, authStore, log, stdout); err != nil {
		return err
	}
	listeners, live, err := listen(cfg, handler, m.Handler(), log)
	if err != nil {
		return err
	}
	served := make(chan error, len(listeners))
	for _, l := range listeners {
		fmt.Fprintf(stdout, "site: %s\n", l.says)
		go func() { served <- l.serve() }()
	}
	notifier := systemd.New(getenv, os.Getpid())
	if err := notifier.Notify(systemd.Ready); err != nil {
		log.Error("systemd", "err", err)
	}
	watch, stopWatch := context.WithCancel(ctx)
	defer stopWatch()
	go notifier.Watchdog(watch, alive(live), log)
	startBackups(watch, db, cfg, log, m)
	go followPublishes(watch, pages, publisher, log)
	worked := make(chan struct{})
	go func() { runner.Run(watch); close(worked) }()
	defer func() { stopWatch(); <-worked }() // a job in hand is recorded before the database closes

	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	notifier.Notify(systemd.Stopping)
	log.Info("shutting down: finishing requests in flight")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	for _, l := range listeners {
		if err := l.srv.Shutdown(shutdownCtx); err != nil {
			return fmt.Errorf("shutdown: %w", err)
		}
	}
	// Only now, with no handler left to record, write the accepted events.
	return events.Close(shutdownCtx)
}

// displayAddr shows a loopback listener as localhost, as people type it.
func displayAddr(addr net.Addr) string {
	tcp, ok := addr.(*net.TCPAddr)
	if ok && tcp.IP.IsLoopback() {
		return fmt.Sprintf("localhost:%d", tcp.Port)
	}
	return addr.String()
}

// announceSetup prints the first-run link while nobody has an account:
// there is no default password, and only who can read the server's output
// can create the owner.
func announceSetup(ctx context.Context, store *auth.Store, log *slog.Logger, stdout io.Writer) error {
	has, err := store.HasUsers(ctx)
	if err != nil || has {
		return err
	}
	link, err := store.NewSetupLink(ctx)
	if err != nil {
		return err
	}
	log.Warn("first run: open the setup link within 30 minutes to create the owner account", "url", link)
	fmt.Fprintf(stdout, "site: first run: create the owner at %s\n", link)
	return nil
}

// followPublishes first re-renders the live content with this binary's
// build when the live pages are another build's (an upgrade: /readyz says
// not ready meanwhile), then keeps the served pages on the live generation.
func followPublishes(ctx context.Context, live *server.LiveSite, p *publish.Publisher, log *slog.Logger) {
	if live.Ready() != nil {
		log.Info("re-rendering the live content with this build before serving it", "build", live.Build())
		res, err := p.Upgrade(ctx)
		if err != nil {
			log.Error("re-render the live content: not ready until it succeeds (site publish)", "err", err)
		} else {
			log.Info("re-rendered the live content", "published", res)
		}
	}
	live.Follow(ctx, p.Store, server.FollowEvery, log)
}

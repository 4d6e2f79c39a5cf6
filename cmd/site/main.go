// Command site serves the agency's website: the prerendered pages, the
// analytics collector and the consultation form's API, from one binary.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
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
	"agencysite/internal/content"
	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/media"
	"agencysite/internal/metrics"
	"agencysite/internal/publish"
	"agencysite/internal/server"
	"agencysite/internal/systemd"
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

// shutdownGrace is how long requests in flight get to finish on SIGTERM.
const shutdownGrace = 15 * time.Second

// run is the program: the subcommand args name, or else the server,
// configured by args and the environment, until ctx ends.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if ok, err := runSubcommand(ctx, args, getenv, stdout, stderr); ok {
		return err
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
	db, closeDB, err := openDatabase(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeDB()
	return serve(ctx, cfg, db, log, getenv, stdout)
}

// runSubcommand runs the subcommand args[0] names; ok is false when it
// names none, and run serves, reading args as the server's flags.
func runSubcommand(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) (ok bool, err error) {
	if len(args) == 0 {
		return false, nil
	}
	switch args[0] {
	case "leads":
		return true, runLeads(ctx, args[1:], getenv, stdout, stderr)
	case "analytics":
		return true, runAnalytics(ctx, args[1:], getenv, stdout, stderr)
	case "backup", "restore":
		return true, runBackup(ctx, args[0], args[1:], getenv, stdout, stderr)
	case "healthcheck":
		return true, runHealthcheck(ctx, args[1:], getenv, stdout, stderr)
	case "media":
		return true, runMedia(ctx, args[1:], getenv, stdout, stderr)
	case mediaWorker:
		return true, media.ServeWorker(os.Stdin, stdout)
	case "users":
		return true, runUsers(ctx, args[1:], getenv, os.Stdin, stdout, stderr)
	case "migrate":
		return true, runMigrate(ctx, args[1:], getenv, stdout, stderr)
	case "content":
		return true, runContent(ctx, args[1:], getenv, os.Stdin, stdout, stderr)
	case "publish", "generations", "rollback":
		return true, runPublish(ctx, renderEngine, args[0], args[1:], getenv, stdout, stderr)
	}
	return false, nil
}

// openDatabase opens the server's database. A SQLite file stays locked
// while the server runs: "site restore" refuses to replace the database
// under it. closeDB closes it and releases the lock.
func openDatabase(ctx context.Context, cfg config.Config) (db *database.DB, closeDB func(), err error) {
	release := func() {}
	if path, ok := database.SQLitePath(cfg.DatabaseURL); ok {
		if release, err = database.Lock(path); err != nil {
			return nil, nil, err
		}
	}
	if db, err = database.OpenPool(ctx, cfg.DatabaseURL, cfg.DBPool); err != nil {
		release()
		return nil, nil, err
	}
	return db, func() { db.Close(); release() }, nil
}

// serve builds the site on db and serves it until ctx ends (then lets the
// requests in flight finish) or a listener fails.
func serve(ctx context.Context, cfg config.Config, db *database.DB, log *slog.Logger, getenv func(string) string, stdout io.Writer) error {
	m := metrics.New()
	// One clock for every package, and one runner for the background
	// work (mail, pictures, scheduled publishes), woken when work is queued.
	now, runner := time.Now, jobs.NewRunner(db, log)
	examples, err := content.Published{Live: publish.NewStore(db).LiveContent}.Examples(ctx)
	if err != nil {
		return err
	}
	if len(examples) > 0 {
		log.Warn("the site shows example contact details: publish the agency's own from the studio (Contacts)", "fields", strings.Join(examples, ", "))
	}
	deps, err := newDeps(ctx, cfg, db, log, m, now, runner)
	if err != nil {
		return err
	}
	defer deps.Analytics.Close(context.Background()) // on early returns; the graceful path closes in shutdown
	handler, err := server.NewServer(deps)
	if err != nil {
		return err
	}
	// Compressing every page leaves tens of megabytes of encoder buffers
	// behind; hand them back to the system now rather than minutes later,
	// then let the heap grow as serving wants, unless the process was
	// started with GOGC (the runtime's own environment, not the
	// configuration's: a test's server leaves its process's collector alone).
	debug.FreeOSMemory()
	paceGC(os.Getenv)
	if err := announceSetup(ctx, deps.Auth, log, stdout); err != nil {
		return err
	}
	listeners, live, err := listen(cfg, handler, m.Handler(), log)
	if err != nil {
		return err
	}
	served := startServing(listeners, stdout)
	notifier := systemd.New(getenv, os.Getpid())
	if err := notifier.Notify(systemd.Ready); err != nil {
		log.Error("systemd", "err", err)
	}
	watch, stopWatch := context.WithCancel(ctx)
	defer stopWatch()
	worked := startLoops(watch, deps, runner, notifier, live)
	defer func() { stopWatch(); <-worked }() // a job in hand is recorded before the database closes

	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	notifier.Notify(systemd.Stopping)
	return shutdown(listeners, deps.Analytics, log)
}

// startServing serves each listener in the background, saying so on
// stdout; served receives the first one's failure.
func startServing(listeners []*listener, stdout io.Writer) (served <-chan error) {
	failed := make(chan error, len(listeners))
	for _, l := range listeners {
		fmt.Fprintf(stdout, "site: %s\n", l.says)
		go func() { failed <- l.serve() }()
	}
	return failed
}

// startLoops starts what runs beside the requests until ctx ends: the
// systemd watchdog, the backups, following the live generation, and the
// runner of the background jobs; worked closes once the runner has stopped.
func startLoops(ctx context.Context, deps server.Deps, runner *jobs.Runner, notifier systemd.Notifier, live string) (worked <-chan struct{}) {
	go notifier.Watchdog(ctx, alive(live), deps.Log)
	startBackups(ctx, deps.DB, deps.Config, deps.Log, deps.Metrics)
	go followPublishes(ctx, deps.Live, deps.Publisher, deps.Log)
	done := make(chan struct{})
	go func() { runner.Run(ctx); close(done) }()
	return done
}

// shutdown lets the requests in flight finish, for at most shutdownGrace.
func shutdown(listeners []*listener, events *analytics.Recorder, log *slog.Logger) error {
	log.Info("shutting down: finishing requests in flight")
	ctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	for _, l := range listeners {
		if err := l.shutdown(ctx); err != nil {
			return fmt.Errorf("shutdown: %w", err)
		}
	}
	// Only now, with no handler left to record, write the accepted events.
	return events.Close(ctx)
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

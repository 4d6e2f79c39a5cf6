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
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/leads"
	"agencysite/internal/server"
	"agencysite/web"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "site:", err)
		}
		os.Exit(1)
	}
}

// shutdownGrace is how long requests in flight get to finish on SIGTERM.
const shutdownGrace = 15 * time.Second

func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) > 0 && args[0] == "leads" {
		return runLeads(ctx, args[1:], getenv, stdout, stderr)
	}
	if len(args) > 0 && args[0] == "analytics" {
		return runAnalytics(ctx, args[1:], getenv, stdout, stderr)
	}
	if len(args) > 0 && args[0] == "migrate" {
		return runMigrate(ctx, args[1:], getenv, stdout, stderr)
	}
	cfg, err := config.Load(args, getenv, stderr)
	if err != nil {
		return err
	}
	log := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: cfg.LogLevel}))

	db, err := database.OpenPool(ctx, cfg.DatabaseURL, cfg.DBPool)
	if err != nil {
		return err
	}
	defer db.Close()
	leadStore := leads.NewStore(db, cfg.LeadsNotifyTo)
	stopMail, err := startMail(ctx, db, cfg, log, leadStore)
	if err != nil {
		return err
	}
	defer stopMail()
	catalogue, err := analytics.LoadCatalogue()
	if err != nil {
		return err
	}
	events := analytics.NewRecorder(db, catalogue, analytics.Options{SiteURL: cfg.BaseURL, Retention: cfg.Retention, Log: log})
	defer events.Close(context.Background()) // on early returns; the graceful path closes below

	var siteFS fs.FS = web.Client()
	if cfg.SiteDir != "" {
		siteFS = os.DirFS(cfg.SiteDir)
	}
	handler, err := server.NewServer(server.Deps{Log: log, Config: cfg, Site: siteFS, Leads: leadStore, Analytics: events})
	if err != nil {
		return err
	}

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    32 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	fmt.Fprintf(stdout, "site: listening on http://%s\n", displayAddr(ln.Addr()))

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing requests in flight")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
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

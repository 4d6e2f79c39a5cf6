package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"

	"agencysite/internal/auth"
	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
	"agencysite/internal/metrics"
)

// startMail makes runner deliver the outbox when an SMTP server is
// configured. Without one, leads are still stored with their e-mails
// waiting in the outbox, which is said once, here, and not per lead;
// setting SMTP_URL later delivers the notifications.
func startMail(db *database.DB, cfg config.Config, log *slog.Logger, runner *jobs.Runner, m *metrics.Metrics) error {
	sender, err := mail.NewSMTP(cfg.SMTPURL, cfg.MailFrom)
	if errors.Is(err, mail.ErrOff) {
		log.Warn("mail is off: SMTP_URL is not set; consultation requests are stored and their e-mails wait in the outbox")
		return nil
	}
	if err != nil {
		return err
	}
	runner.Add(mail.Delivery(db, m.Mail(sender)))
	log.Info("mail is on", "smtp", sender.String(), "from", cfg.MailFrom)
	return nil
}

const leadsUsage = `Usage:
  site leads list [--spam] [--limit N] [--database URL]
        the newest consultation requests as a table (default 50)
  site leads export [--format csv] [--spam] [--database URL] > leads.csv
        every consultation request, newest first, as CSV (UTF-8 with BOM)

Spam (honeypot, sent too fast) is left out unless --spam is given.
`

// runLeads is "site leads …": the consultation requests for the people who
// answer them, read straight from the database.
func runLeads(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	sub, err := newSubcommand("leads", leadsUsage, []string{"list", "export"}, args, getenv, stderr)
	if err != nil {
		return err
	}
	cmd, cfg, fs, dbURL := sub.name, sub.cfg, sub.fs, sub.database
	spam := fs.Bool("spam", false, "include requests marked as spam")
	limit := fs.Int("limit", 50, "list: how many, newest first (0: all)")
	format := fs.String("format", "csv", "export: the file format (csv)")
	if err := sub.parse(args); err != nil {
		return err
	}
	if cmd == "export" && *format != "csv" {
		return fmt.Errorf("leads export: format %q is not supported (csv)", *format)
	}

	db, err := database.Open(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	store := leads.NewStore(db, cfg.LeadsNotifyTo)
	if store.Team, err = newAuthStore(db, cfg, auth.Options{}); err != nil { // the assignees' names
		return err
	}
	out := bufio.NewWriter(stdout)
	if cmd == "list" {
		err = leads.WriteTable(out, store.All(ctx, leads.Filter{IncludeSpam: *spam, Limit: *limit}))
	} else {
		err = leads.WriteCSV(out, store.All(ctx, leads.Filter{IncludeSpam: *spam}))
	}
	if err != nil {
		return err
	}
	if err := out.Flush(); err != nil {
		return fmt.Errorf("leads %s: %w", cmd, err)
	}
	return nil
}

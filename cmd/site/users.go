package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"agencysite/internal/auth"
	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/settings"
	"agencysite/web"
)

var usersUsage = fmt.Sprintf(`Usage:
  site users create --email X [--name N] [--role owner|editor|member] [--invite] [--database URL]
        creates an account with the password read from stdin (one line; at a
        terminal it is asked for and not shown),
        or with --invite prints a single-use invitation link (%d hours)
  site users reset-password --email X [--database URL]
        sets the password read from stdin (one line) and ends the user's sessions
  site users reset-2fa --email X [--database URL]
        turns two-factor sign-in off (a lost phone), deletes the recovery codes,
        ends the user's sessions and tells them by mail; they sign in with the
        password and set it up again
`, int(auth.InvitationTTL.Hours()))

// runUsers is "site users …": the server operator's way in when nobody can
// sign in (a lost password, a lost setup link).
func runUsers(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	sub, err := newSubcommand("users", usersUsage, []string{"create", "reset-password", "reset-2fa"}, args, getenv, stderr)
	if err != nil {
		return err
	}
	cmd, cfg, fs := sub.name, sub.cfg, sub.fs
	email := fs.String("email", "", "the user's e-mail address")
	name := fs.String("name", "", "create: the user's name (default: the e-mail's local part)")
	role := fs.String("role", auth.RoleOwner, "create: owner, editor (publishes the content) or member")
	invite := fs.Bool("invite", false, "create: print an invitation link instead of reading a password")
	if err := sub.parse(args); err != nil {
		return err
	}
	if *email == "" {
		return fmt.Errorf("users %s: --email is required", cmd)
	}
	db, err := database.Open(ctx, *sub.database)
	if err != nil {
		return err
	}
	defer db.Close()
	store, err := newAuthStore(db, cfg, auth.Options{Settings: newSettings(db, cfg)})
	if err != nil {
		return err
	}
	operator := auth.Actor{Name: "command line"}
	if cmd == "create" && *invite {
		_, link, err := store.Invite(ctx, operator, *email, *role, "en")
		if err != nil {
			return fmt.Errorf("users create: %w", err)
		}
		fmt.Fprintf(stdout, "Invitation for %s (%s), valid %d hours, usable once:\n%s\n", *email, *role, int(auth.InvitationTTL.Hours()), link)
		return nil
	}
	if cmd == "reset-2fa" {
		if err := store.ResetTOTP(ctx, operator, *email); err != nil {
			return fmt.Errorf("users reset-2fa: %w", err)
		}
		fmt.Fprintf(stdout, "Two-factor sign-in of %s turned off; their sessions are ended.\n", *email)
		return nil
	}
	password, err := readPassword(stdin, stderr)
	if err != nil {
		return fmt.Errorf("users %s: %w", cmd, err)
	}
	if cmd == "reset-password" {
		if err := store.ResetPassword(ctx, operator, *email, password); err != nil {
			return fmt.Errorf("users reset-password: %w", err)
		}
		fmt.Fprintf(stdout, "Password of %s changed; their sessions are ended.\n", *email)
		return nil
	}
	if *name == "" {
		*name, _, _ = strings.Cut(*email, "@")
	}
	u, err := store.CreateUser(ctx, operator, auth.NewUser{Email: *email, Name: *name, Password: password, Role: *role})
	if err != nil {
		return fmt.Errorf("users create: %w", err)
	}
	fmt.Fprintf(stdout, "Created %s (%s). Sign in at %s/admin/login\n", u.Email, u.Role, cfg.BaseURL)
	return nil
}

// readPassword reads the first line of stdin. Typed at a terminal, it asks
// on stderr and is not echoed, so it stays off the screen and out of
// terminal recordings.
func readPassword(stdin io.Reader, stderr io.Writer) (string, error) {
	var line string
	if f, ok := stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		fmt.Fprint(stderr, "Password (not shown): ")
		typed, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(stderr)
		if err != nil {
			return "", err
		}
		line = string(typed)
	} else {
		read, err := bufio.NewReader(stdin).ReadString('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return "", err
		}
		line = read
	}
	line = strings.TrimRight(line, "\r\n")
	if line == "" {
		return "", errors.New("no password on stdin (or use --invite)")
	}
	return line, nil
}

// newSettings is the site's settings store as configured.
func newSettings(db *database.DB, cfg config.Config) *settings.Store {
	return settings.NewStore(db, settings.Options{Waiting: cfg.LeadsWaiting})
}

// newAuthStore is the back office's sign-in store as configured; wire holds
// what run connects it to (the site's settings, the outbox's signal, the
// clock, the leads that let go of a removed user).
func newAuthStore(db *database.DB, cfg config.Config, wire auth.Options) (*auth.Store, error) {
	site, err := web.SiteConfig()
	if err != nil {
		return nil, err
	}
	wire.BaseURL, wire.Issuer, wire.Languages, wire.TOTPKey = cfg.BaseURL, site.Brand, site.Languages, cfg.TOTPKey
	return auth.NewStore(db, wire)
}

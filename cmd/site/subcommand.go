package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"agencysite/internal/config"
)

// subcommand is one "site <group> <name> [flags]" command line: its name,
// the server's configuration (defaults come from the environment, as for
// the server) and its flag set, which already has -database.
type subcommand struct {
	name     string
	cfg      config.Config
	fs       *flag.FlagSet
	database *string
}

// newSubcommand checks that args start with one of names; otherwise it
// prints usage and fails (with flag.ErrHelp for -h, --help and help).
func newSubcommand(group, usage string, names []string, args []string, getenv func(string) string, stderr io.Writer) (subcommand, error) {
	if len(args) == 0 || !slices.Contains(names, args[0]) {
		fmt.Fprint(stderr, usage)
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			return subcommand{}, flag.ErrHelp
		}
		return subcommand{}, errors.New(group + ": want " + strings.Join(names, " or "))
	}
	cfg, err := config.Load(nil, getenv, stderr)
	if err != nil {
		return subcommand{}, err
	}
	fs := flag.NewFlagSet("site "+group+" "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	dbURL := fs.String("database", cfg.DatabaseURL, "SQLite file path, or a postgres:// URL (env DATABASE_URL)")
	return subcommand{name: args[0], cfg: cfg, fs: fs, database: dbURL}, nil
}

// parse reads the flags after the subcommand's name; no argument may remain.
func (c subcommand) parse(args []string) error {
	if err := c.fs.Parse(args[1:]); err != nil {
		return err
	}
	if c.fs.NArg() > 0 {
		return fmt.Errorf("%s: unexpected argument %q", c.fs.Name(), c.fs.Arg(0))
	}
	return nil
}

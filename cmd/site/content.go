package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"

	"agencysite/internal/content"
	"agencysite/internal/database"
	"agencysite/internal/validation"
)

const contentUsage = `Usage:
  site content export [--database URL] > content.json
        the working content document as JSON: the one last imported, or the
        default built into this binary when none was
  site content import FILE [--by NAME] [--database URL]
        validates FILE (- for stdin) against the content schema and, only if
        it has no problem at all, makes it the working document; otherwise
        prints every problem with its JSON path and changes nothing
`

// runContent is "site content …": the content document a visitor reads,
// out of the database and back into it.
func runContent(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	sub, err := newSubcommand("content", contentUsage, []string{"export", "import"}, args, getenv, stderr)
	if err != nil {
		return err
	}
	by := sub.fs.String("by", "site content import", "import: who is recorded as having changed the content")
	var file string
	if sub.name == "import" {
		// FILE may come before or after the flags.
		if err := sub.fs.Parse(args[1:]); err != nil {
			return err
		}
		if sub.fs.NArg() == 0 {
			fmt.Fprint(stderr, contentUsage)
			return errors.New("content import: want FILE")
		}
		file = sub.fs.Arg(0)
		args = append([]string{sub.name}, sub.fs.Args()[1:]...)
	}
	if err := sub.parse(args); err != nil {
		return err
	}

	var doc []byte
	if sub.name == "import" {
		// Read and validate before the database is even opened: a refused
		// file needs none.
		if doc, err = readFile(file, stdin); err != nil {
			return fmt.Errorf("content import: %w", err)
		}
		if err := content.Validate(doc); err != nil {
			return reportProblems(err, file, stderr)
		}
	}
	db, err := database.Open(ctx, *sub.database)
	if err != nil {
		return err
	}
	defer db.Close()
	store := content.NewStore(db)
	if sub.name == "export" {
		d, err := store.Working(ctx)
		if err != nil {
			return err
		}
		_, err = stdout.Write(d.Body)
		return err
	}
	if err := store.Replace(ctx, doc, *by); err != nil {
		return reportProblems(err, file, stderr)
	}
	fmt.Fprintf(stdout, "site: content imported from %s (%d bytes)\n", file, len(doc))
	return nil
}

func readFile(name string, stdin io.Reader) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(name)
}

// reportProblems prints every validation problem, one "path: code" a line,
// and returns the error that says nothing was changed.
func reportProblems(err error, file string, stderr io.Writer) error {
	var problems validation.Problems
	if !errors.As(err, &problems) {
		return fmt.Errorf("content import: %s: %w; nothing changed", file, err)
	}
	for _, path := range slices.Sorted(maps.Keys(problems)) {
		fmt.Fprintf(stderr, "%s: %s: %s\n", file, path, problems[path])
	}
	return fmt.Errorf("content import: %s: %d problem(s); nothing changed", file, len(problems))
}

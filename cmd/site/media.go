package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"agencysite/internal/content"
	"agencysite/internal/database"
	"agencysite/internal/jobs"
	"agencysite/internal/media"
	"agencysite/internal/publish"
	"agencysite/web"
)

const mediaUsage = `Usage:
  site media import FILE [--alt-en TEXT] [--alt-ar TEXT] [--alt-fr TEXT] [--alt-tr TEXT] [--hero] [--database URL]
        add a picture (JPEG, PNG, WebP, AVIF or SVG) to the library and process it now;
        prints its id and the URLs it is served at. The same file twice is stored once.
  site media list [--database URL]
        every picture in the library, newest first
`

// mediaWorker is the hidden command the server runs itself as to decode
// and encode one picture (media.Child): never typed by a person.
const mediaWorker = "media-worker"

// startMedia returns the library's store and makes runner process its
// uploads, decoded and encoded by this binary run as mediaWorker.
func startMedia(db *database.DB, log *slog.Logger, runner *jobs.Runner) (*media.Store, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("media: find this program to run it as the picture worker: %w", err)
	}
	store := media.NewStore(db, usedByContent(db))
	store.Worker = media.Child{Command: []string{exe, mediaWorker}}
	runner.Add(media.NewProcessor(store, log).Kind())
	return store, nil
}

// usedByContent is what the library may not delete: the pictures of the
// working content document and of the kept published generations.
func usedByContent(db *database.DB) media.Usage {
	return content.Usage{Store: content.NewStore(db), Published: publish.NewStore(db).Contents}
}

// runMedia is "site media …": the picture library for operators and the
// scripts that ship the default content's pictures.
func runMedia(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	sub, err := newSubcommand("media", mediaUsage, []string{"import", "list"}, args, getenv, stderr)
	if err != nil {
		return err
	}
	site, err := web.SiteConfig()
	if err != nil {
		return err
	}
	alt := map[string]*string{}
	for _, lang := range site.Languages {
		alt[lang] = sub.fs.String("alt-"+lang, "", "import: the suggested alt text in "+lang)
	}
	hero := sub.fs.Bool("hero", false, "import: a full-width picture, also made 2400 pixels wide")
	var file string
	if sub.name == "import" {
		// The file comes first, flags before or after it.
		if err := sub.fs.Parse(args[1:]); err != nil {
			return err
		}
		if sub.fs.NArg() == 0 {
			fmt.Fprint(stderr, mediaUsage)
			return errors.New("media import: which file?")
		}
		file = sub.fs.Arg(0)
		args = append([]string{args[0]}, sub.fs.Args()[1:]...)
	}
	if err := sub.parse(args); err != nil {
		return err
	}
	db, err := database.Open(ctx, *sub.database)
	if err != nil {
		return err
	}
	defer db.Close()
	store := media.NewStore(db, usedByContent(db))
	if sub.name == "list" {
		return writeMediaTable(ctx, stdout, store)
	}
	data, err := readUpload(file)
	if err != nil {
		return err
	}
	texts := map[string]string{}
	for lang, v := range alt {
		if s := strings.TrimSpace(*v); s != "" {
			texts[lang] = s
		}
	}
	a, created, err := store.Upload(ctx, filepath.Base(file), data, texts, *hero, "")
	var refused *media.RefusedError
	if errors.As(err, &refused) {
		return fmt.Errorf("media import: %s: %s", file, refused.Reason)
	}
	if err != nil {
		return err
	}
	// Process now: there may be no server running to do it. When a running
	// server took it first, wait for its result.
	processor := media.NewProcessor(store, slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	waiting := time.Now()
	for a.Status == media.Pending {
		did, err := processor.Next(ctx)
		if err != nil {
			return err
		}
		if a, err = store.Get(ctx, a.ID); err != nil {
			return err
		}
		if did || a.Status != media.Pending {
			continue
		}
		if time.Since(waiting) > processor.Lease {
			return fmt.Errorf("media import: %s is still being processed by a running server after %s", a.ID, processor.Lease)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
	if a.Status == media.Failed {
		return fmt.Errorf("media import: processing %s failed: %s", a.ID, a.Error)
	}
	word := "imported"
	if !created {
		word = "already in the library"
	}
	fmt.Fprintf(stdout, "%s %s (%d×%d, %s)\n", word, a.ID, a.Width, a.Height, a.Format)
	for _, f := range a.Files {
		fmt.Fprintf(stdout, "  %s\t%d bytes\n", f.URL, f.Bytes)
	}
	return nil
}

// readUpload reads a file to import, refusing more than the library takes
// before reading it all.
func readUpload(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("media import: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(media.MaxBytes)+1))
	if err != nil {
		return nil, fmt.Errorf("media import: %w", err)
	}
	if len(data) > media.MaxBytes {
		return nil, fmt.Errorf("media import: %s is over %d MB", name, media.MaxBytes>>20)
	}
	return data, nil
}

func writeMediaTable(ctx context.Context, stdout io.Writer, store *media.Store) error {
	list, err := store.List(ctx, false)
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "ID\tSTATUS\tFORMAT\tSIZE\tBYTES\tADDED\tNAME")
	for _, a := range list {
		fmt.Fprintf(w, "%s\t%s\t%s\t%d×%d\t%d\t%s\t%s\n", a.ID, a.Status, a.Format, a.Width, a.Height, a.Bytes,
			a.Created.Format("2006-01-02 15:04"), a.Name)
	}
	return w.Flush()
}

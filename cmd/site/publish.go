package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"strconv"
	"text/tabwriter"
	"time"

	"agencysite/internal/config"
	"agencysite/internal/content"
	"agencysite/internal/database"
	"agencysite/internal/media"
	"agencysite/internal/publish"
	"agencysite/internal/render"
	"agencysite/internal/server"
	"agencysite/internal/settings"
	"agencysite/web"
)

const publishUsage = `Usage:
  site publish [--database URL] [--base-url URL] [--by NAME] [--summary TEXT] [--no-wait]
        renders the public pages whose content changed (every page when the
        live ones are another build's) and makes them live on every instance
        (a new generation) from the working content document (site content
        import); waits for a publish already running unless --no-wait
  site generations [--database URL]
        lists the kept generations (the last 20): number, when, who, what
        changed, pages, build; * marks the live one
  site rollback N [--database URL] [--base-url URL]
        makes generation N live again, with the exact bytes it had
Both are for the base URL the servers on the database started with; a
--base-url (or BASE_URL) other than theirs is refused, since no server
would serve what it made. Flags may stand before or after N.
`

// keepEnginesFor is how long a server keeps the renderers of its last
// publish (one per core; their memory stays in use while kept) for the next: the studio's
// publishes come in bursts, a few minutes apart.
const keepEnginesFor = 10 * time.Minute

// newPublisher is the publisher of the build in fsys for cfg's database
// and origin: the pages it stores are finished as this server finishes
// its own. engine renders them (renderEngine; the tests of publishing's
// plumbing give a stand-in), given the document as visitors see it, its
// pictures resolved.
func newPublisher(db *database.DB, cfg config.Config, fsys fs.FS, engine publish.Engine) (*publish.Publisher, error) {
	build, err := publish.BuildID(fsys)
	if err != nil {
		return nil, err
	}
	finish, err := server.NewFinisher(fsys, cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	companions, err := server.Companions()
	if err != nil {
		return nil, err
	}
	engine = publish.KeepWarm(engine, runtime.GOMAXPROCS(0), keepEnginesFor)
	p := &publish.Publisher{DB: db, Store: publish.NewStore(db), Engine: withoutHidden(withMedia(media.NewStore(db, nil), engine)), Finish: finish,
		Companions: companions, Build: build, BaseURL: cfg.BaseURL}
	if path, ok := database.SQLitePath(cfg.DatabaseURL); ok {
		p.SQLitePath = path
	}
	if cfg.SiteDir == "" { // the embedded build, whose pages the embedded read log is of
		p.Baseline = &publish.Baseline{Pages: fsys, Reads: web.RenderReads()}
	}
	return p, nil
}

// runPublish is "site publish", "site generations" and "site rollback N",
// rendering with engine (renderEngine).
func runPublish(ctx context.Context, engine publish.Engine, command string, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, err := config.Load(nil, getenv, stderr)
	if err != nil {
		return err
	}
	fset := flag.NewFlagSet("site "+command, flag.ContinueOnError)
	fset.SetOutput(stderr)
	fset.Usage = func() { fmt.Fprint(stderr, publishUsage) }
	fset.StringVar(&cfg.DatabaseURL, "database", cfg.DatabaseURL, "SQLite file path, or a postgres:// URL (env DATABASE_URL)")
	fset.StringVar(&cfg.BaseURL, "base-url", cfg.BaseURL, "the public URL the servers use (env BASE_URL)")
	by := fset.String("by", getenv("USER"), "who publishes, for the list of generations")
	summary := fset.String("summary", "", "what changed, for the list of generations")
	noWait := fset.Bool("no-wait", false, "fail instead of waiting for a publish already running")
	positional, err := parseInterleaved(fset, args)
	if err != nil {
		return err
	}
	var id int64
	if command == "rollback" {
		if len(positional) == 0 {
			fset.Usage()
			return errors.New("rollback: want a generation number")
		}
		if id, err = strconv.ParseInt(positional[0], 10, 64); err != nil || id <= 0 {
			fset.Usage()
			return fmt.Errorf("rollback: %q is not a generation number", positional[0])
		}
		positional = positional[1:]
	}
	if len(positional) > 0 {
		return fmt.Errorf("%s: unexpected argument %q", command, positional[0])
	}
	db, err := database.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if command != "generations" {
		given := getenv("BASE_URL") != ""
		fset.Visit(func(f *flag.Flag) { given = given || f.Name == "base-url" })
		if cfg.BaseURL, err = servedBaseURL(ctx, newSettings(db, cfg), cfg.BaseURL, given); err != nil {
			return fmt.Errorf("%s: %w", command, err)
		}
	}
	var fsys fs.FS = web.Client()
	if cfg.SiteDir != "" {
		fsys = os.DirFS(cfg.SiteDir)
	}
	p, err := newPublisher(db, cfg, fsys, engine)
	if err != nil {
		return err
	}
	switch command {
	case "publish":
		store := content.NewStore(db)
		doc, err := store.Working(ctx)
		if err != nil {
			return err
		}
		res, err := p.Publish(ctx, publish.Request{Content: doc.Body, By: *by, Summary: *summary, Wait: !*noWait})
		if err != nil {
			return err
		}
		// Every draft went live: none has an author or a mark any more.
		if err := store.Settle(ctx, doc.Body); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "site: published generation %d: %d pages rendered, %d unchanged, %d files (%d new) in %.1f s\n",
			res.Generation, res.Pages, res.Reused, res.Files, res.New, res.Took.Seconds())
	case "generations":
		return listGenerations(ctx, p.Store, stdout)
	case "rollback":
		g, err := p.Rollback(ctx, id)
		if errors.Is(err, publish.ErrNotFound) {
			return fmt.Errorf("rollback: no generation %d is kept (site generations lists them)", id)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "site: generation %d is live again (%s, by %s: %s)\n", g.ID,
			g.CreatedAt.Format("2006-01-02 15:04:05 UTC"), orDash(g.CreatedBy), orDash(g.Summary))
	}
	return nil
}

// renderEngine is internal/render's engine (the front end's own server
// build in QuickJS) as what publishing renders with.
func renderEngine(ctx context.Context, doc []byte) (publish.Renderer, error) {
	e, err := render.New(ctx, doc, render.Options{})
	if err != nil {
		return nil, err
	}
	return renderer{e}, nil
}

// withMedia renders a document with what its uploaded pictures need
// (content.WithMedia): the one place a publish, a re-render or an upgrade
// resolves them, so every generation has the pictures ready at its time.
// The document is rendered with its fields in the build's order, whoever
// wrote it: a render prints some in their order (content.InBuildOrder).
func withMedia(r content.Resolver, engine publish.Engine) publish.Engine {
	return func(ctx context.Context, doc []byte) (publish.Renderer, error) {
		doc, err := content.WithMedia(ctx, doc, r)
		if err != nil {
			return nil, err
		}
		if doc, err = content.InBuildOrder(doc); err != nil {
			return nil, err
		}
		return engine(ctx, doc)
	}
}

// renderer is a publish.Tracker: a publish renders only the pages whose
// reads of the content changed.
type renderer struct{ *render.Engine }

func (r renderer) Render(ctx context.Context, path string) (publish.Page, error) {
	p, err := r.Engine.Render(ctx, path)
	return publish.Page{HTML: p.HTML, Data: p.Data, Reads: publishReads(p.Reads)}, err
}

func (r renderer) StartReads() *publish.Reads { return publishReads(r.Engine.StartReads()) }

// Reload makes the engine render doc: a publish reuses it (publish.KeepWarm).
func (r renderer) Reload(ctx context.Context, doc []byte) error { return r.Engine.SetContent(ctx, doc) }

func publishReads(r *render.Reads) *publish.Reads {
	if r == nil {
		return nil
	}
	return &publish.Reads{Keys: r.Keys, Digest: r.Digest}
}

func listGenerations(ctx context.Context, store *publish.Store, stdout io.Writer) error {
	gens, err := store.List(ctx)
	if err != nil {
		return err
	}
	if len(gens) == 0 {
		fmt.Fprintln(stdout, "site: nothing published yet: the binary's own pages are served")
		return nil
	}
	w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "\tN\tWHEN (UTC)\tBY\tPAGES\tBUILD\tWHAT CHANGED")
	for _, g := range gens {
		live := ""
		if g.Live {
			live = "*"
		}
		fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%d\t%s\t%s\n", live, g.ID, g.CreatedAt.Format("2006-01-02 15:04:05"),
			orDash(g.CreatedBy), g.Pages, g.Build, orDash(g.Summary))
	}
	return w.Flush()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// servedBaseURL is the base URL a publish or a rollback is for: the one the
// servers on the database started with, unless another is given (flag or
// BASE_URL), which is then refused: its generation would be left unserved
// (Generation.Fits), and the command would say it succeeded.
func servedBaseURL(ctx context.Context, s *settings.Store, url string, given bool) (string, error) {
	served, ok, err := s.ServedBaseURL(ctx)
	switch {
	case err != nil:
		return "", err
	case !ok:
		return url, nil // no server started on this database yet
	case !given:
		return served, nil
	case url != served:
		return "", fmt.Errorf("the servers on this database serve %s, and this is for %s: its pages would not be served; "+
			"leave --base-url and BASE_URL out to use theirs, or start the servers with the new one first", served, url)
	}
	return url, nil
}

// parseInterleaved parses fs's flags wherever they stand among the
// arguments ("rollback 3 --database x" as "rollback --database x 3") and
// returns the arguments that are not flags, in order.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return positional, nil
		}
		positional = append(positional, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

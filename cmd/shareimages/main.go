// Command shareimages draws the share preview of every prerendered page of
// a build, from the page's own <title> and <html dir>, to
// og/{lang}/{page}.png beside it (the server names them in og:image and
// twitter:image, internal/server/head.go). Pages of the /a/ variant share
// their default page's preview. `make build` runs it after `npm run
// build`; a publish draws the previews of the pages it renders with the
// same code (internal/shareimage, docs/decisions/0230).
//
//	go run ./cmd/shareimages web/build/client
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"agencysite/internal/shareimage"
	"agencysite/web"
)

func main() {
	if err := run(context.Background(), os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "shareimages:", err)
		os.Exit(1)
	}
}

func run(_ context.Context, args []string, stdout io.Writer) error {
	if len(args) != 1 {
		return errors.New("usage: shareimages BUILD_DIR (web/build/client)")
	}
	root := args[0]
	cfg, err := web.SiteConfig()
	if err != nil {
		return err
	}
	skip := map[string]bool{"og": true, "assets": true}
	for _, v := range cfg.Variants {
		if p := strings.TrimPrefix(v.Prefix, "/"); p != "" {
			skip[p] = true
		}
	}
	pages := map[string]shareimage.Page{}
	err = fs.WalkDir(os.DirFS(root), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && skip[name] {
			return fs.SkipDir
		}
		dir, ok := strings.CutSuffix(name, "/index.html")
		if !ok {
			return nil
		}
		body, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			return err
		}
		p, err := shareimage.FromHTML(body)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		pages[path.Join("og", dir+".png")] = p
		return nil
	})
	if err != nil {
		return err
	}
	if len(pages) == 0 {
		return fmt.Errorf("no prerendered pages in %s: build the front end first", root)
	}
	images, err := shareimage.DrawAll(pages)
	if err != nil {
		return err
	}
	if err := os.RemoveAll(filepath.Join(root, "og")); err != nil {
		return err
	}
	for name, png := range images {
		out := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(out, png, 0o644); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "drew %d share previews in %s\n", len(images), filepath.Join(root, "og"))
	return nil
}

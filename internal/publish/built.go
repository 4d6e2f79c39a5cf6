package publish

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
)

// BuiltPages is an Engine that "renders" by reading the pages the front-end
// build prerendered into fsys (web/build/client): the default content,
// exactly as built: real pages for the tests of publishing and serving,
// without running the renderer. It refuses any other content document,
// since it cannot render one.
func BuiltPages(fsys fs.FS) Engine {
	return func(ctx context.Context, content []byte) (Renderer, error) {
		if len(content) > 0 {
			return nil, errors.New("publish: this binary has no renderer for a content document; it can publish only its built pages")
		}
		var paths []string
		err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
			if dir, ok := strings.CutSuffix(name, "/index.html"); ok && err == nil {
				paths = append(paths, "/"+dir)
			}
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("publish: built pages: %w", err)
		}
		slices.Sort(paths)
		return builtPages{fsys, paths}, nil
	}
}

type builtPages struct {
	fsys  fs.FS
	paths []string
}

func (b builtPages) Paths(context.Context) ([]string, error) { return b.paths, nil }

func (b builtPages) Render(ctx context.Context, path string) (Page, error) {
	html, err := fs.ReadFile(b.fsys, strings.TrimPrefix(path, "/")+"/index.html")
	if err != nil {
		return Page{}, err
	}
	data, err := fs.ReadFile(b.fsys, strings.TrimPrefix(path, "/")+".data")
	if errors.Is(err, fs.ErrNotExist) {
		return Page{HTML: html}, nil
	}
	return Page{HTML: html, Data: data}, err
}

func (builtPages) Close() error { return nil }

// BuildID names the front-end build in fsys by its hashed asset files:
// pages rendered with one build load scripts only that build has.
func BuildID(fsys fs.FS) (string, error) {
	names, err := fs.Glob(fsys, "assets/*")
	if err != nil {
		return "", fmt.Errorf("publish: build id: %w", err)
	}
	slices.Sort(names)
	return Sum([]byte(strings.Join(names, "\n")))[:12], nil
}

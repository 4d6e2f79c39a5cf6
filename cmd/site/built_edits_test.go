package main

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"

	"agencysite/internal/content"
	"agencysite/internal/publish"
	"agencysite/web"
)

// builtEdits is the engine of the tests of publishing's plumbing, in place
// of renderEngine, whose QuickJS takes about half a minute of CPU for
// every page (TestPublishEveryFamilyAndATenthProject is the publish through
// it): it "renders" the build's own pages (publish.BuiltPages) with each
// text the document changed from the build's content (content.Default),
// compared item by item, put in place of the old text wherever the build
// shows it. So a publish of the build's content is the build, and a publish
// of an edited sentence shows it where the old one was. It keeps the
// documents it was given.
type builtEdits struct {
	mu   sync.Mutex
	docs [][]byte
}

func (b *builtEdits) engine(ctx context.Context, doc []byte) (publish.Renderer, error) {
	var built, given any
	if err := json.Unmarshal(content.Default(), &built); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(doc, &given); err != nil {
		return nil, err
	}
	b.mu.Lock()
	b.docs = append(b.docs, doc)
	b.mu.Unlock()
	var pairs []string
	changedTexts(built, given, func(old, new string) { pairs = append(pairs, old, new) })
	r, err := publish.BuiltPages(web.Client())(ctx, nil)
	return editedPages{r, strings.NewReplacer(pairs...)}, err
}

// given returns the documents the engine was given, in order.
func (b *builtEdits) given() [][]byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Clone(b.docs)
}

// changedTexts calls f with each string of built that given holds changed
// at the same place (key or index).
func changedTexts(built, given any, f func(old, new string)) {
	switch b := built.(type) {
	case string:
		if g, ok := given.(string); ok && g != b {
			f(b, g)
		}
	case map[string]any:
		g, _ := given.(map[string]any)
		for _, k := range slices.Sorted(maps.Keys(b)) {
			if v, ok := g[k]; ok {
				changedTexts(b[k], v, f)
			}
		}
	case []any:
		g, _ := given.([]any)
		for i := range min(len(b), len(g)) {
			changedTexts(b[i], g[i], f)
		}
	}
}

type editedPages struct {
	publish.Renderer
	edits *strings.Replacer
}

func (e editedPages) Render(ctx context.Context, path string) (publish.Page, error) {
	p, err := e.Renderer.Render(ctx, path)
	if err != nil {
		return p, err
	}
	p.HTML = []byte(e.edits.Replace(string(p.HTML)))
	if p.Data != nil {
		p.Data = []byte(e.edits.Replace(string(p.Data)))
	}
	return p, nil
}

package publish

import (
	"context"
	"path"
	"slices"
	"strings"
)

// liveFiles returns the hash of every file of the live generation by
// name, nil when nothing is live; no bodies are read.
func (p *Publisher) liveFiles(ctx context.Context) (map[string]string, error) {
	id, err := p.Store.Live(ctx)
	if err != nil || id == 0 {
		return nil, err
	}
	files, err := p.Store.Files(ctx, id, func(string) bool { return true })
	if err != nil {
		return nil, err
	}
	was := make(map[string]string, len(files))
	for _, f := range files {
		was[f.Name] = f.Hash
	}
	return was, nil
}

// changedPages lists the pages of files whose page or .data is new,
// differs from was (the live generation's hashes) or is gone, sorted: what
// a person who published can go and look at.
func changedPages(was map[string]string, files []File) []string {
	seen := map[string]bool{}
	now := make(map[string]bool, len(files))
	page := func(name string) {
		if p := strings.TrimSuffix(name, ".data"); path.Ext(p) == "" { // not a share image
			seen[p] = true
		}
	}
	for _, f := range files {
		now[f.Name] = true
		if was[f.Name] != f.Hash {
			page(f.Name)
		}
	}
	for name := range was {
		if !now[name] {
			page(name)
		}
	}
	changed := make([]string, 0, len(seen))
	for page := range seen {
		changed = append(changed, page)
	}
	slices.Sort(changed)
	return changed
}

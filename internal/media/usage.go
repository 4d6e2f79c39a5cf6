package media

import (
	"context"
	"encoding/json"
	"fmt"
)

// Usage says which assets the site uses: those referenced by the working
// content document or by a live generation of the published pages. The
// content package implements it (with ReferencedIn over its documents);
// the library asks it before deleting, and to list what may be deleted.
type Usage interface {
	UsedAssets(ctx context.Context) (map[string]bool, error)
}

// UsageFunc makes a function a Usage.
type UsageFunc func(ctx context.Context) (map[string]bool, error)

// UsedAssets calls f.
func (f UsageFunc) UsedAssets(ctx context.Context) (map[string]bool, error) { return f(ctx) }

// ReferencedIn adds to used the asset id of every uploaded picture in a
// JSON document: any object whose "media" member is an asset id, wherever
// it sits ({"media": "<id>", "alt": {…}, "decorative": false}).
func ReferencedIn(doc []byte, used map[string]bool) error {
	var v any
	if err := json.Unmarshal(doc, &v); err != nil {
		return fmt.Errorf("media: read references: %w", err)
	}
	walk(v, used)
	return nil
}

func walk(v any, used map[string]bool) {
	switch t := v.(type) {
	case map[string]any:
		if id, ok := t["media"].(string); ok && ValidID(id) {
			used[id] = true
		}
		for _, c := range t {
			walk(c, used)
		}
	case []any:
		for _, c := range t {
			walk(c, used)
		}
	}
}

package content

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"agencysite/internal/media"
)

// Usage is the content's media.Usage: the library may not delete a
// picture that the working document or a kept generation of the published
// pages refers to (a rollback brings a generation's pictures back).
type Usage struct {
	Store *Store
	// Published returns the content documents of the kept generations;
	// nil when nothing is published from this database.
	Published func(ctx context.Context) ([][]byte, error)
}

// UsedAssets lists every asset id referenced by those documents.
func (u Usage) UsedAssets(ctx context.Context) (map[string]bool, error) {
	used := map[string]bool{}
	doc, err := u.Store.Working(ctx)
	if err != nil {
		return nil, err
	}
	if err := media.ReferencedIn(doc.Body, used); err != nil {
		return nil, fmt.Errorf("content: used assets: %w", err)
	}
	if u.Published == nil {
		return used, nil
	}
	docs, err := u.Published(ctx)
	if err != nil {
		return nil, fmt.Errorf("content: used assets: %w", err)
	}
	for _, d := range docs {
		if err := media.ReferencedIn(d, used); err != nil {
			return nil, fmt.Errorf("content: used assets: %w", err)
		}
	}
	return used, nil
}

// Resolver gives what a page needs to show each ready asset (media.Store).
type Resolver interface {
	Resolve(ctx context.Context, ids []string) (map[string]media.Meta, error)
}

// WithMedia returns doc as the pages render it: with a "media" member that
// maps each referenced asset that is ready to its sizes, formats,
// placeholder and colour (siteContent().media in the loaders), which the
// picture component needs beside the reference's alt text. A picture still
// processing, failed or deleted is left out, and the page shows none
// there. A document without references is returned as it is.
func WithMedia(ctx context.Context, doc []byte, r Resolver) ([]byte, error) {
	used := map[string]bool{}
	if err := media.ReferencedIn(doc, used); err != nil {
		return nil, fmt.Errorf("content: with media: %w", err)
	}
	if len(used) == 0 {
		return doc, nil
	}
	metas, err := r.Resolve(ctx, slices.Sorted(maps.Keys(used)))
	if err != nil {
		return nil, fmt.Errorf("content: with media: %w", err)
	}
	var d map[string]json.RawMessage
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, fmt.Errorf("content: with media: %w", err)
	}
	if d["media"], err = json.Marshal(metas); err != nil {
		return nil, fmt.Errorf("content: with media: %w", err)
	}
	out, err := json.Marshal(d)
	if err != nil {
		return nil, fmt.Errorf("content: with media: %w", err)
	}
	return out, nil
}

package main

import (
	"context"

	"agencysite/internal/content"
	"agencysite/internal/publish"
)

// withoutHidden renders a document as visitors see it: its hidden items
// left out (content.Public, docs/decisions/0306) before anything else reads
// it. The publisher's one engine, so a publish, a preview, a re-render and
// an upgrade all render without them.
func withoutHidden(engine publish.Engine) publish.Engine {
	return func(ctx context.Context, doc []byte) (publish.Renderer, error) {
		doc, err := content.Public(doc)
		if err != nil {
			return nil, err
		}
		return engine(ctx, doc)
	}
}

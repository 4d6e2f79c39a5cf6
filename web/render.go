package web

import (
	"embed"
	"errors"
	"fmt"
)

// The render bundle (scripts/render-bundle.mjs): React Router's server build
// and its polyfills, which internal/render runs to prerender pages inside the
// binary. Browsers never load it: it is not under build/client.
//
//go:embed all:build/render
var render embed.FS

// ErrNoRenderBundle is returned when the binary was built without the front
// end's render bundle (a fresh clone before `make build`).
var ErrNoRenderBundle = errors.New("web: no render bundle: run `make build` (npm run build writes build/render)")

// RenderBundle returns the two scripts of the render bundle, run in this
// order: the prelude (polyfills) and the main script (the server build).
func RenderBundle() (prelude, main []byte, err error) {
	prelude, err = render.ReadFile("build/render/prelude.js")
	if err != nil {
		return nil, nil, fmt.Errorf("%w (%v)", ErrNoRenderBundle, err)
	}
	main, err = render.ReadFile("build/render/main.js")
	if err != nil {
		return nil, nil, fmt.Errorf("%w (%v)", ErrNoRenderBundle, err)
	}
	return prelude, main, nil
}

// RenderReads returns what rendering every page of the build's content
// read (cmd/pagereads, at `make build`), nil when it was not written: a
// first publish then renders every page.
func RenderReads() []byte {
	b, err := render.ReadFile("build/render/reads.json.gz")
	if err != nil {
		return nil
	}
	return b
}

package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"agencysite/internal/content"
	"agencysite/internal/publish"
	"agencysite/internal/validation"
)

type historyItem struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	By      string    `json:"by"`
	Summary string    `json:"summary"`
	restored
	Pages int  `json:"pages"`
	Live  bool `json:"live"`
}

// restored is what a restore took back, for the studio to say in its
// reader's language: the version (0 when the publish was no restore) and
// the item's pointer ("" for the whole site). A restore's summary is
// empty; one recorded before these fields keeps its English sentence.
type restored struct {
	From int64  `json:"restoredFrom"`
	Item string `json:"restoredItem"`
}

func (p publishing) history() http.Handler {
	return publishingAction(p, http.StatusOK, func(r *http.Request, _ none) (any, error) {
		gens, err := p.jobs.Publisher.Store.List(r.Context())
		if err != nil {
			return nil, err
		}
		items := make([]historyItem, 0, len(gens))
		for _, g := range gens {
			items = append(items, historyItem{ID: g.ID, At: g.CreatedAt, By: g.CreatedBy, Summary: g.Summary,
				restored: restored{g.RestoredFrom, g.RestoredItem}, Pages: g.Pages, Live: g.Live})
		}
		return map[string]any{"items": items}, nil
	})
}

// diff compares generation {id}'s content with the kept generation before
// it (nothing when it is the oldest kept: every item added).
func (p publishing) diff() http.Handler {
	return publishingAction(p, http.StatusOK, func(r *http.Request, _ none) (any, error) {
		id, err := pathID(r)
		if err != nil {
			return nil, err
		}
		gens, err := p.jobs.Publisher.Store.List(r.Context())
		if err != nil {
			return nil, err
		}
		i := slices.IndexFunc(gens, func(g publish.Generation) bool { return g.ID == id })
		if i < 0 {
			return nil, publish.ErrNotFound
		}
		var before []byte
		if i+1 < len(gens) { // newest first: the one before is next
			before = gens[i+1].Content
		}
		changes, err := content.Diff(before, gens[i].Content)
		if err != nil {
			return nil, err
		}
		res := map[string]any{"changes": changes}
		if i+1 < len(gens) {
			res["against"] = gens[i+1].ID
		}
		return res, nil
	})
}

type restoreRequest struct {
	Pointer string `json:"pointer"`
}

// restore publishes generation {id}'s content again, whole or one item of
// it, as a new publish (a new generation, audited): the rest of the live
// site stays as it is. The working document takes the restored content
// too, or the next publish would undo the restore (docs/decisions/0290).
func (p publishing) restore() http.Handler {
	return publishingAction(p, http.StatusAccepted, func(r *http.Request, req restoreRequest) (any, error) {
		ctx, s := r.Context(), current(r)
		id, err := pathID(r)
		if err != nil {
			return nil, err
		}
		store := p.jobs.Publisher.Store
		version, err := store.Generation(ctx, id)
		if err != nil {
			return nil, err
		}
		if len(version.Content) == 0 {
			return nil, validation.Problems{"id": "no_content"} // published before content was data
		}
		publishDoc, working := version.Content, version.Content
		if req.Pointer != "" {
			live, err := store.Live(ctx)
			if err != nil {
				return nil, err
			}
			current, err := store.Generation(ctx, live)
			if err != nil {
				return nil, err
			}
			if publishDoc, err = content.CopyItem(version.Content, current.Content, req.Pointer); err != nil {
				return nil, restoreProblem(err)
			}
			doc, err := p.content.Working(ctx)
			if err != nil {
				return nil, err
			}
			if working, err = content.CopyItem(version.Content, doc.Body, req.Pointer); err != nil {
				return nil, restoreProblem(err)
			}
		}
		live, err := store.LiveContent(ctx)
		if err != nil {
			return nil, err
		}
		if err := checkComplete(publishDoc, orBuild(live), nil); err != nil {
			return nil, err
		}
		job, err := p.jobs.Restore(ctx, s.user.ID, s.user.Name, id, req.Pointer, publishDoc)
		if err != nil {
			return nil, err
		}
		// Only after the publish began: a refused restore changes nothing.
		if err := p.content.Replace(ctx, working, s.user.Name); err != nil {
			p.log.Warn("restore: the working document keeps its draft", "err", err)
		}
		target := "generation:" + strconv.FormatInt(id, 10)
		if req.Pointer != "" {
			target += req.Pointer
		}
		if err := p.auth.Record(ctx, s.actor, "content.restored", target, restoreLine(id, req.Pointer)); err != nil {
			return nil, err
		}
		return map[string]any{"id": job.ID}, nil
	})
}

// restoreLine is the audit log's detail of a restore: a line for
// operators, in English (the studio says it in its reader's language).
func restoreLine(from int64, item string) string {
	if item == "" {
		item = "the whole site"
	}
	return fmt.Sprintf("Restored %s to version %d", item, from)
}

func restoreProblem(err error) error {
	if errors.Is(err, content.ErrItemMissing) {
		return validation.Problems{"pointer": "unknown"}
	}
	return err
}

// previewCSP lets a preview draw (the build's styles, pictures, fonts)
// but run nothing: its scripts would route by the preview's own URL. The
// studio may frame it.
const previewCSP = "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; frame-ancestors 'self'"

// previewHeaders are the headers of every preview answer: never cached or
// indexed, drawn under previewCSP, framed by the studio alone (the
// X-Frame-Options every other answer carries says DENY).
func previewHeaders(h http.Header) {
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Robots-Tag", "noindex, nofollow")
	h.Set("Content-Security-Policy", previewCSP)
	h.Set("X-Frame-Options", "SAMEORIGIN")
}

// preview renders one page of the working document with the publisher's
// engine: only for signed-in people, never cached, never indexed, never
// stored. Server-Timing says how long the render took.
func (p publishing) preview() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := p.ready(); err != nil {
			respondError(w, r, p.log, err)
			return
		}
		path := r.URL.Query().Get("path")
		if !strings.HasPrefix(path, "/") {
			respondError(w, r, p.log, validation.Problems{"path": "required"})
			return
		}
		html, took, err := p.render(r.Context(), path)
		if errors.Is(err, ErrPreviewBusy) {
			lang := "en"
			if s := current(r); s != nil {
				lang = s.user.Language
			}
			previewBusy(w, lang)
			return
		}
		if err != nil {
			respondError(w, r, p.log, err)
			return
		}
		h := w.Header()
		previewHeaders(h)
		h.Set("Server-Timing", fmt.Sprintf("render;dur=%d", took.Milliseconds()))
		w.Write(withoutScripts(html))
	})
}

// render renders path from the working document; ErrNotFound when the
// document has no such page.
func (p publishing) render(ctx context.Context, path string) (html []byte, took time.Duration, err error) {
	start := time.Now()
	doc, err := p.content.Working(ctx)
	if err != nil {
		return nil, 0, err
	}
	if p.warm == nil || p.jobs.Publisher.Engine == nil {
		return nil, 0, ErrPublishingOff
	}
	page, err := p.warm.render(ctx, p.jobs.Publisher.Engine, doc.Body, path)
	return page.HTML, time.Since(start), err
}

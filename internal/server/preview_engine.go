package server

import (
	"context"
	"errors"
	"fmt"
	"html"
	"net/http"
	"slices"
	"strconv"
	"sync/atomic"
	"time"

	"agencysite/internal/publish"
)

// A preview's limits. Previews render one at a time on one warm engine; a
// person clicking through languages queues a few, a flood is refused at
// once (503) rather than piled up behind a mutex.
const (
	previewQueue = 8                // previews that may wait for the engine; more are refused
	previewWait  = 30 * time.Second // the longest a preview waits for its turn
	previewStart = time.Minute      // an engine's start, whatever the request that began it
	previewMax   = 10 * time.Second // one page's render
	previewIdle  = 2 * time.Minute  // a warm engine kept for the next preview of its document
)

// ErrPreviewBusy: the preview queue is full, or the preview waited
// previewWait for its turn; answered 503 with Retry-After.
var ErrPreviewBusy = errors.New("preview: busy")

// previewBusyRetry is the Retry-After of a busy answer, in seconds.
const previewBusyRetry = 2

// previewBusyText says, in the back office's four languages, that the
// preview follows: the studio shows it in its frame, which reloads itself.
var previewBusyText = map[string]string{
	"en": "Many previews are being drawn at once. This one follows in a moment.",
	"ar": "تُرسم معاينات كثيرة في الوقت نفسه. ستظهر هذه المعاينة بعد لحظات.",
	"fr": "Beaucoup d’aperçus sont en cours de rendu. Celui-ci suit dans un instant.",
	"tr": "Aynı anda birçok önizleme hazırlanıyor. Bu önizleme birazdan gelecek.",
}

// previewBusy answers a preview refused for the queue: 503 with
// Retry-After, as a page the studio's frame may show (the API's JSON
// error would be refused a frame) that loads the preview again after
// Retry-After, in the reader's language.
func previewBusy(w http.ResponseWriter, lang string) {
	text, ok := previewBusyText[lang]
	if !ok {
		lang, text = "en", previewBusyText["en"]
	}
	dir := "ltr"
	if lang == "ar" {
		dir = "rtl"
	}
	h := w.Header()
	previewHeaders(h)
	h.Set("Retry-After", strconv.Itoa(previewBusyRetry))
	w.WriteHeader(http.StatusServiceUnavailable)
	fmt.Fprintf(w, `<!doctype html><html lang="%s" dir="%s"><meta charset="utf-8"><meta http-equiv="refresh" content="%d"><title>%s</title><p style="font:16px system-ui,sans-serif;margin:2rem">%s</p></html>`,
		lang, dir, previewBusyRetry, html.EscapeString(text), html.EscapeString(text))
}

// previewEngine keeps one renderer started on the last previewed
// document: starting one costs more than rendering a page, and a person
// previews several pages of one draft in a row. It is closed when the
// document changes, when a render fails, or after previewIdle.
//
// The engine is started and renders with a context of its own (bounded by
// previewStart and previewMax), not the request's: a request that gives up
// leaves the start or the render to finish for the next one, instead of
// interrupting the engine, which an interrupt leaves unusable.
type previewEngine struct {
	turn    chan struct{} // one token: the holder uses the engine
	waiting atomic.Int32
	doc     string // the document r was started on
	r       publish.Renderer
	paths   []string
	idle    *time.Timer
}

func newPreviewEngine() *previewEngine {
	return &previewEngine{turn: make(chan struct{}, 1)}
}

func (e *previewEngine) render(ctx context.Context, engine publish.Engine, doc []byte, path string) (publish.Page, error) {
	if err := e.wait(ctx); err != nil {
		return publish.Page{}, err
	}
	defer func() { <-e.turn }()
	if e.idle != nil {
		e.idle.Stop()
	}
	if e.r != nil && e.doc != string(doc) {
		e.closeLocked()
	}
	own := context.WithoutCancel(ctx)
	if e.r == nil {
		start, cancel := context.WithTimeout(own, previewStart)
		defer cancel()
		r, err := engine(start, doc)
		if err != nil {
			return publish.Page{}, fmt.Errorf("preview: start renderer: %w", err)
		}
		paths, err := r.Paths(start)
		if err != nil {
			r.Close()
			return publish.Page{}, fmt.Errorf("preview: paths: %w", err)
		}
		e.r, e.doc, e.paths = r, string(doc), paths
	}
	e.idle = time.AfterFunc(previewIdle, e.closeIdle)
	if !slices.Contains(e.paths, path) {
		return publish.Page{}, publish.ErrNotFound
	}
	rendering, cancel := context.WithTimeout(own, previewMax)
	defer cancel()
	page, err := e.r.Render(rendering, path)
	if err != nil {
		e.closeLocked() // a failed engine may be unusable (render.ErrClosed)
		return page, fmt.Errorf("preview: render %s: %w", path, err)
	}
	return page, nil
}

// wait takes the engine's turn: at once when free, after the previews
// before it otherwise; ErrPreviewBusy when previewQueue already wait or
// previewWait passes, ctx's error when the request ends first.
func (e *previewEngine) wait(ctx context.Context) error {
	if e.waiting.Add(1) > previewQueue {
		e.waiting.Add(-1)
		return ErrPreviewBusy
	}
	defer e.waiting.Add(-1)
	timer := time.NewTimer(previewWait)
	defer timer.Stop()
	select {
	case e.turn <- struct{}{}:
		return nil
	case <-timer.C:
		return ErrPreviewBusy
	case <-ctx.Done():
		return ctx.Err()
	}
}

// closeIdle closes an engine left unused for previewIdle, unless a
// preview holds it now (it sets the timer again when done).
func (e *previewEngine) closeIdle() {
	select {
	case e.turn <- struct{}{}:
		e.closeLocked()
		<-e.turn
	default:
	}
}

// closeLocked closes the engine; the caller holds the turn.
func (e *previewEngine) closeLocked() {
	if e.r != nil {
		e.r.Close()
	}
	e.r, e.doc, e.paths = nil, "", nil
}

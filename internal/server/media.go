package server

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/media"
	"agencysite/internal/validation"
)

// mediaCSP is the policy of a served SVG: opened on its own it runs
// nothing, loads nothing and is sandboxed, whatever the sanitiser missed;
// its own <style> elements still apply.
const mediaCSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

// handleMedia serves /media/{id}-{width}.{format}: the one name it takes is
// parsed, never used as a path, and looked up in the database (through
// the files' memory cache). The files never change, so they are cached for
// a year; each URL is one format, so there is nothing to Vary on.
//
// A plain GET or HEAD, nearly every request, is answered from the cached
// bytes with header values built once, as pages are (decision 0171);
// ranges and conditional requests go through http.ServeContent.
func handleMedia(log *slog.Logger, files *media.Files) http.Handler {
	types := map[media.Format][]string{}
	for _, f := range []media.Format{media.JPEG, media.PNG, media.WebP, media.AVIF, media.SVG} {
		types[f] = []string{f.ContentType()}
	}
	cacheControl, acceptRanges, csp := []string{"public, max-age=31536000, immutable"}, []string{"bytes"}, []string{mediaCSP}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The name as the mux's {file} would give it, which pagesFirst
		// does not set.
		f, ok := media.ParseFile(strings.TrimPrefix(r.URL.Path, "/media/"))
		if !ok || files == nil {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		served, err := files.Open(r.Context(), f)
		if errors.Is(err, media.ErrNotFound) {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		h := w.Header()
		h["Content-Type"] = types[f.Format]
		h["Cache-Control"] = cacheControl
		h["Etag"] = served.ETag
		// Pages of this site load them; other sites may not hotlink them
		// into theirs (the global same-origin policy stays).
		// An SVG opened on its own is a document; a raster picture
		// leaves out what only a document reads, as scripts do.
		if f.Format == media.SVG {
			h["Content-Security-Policy"] = csp
		} else {
			for _, name := range documentOnlyHeaders {
				delete(h, name)
			}
		}
		if conditional(r) {
			http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(served.Data))
			return
		}
		h["Accept-Ranges"] = acceptRanges
		h["Content-Length"] = served.Length
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(served.Data)
		}
	})
}

// conditional reports whether a request asks for part of a file or for it
// only under a condition, which http.ServeContent answers.
func conditional(r *http.Request) bool {
	for _, name := range []string{"Range", "If-None-Match", "If-Match", "If-Modified-Since", "If-Unmodified-Since", "If-Range"} {
		if _, ok := r.Header[name]; ok {
			return true
		}
	}
	return false
}

// mediaUpload is a write whose body is the file itself, not JSON: apiGuard
// lets it through with any type a cross-site form cannot send.
type mediaUpload struct{ http.Handler }

// uploadMedia takes a file as the request body (any image type, or
// application/octet-stream), named by ?name= and flagged ?hero=1 for a
// full-width picture. 201 with the asset when it is new, 200 with the
// existing one when the same file was uploaded before.
func (h adminAPI) uploadMedia() http.Handler {
	return mediaUpload{http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if h.media == nil {
			respondError(w, r, h.log, ErrNoEndpoint)
			return
		}
		if r.ContentLength > int64(media.MaxBytes) {
			// Said before a byte is read (and before "100 Continue" is sent):
			// the client need not send it (issue 35, D13).
			respondError(w, r, h.log, media.ErrTooLarge)
			return
		}
		data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, int64(media.MaxBytes)))
		if err != nil {
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				err = media.ErrTooLarge
			}
			respondError(w, r, h.log, err)
			return
		}
		q := r.URL.Query()
		hero, _ := strconv.ParseBool(q.Get("hero"))
		by := ""
		if s := current(r); s != nil {
			by = s.user.ID
		}
		a, created, err := h.media.Upload(r.Context(), q.Get("name"), data, nil, hero, by)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		status := http.StatusOK
		if created {
			status = http.StatusCreated
			if h.mediaWake != nil {
				h.mediaWake()
			}
		}
		writeJSON(w, status, a)
	})}
}

func (h adminAPI) listMedia() http.Handler {
	return listed(h.log, "assets", func(r *http.Request) (any, error) {
		if h.media == nil {
			return nil, ErrNoEndpoint
		}
		unused, _ := strconv.ParseBool(r.URL.Query().Get("unused"))
		return h.media.List(r.Context(), unused)
	})
}

func (h adminAPI) mediaAsset() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		if h.media == nil {
			return nil, ErrNoEndpoint
		}
		return h.media.Get(r.Context(), r.PathValue("id"))
	})
}

// focalRequest is a focal point; both coordinates are required ({} or
// null was the top left corner, issue 35, D13).
type focalRequest struct {
	X *float64 `json:"x"`
	Y *float64 `json:"y"`
}

func (h adminAPI) setMediaFocal() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req focalRequest) (any, error) {
		if h.media == nil {
			return nil, ErrNoEndpoint
		}
		p := validation.Problems{}
		if req.X == nil {
			p.Add("x", "required")
		}
		if req.Y == nil {
			p.Add("y", "required")
		}
		if err := p.Err(); err != nil {
			return nil, err
		}
		return h.media.SetFocal(r.Context(), r.PathValue("id"), *req.X, *req.Y)
	})
}

func (h adminAPI) retryMedia() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		if h.media == nil {
			return nil, ErrNoEndpoint
		}
		a, err := h.media.Retry(r.Context(), r.PathValue("id"))
		if err == nil && h.mediaWake != nil {
			h.mediaWake()
		}
		return a, err
	})
}

func (h adminAPI) deleteMedia() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		if h.media == nil {
			return nil, ErrNoEndpoint
		}
		id := r.PathValue("id")
		actor := current(r).actor
		audit := func(ctx context.Context, tx database.Execer, at time.Time, action, target, detail string) error {
			return auth.Audit(ctx, tx, at, actor, action, target, detail)
		}
		if err := h.media.Delete(r.Context(), id, audit); err != nil {
			return nil, err
		}
		if h.mediaFiles != nil {
			h.mediaFiles.Forget(id)
		}
		return nil, nil
	})
}

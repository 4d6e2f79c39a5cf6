package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/content"
	"agencysite/internal/database"
	"agencysite/internal/validation"
	"agencysite/web"
)

// The studio's documents (docs/admin-api.md, "Content"): the working
// document an item at a time, every change a draft until published.

// editorOf is the signed-in user of r as the content store records them.
func editorOf(r *http.Request) content.Editor {
	s := current(r)
	name := s.user.Name
	if name == "" {
		name = s.user.Email
	}
	return content.Editor{ID: s.user.ID, Name: name, Audit: func(ctx context.Context, tx database.Execer, at time.Time, action, target, detail string) error {
		return auth.Audit(ctx, tx, at, s.actor, action, target, detail)
	}}
}

// studio answers the schema, the working document, each item's revision
// (an edit's base), each language's status per item and, per item and
// text, the languages behind it.
func (h adminAPI) studio() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		if h.content == nil {
			return nil, ErrNoEndpoint
		}
		st, err := h.content.Studio(r.Context())
		if err != nil {
			return nil, err
		}
		var updatedAt *time.Time
		if !st.Default {
			updatedAt = &st.UpdatedAt
		}
		return map[string]any{
			"schema":    json.RawMessage(content.Schema()),
			"languages": web.Site().Languages,
			"working":   json.RawMessage(st.Body),
			"updatedAt": updatedAt,
			"updatedBy": st.UpdatedBy,
			"revisions": st.Revisions,
			"status":    st.Status,
			"outdated":  st.Outdated,
		}, nil
	})
}

type itemEdit struct {
	Value json.RawMessage `json:"value"`
	Base  string          `json:"base"`
	// Original is the item as it was at Base, for a merge with a change
	// saved since (content.Store.EditFrom); optional.
	Original json.RawMessage `json:"original"`
}

// contentBodyMax is the largest edit of an item or an object family: the
// schema's largest (a case study, or the privacy policy's six sections of
// 4,000 characters in four languages) is about 300 KB at its maxima, in
// three-byte characters; at 64 KiB the legal pages could not be saved past
// 2,090 characters a section (issue 35, D6).
const contentBodyMax = 1 << 20

func (*itemEdit) bodyMax() int64 { return contentBodyMax }

func (h adminAPI) editItem() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req itemEdit) (any, error) {
		if h.content == nil {
			return nil, ErrNoEndpoint
		}
		var original []byte
		if len(req.Original) > 0 && string(req.Original) != "null" {
			original = req.Original
		}
		return h.content.EditFrom(r.Context(), "/"+r.PathValue("pointer"), req.Value, original, req.Base, editorOf(r))
	})
}

func (h adminAPI) addItem() http.Handler {
	return action(h.log, http.StatusCreated, func(w http.ResponseWriter, r *http.Request, req itemEdit) (any, error) {
		if h.content == nil {
			return nil, ErrNoEndpoint
		}
		return h.content.Add(r.Context(), r.PathValue("family"), req.Value, editorOf(r))
	})
}

func (h adminAPI) removeItem() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		if h.content == nil {
			return nil, ErrNoEndpoint
		}
		return nil, h.content.Remove(r.Context(), "/"+r.PathValue("pointer"), r.URL.Query().Get("base"), editorOf(r))
	})
}

type itemOrder struct {
	Keys []string `json:"keys"`
	Base string   `json:"base"`
}

func (h adminAPI) reorderItems() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req itemOrder) (any, error) {
		if h.content == nil {
			return nil, ErrNoEndpoint
		}
		rev, err := h.content.Reorder(r.Context(), r.PathValue("family"), req.Keys, req.Base, editorOf(r))
		if err != nil {
			return nil, err
		}
		return map[string]string{"revision": rev}, nil
	})
}

// contentConflict is the answer to an edit from a stale base: the item as
// it now is, its revision, and who saved it when, so the editor can
// reload or overwrite knowingly.
func contentConflict(c *content.ConflictError) map[string]any {
	var at *time.Time
	if !c.UpdatedAt.IsZero() {
		at = &c.UpdatedAt
	}
	return map[string]any{"error": "conflict", "code": "conflict", "current": c.Current, "revision": c.Revision, "updatedBy": c.UpdatedBy, "updatedAt": at}
}

type confirmRequest struct {
	Pointer  string `json:"pointer"`
	Field    string `json:"field"`
	Language string `json:"language"`
}

// confirmText marks a language of a text still correct after another
// language changed (content.Store.Confirm).
func (h adminAPI) confirmText() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req confirmRequest) (any, error) {
		if h.content == nil {
			return nil, ErrNoEndpoint
		}
		saved, err := h.content.Confirm(r.Context(), req.Pointer, req.Field, req.Language, editorOf(r))
		if errors.Is(err, content.ErrNotOutdated) {
			return nil, validation.Problems{"language": "not_outdated"}
		}
		return saved, err
	})
}

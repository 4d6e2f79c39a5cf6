package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"agencysite/internal/auth"
	"agencysite/internal/content"
	"agencysite/internal/validation"
)

// The studio's unpublished changes, chosen one by one for a publish
// (docs/decisions/0365, docs/admin-api.md).

// pendingView is an unpublished change as the caller sees it.
type pendingView struct {
	content.Pending
	// Mine: every author is the caller.
	Mine bool `json:"mine"`
	// Publishable: the caller may publish it.
	Publishable bool `json:"publishable"`
}

// mayPublish is the rule of decision 0365: an owner publishes any change;
// an editor their own and those ready for review; a member none.
func mayPublish(role string, mine bool, c content.Pending) bool {
	switch role {
	case auth.RoleOwner:
		return true
	case auth.RoleEditor:
		return mine || c.Ready != nil
	}
	return false
}

// isMine tells whether every author of c is the user id.
func isMine(id string, c content.Pending) bool {
	return len(c.Authors) > 0 && !slices.ContainsFunc(c.Authors, func(a content.Author) bool { return a.ID != id })
}

// liveContent is the live site's content document (the build's when
// nothing was published).
func (p publishing) liveContent(ctx context.Context) ([]byte, error) {
	live, err := p.jobs.Publisher.Store.LiveContent(ctx)
	return orBuild(live), err
}

// pendingFor lists the unpublished changes as the user of r sees them,
// with the live document and the working one they are changes of.
func (p publishing) pendingFor(r *http.Request) (pending []pendingView, live, working []byte, err error) {
	if live, err = p.liveContent(r.Context()); err != nil {
		return nil, nil, nil, err
	}
	changes, w, err := p.content.PendingWithWorking(r.Context(), live)
	if err != nil {
		return nil, nil, nil, err
	}
	s := current(r)
	pending = make([]pendingView, len(changes))
	for i, c := range changes {
		mine := isMine(s.user.ID, c)
		pending[i] = pendingView{Pending: c, Mine: mine, Publishable: mayPublish(s.user.Role, mine, c)}
	}
	return pending, live, w.Body, nil
}

func (p publishing) pending() http.Handler {
	return publishingAction(p, http.StatusOK, func(r *http.Request, _ none) (any, error) {
		items, _, _, err := p.pendingFor(r)
		return map[string]any{"items": items}, err
	})
}

type readyRequest struct {
	Pointer string `json:"pointer"`
	Ready   bool   `json:"ready"`
}

func (p publishing) markReady() http.Handler {
	return publishingAction(p, http.StatusOK, func(r *http.Request, req readyRequest) (any, error) {
		live, err := p.liveContent(r.Context())
		if err != nil {
			return nil, err
		}
		mark, err := p.content.MarkReady(r.Context(), live, req.Pointer, req.Ready, editorOf(r))
		if errors.Is(err, content.ErrNotPending) {
			return nil, validation.Problems{"pointer": "not_pending"}
		}
		if err != nil {
			return nil, err
		}
		return map[string]any{"pointer": req.Pointer, "ready": mark}, nil
	})
}

// notPublishable refuses items the caller may not publish.
type notPublishable struct{ items []string }

func (e notPublishable) answer() (int, any) {
	return http.StatusForbidden, map[string]any{"error": e.Error(), "code": "not_publishable", "items": e.items}
}

func (e notPublishable) Error() string {
	return fmt.Sprintf("%d of the changes are someone else's and not ready for review", len(e.items))
}

// choose checks a publish's items (each an unpublished change the caller
// may publish, and the result complete) and returns its selection.
func (p publishing) choose(r *http.Request, items []string) ([]byte, error) {
	if len(items) == 0 {
		return nil, validation.Problems{"items": "required"}
	}
	pending, live, working, err := p.pendingFor(r)
	if err != nil {
		return nil, err
	}
	byPointer := map[string]pendingView{}
	for _, c := range pending {
		byPointer[c.Pointer] = c
	}
	problems := validation.Problems{}
	var refused []string
	for i, ptr := range items {
		c, ok := byPointer[ptr]
		switch {
		case !ok || slices.Index(items, ptr) != i:
			problems.Add("items."+strconv.Itoa(i), "not_pending")
		case !c.Publishable:
			refused = append(refused, ptr)
		}
	}
	if err := problems.Err(); err != nil {
		return nil, err
	}
	if refused != nil {
		return nil, notPublishable{items: refused}
	}
	savedBy := map[string]string{}
	for _, c := range pending {
		if n := len(c.Authors); n > 0 {
			savedBy[c.Pointer] = c.Authors[n-1].Name
		}
	}
	sel := chosen{Items: items, Working: working}
	if _, err := sel.compose(live, savedBy); err != nil {
		return nil, err
	}
	return json.Marshal(sel)
}

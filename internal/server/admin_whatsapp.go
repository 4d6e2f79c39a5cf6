package server

import (
	"errors"
	"fmt"
	"net/http"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/leads"
	"agencysite/internal/validation"
)

// Errors of the WhatsApp reference lookup (docs/admin-api.md).
var (
	ErrRefUnknown = errors.New("unknown WhatsApp reference")
	ErrRefExpired = errors.New("expired WhatsApp reference")
)

// refError is a lookup that found nothing; its text is the answer's.
type refError struct {
	ref string
	err error
}

func (e refError) Error() string {
	if errors.Is(e.err, ErrRefExpired) {
		return fmt.Sprintf("Reference %s is older than %d days and can no longer be traced.", e.ref, int(analytics.RefLifetime/(24*time.Hour)))
	}
	return fmt.Sprintf("No WhatsApp click carries reference %s.", e.ref)
}
func (e refError) Unwrap() error { return e.err }

// clickView is a WhatsApp click as the lookup shows it.
type clickView struct {
	analytics.Click
	LeadID *string `json:"leadId"`
}

// clicksOf looks up the path's reference: its clicks of the last 30 days,
// newest first, or an error for a malformed, unknown or expired one.
func (h adminAPI) clicksOf(r *http.Request) (string, []analytics.Click, error) {
	ref, ok := analytics.NormalizeRef(r.PathValue("ref"))
	if !ok {
		return "", nil, fmt.Errorf("%w: ref: want 4 characters of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ", ErrBadRequest)
	}
	if h.analytics == nil {
		return "", nil, fmt.Errorf("%w: analytics is off", ErrUnavailable)
	}
	clicks, expired, err := h.analytics.WhatsAppClicks(r.Context(), ref, h.now())
	switch {
	case err != nil:
		return "", nil, err
	case expired:
		return "", nil, refError{ref, ErrRefExpired}
	case len(clicks) == 0:
		return "", nil, refError{ref, ErrRefUnknown}
	}
	return ref, clicks, nil
}

func (h adminAPI) whatsappRef() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		ref, clicks, err := h.clicksOf(r)
		if err != nil {
			return nil, err
		}
		views := make([]clickView, len(clicks))
		for i, c := range clicks {
			views[i].Click = c
			id, err := h.leads.LeadOfClick(r.Context(), c.ID)
			if err != nil {
				return nil, err
			}
			if id != "" {
				views[i].LeadID = &id
			}
		}
		return map[string]any{"ref": ref, "clicks": views}, nil
	})
}

type whatsappLeadRequest struct {
	ClickID int64  `json:"clickId"`
	Name    string `json:"name"`
	Phone   string `json:"phone"`
	Note    string `json:"note"`
}

func (h adminAPI) whatsappLead() http.Handler {
	return action(h.log, http.StatusCreated, func(w http.ResponseWriter, r *http.Request, req whatsappLeadRequest) (any, error) {
		ref, clicks, err := h.clicksOf(r)
		if err != nil {
			return nil, err
		}
		click := clicks[0]
		if req.ClickID != 0 {
			found := false
			for _, c := range clicks {
				if c.ID == req.ClickID {
					click, found = c, true
				}
			}
			if !found {
				return nil, validation.Problems{"clickId": "unknown"}
			}
		}
		id, err := h.leads.CreateFromWhatsApp(r.Context(), current(r).actor, leads.WhatsAppLead{Event: click.ID,
			Ref: ref, PagePath: click.Path, Visit: click.Visit, Name: req.Name, Phone: req.Phone, Note: req.Note})
		if err != nil {
			return nil, err
		}
		l, err := h.leads.Get(r.Context(), id)
		if err != nil {
			return nil, err
		}
		return map[string]any{"id": id, "lead": detailOf(l, h.site.Waiting(), h.now())}, nil
	})
}

package server

import (
	"math"
	"net/http"

	"agencysite/internal/filter"
	"agencysite/internal/validation"
)

func (h adminAPI) users() http.Handler {
	return listed(h.log, "users", func(r *http.Request) (any, error) {
		return h.auth.Users(r.Context())
	})
}

type roleRequest struct {
	Role string `json:"role"`
}

func (h adminAPI) setRole() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req roleRequest) (any, error) {
		u, err := h.auth.SetRole(r.Context(), current(r).actor, r.PathValue("id"), req.Role)
		if err != nil {
			return nil, err
		}
		return u, nil
	})
}

func (h adminAPI) removeUser() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return nil, h.auth.RemoveUser(r.Context(), current(r).actor, r.PathValue("id"))
	})
}

func (h adminAPI) invitations() http.Handler {
	return listed(h.log, "invitations", func(r *http.Request) (any, error) {
		return h.auth.Invitations(r.Context())
	})
}

type inviteRequest struct {
	Email string `json:"email"`
	Role  string `json:"role"`
}

func (h adminAPI) invite() http.Handler {
	return action(h.log, http.StatusCreated, func(w http.ResponseWriter, r *http.Request, req inviteRequest) (any, error) {
		s := current(r)
		inv, link, err := h.auth.Invite(r.Context(), s.actor, req.Email, req.Role, s.user.Language)
		if err != nil {
			return nil, err
		}
		return map[string]any{"invitation": inv, "link": link}, nil
	})
}

func (h adminAPI) revokeInvitation() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return nil, h.auth.RevokeInvitation(r.Context(), current(r).actor, r.PathValue("id"))
	})
}

type settingsRequest struct {
	TwoFactorRequired *bool   `json:"twoFactorRequired"`
	TimeZone          *string `json:"timeZone"`
}

type settingsView struct {
	TwoFactorRequired bool   `json:"twoFactorRequired"`
	TimeZone          string `json:"timeZone"`
	// TimeZoneDefault: nobody chose the zone yet (UTC stands in); the
	// settings page suggests the owner's browser's.
	TimeZoneDefault bool `json:"timeZoneDefault,omitempty"`
}

func (h adminAPI) settingsOf(r *http.Request) (settingsView, error) {
	required, err := h.site.TwoFactorRequired(r.Context())
	if err != nil {
		return settingsView{}, err
	}
	loc, err := h.site.TimeZone(r.Context())
	if err != nil {
		return settingsView{}, err
	}
	chosen, err := h.site.TimeZoneChosen(r.Context())
	if err != nil {
		return settingsView{}, err
	}
	return settingsView{TwoFactorRequired: required, TimeZone: loc.String(), TimeZoneDefault: !chosen}, nil
}

func (h adminAPI) settings() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return h.settingsOf(r)
	})
}

func (h adminAPI) updateSettings() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req settingsRequest) (any, error) {
		if req.TwoFactorRequired == nil && req.TimeZone == nil {
			return nil, validation.Problems{"twoFactorRequired": "required"}
		}
		if req.TimeZone != nil {
			if err := h.site.SetTimeZone(r.Context(), *req.TimeZone, h.auth.AuditAs(current(r).actor, "team.settings")); err != nil {
				return nil, err
			}
		}
		if req.TwoFactorRequired != nil {
			if err := h.site.SetTwoFactorRequired(r.Context(), *req.TwoFactorRequired, h.auth.AuditAs(current(r).actor, "team.settings")); err != nil {
				return nil, err
			}
		}
		return h.settingsOf(r)
	})
}

func (h adminAPI) auditLog() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		p := filter.Read(r.URL.Query(), filter.Messages{}, "before", "limit") // others ignored, as always
		before := p.Int64("before", filter.CodeInvalid, 0, 1, math.MaxInt64)
		limit := p.Int("limit", filter.CodeInvalid, 50, 1, 200)
		if err := p.Err(); err != nil {
			return nil, err
		}
		entries, err := h.auth.AuditLog(r.Context(), before, limit)
		if err != nil {
			return nil, err
		}
		var next *int64
		if len(entries) == limit {
			next = &entries[len(entries)-1].ID
		}
		return map[string]any{"entries": entries, "next": next}, nil
	})
}

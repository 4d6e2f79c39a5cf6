package server

import (
	"agencysite/internal/validation"

	"fmt"
	"net/http"
	"strconv"
)

func (h adminAPI) users() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		list, err := h.auth.Users(r.Context())
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"users": list})
	})
}

func (h adminAPI) setRole() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Role string `json:"role"`
		}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		u, err := h.auth.SetRole(r.Context(), current(r).actor, r.PathValue("id"), req.Role)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, u)
	})
}

func (h adminAPI) removeUser() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if err := h.auth.RemoveUser(r.Context(), current(r).actor, r.PathValue("id")); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

func (h adminAPI) invitations() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		list, err := h.auth.Invitations(r.Context())
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"invitations": list})
	})
}

func (h adminAPI) invite() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Email string `json:"email"`
			Role  string `json:"role"`
		}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		s := current(r)
		inv, link, err := h.auth.Invite(r.Context(), s.actor, req.Email, req.Role, s.user.Language)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusCreated, map[string]any{"invitation": inv, "link": link})
	})
}

func (h adminAPI) revokeInvitation() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if err := h.auth.RevokeInvitation(r.Context(), current(r).actor, r.PathValue("id")); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

func (h adminAPI) settings() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		required, err := h.auth.TwoFactorRequired(r.Context())
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]bool{"twoFactorRequired": required})
	})
}

func (h adminAPI) updateSettings() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			TwoFactorRequired *bool `json:"twoFactorRequired"`
		}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if req.TwoFactorRequired == nil {
			respondError(w, r, h.log, validation.Problems{"twoFactorRequired": "required"})
			return
		}
		if err := h.auth.SetTwoFactorRequired(r.Context(), current(r).actor, *req.TwoFactorRequired); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]bool{"twoFactorRequired": *req.TwoFactorRequired})
	})
}

func (h adminAPI) auditLog() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		before, limit := int64(0), 50
		var err error
		if v := q.Get("before"); v != "" {
			if before, err = strconv.ParseInt(v, 10, 64); err != nil || before < 1 {
				respondError(w, r, h.log, fmt.Errorf("%w: before must be a positive entry id", ErrBadRequest))
				return
			}
		}
		if v := q.Get("limit"); v != "" {
			if limit, err = strconv.Atoi(v); err != nil || limit < 1 || limit > 200 {
				respondError(w, r, h.log, fmt.Errorf("%w: limit must be 1 to 200", ErrBadRequest))
				return
			}
		}
		entries, err := h.auth.AuditLog(r.Context(), before, limit)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		var next *int64
		if len(entries) == limit {
			next = &entries[len(entries)-1].ID
		}
		writeJSON(w, http.StatusOK, map[string]any{"entries": entries, "next": next})
	})
}

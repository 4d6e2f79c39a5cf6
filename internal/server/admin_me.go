package server

import (
	"log/slog"
	"net/http"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/leads"
)

// adminAPI holds what the /api/auth and /api/admin handlers use; each
// method makes one handler.
type adminAPI struct {
	log        *slog.Logger
	auth       *auth.Store
	leads      *leads.Store
	https      bool
	trustProxy bool
	waiting    time.Duration // a new lead older than this is highlighted
}

// pollSeconds is how often the inbox asks for new leads.
const pollSeconds = 30

type meSettings struct {
	WaitingThresholdMinutes int `json:"waitingThresholdMinutes"`
	PollSeconds             int `json:"pollSeconds"`
}

// me is the answer of GET /api/admin/me and of every sign-in.
type me struct {
	ID                string     `json:"id"`
	Email             string     `json:"email"`
	Name              string     `json:"name"`
	Role              string     `json:"role"`
	Language          string     `json:"language"`
	TOTPEnabled       bool       `json:"totpEnabled"`
	TwoFactorRequired bool       `json:"twoFactorRequired"`
	TOTPSetupRequired bool       `json:"totpSetupRequired"`
	TOTPAvailable     bool       `json:"totpAvailable"`
	Settings          meSettings `json:"settings"`
}

func (h adminAPI) meOf(r *http.Request, u auth.User) (me, error) {
	required, err := h.auth.TwoFactorRequired(r.Context())
	if err != nil {
		return me{}, err
	}
	return me{ID: u.ID, Email: u.Email, Name: u.Name, Role: u.Role, Language: u.Language, TOTPEnabled: u.TOTPEnabled,
		TwoFactorRequired: required, TOTPSetupRequired: required && !u.TOTPEnabled, TOTPAvailable: h.auth.TOTPAvailable(),
		Settings: meSettings{WaitingThresholdMinutes: int(h.waiting / time.Minute), PollSeconds: pollSeconds}}, nil
}

func (h adminAPI) writeMe(w http.ResponseWriter, r *http.Request, u auth.User) {
	m, err := h.meOf(r, u)
	if err != nil {
		respondError(w, r, h.log, err)
		return
	}
	writeJSON(w, http.StatusOK, m)
}

func (h adminAPI) me() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.writeMe(w, r, current(r).user) })
}

func (h adminAPI) updateMe() http.Handler {
	type request struct {
		Name     *string `json:"name"`
		Language *string `json:"language"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req request
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		u, err := h.auth.UpdateProfile(r.Context(), current(r).user.ID, req.Name, req.Language)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		h.writeMe(w, r, u)
	})
}

func (h adminAPI) signOut() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		s := current(r)
		if err := h.auth.SignOut(r.Context(), s.actor, s.token); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		clearSessionCookie(w, h.https)
		w.WriteHeader(http.StatusNoContent)
	})
}

func (h adminAPI) changePassword() http.Handler {
	type request struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req request
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		s := current(r)
		if err := h.auth.ChangePassword(r.Context(), s.actor, s.session.ID, req.CurrentPassword, req.NewPassword); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

func (h adminAPI) sessions() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s := current(r)
		list, err := h.auth.Sessions(r.Context(), s.user.ID, s.session.ID)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"sessions": list})
	})
}

func (h adminAPI) endSession() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		s := current(r)
		if err := h.auth.EndSession(r.Context(), s.actor, r.PathValue("id")); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if r.PathValue("id") == s.session.ID {
			clearSessionCookie(w, h.https)
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

func (h adminAPI) totpSetup() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		e, err := h.auth.StartTOTP(r.Context(), current(r).user.ID)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, e)
	})
}

func (h adminAPI) totpEnable() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Code string `json:"code"`
		}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		codes, err := h.auth.EnableTOTP(r.Context(), current(r).actor, req.Code)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"recoveryCodes": codes})
	})
}

type passwordRequest struct {
	Password string `json:"password"`
}

func (h adminAPI) totpDisable() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req passwordRequest
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if err := h.auth.DisableTOTP(r.Context(), current(r).actor, req.Password); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

func (h adminAPI) recoveryCodes() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req passwordRequest
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		codes, err := h.auth.NewRecoveryCodes(r.Context(), current(r).actor, req.Password)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"recoveryCodes": codes})
	})
}

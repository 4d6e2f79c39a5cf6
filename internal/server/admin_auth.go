package server

import (
	"net/http"

	"agencysite/internal/auth"
)

type tokenRequest struct {
	Token string `json:"token"`
}

type joinRequest struct {
	Token    string `json:"token"`
	Email    string `json:"email"`
	Name     string `json:"name"`
	Password string `json:"password"`
	Language string `json:"language"`
}

// signedInAs sets the new session's cookie and answers Me.
func (h adminAPI) signedInAs(w http.ResponseWriter, r *http.Request, status int, u auth.User, token string) {
	setSessionCookie(w, h.https, token)
	me, err := h.meOf(r, u)
	if err != nil {
		respondError(w, r, h.log, err)
		return
	}
	writeJSON(w, status, me)
}

func (h adminAPI) address(r *http.Request) (string, error) {
	return h.auth.HashAddress(r.Context(), clientIP(r, h.trustProxy))
}

func (h adminAPI) setupCheck() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req tokenRequest
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if err := h.auth.CheckSetup(r.Context(), req.Token); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

func (h adminAPI) setup() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req joinRequest
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		addr, err := h.address(r)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		u, token, err := h.auth.Setup(r.Context(), req.Token,
			auth.NewUser{Email: req.Email, Name: req.Name, Password: req.Password, Language: req.Language}, addr, device(r))
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		h.signedInAs(w, r, http.StatusCreated, u, token)
	})
}

func (h adminAPI) signIn() http.Handler {
	type request struct {
		Email        string `json:"email"`
		Password     string `json:"password"`
		Code         string `json:"code"`
		RecoveryCode string `json:"recoveryCode"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req request
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		addr, err := h.address(r)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		u, token, err := h.auth.SignIn(r.Context(), auth.SignInRequest{Email: req.Email, Password: req.Password,
			Code: req.Code, RecoveryCode: req.RecoveryCode, Address: addr, Device: device(r)})
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		h.signedInAs(w, r, http.StatusOK, u, token)
	})
}

func (h adminAPI) invitationCheck() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req tokenRequest
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		inv, err := h.auth.CheckInvitation(r.Context(), req.Token)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"email": inv.Email, "role": inv.Role, "invitedBy": inv.InvitedBy})
	})
}

func (h adminAPI) invitationAccept() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req joinRequest
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		addr, err := h.address(r)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		u, token, err := h.auth.AcceptInvitation(r.Context(), req.Token,
			auth.NewUser{Name: req.Name, Password: req.Password, Language: req.Language}, addr, device(r))
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		h.signedInAs(w, r, http.StatusCreated, u, token)
	})
}

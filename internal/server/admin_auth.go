package server

import (
	"net/http"

	"agencysite/internal/auth"
	"agencysite/internal/throttle"
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

// signingIn makes a handler that opens a session: signIn is given the
// client's hashed address (the throttle's key) and answers the user and
// the new session's token, which the handler sets as the cookie before it
// answers the Me of the user.
func signingIn[Req any](h adminAPI, status int, signIn func(r *http.Request, req Req, address string) (auth.User, string, error)) http.Handler {
	return action(h.log, status, func(w http.ResponseWriter, r *http.Request, req Req) (any, error) {
		addr, err := h.address(r)
		if err != nil {
			return nil, err
		}
		u, token, err := signIn(r, req, addr)
		if err != nil {
			return nil, err
		}
		setSessionCookie(w, h.https, token)
		return h.meOf(r, u)
	})
}

func (h adminAPI) address(r *http.Request) (string, error) {
	return h.auth.HashAddress(r.Context(), throttle.ClientKey(r, h.trustProxy))
}

func (h adminAPI) setupCheck() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req tokenRequest) (any, error) {
		return nil, h.auth.CheckSetup(r.Context(), req.Token)
	})
}

func (h adminAPI) setup() http.Handler {
	return signingIn(h, http.StatusCreated, func(r *http.Request, req joinRequest, addr string) (auth.User, string, error) {
		return h.auth.Setup(r.Context(), req.Token,
			auth.NewUser{Email: req.Email, Name: req.Name, Password: req.Password, Language: req.Language}, addr, device(r))
	})
}

type signInRequest struct {
	Email        string `json:"email"`
	Password     string `json:"password"`
	Code         string `json:"code"`
	RecoveryCode string `json:"recoveryCode"`
}

func (h adminAPI) signIn() http.Handler {
	return signingIn(h, http.StatusOK, func(r *http.Request, req signInRequest, addr string) (auth.User, string, error) {
		return h.auth.SignIn(r.Context(), auth.SignInRequest{Email: req.Email, Password: req.Password,
			Code: req.Code, RecoveryCode: req.RecoveryCode, Address: addr, Device: device(r)})
	})
}

func (h adminAPI) invitationCheck() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req tokenRequest) (any, error) {
		inv, err := h.auth.CheckInvitation(r.Context(), req.Token)
		if err != nil {
			return nil, err
		}
		return map[string]string{"email": inv.Email, "role": inv.Role, "invitedBy": inv.InvitedBy}, nil
	})
}

func (h adminAPI) invitationAccept() http.Handler {
	return signingIn(h, http.StatusCreated, func(r *http.Request, req joinRequest, addr string) (auth.User, string, error) {
		return h.auth.AcceptInvitation(r.Context(), req.Token,
			auth.NewUser{Name: req.Name, Password: req.Password, Language: req.Language}, addr, device(r))
	})
}

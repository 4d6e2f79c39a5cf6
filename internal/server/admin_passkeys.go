package server

import (
	"encoding/json"
	"net/http"

	"agencysite/internal/auth"
)

// Passkeys (docs/admin-api.md): each ceremony is two calls. The first
// answers the options for navigator.credentials and a ceremony token; the
// second sends the token back with the browser's PublicKeyCredential.

type passkeySignInRequest struct {
	Ceremony   string          `json:"ceremony"`
	Credential json.RawMessage `json:"credential"`
}

func (h adminAPI) passkeySignInBegin() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return h.auth.BeginPasskeySignIn(r.Context())
	})
}

func (h adminAPI) passkeySignIn() http.Handler {
	return signingIn(h, http.StatusOK, func(r *http.Request, req passkeySignInRequest, addr string) (auth.User, string, error) {
		return h.auth.PasskeySignIn(r.Context(), auth.PasskeySignInRequest{Ceremony: req.Ceremony,
			Response: req.Credential, Address: addr, Device: device(r)})
	})
}

func (h adminAPI) passkeys() http.Handler {
	return listed(h.log, "passkeys", func(r *http.Request) (any, error) {
		return h.auth.Passkeys(r.Context(), current(r).user.ID)
	})
}

func (h adminAPI) passkeyBegin() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req passwordRequest) (any, error) {
		return h.auth.BeginPasskey(r.Context(), current(r).actor, req.Password)
	})
}

type passkeyAddRequest struct {
	Ceremony   string          `json:"ceremony"`
	Name       string          `json:"name"`
	Credential json.RawMessage `json:"credential"`
}

// passkeyAdded is the answer to a new passkey; recoveryCodes come with the
// account's first second factor only, shown once.
type passkeyAdded struct {
	Passkey       auth.Passkey `json:"passkey"`
	RecoveryCodes []string     `json:"recoveryCodes,omitempty"`
}

func (h adminAPI) addPasskey() http.Handler {
	return action(h.log, http.StatusCreated, func(w http.ResponseWriter, r *http.Request, req passkeyAddRequest) (any, error) {
		p, codes, err := h.auth.AddPasskey(r.Context(), current(r).actor, req.Ceremony, req.Name, req.Credential)
		if err != nil {
			return nil, err
		}
		return passkeyAdded{Passkey: p, RecoveryCodes: codes}, nil
	})
}

func (h adminAPI) removePasskey() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return nil, h.auth.RemovePasskey(r.Context(), current(r).actor, r.PathValue("id"))
	})
}

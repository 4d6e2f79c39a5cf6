package server

import (
	"net/http"
	"time"

	"agencysite/internal/auth"
)

// resetLink: the owner makes a member's password reset link. It is mailed
// when mail is set up and returned either way, for the screen to show.
func (h adminAPI) resetLink() http.Handler {
	return action(h.log, http.StatusCreated, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		rl, link, err := h.auth.NewResetLink(r.Context(), current(r).actor, r.PathValue("id"))
		if err != nil {
			return nil, err
		}
		return map[string]any{"reset": rl, "link": link, "mailed": !h.mailOff, "hours": int(auth.ResetLinkTTL / time.Hour)}, nil
	})
}

func (h adminAPI) resetCheck() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req tokenRequest) (any, error) {
		rl, err := h.auth.CheckResetLink(r.Context(), req.Token)
		if err != nil {
			return nil, err
		}
		return map[string]string{"email": rl.Email, "name": rl.Name}, nil
	})
}

type resetRequest struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

// resetPassword sets the new password of a reset link. It signs nobody in:
// the member signs in next, with their second factor if they have one.
func (h adminAPI) resetPassword() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req resetRequest) (any, error) {
		addr, err := h.address(r)
		if err != nil {
			return nil, err
		}
		return nil, h.auth.ResetWithLink(r.Context(), req.Token, req.Password, addr)
	})
}

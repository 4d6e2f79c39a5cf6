package server

import (
	"agencysite/internal/content"
	"log/slog"
	"net/http"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/leads"
	"agencysite/internal/media"
	"agencysite/internal/meetings"
	"agencysite/internal/publish"
	"agencysite/internal/settings"
)

// adminAPI holds what the /api/auth and /api/admin handlers use; each
// method makes one handler.
type adminAPI struct {
	log   *slog.Logger
	auth  *auth.Store
	leads *leads.Store
	// meetings are the leads' booked meetings; nil: leads have none.
	meetings   *meetings.Service
	https      bool
	trustProxy bool
	// site holds the site's settings: time zone, two-factor rule, waiting threshold.
	site *settings.Store
	// now is the clock a lead's waiting and the dashboard's days are judged by.
	now func() time.Time
	// analytics reads the dashboard's figures; nil when analytics is off.
	analytics *analytics.Reader
	// analyticsDays is the dashboard's longest range: the events' retention.
	analyticsDays int
	// mailOff: no SMTP server is configured, so nothing is e-mailed.
	mailOff bool
	// publishing's publishes are the dashboard's markers (nil: none),
	// publishChanges what each of them changed.
	publishing     *publish.Jobs
	publishChanges *publishChanges
	// media is the picture library; mediaWake starts its processing at
	// once, mediaFiles is the served files' cache, told of deletions.
	media      *media.Store
	mediaWake  func()
	mediaFiles *media.Files
	// content is the working content document the studio edits; nil
	// without a database.
	content *content.Store
	// contacts are the published contacts, whose examples the back office
	// warns of; the build's without a database.
	contacts content.Published
}

// pollSeconds is how often the inbox asks for new leads.
const pollSeconds = 30

type meSettings struct {
	WaitingThresholdMinutes int    `json:"waitingThresholdMinutes"`
	PollSeconds             int    `json:"pollSeconds"`
	TimeZone                string `json:"timeZone"` // the site's, for the dashboard
}

// meSetup is what the installation still lacks, for the back office to say:
// mail (no SMTP server: requests are stored but nobody is told, invitations
// are not sent) and the published contacts still the shipped examples
// (until the studio publishes the agency's own).
type meSetup struct {
	MailOff         bool     `json:"mailOff"`
	ExampleContacts []string `json:"exampleContacts"` // "default.email", "a.whatsapp", …
	InvitationHours int      `json:"invitationHours"` // how long an invitation link works
}

// me is the answer of GET /api/admin/me and of every sign-in: the user,
// what the team's two-factor rule asks of them, and the inbox's settings.
type me struct {
	auth.User
	TwoFactorRequired bool       `json:"twoFactorRequired"`
	TOTPSetupRequired bool       `json:"totpSetupRequired"`
	TOTPAvailable     bool       `json:"totpAvailable"`
	PasskeysAvailable bool       `json:"passkeysAvailable"`
	Settings          meSettings `json:"settings"`
	Setup             meSetup    `json:"setup"`
}

func (h adminAPI) meOf(r *http.Request, u auth.User) (me, error) {
	s, err := h.settingsOf(r)
	if err != nil {
		return me{}, err
	}
	examples, err := h.contacts.Examples(r.Context())
	if err != nil {
		return me{}, err
	}
	return me{User: u, TwoFactorRequired: s.TwoFactorRequired, TOTPSetupRequired: s.TwoFactorRequired && !u.HasSecondFactor(),
		TOTPAvailable: h.auth.TOTPAvailable(), PasskeysAvailable: h.auth.PasskeysAvailable(),
		Settings: meSettings{WaitingThresholdMinutes: int(h.site.Waiting() / time.Minute), PollSeconds: pollSeconds, TimeZone: s.TimeZone},
		Setup: meSetup{MailOff: h.mailOff, ExampleContacts: examples,
			InvitationHours: int(auth.InvitationTTL / time.Hour)}}, nil
}

func (h adminAPI) me() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return h.meOf(r, current(r).user)
	})
}

type profileRequest struct {
	Name     *string `json:"name"`
	Language *string `json:"language"`
}

func (h adminAPI) updateMe() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req profileRequest) (any, error) {
		u, err := h.auth.UpdateProfile(r.Context(), current(r).user.ID, req.Name, req.Language)
		if err != nil {
			return nil, err
		}
		return h.meOf(r, u)
	})
}

func (h adminAPI) signOut() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		s := current(r)
		if err := h.auth.SignOut(r.Context(), s.actor, s.token); err != nil {
			return nil, err
		}
		clearSessionCookie(w, h.https)
		return nil, nil
	})
}

type passwordChange struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

func (h adminAPI) changePassword() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req passwordChange) (any, error) {
		s := current(r)
		return nil, h.auth.ChangePassword(r.Context(), s.actor, req.CurrentPassword, req.NewPassword)
	})
}

func (h adminAPI) sessions() http.Handler {
	return listed(h.log, "sessions", func(r *http.Request) (any, error) {
		s := current(r)
		return h.auth.Sessions(r.Context(), s.user.ID, s.session.ID)
	})
}

func (h adminAPI) endSession() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		s := current(r)
		if err := h.auth.EndSession(r.Context(), s.actor, r.PathValue("id")); err != nil {
			return nil, err
		}
		if r.PathValue("id") == s.session.ID {
			clearSessionCookie(w, h.https)
		}
		return nil, nil
	})
}

func (h adminAPI) totpSetup() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req passwordRequest) (any, error) {
		e, err := h.auth.StartTOTP(r.Context(), current(r).actor, req.Password, req.Code)
		if err != nil {
			return nil, err
		}
		return e, nil
	})
}

type codeRequest struct {
	Code string `json:"code"`
}

// passwordRequest proves who is at the session: the password, or a
// current code when two-factor is on.
type passwordRequest struct {
	Password string `json:"password"`
	Code     string `json:"code"`
}

// recoveryCodesAnswer shows a new set of recovery codes, once.
func recoveryCodesAnswer(codes []string, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	return map[string]any{"recoveryCodes": codes}, nil
}

func (h adminAPI) totpEnable() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req codeRequest) (any, error) {
		return recoveryCodesAnswer(h.auth.EnableTOTP(r.Context(), current(r).actor, req.Code))
	})
}

func (h adminAPI) totpDisable() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req passwordRequest) (any, error) {
		return nil, h.auth.DisableTOTP(r.Context(), current(r).actor, req.Password, req.Code)
	})
}

func (h adminAPI) recoveryCodes() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req passwordRequest) (any, error) {
		return recoveryCodesAnswer(h.auth.NewRecoveryCodes(r.Context(), current(r).actor, req.Password, req.Code))
	})
}

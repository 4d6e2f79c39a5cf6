package server

import (
	"net/http"

	"agencysite/internal/analytics"
	"agencysite/internal/content"
	"agencysite/internal/leads"
	"agencysite/internal/publish"
	"agencysite/internal/throttle"
)

// addRoutes lists every endpoint of the product.
func addRoutes(mux *http.ServeMux, d Deps) {
	live := d.Live
	mux.Handle("GET /healthz", handleHealthz())
	mux.Handle("GET /readyz", handleReadyz(d.Log, d.DB, d.Analytics, live, d.Now))
	mux.Handle("GET /robots.txt", handleRobots(d.Config.BaseURL))
	mux.Handle("GET /sitemap.xml", live.handler(func(s *served) http.Handler { return s.sitemap }))
	mux.Handle("POST /api/leads", handleLeads(d.Log, d.Leads, d.Analytics, leadsLimit(d.Leads), d.Config.TrustProxy))
	mux.Handle(mediaPattern, handleMedia(d.Log, d.MediaFiles))
	mux.Handle("POST /api/events", handleEvents(d.Log, d.Analytics, teamCheck{sessionCookie(d.Config.HTTPS), d.Auth}, d.Config.TrustProxy, d.Now))
	bookingRoutes(mux, d) // booking.go
	mux.Handle("/api/leads", handleMethodNotAllowed("POST"))
	mux.Handle("/api/events", handleMethodNotAllowed("POST"))
	mux.Handle("/api/", handleAPINotFound())
	if d.Auth != nil {
		guard := apiGuard(d.Log, false)
		for _, rt := range authRoutes(d) {
			mux.Handle(rt.pattern, guard(rt.handler))
		}
		for _, rt := range adminRoutes(d) {
			guard := guard
			if _, ok := rt.handler.(mediaUpload); ok {
				guard = apiGuard(d.Log, true)
			}
			mux.Handle(rt.pattern, guard(requireSession(d.Log, d.Auth, d.Settings, d.Config.HTTPS, d.Config.TrustProxy, rt.access)(rt.handler)))
		}
	}
	// The site's handlers are the live generation's (generation.go).
	mux.Handle("GET /admin", live.handler(func(s *served) http.Handler { return s.adm }))
	mux.Handle("GET /admin/", live.handler(func(s *served) http.Handler { return s.adm }))
	mux.Handle("/", live.handler(func(s *served) http.Handler { return s.pages })) // pages, assets, redirects, 404 and 405
}

// leadsLimit is the rate limit of POST /api/leads, in the database.
func leadsLimit(store *leads.Store) *throttle.Limiter {
	if store == nil {
		return nil
	}
	return store.Limiter(leadsInterval, leadsBurst)
}

// authRoutes need no session: first run, sign-in, joining the team
// (docs/admin-api.md).
func authRoutes(d Deps) []adminRoute {
	h := newAdminAPI(d)
	return []adminRoute{
		{"POST /api/auth/setup/check", signedIn, h.setupCheck()},
		{"POST /api/auth/setup", signedIn, h.setup()},
		{"POST /api/auth/sign-in", signedIn, h.signIn()},
		{"POST /api/auth/passkey/begin", signedIn, h.passkeySignInBegin()},
		{"POST /api/auth/passkey", signedIn, h.passkeySignIn()},
		{"POST /api/auth/invitation/check", signedIn, h.invitationCheck()},
		{"POST /api/auth/invitation/accept", signedIn, h.invitationAccept()},
		{"POST /api/auth/reset/check", signedIn, h.resetCheck()},
		{"POST /api/auth/reset", signedIn, h.resetPassword()},
	}
}

// adminRoutes is the back office's API: every route needs a session, and
// the access column says who else may call it (docs/admin-api.md).
func adminRoutes(d Deps) []adminRoute {
	h := newAdminAPI(d)
	routes := []adminRoute{
		{"GET /api/admin/me", signedIn, h.me()},
		{"PATCH /api/admin/me", signedIn, h.updateMe()},
		{"POST /api/admin/sign-out", signedIn, h.signOut()},
		{"POST /api/admin/me/password", signedIn, h.changePassword()},
		{"GET /api/admin/sessions", signedIn, h.sessions()},
		{"DELETE /api/admin/sessions/{id}", signedIn, h.endSession()},
		{"POST /api/admin/me/totp/setup", signedIn, h.totpSetup()},
		{"POST /api/admin/me/totp/enable", signedIn, h.totpEnable()},
		{"POST /api/admin/me/totp/disable", signedIn, h.totpDisable()},
		{"POST /api/admin/me/recovery-codes", signedIn, h.recoveryCodes()},
		{"GET /api/admin/me/passkeys", signedIn, h.passkeys()},
		{"POST /api/admin/me/passkeys/begin", signedIn, h.passkeyBegin()},
		{"POST /api/admin/me/passkeys", signedIn, h.addPasskey()},
		{"DELETE /api/admin/me/passkeys/{id}", signedIn, h.removePasskey()},

		{"GET /api/admin/users", member, h.users()},
		{"PATCH /api/admin/users/{id}", owner, h.setRole()},
		{"DELETE /api/admin/users/{id}", owner, h.removeUser()},
		{"POST /api/admin/users/{id}/reset-link", owner, h.resetLink()},
		{"GET /api/admin/invitations", owner, h.invitations()},
		{"POST /api/admin/invitations", owner, h.invite()},
		{"DELETE /api/admin/invitations/{id}", owner, h.revokeInvitation()},
		{"GET /api/admin/settings", member, h.settings()},
		{"PATCH /api/admin/settings", owner, h.updateSettings()},
		{"GET /api/admin/audit", owner, h.auditLog()},

		{"GET /api/admin/leads", member, h.listLeads()},
		{"GET /api/admin/leads/activity", member, h.leadActivity()},
		{"GET /api/admin/leads/export.csv", member, h.exportLeads()},
		{"GET /api/admin/leads/{id}", member, h.lead()},
		{"PATCH /api/admin/leads/{id}", member, h.updateLead()},
		{"DELETE /api/admin/leads/{id}", member, h.deleteLead()},
		{"POST /api/admin/leads/{id}/notes", member, h.addNote()},
		{"POST /api/admin/leads/{id}/spam", member, h.setSpam()},
		{"POST /api/admin/leads/{id}/reply", member, h.reply()},
		{"POST /api/admin/leads/{id}/mails/{mailId}/resend", member, h.resendMail()},

		{"GET /api/admin/analytics", member, h.dashboard()},
		{"GET /api/admin/analytics/realtime", member, h.realtime()},
		{"GET /api/admin/analytics/export", member, h.exportBreakdown()},
		{"GET /api/admin/whatsapp-refs/{ref}", member, h.whatsappRef()},
		{"POST /api/admin/whatsapp-refs/{ref}/lead", member, h.whatsappLead()},

		{"GET /api/admin/media", member, h.listMedia()},
		{"POST /api/admin/media", member, h.uploadMedia()}, // the body is the file, not JSON
		{"GET /api/admin/media/{id}", member, h.mediaAsset()},
		{"PUT /api/admin/media/{id}/focal", member, h.setMediaFocal()},
		{"POST /api/admin/media/{id}/retry", member, h.retryMedia()},
		{"DELETE /api/admin/media/{id}", member, h.deleteMedia()},

		{"GET /api/admin/content", member, h.studio()},
		{"POST /api/admin/content/{family}", member, h.addItem()},
		{"POST /api/admin/content/confirm", member, h.confirmText()},
		{"PUT /api/admin/content/{family}/order", member, h.reorderItems()},
		{"PUT /api/admin/content/{pointer...}", member, h.editItem()},
		{"DELETE /api/admin/content/{pointer...}", member, h.removeItem()},

		// Anything else under /api/admin: 401 signed out, 404 signed in.
		{"/api/admin/", signedIn, handleAPINotFound()},
	}
	routes = append(routes, webhookRoutes(d)...)  // admin_webhooks.go
	routes = append(routes, reportRoutes(d)...)   // admin_report.go
	routes = append(routes, meetingRoutes(d)...)  // admin_booking.go
	return append(routes, publishingRoutes(d)...) // admin_publish.go
}

func newAdminAPI(d Deps) adminAPI {
	h := adminAPI{log: d.Log, auth: d.Auth, leads: d.Leads, meetings: d.Meetings, https: d.Config.HTTPS, trustProxy: d.Config.TrustProxy,
		site: d.Settings, now: d.Now, media: d.Media, mediaWake: d.MediaWake, mediaFiles: d.MediaFiles,
		analyticsDays: analytics.DefaultRetentionDays, mailOff: d.Config.SMTPURL == ""}
	if d.DB != nil {
		h.content = content.NewStore(d.DB)
		h.contacts = content.Published{Live: publish.NewStore(d.DB).LiveContent}
	}
	if d.DB != nil && d.Analytics != nil {
		h.analytics = analytics.NewReader(d.DB, d.Analytics.Catalogue())
		h.analyticsDays = d.Analytics.RetentionDays()
	}
	h.publishing, h.publishChanges = d.Publishing, &publishChanges{}
	return h
}

// handleMethodNotAllowed answers an endpoint asked with another method
// than its own: 405 with Allow, not the 404 of an unknown path.
func handleMethodNotAllowed(allow string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", allow)
		writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": "method not allowed, use " + allow})
	})
}

func handleAPINotFound() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "no such endpoint"})
	})
}

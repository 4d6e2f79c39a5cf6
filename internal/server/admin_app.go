package server

import "net/http"

// adminShell is the back office's HTML: index.html of its own build
// (web/admin, docs/decisions/0200), which React Router's data router
// renders in the browser. It is never cached (it is the door to
// signed-in pages), never indexed, and runs only its own scripts: the
// inline ones by hash, no 'unsafe-inline'. It may frame its own origin
// only: the studio's preview of a draft page (GET
// /api/admin/content/preview) at a phone's or a desktop's width.
func adminShell(body []byte) *asset {
	a := newAsset("index.html", body)
	a.cacheControl = "no-store"
	a.csp = pageCSP(body) + "; frame-src 'self'"
	a.compress()
	return a
}

// handleAdminApp serves the back office's shell for /admin and every path
// under it; the client-side router shows the right screen.
func handleAdminApp(s *site) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Robots-Tag", "noindex, nofollow")
		if s.admin == nil {
			s.notFound[""].serve(w, r, http.StatusNotFound)
			return
		}
		s.admin.serve(w, r, http.StatusOK)
	})
}

package server

import (
	"net/http"
	"strings"
)

// mediaPattern is the route of uploaded pictures' files.
const mediaPattern = "GET /media/{file}"

// pagesFirst answers a GET or HEAD of a prerendered page, of a hashed file
// under /assets/ or of an uploaded picture's file before mux is asked: mux
// would route it to "/" (handleSite) or to media all the same, but its
// match allocates a slice at every path segment and, "/" not matching
// /en/home exactly, walks its tree a second time for a trailing-slash
// redirect; pages and pictures are most of the traffic (docs/decisions/0285).
// It sets r.Pattern as mux would, for the access log's metrics. Any other
// path, or method, goes to mux; the paths it takes never meet another
// route (TestPagesFirstAgreesWithMux).
func pagesFirst(live *LiveSite, mux, media http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			if a := live.now.Load().site.servedFirst(r.URL.Path); a != nil {
				r.Pattern = "/"
				a.serve(w, r, http.StatusOK)
				return
			}
			if mediaFirst(r.URL.Path) {
				r.Pattern = mediaPattern
				media.ServeHTTP(w, r)
				return
			}
		}
		mux.ServeHTTP(w, r)
	})
}

// mediaFirst reports whether mux would give p to mediaPattern: one
// segment after /media/.
func mediaFirst(p string) bool {
	name, ok := strings.CutPrefix(p, "/media/")
	return ok && name != "" && !strings.Contains(name, "/")
}

// servedFirst is the page or hashed asset at p, which handleSite would
// answer with status 200; nil for any other path.
func (s *site) servedFirst(p string) *asset {
	if a, ok := s.static[p]; ok {
		if strings.HasPrefix(p, "/assets/") {
			return a
		}
		return nil // handleSite's order: a static file before a page
	}
	return s.pages[p]
}

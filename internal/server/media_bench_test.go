package server

import (
	"net/http/httptest"
	"testing"

	"agencysite/internal/media"
)

// BenchmarkServeMedia measures serving one processed picture through the
// whole handler (middleware included), from the files' memory cache.
func BenchmarkServeMedia(b *testing.B) {
	store, a := processedPicture(b)
	h := newTestServer(b, func(d *Deps) { d.Media, d.MediaFiles = store, media.NewFiles(store, 8<<20) })
	path := media.File{ID: a.ID, Width: 480, Format: media.WebP}.URL()
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
			if w.Code != 200 {
				b.Fatalf("got %v, want 200", w.Code)
			}
		}
	})
}

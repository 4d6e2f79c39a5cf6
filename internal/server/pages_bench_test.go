package server

import (
	"net/http/httptest"
	"os"
	"testing"
)

// BenchmarkServePage measures serving one prerendered page, brotli-encoded,
// through the whole handler (middleware included), from the real build when
// there is one and from the fixture otherwise. `make bench` reports it.
func BenchmarkServePage(b *testing.B) {
	h := newTestServer(b, func(d *Deps) {
		if _, err := os.Stat("../../web/build/client/en/home/index.html"); err == nil {
			d.Site = os.DirFS("../../web/build/client")
		}
	})
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			r := httptest.NewRequest("GET", "/ar/home", nil)
			r.Header.Set("Accept-Encoding", "gzip, deflate, br")
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != 200 {
				b.Fatalf("got %v, want 200", w.Code)
			}
		}
	})
}

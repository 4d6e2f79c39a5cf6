package main

import (
	"io"
	"log/slog"
	"net/http"
	"testing"

	"agencysite/internal/config"
	"agencysite/internal/onewrite"
)

// The site's listener gives its handler the connection that joins a large
// answer's two writes into one (package onewrite, docs/decisions/0330).
func TestSiteListenerLetsPagesGoOutInOneWrite(t *testing.T) {
	cfg, err := config.Load([]string{"-addr", "127.0.0.1:0", "-data-dir", t.TempDir()}, func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	seen := make(chan bool, 1)
	site := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen <- onewrite.From(r.Context()) != nil
	})
	ls, live, err := listen(cfg, site, http.NotFoundHandler(), slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	go ls[0].serve()
	defer ls[0].srv.Close()
	resp, err := http.Get("http://" + live + "/en/home")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if !<-seen {
		t.Error("the site's handler got no onewrite.Conn in its request's context")
	}
}

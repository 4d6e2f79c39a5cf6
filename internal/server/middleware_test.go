package server

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestRecoverPanics: a handler that panics answers the product's JSON 500,
// with the security headers, and the panic is logged; the server goes on.
func TestRecoverPanics(t *testing.T) {
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	panicking := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/boom" {
			panic("nil map write")
		}
		w.WriteHeader(http.StatusNoContent)
	})
	h := recoverPanics(log)(securityHeaders(false)(panicking))
	runScenarios(t, h, []scenario{
		{name: "a panic is a 500", path: "/boom", wantStatus: 500, wantJSON: `{"error":"internal error"}`,
			wantHeader: map[string]string{"X-Content-Type-Options": "nosniff", "Cache-Control": "no-store"}},
		{name: "the next request is served", path: "/fine", wantStatus: 204},
	})
	if !strings.Contains(logs.String(), "nil map write") || !strings.Contains(logs.String(), "path=/boom") {
		t.Errorf("got log %q, want the panic and its path", logs.String())
	}
}

// TestRecoverPanicsLetsAbortThrough: http.ErrAbortHandler is how a handler
// asks net/http to drop the connection; it must reach the server.
func TestRecoverPanicsLetsAbortThrough(t *testing.T) {
	h := recoverPanics(slog.New(slog.DiscardHandler))(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {
		panic(http.ErrAbortHandler)
	}))
	defer func() {
		if v := recover(); v != http.ErrAbortHandler {
			t.Errorf("got panic %v, want http.ErrAbortHandler", v)
		}
	}()
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/", nil))
}

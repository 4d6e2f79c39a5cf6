package server

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"testing"

	"agencysite/internal/auth"
)

// A request whose client has gone is no failure of the server: no error in
// the log (an operator would chase it), and no 500 in the access log.
func TestRespondErrorToAClientThatLeft(t *testing.T) {
	for _, tc := range []struct {
		name       string
		cancel     bool
		wantStatus int
		wantError  bool
	}{
		{"client left", true, statusClientClosedRequest, false},
		{"canceled inside, client still there", false, 500, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var logs bytes.Buffer
			log := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
			ctx, cancel := context.WithCancel(context.Background())
			if tc.cancel {
				cancel()
			} else {
				defer cancel()
			}
			r := httptest.NewRequest("GET", "/api/admin/leads/activity", nil).WithContext(ctx)
			w := httptest.NewRecorder()
			respondError(w, r, log, fmt.Errorf("auth: user: %w", context.Canceled))
			if w.Code != tc.wantStatus {
				t.Errorf("got status %v, want %v", w.Code, tc.wantStatus)
			}
			if got := bytes.Contains(logs.Bytes(), []byte("level=ERROR")); got != tc.wantError {
				t.Errorf("got error logged %v, want %v: %s", got, tc.wantError, logs.String())
			}
		})
	}
}

// A full password-hash queue answers 429 with Retry-After, not a request
// held past the write timeout.
func TestRespondErrorBusyHasher(t *testing.T) {
	w := httptest.NewRecorder()
	respondError(w, httptest.NewRequest("POST", "/api/auth/sign-in", nil), slog.New(slog.DiscardHandler), fmt.Errorf("auth: sign in: %w", auth.ErrBusy))
	if w.Code != 429 || w.Header().Get("Retry-After") != "1" {
		t.Errorf("got %d with Retry-After %q, want 429 and 1", w.Code, w.Header().Get("Retry-After"))
	}
}

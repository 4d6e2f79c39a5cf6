package auth_test

import (
	"context"
	"testing"
	"time"
)

// TestIsTeamEndsWithTheSession: the analytics ingest leaves a visit out
// only while the visitor's back-office session is live; one past its idle
// or absolute expiry is an ordinary visitor again.
func TestIsTeamEndsWithTheSession(t *testing.T) {
	tests := []struct {
		name  string
		steps []time.Duration // requests that keep the session alive
		last  time.Duration
		want  bool
	}{
		{name: "live", last: 29 * time.Minute, want: true},
		{name: "idle past 30 minutes", last: 30 * time.Minute, want: false},
		{name: "past 12 hours however active", steps: repeat(25*time.Minute, 28), last: 20 * time.Minute, want: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s, _, c := newStore(t)
			_, token := setupOwner(t, s)
			stayActive(t, s, c, token, tt.steps)
			c.advance(tt.last)
			got, err := s.IsTeam(ctx, token)
			if err != nil || got != tt.want {
				t.Errorf("got IsTeam %v (%v), want %v", got, err, tt.want)
			}
		})
	}
	s, _, _ := newStore(t)
	if got, err := s.IsTeam(context.Background(), "not-a-session"); got || err != nil {
		t.Errorf("got IsTeam %v (%v) for an unknown token, want false", got, err)
	}
}

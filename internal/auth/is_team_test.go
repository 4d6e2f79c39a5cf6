package auth_test

import (
	"context"
	"testing"
)

// TestIsTeamOfAnUnknownToken: a token that is no session is nobody of the
// team (TestSessionExpiry has IsTeam end with a session).
func TestIsTeamOfAnUnknownToken(t *testing.T) {
	s, _, _ := newStore(t)
	if got, err := s.IsTeam(context.Background(), "not-a-session"); got || err != nil {
		t.Errorf("got IsTeam %v (%v) for an unknown token, want false", got, err)
	}
}

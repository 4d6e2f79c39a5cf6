package auth

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/go-webauthn/webauthn/webauthn"
)

// ceremoniesMax bounds the sign-in ceremonies under way at once: beginning
// one needs no account, so without a bound a flood of begins would grow
// the table for as long as the rows live.
const ceremoniesMax = 10_000

// saveCeremony keeps a ceremony's SessionData in the database under a new
// token, so that its finish may reach any instance, and returns the token
// with the options for the browser. Expired rows are swept first.
func (s *Store) saveCeremony(ctx context.Context, purpose, userID string, session *webauthn.SessionData, options any) (Ceremony, error) {
	raw, err := json.Marshal(session)
	if err != nil {
		return Ceremony{}, fmt.Errorf("auth: ceremony: %w", err)
	}
	now := s.clock()
	if _, err := s.db.ExecContext(ctx, `DELETE FROM passkey_ceremonies WHERE expires_at < $1`, formatTime(now)); err != nil {
		return Ceremony{}, fmt.Errorf("auth: ceremony: %w", err)
	}
	if purpose == "sign_in" {
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM passkey_ceremonies WHERE purpose = 'sign_in'`).Scan(&n); err != nil {
			return Ceremony{}, fmt.Errorf("auth: ceremony: %w", err)
		}
		if n >= ceremoniesMax {
			return Ceremony{}, &ThrottledError{RetryAfter: time.Minute}
		}
	}
	token := newToken()
	if _, err := s.db.ExecContext(ctx, `INSERT INTO passkey_ceremonies (token_hash, purpose, user_id, session, expires_at)
		VALUES ($1, $2, $3, $4, $5)`, hashToken(token), purpose, userID, string(raw),
		formatTime(now.Add(ceremonyTimeout))); err != nil {
		return Ceremony{}, fmt.Errorf("auth: ceremony: %w", err)
	}
	return Ceremony{Token: token, Options: options}, nil
}

// takeCeremony removes the ceremony of token and returns it: one statement,
// so an answer is checked against its challenge once, on one instance.
func (s *Store) takeCeremony(ctx context.Context, token, purpose string) (string, webauthn.SessionData, error) {
	var userID, raw, expires string
	err := s.db.QueryRowContext(ctx, `DELETE FROM passkey_ceremonies WHERE token_hash = $1 AND purpose = $2
		RETURNING user_id, session, expires_at`, hashToken(token), purpose).Scan(&userID, &raw, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return "", webauthn.SessionData{}, ErrCeremonyInvalid
	}
	if err != nil {
		return "", webauthn.SessionData{}, fmt.Errorf("auth: ceremony: %w", err)
	}
	if !parseTime(expires).After(s.clock()) {
		return "", webauthn.SessionData{}, ErrCeremonyInvalid
	}
	var session webauthn.SessionData
	if err := json.Unmarshal([]byte(raw), &session); err != nil {
		return "", webauthn.SessionData{}, fmt.Errorf("auth: ceremony: %w", err)
	}
	return userID, session, nil
}

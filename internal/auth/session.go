package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"

	"agencysite/internal/database"
)

// Session lifetimes (OWASP ASVS level 2): a session ends after 30 minutes
// without a request, and 12 hours after sign-in whatever happens.
const (
	IdleTimeout     = 30 * time.Minute
	AbsoluteTimeout = 12 * time.Hour
	// touchEvery spares the database a write per request: the idle clock
	// restarts at most once a minute.
	touchEvery = time.Minute
)

// Session is one signed-in browser.
type Session struct {
	ID         string    `json:"id"`
	UserID     string    `json:"-"`
	CreatedAt  time.Time `json:"createdAt"`
	LastSeenAt time.Time `json:"lastSeenAt"`
	ExpiresAt  time.Time `json:"expiresAt"`
	Device     string    `json:"device"`
	Current    bool      `json:"current"`
}

func (s *Session) setExpiry() {
	s.ExpiresAt = s.LastSeenAt.Add(IdleTimeout)
	if abs := s.CreatedAt.Add(AbsoluteTimeout); abs.Before(s.ExpiresAt) {
		s.ExpiresAt = abs
	}
}

// startSession creates a session for userID in tx and returns its token,
// new at every sign-in so a token planted before sign-in is worth nothing.
func (s *Store) startSession(ctx context.Context, tx *sql.Tx, userID, device string) (string, error) {
	token, now := newToken(), s.now()
	_, err := tx.ExecContext(ctx, `INSERT INTO sessions (id, token_hash, user_id, created_at, last_seen_at, device)
		VALUES ($1, $2, $3, $4, $4, $5)`, newID(), hashToken(token), userID, now, device)
	if err != nil {
		return "", err
	}
	_, err = tx.ExecContext(ctx, `UPDATE users SET last_sign_in_at = $1 WHERE id = $2`, now, userID)
	return token, err
}

// Authenticate returns the user and session of a cookie's token, and slides
// the idle expiry. An unknown, ended or expired token is ErrSignedOut.
func (s *Store) Authenticate(ctx context.Context, token string) (User, Session, error) {
	if token == "" {
		return User{}, Session{}, ErrSignedOut
	}
	var sess Session
	var created, seen string
	err := s.db.QueryRowContext(ctx, `SELECT id, user_id, created_at, last_seen_at, device FROM sessions
		WHERE token_hash = $1`, hashToken(token)).Scan(&sess.ID, &sess.UserID, &created, &seen, &sess.Device)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, Session{}, ErrSignedOut
	}
	if err != nil {
		return User{}, Session{}, fmt.Errorf("auth: authenticate: %w", err)
	}
	sess.CreatedAt, sess.LastSeenAt, sess.Current = parseTime(created), parseTime(seen), true
	sess.setExpiry()
	now := s.clock()
	if !now.Before(sess.ExpiresAt) {
		s.db.ExecContext(ctx, `DELETE FROM sessions WHERE id = $1`, sess.ID) // tidy; failing to is harmless
		return User{}, Session{}, ErrSignedOut
	}
	if now.Sub(sess.LastSeenAt) >= touchEvery {
		sess.LastSeenAt = now.UTC().Truncate(time.Microsecond)
		sess.setExpiry()
		if _, err := s.db.ExecContext(ctx, `UPDATE sessions SET last_seen_at = $1 WHERE id = $2`,
			formatTime(sess.LastSeenAt), sess.ID); err != nil {
			return User{}, Session{}, fmt.Errorf("auth: authenticate: %w", err)
		}
	}
	u, err := s.User(ctx, sess.UserID)
	if errors.Is(err, ErrNotFound) {
		return User{}, Session{}, ErrSignedOut
	}
	return u, sess, err
}

// SignOut ends the session of token.
func (s *Store) SignOut(ctx context.Context, actor Actor, token string) error {
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE token_hash = $1`, hashToken(token)); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "auth.sign_out", "user:"+actor.ID, "")
	})
	if err != nil {
		return fmt.Errorf("auth: sign out: %w", err)
	}
	return nil
}

// Sessions returns the live sessions of userID, newest first; currentID's
// is marked current.
func (s *Store) Sessions(ctx context.Context, userID, currentID string) ([]Session, error) {
	sessions, err := database.Query(ctx, s.db, func(row database.Scanner) (Session, error) {
		var sess Session
		var created, seen string
		err := row.Scan(&sess.ID, &created, &seen, &sess.Device)
		sess.UserID, sess.CreatedAt, sess.LastSeenAt, sess.Current = userID, parseTime(created), parseTime(seen), sess.ID == currentID
		sess.setExpiry()
		return sess, err
	}, `SELECT id, created_at, last_seen_at, device FROM sessions WHERE user_id = $1 ORDER BY created_at DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("auth: sessions: %w", err)
	}
	now := s.clock()
	return slices.DeleteFunc(sessions, func(sess Session) bool { return !now.Before(sess.ExpiresAt) }), nil
}

// EndSession ends one of the actor's own sessions; another user's is ErrNotFound.
func (s *Store) EndSession(ctx context.Context, actor Actor, sessionID string) error {
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE id = $1 AND user_id = $2`, sessionID, actor.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		return s.audit(ctx, tx, actor, "auth.session_ended", "session:"+sessionID, "")
	})
	if err != nil {
		return fmt.Errorf("auth: end session: %w", err)
	}
	return nil
}

// IsTeam reports whether token is a live session, without sliding its
// expiry: the analytics ingest asks it to leave the team's own visits out,
// and browsing the public site must not keep a back-office session alive.
func (s *Store) IsTeam(ctx context.Context, token string) (bool, error) {
	if token == "" {
		return false, nil
	}
	var sess Session
	var created, seen string
	err := s.db.QueryRowContext(ctx, `SELECT created_at, last_seen_at FROM sessions WHERE token_hash = $1`,
		hashToken(token)).Scan(&created, &seen)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("auth: is team: %w", err)
	}
	sess.CreatedAt, sess.LastSeenAt = parseTime(created), parseTime(seen)
	sess.setExpiry()
	return s.clock().Before(sess.ExpiresAt), nil
}

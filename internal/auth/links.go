package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/mail"
)

// Lifetimes of one-time links.
const (
	SetupLinkTTL  = 30 * time.Minute
	InvitationTTL = 72 * time.Hour
)

const (
	purposeSetup      = "setup"
	purposeInvitation = "invitation"
)

// Invitation is an open invitation to join the team.
type Invitation struct {
	ID        string    `json:"id"`
	Email     string    `json:"email"`
	Role      string    `json:"role"`
	InvitedBy string    `json:"invitedBy"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// NewSetupLink makes the first-run link that creates the owner; it is an
// error once anyone has an account.
func (s *Store) NewSetupLink(ctx context.Context) (string, error) {
	if has, err := s.HasUsers(ctx); err != nil {
		return "", err
	} else if has {
		return "", fmt.Errorf("auth: setup link: %w", ErrLinkInvalid)
	}
	token := newToken()
	now := s.clock()
	_, err := s.db.ExecContext(ctx, `INSERT INTO auth_links (id, token_hash, purpose, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5)`, newID(), hashToken(token), purposeSetup, formatTime(now), formatTime(now.Add(SetupLinkTTL)))
	if err != nil {
		return "", fmt.Errorf("auth: setup link: %w", err)
	}
	return s.opts.BaseURL + "/admin/setup#" + token, nil
}

type link struct {
	id, email, role, createdBy string
	createdAt, expiresAt       time.Time
}

// openLink returns the unused, unexpired link of token for purpose.
func (s *Store) openLink(ctx context.Context, q querier, purpose, token string) (link, error) {
	var l link
	var created, expires string
	err := q.QueryRowContext(ctx, `SELECT id, email, role, created_by, created_at, expires_at FROM auth_links
		WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
		hashToken(token), purpose, s.now()).Scan(&l.id, &l.email, &l.role, &l.createdBy, &created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return link{}, ErrLinkInvalid
	}
	l.createdAt, l.expiresAt = parseTime(created), parseTime(expires)
	return l, err
}

// dropOpenLinks deletes, through tx, email's unused links of purpose and
// scrubs the mails of kind that carried them (their text replaced by
// scrubbedText): a new invitation or reset link replaces the older ones.
func dropOpenLinks(ctx context.Context, tx *sql.Tx, purpose, email, kind, scrubbedText string) error {
	ids, err := database.Query(ctx, tx, database.Column[string],
		`SELECT id FROM auth_links WHERE purpose = $1 AND email = $2 AND used_at IS NULL`, purpose, email)
	if err != nil {
		return err
	}
	if err := mail.Redact(ctx, tx, kind, scrubbedText, ids...); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `DELETE FROM auth_links WHERE purpose = $1 AND email = $2 AND used_at IS NULL`, purpose, email)
	return err
}

// useLink marks a link used; only one of two concurrent uses wins.
func (s *Store) useLink(ctx context.Context, tx *sql.Tx, id string) error {
	res, err := tx.ExecContext(ctx, `UPDATE auth_links SET used_at = $1 WHERE id = $2 AND used_at IS NULL`, s.now(), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return ErrLinkInvalid
	}
	return nil
}

// CheckSetup tells whether a setup token can still be used.
func (s *Store) CheckSetup(ctx context.Context, token string) error {
	// A setup link left over once the owner exists can never be used
	// (join checks it too): the page says so instead of a form.
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&n); err != nil {
		return fmt.Errorf("auth: check setup: %w", err)
	} else if n > 0 {
		return ErrLinkInvalid
	}
	_, err := s.openLink(ctx, s.db, purposeSetup, token)
	return err
}

// Setup creates the owner with a setup link's token and signs them in.
func (s *Store) Setup(ctx context.Context, token string, u NewUser, address, device string) (User, string, error) {
	u.Role = RoleOwner
	if err := s.checkNewUser(&u); err != nil {
		return User{}, "", err
	}
	return s.join(ctx, purposeSetup, token, u, address, device)
}

// join uses a link to create an account and its first session.
func (s *Store) join(ctx context.Context, purpose, token string, u NewUser, address, device string) (User, string, error) {
	var user User
	var sessionToken string
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		l, err := s.openLink(ctx, tx, purpose, token)
		if err != nil {
			return err
		}
		if purpose == purposeSetup {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return ErrLinkInvalid // someone finished setting up with another link
			}
		}
		if err := s.useLink(ctx, tx, l.id); err != nil {
			return err
		}
		if err := scrubInvitationMail(ctx, tx, l.id); err != nil {
			return err
		}
		if user, err = s.insertUser(ctx, tx, u); err != nil {
			return err
		}
		actor := Actor{ID: user.ID, Name: user.Name, Address: address}
		action := "auth.setup"
		if purpose == purposeInvitation {
			action = "team.joined"
		}
		if err := s.audit(ctx, tx, actor, action, "user:"+user.ID, user.Email+" as "+user.Role); err != nil {
			return err
		}
		if sessionToken, err = s.startSession(ctx, tx, user.ID, device); err != nil {
			return err
		}
		user.LastSignInAt = &user.CreatedAt
		return s.audit(ctx, tx, actor, "auth.sign_in", "user:"+user.ID, "")
	})
	if err != nil {
		return User{}, "", fmt.Errorf("auth: %s: %w", purpose, err)
	}
	return user, sessionToken, nil
}

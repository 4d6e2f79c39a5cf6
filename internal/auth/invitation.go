package auth

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/mail"
)

// MailInvitation is the outbox kind of an invitation e-mail.
const MailInvitation = "team-invitation"

// Invite makes a single-use link for email to join the team with role,
// queues it by e-mail in the inviter's language, and returns it for the
// screen too (a site without SMTP still gets its team in). A new
// invitation to the same address replaces the open one.
func (s *Store) Invite(ctx context.Context, actor Actor, email, role, lang string) (Invitation, string, error) {
	email = normalizeEmail(email)
	p := Problems{}
	checkEmail(p, "email", email)
	if !ValidRole(role) {
		p["role"] = "unknown"
	}
	if err := p.Err(); err != nil {
		return Invitation{}, "", err
	}
	token, now := newToken(), s.clock().UTC().Truncate(time.Microsecond)
	inv := Invitation{ID: newID(), Email: email, Role: role, InvitedBy: actor.Name, CreatedAt: now, ExpiresAt: now.Add(InvitationTTL)}
	url := s.opts.BaseURL + "/admin/invite#" + token
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = $1`, email).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return ErrAlreadyMember
		}
		if err := dropOpenLinks(ctx, tx, purposeInvitation, email, MailInvitation, scrubbed); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO auth_links (id, token_hash, purpose, email, role, created_by, created_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, inv.ID, hashToken(token), purposeInvitation, email, role, actor.ID,
			formatTime(now), formatTime(inv.ExpiresAt)); err != nil {
			return err
		}
		if _, err := mail.Enqueue(ctx, tx, invitationMail(inv, url, lang, s.opts.Issuer)); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "team.invited", "invitation:"+inv.ID, email+" as "+role)
	})
	if err != nil {
		return Invitation{}, "", fmt.Errorf("auth: invite: %w", err)
	}
	if s.opts.Queued != nil {
		s.opts.Queued()
	}
	return inv, url, nil
}

// Invitations returns the open invitations, newest first.
func (s *Store) Invitations(ctx context.Context) ([]Invitation, error) {
	invitations, err := database.Query(ctx, s.db, func(row database.Scanner) (Invitation, error) {
		var inv Invitation
		var created, expires string
		err := row.Scan(&inv.ID, &inv.Email, &inv.Role, &inv.InvitedBy, &created, &expires)
		inv.CreatedAt, inv.ExpiresAt = parseTime(created), parseTime(expires)
		return inv, err
	}, `SELECT l.id, l.email, l.role, COALESCE(u.name, ''), l.created_at, l.expires_at
		FROM auth_links l LEFT JOIN users u ON u.id = l.created_by
		WHERE l.purpose = $1 AND l.used_at IS NULL AND l.expires_at > $2 ORDER BY l.created_at DESC`, purposeInvitation, s.now())
	if err != nil {
		return nil, fmt.Errorf("auth: invitations: %w", err)
	}
	return invitations, nil
}

// RevokeInvitation deletes an open invitation; its link stops working.
func (s *Store) RevokeInvitation(ctx context.Context, actor Actor, id string) error {
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM auth_links WHERE id = $1 AND purpose = $2 AND used_at IS NULL`, id, purposeInvitation)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		if err := scrubInvitationMail(ctx, tx, id); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "team.invitation_revoked", "invitation:"+id, "")
	})
	if err != nil {
		return fmt.Errorf("auth: revoke invitation: %w", err)
	}
	return nil
}

// CheckInvitation returns the invitation a token opens.
func (s *Store) CheckInvitation(ctx context.Context, token string) (Invitation, error) {
	l, err := s.openLink(ctx, s.db, purposeInvitation, token)
	if err != nil {
		return Invitation{}, fmt.Errorf("auth: check invitation: %w", err)
	}
	inv := Invitation{ID: l.id, Email: l.email, Role: l.role, CreatedAt: l.createdAt, ExpiresAt: l.expiresAt}
	if by, err := s.User(ctx, l.createdBy); err == nil {
		inv.InvitedBy = by.Name
	}
	return inv, nil
}

// AcceptInvitation creates the invited account and signs it in.
func (s *Store) AcceptInvitation(ctx context.Context, token string, u NewUser, address, device string) (User, string, error) {
	inv, err := s.CheckInvitation(ctx, token)
	if err != nil {
		return User{}, "", err
	}
	u.Email, u.Role = inv.Email, inv.Role
	if err := s.checkNewUser(&u); err != nil {
		return User{}, "", err
	}
	return s.join(ctx, purposeInvitation, token, u, address, device)
}

func invitationMail(inv Invitation, url, lang, site string) mail.Message {
	m := linkMail(func(w words) mailText { return w.Invitation }, lang, inv.InvitedBy, site, url, InvitationTTL)
	m.Kind, m.Ref, m.To, m.Created, m.Expires = MailInvitation, inv.ID, inv.Email, inv.CreatedAt, inv.ExpiresAt
	return m
}

// linkMail is the subject and text of an e-mail that sends a one-time
// link, in lang (English where words.json lacks it): the text of pick with
// the sender by (the site when nobody is named), the site, the link and its
// lifetime in hours.
func linkMail(pick func(words) mailText, lang, by, site, url string, ttl time.Duration) mail.Message {
	lang = allWords.Lang(lang)
	t := pick(allWords.In(lang))
	if by = strings.TrimSpace(by); by == "" {
		by = site
	}
	return mail.Message{Lang: lang, Subject: fmt.Sprintf(t.Subject, by, site), Text: fmt.Sprintf(t.Text, by, site, url, int(ttl.Hours()))}
}

// scrubbed replaces the text of an invitation mail once its link is used
// or revoked: the outbox keeps what was sent, but no working link.
const scrubbed = "(This invitation link was used or withdrawn.)\n"

func scrubInvitationMail(ctx context.Context, tx database.Execer, invitationID string) error {
	return mail.Redact(ctx, tx, MailInvitation, scrubbed, invitationID)
}

package auth

import (
	"agencysite/internal/database"
	"agencysite/internal/validation"
	"agencysite/web"

	"context"
	"database/sql"
	"fmt"
	netmail "net/mail"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// User is a team member.
type User struct {
	ID           string     `json:"id"`
	Email        string     `json:"email"`
	Name         string     `json:"name"`
	Role         string     `json:"role"`
	Language     string     `json:"language"`
	TOTPEnabled  bool       `json:"totpEnabled"`
	Passkeys     int        `json:"passkeys"` // how many
	CreatedAt    time.Time  `json:"createdAt"`
	LastSignInAt *time.Time `json:"lastSignInAt"`
}

// HasSecondFactor reports whether the user signs in with more than a
// password: a TOTP app or a passkey (which the owner's two-factor
// requirement accepts alike).
func (u User) HasSecondFactor() bool { return u.TOTPEnabled || u.Passkeys > 0 }

// account is a users row with its secrets, never sent to a client.
type account struct {
	User
	passwordHash string
	totpSecret   string
	totpPending  string
	totpLastStep int64
}

const selectAccounts = `SELECT id, email, name, role, language, password_hash, totp_secret, totp_pending,
	totp_last_step, created_at, last_sign_in_at,
	(SELECT count(*) FROM passkeys WHERE passkeys.user_id = users.id) FROM users`

func scanAccount(row interface{ Scan(...any) error }) (account, error) {
	var a account
	var created string
	var last sql.NullString
	if err := row.Scan(&a.ID, &a.Email, &a.Name, &a.Role, &a.Language, &a.passwordHash, &a.totpSecret,
		&a.totpPending, &a.totpLastStep, &created, &last, &a.Passkeys); err != nil {
		return account{}, err
	}
	a.CreatedAt = parseTime(created)
	if last.Valid {
		t := parseTime(last.String)
		a.LastSignInAt = &t
	}
	a.TOTPEnabled = a.totpSecret != ""
	return a, nil
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func (s *Store) accountWhere(ctx context.Context, q querier, where string, arg any) (account, error) {
	return database.One(ctx, q, scanAccount, ErrNotFound, selectAccounts+` WHERE `+where, arg)
}

// User returns the user with id, or ErrNotFound.
func (s *Store) User(ctx context.Context, id string) (User, error) {
	a, err := s.accountWhere(ctx, s.db, `id = $1`, id)
	if err != nil {
		return User{}, fmt.Errorf("auth: user: %w", err)
	}
	return a.User, nil
}

// Users returns every team member, owners first, then by name.
func (s *Store) Users(ctx context.Context) ([]User, error) {
	users, err := database.Query(ctx, s.db, func(row database.Scanner) (User, error) {
		a, err := scanAccount(row)
		return a.User, err
	}, selectAccounts+` ORDER BY role = 'owner' DESC, name, email`)
	if err != nil {
		return nil, fmt.Errorf("auth: users: %w", err)
	}
	return users, nil
}

// Names returns every team member's name by id: what other packages show
// of who did or holds something (a lead's assignee), without reading the
// users table themselves.
func (s *Store) Names(ctx context.Context) (map[string]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, name FROM users`)
	if err != nil {
		return nil, fmt.Errorf("auth: names: %w", err)
	}
	defer rows.Close()
	names := map[string]string{}
	for rows.Next() {
		var id, name string
		if err := rows.Scan(&id, &name); err != nil {
			return nil, fmt.Errorf("auth: names: %w", err)
		}
		names[id] = name
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("auth: names: %w", err)
	}
	return names, nil
}

// HasUsers reports whether anyone has an account yet.
func (s *Store) HasUsers(ctx context.Context) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&n); err != nil {
		return false, fmt.Errorf("auth: count users: %w", err)
	}
	return n > 0, nil
}

// NewUser is what creating an account takes.
type NewUser struct {
	Email, Name, Password, Language, Role string
}

// normalizeEmail is the form e-mails are stored and looked up in.
func normalizeEmail(e string) string { return strings.ToLower(strings.TrimSpace(e)) }

func checkEmail(p Problems, field, email string) {
	switch a, err := netmail.ParseAddress(email); {
	case email == "":
		p[field] = "required"
	case len(email) > 254:
		p[field] = "too_long"
	case err != nil || a.Address != email || !strings.Contains(email[strings.LastIndex(email, "@"):], "."):
		p[field] = "invalid"
	}
}

// checkName refuses what lead fields refuse (validation.CleanText): a
// name reaches the audit log, lead history, CSV exports and the headers
// of invitation mails, where line breaks, terminal escapes, bidi
// overrides and encoded words would forge or hide something.
func checkName(p Problems, name string) {
	switch n := utf8.RuneCountInString(name); {
	case n == 0:
		p["name"] = "required"
	case n > web.Limits().UserNameMax:
		p["name"] = "too_long"
	case !validation.CleanText(name, validation.OneLine):
		p["name"] = "invalid"
	}
}

func (s *Store) checkLanguage(p Problems, lang string) {
	if !slices.Contains(s.opts.Languages, lang) {
		p["language"] = "unknown"
	}
}

func (s *Store) checkNewUser(u *NewUser) error {
	u.Email, u.Name = normalizeEmail(u.Email), strings.TrimSpace(u.Name)
	if u.Language == "" {
		u.Language = s.opts.Languages[0]
	}
	p := Problems{}
	checkEmail(p, "email", u.Email)
	checkName(p, u.Name)
	s.checkLanguage(p, u.Language)
	if code := CheckPassword(u.Password, s.opts.Issuer, u.Email, u.Name); code != "" {
		p["password"] = code
	}
	if !ValidRole(u.Role) {
		p["role"] = "unknown"
	}
	return p.Err()
}

// insertUser creates the account of a checked NewUser in tx.
func (s *Store) insertUser(ctx context.Context, tx *sql.Tx, u NewUser) (User, error) {
	var taken int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = $1`, u.Email).Scan(&taken); err != nil {
		return User{}, err
	}
	if taken > 0 {
		return User{}, ErrAlreadyMember
	}
	hash, err := s.hash.Hash(ctx, u.Password)
	if err != nil {
		return User{}, err
	}
	user := User{ID: newID(), Email: u.Email, Name: u.Name, Role: u.Role, Language: u.Language,
		CreatedAt: s.clock().UTC().Truncate(time.Microsecond)}
	_, err = tx.ExecContext(ctx, `INSERT INTO users (id, email, name, role, language, password_hash, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, user.ID, user.Email, user.Name, user.Role, user.Language, hash,
		formatTime(user.CreatedAt))
	return user, err
}

// CreateUser makes an account directly (the operator's command line).
func (s *Store) CreateUser(ctx context.Context, actor Actor, u NewUser) (User, error) {
	if err := s.checkNewUser(&u); err != nil {
		return User{}, err
	}
	var user User
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		var err error
		if user, err = s.insertUser(ctx, tx, u); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "team.joined", "user:"+user.ID, user.Email+" as "+user.Role)
	})
	if err != nil {
		return User{}, fmt.Errorf("auth: create user: %w", err)
	}
	return user, nil
}

// UpdateProfile changes a user's own name and back-office language; nil
// leaves a field as it is.
func (s *Store) UpdateProfile(ctx context.Context, userID string, name, language *string) (User, error) {
	u, err := s.User(ctx, userID)
	if err != nil {
		return User{}, err
	}
	p := Problems{}
	if name != nil {
		u.Name = strings.TrimSpace(*name)
		checkName(p, u.Name)
	}
	if language != nil {
		u.Language = *language
		s.checkLanguage(p, u.Language)
	}
	if err := p.Err(); err != nil {
		return User{}, err
	}
	if _, err := s.db.ExecContext(ctx, `UPDATE users SET name = $1, language = $2 WHERE id = $3`, u.Name, u.Language, u.ID); err != nil {
		return User{}, fmt.Errorf("auth: update profile: %w", err)
	}
	return u, nil
}

// SetRole makes a user an owner, an editor or a member. The last owner
// cannot step down.
func (s *Store) SetRole(ctx context.Context, actor Actor, userID, role string) (User, error) {
	if !ValidRole(role) {
		return User{}, Problems{"role": "unknown"}
	}
	var u User
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		a, err := s.accountWhere(ctx, tx, `id = $1`, userID)
		if err != nil {
			return err
		}
		if a.Role == RoleOwner && role != RoleOwner {
			if err := lastOwnerCheck(ctx, tx); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE users SET role = $1 WHERE id = $2`, role, userID); err != nil {
			return err
		}
		a.Role = role
		u = a.User
		return s.audit(ctx, tx, actor, "team.role_changed", "user:"+userID, a.Email+" → "+role)
	})
	if err != nil {
		return User{}, fmt.Errorf("auth: set role: %w", err)
	}
	return u, nil
}

func lastOwnerCheck(ctx context.Context, tx *sql.Tx) error {
	var owners int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE role = 'owner'`).Scan(&owners); err != nil {
		return err
	}
	if owners <= 1 {
		return ErrLastOwner
	}
	return nil
}

// RemoveUser deletes a team member; their sessions end with the row and
// their leads become unassigned. Nobody removes themself.
func (s *Store) RemoveUser(ctx context.Context, actor Actor, userID string) error {
	if userID == actor.ID {
		return fmt.Errorf("auth: remove user: %w", ErrLastOwner)
	}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		a, err := s.accountWhere(ctx, tx, `id = $1`, userID)
		if err != nil {
			return err
		}
		if a.Role == RoleOwner {
			if err := lastOwnerCheck(ctx, tx); err != nil {
				return err
			}
		}
		// What refers to the user elsewhere lets go first (their leads: by
		// ON DELETE SET NULL too, but not in SQLite files opened without
		// foreign keys).
		if s.opts.Removing != nil {
			if err := s.opts.Removing(ctx, tx, userID); err != nil {
				return err
			}
		}
		// Sessions and recovery codes go by ON DELETE CASCADE; said here
		// too for the same files.
		for _, q := range []string{`DELETE FROM sessions WHERE user_id = $1`, `DELETE FROM recovery_codes WHERE user_id = $1`,
			`DELETE FROM passkeys WHERE user_id = $1`, `DELETE FROM users WHERE id = $1`} {
			if _, err := tx.ExecContext(ctx, q, userID); err != nil {
				return err
			}
		}
		return s.audit(ctx, tx, actor, "team.removed", "user:"+userID, a.Email)
	})
	if err != nil {
		return fmt.Errorf("auth: remove user: %w", err)
	}
	return nil
}

// Package auth is the back office's sign-in: team members and their roles,
// password hashing, sessions, one-time links (first-run setup and
// invitations), sign-in throttling, two-factor codes and the audit log.
// Everything lives in the database, so several instances share it.
package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"agencysite/internal/database"
	"agencysite/internal/validation"
)

// Roles of a team member.
const (
	RoleOwner = "owner"
	// RoleEditor may publish the content, restore a version and cancel a
	// scheduled publish, besides what a member does.
	RoleEditor = "editor"
	RoleMember = "member"
)

// ValidRole reports whether role is one of the team's roles.
func ValidRole(role string) bool {
	return role == RoleOwner || role == RoleEditor || role == RoleMember
}

// CanPublish reports whether role may make content live (docs/admin-api.md).
func CanPublish(role string) bool { return role == RoleOwner || role == RoleEditor }

// Errors of this package; the server maps each to one status.
var (
	// ErrInvalidCredentials: wrong e-mail, password or second factor. One
	// error for all, so an answer never tells which part was wrong.
	ErrInvalidCredentials = errors.New("auth: invalid credentials")
	// ErrTOTPRequired: the password was right; the account needs its code.
	ErrTOTPRequired = errors.New("auth: two-factor code required")
	// ErrSignedOut: no session, or it expired or was ended.
	ErrSignedOut = errors.New("auth: signed out")
	// ErrLinkInvalid: a setup or invitation link is unknown, used or expired.
	ErrLinkInvalid = errors.New("auth: link invalid")
	// ErrNotFound: no such user, session or invitation.
	ErrNotFound = errors.New("auth: not found")
	// ErrLastOwner: the change would leave the team without an owner, or
	// an owner would remove themself.
	ErrLastOwner = errors.New("auth: the team needs an owner")
	// ErrAlreadyMember: the e-mail already has an account.
	ErrAlreadyMember = errors.New("auth: already a member")
	// ErrTOTPUnavailable: no key to seal two-factor seeds is configured.
	ErrTOTPUnavailable = errors.New("auth: two-factor needs a configured key")
	// ErrBusy: too many password checks are waiting; try again in a moment.
	ErrBusy = errors.New("auth: too many password checks at once")
	// ErrTOTPRequiredByTeam: the owner requires two-factor for everyone.
	ErrTOTPRequiredByTeam = errors.New("auth: the team requires two-factor")
)

// ThrottledError says sign-in is paused for RetryAfter.
type ThrottledError struct{ RetryAfter time.Duration }

func (e *ThrottledError) Error() string {
	return fmt.Sprintf("auth: too many failed sign-ins, retry in %s", e.RetryAfter.Round(time.Second))
}

// Problems is field → problem code: what a request got wrong, all at once.
type Problems = validation.Problems

// formatTime and parseTime are the database's one time codec; every time
// this package reads was written by formatTime.
func formatTime(t time.Time) string { return database.FormatTime(t) }

func parseTime(s string) time.Time {
	t, _ := database.ParseTime(s)
	return t
}

// newToken is 256 random bits, URL-safe: what a cookie or a link carries.
func newToken() string { return rand.Text() + rand.Text() }

// newID is a row id, as database.NewID makes them everywhere.
func newID() string { return database.NewID() }

// hashToken is what the database keeps of a token: a stolen copy of the
// database signs nobody in. Tokens carry 256 bits, so a fast hash is enough.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

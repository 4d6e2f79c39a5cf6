// Package authtest is, for tests, the team auth keeps: members held in
// memory, for a package that asks auth for a member or the whole team
// (reports, meetings) and has no need of a users table.
package authtest

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"agencysite/internal/auth"
)

// Team is the back office's members by id.
type Team map[string]auth.User

// User is the member id, or an error wrapping auth.ErrNotFound.
func (tm Team) User(_ context.Context, id string) (auth.User, error) {
	u, ok := tm[id]
	if !ok {
		return u, fmt.Errorf("authtest: %w", auth.ErrNotFound)
	}
	return u, nil
}

// Users is every member, by id.
func (tm Team) Users(context.Context) ([]auth.User, error) {
	return slices.SortedFunc(maps.Values(tm), func(a, b auth.User) int { return strings.Compare(a.ID, b.ID) }), nil
}

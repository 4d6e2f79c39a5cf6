package leads

import (
	"context"
	"fmt"
)

// agencyEmail is the agency's address for a site variant, as the published
// content document gives it (s.Contacts; an unknown variant gets the
// default site's): where lead notifications go unless the server is
// configured with LEADS_NOTIFY_TO, and the reply-to of the mails to the
// visitor.
func (s *Store) agencyEmail(ctx context.Context, variant string) (string, error) {
	c, err := s.Contacts.Contact(ctx, variant)
	if err != nil {
		return "", fmt.Errorf("leads: the agency's address: %w", err)
	}
	return c.Email, nil
}

// notifyAddress is where agency notifications about a lead of variant go.
func (s *Store) notifyAddress(ctx context.Context, variant string) (string, error) {
	if s.notifyTo != "" {
		return s.notifyTo, nil
	}
	return s.agencyEmail(ctx, variant)
}

package leads

// The agency's e-mail address per site variant: where lead notifications go
// unless the server is configured with LEADS_NOTIFY_TO, and the reply-to of
// the visitor's confirmation. The front end's site configuration carries the
// same addresses for its mailto links; change both together.
const (
	AgencyEmailDefault = "hello@example.com"  // the site at /
	AgencyEmailA       = "a.team@example.com" // the site under /a/
)

// AgencyEmail is the agency's address for a site variant.
func AgencyEmail(variant string) string {
	if variant == "a" {
		return AgencyEmailA
	}
	return AgencyEmailDefault
}

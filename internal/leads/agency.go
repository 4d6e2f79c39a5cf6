package leads

import "agencysite/web"

// AgencyEmail is the agency's address for a site variant, as the site
// configuration (web/app/config/site.json) gives it: where lead
// notifications go unless the server is configured with LEADS_NOTIFY_TO,
// and the reply-to of the visitor's confirmation. An unknown variant gets
// the default site's address.
func AgencyEmail(variant string) string {
	site := web.Site()
	if v, ok := site.Variants[variant]; ok {
		return v.Email
	}
	return site.Variants[web.DefaultVariant].Email
}

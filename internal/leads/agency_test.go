package leads_test

import (
	"slices"
	"testing"

	"agencysite/internal/leads"
	"agencysite/web"
)

// TestAgencyEmailsMatchSiteConfig keeps the server's agency addresses and
// languages and the front end's site configuration (web/app/config/site.json)
// in step.
func TestAgencyEmailsMatchSiteConfig(t *testing.T) {
	cfg, err := web.SiteConfig()
	if err != nil {
		t.Fatal(err)
	}
	for variant, v := range cfg.Variants {
		if got := leads.AgencyEmail(variant); got != v.Email {
			t.Errorf("variant %s: got %v, want %v as in site.json", variant, got, v.Email)
		}
	}
	if got, want := leads.Options().Languages, cfg.Languages; !slices.Equal(got, want) {
		t.Errorf("got languages %v in options.json, want %v as in site.json", got, want)
	}
	if len(cfg.Variants) != len(leads.Options().Variants) {
		t.Errorf("got %d variants in site.json, want %v as in options.json", len(cfg.Variants), leads.Options().Variants)
	}
}

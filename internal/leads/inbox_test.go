package leads_test

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"agencysite/internal/leads"
)

// TestFilterLengths: each text filter takes values up to its length in
// schema.json's inbox (the back office drops longer ones before asking)
// and refuses one character more. source is a host name or utm_source,
// so its limit is a DNS name's 253.
func TestFilterLengths(t *testing.T) {
	limits := leads.LeadSchema().Inbox.MaxLength
	if limits["source"] != 253 {
		t.Errorf("got source limit %d, want 253", limits["source"])
	}
	for _, key := range []string{"source", "campaign", "q", "assignee"} {
		t.Run(key, func(t *testing.T) {
			max := limits[key]
			if _, _, _, p := leads.ParseFilter(url.Values{key: {strings.Repeat("é", max/2) + strings.Repeat("a", max-max/2)}}, "me", time.UTC); key != "assignee" && p[key] != "" {
				t.Errorf("got %q for %d characters, want it accepted", p[key], max)
			}
			if _, _, _, p := leads.ParseFilter(url.Values{key: {strings.Repeat("a", max)}}, "me", time.UTC); p[key] != "" {
				t.Errorf("got %q for %d ASCII characters, want it accepted", p[key], max)
			}
			if _, _, _, p := leads.ParseFilter(url.Values{key: {strings.Repeat("a", max+1)}}, "me", time.UTC); p[key] == "" {
				t.Errorf("got %d characters accepted, want a problem", max+1)
			}
		})
	}
}

// TestPageSizes: perPage defaults to and is bounded by schema.json's inbox.
func TestPageSizes(t *testing.T) {
	in := leads.LeadSchema().Inbox
	if _, _, perPage, p := leads.ParseFilter(url.Values{}, "me", time.UTC); perPage != in.PerPage || len(p) != 0 {
		t.Errorf("got perPage %d (%v), want the default %d", perPage, p, in.PerPage)
	}
	if _, _, perPage, p := leads.ParseFilter(url.Values{"perPage": {strconv.Itoa(in.PerPageMax)}}, "me", time.UTC); perPage != in.PerPageMax || len(p) != 0 {
		t.Errorf("got perPage %d (%v), want %d accepted", perPage, p, in.PerPageMax)
	}
	if _, _, _, p := leads.ParseFilter(url.Values{"perPage": {strconv.Itoa(in.PerPageMax + 1)}}, "me", time.UTC); p["perPage"] == "" {
		t.Errorf("got perPage %d accepted, want a problem", in.PerPageMax+1)
	}
}

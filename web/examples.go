package web

import (
	"maps"
	"slices"
	"strings"
)

// ExampleContacts names the contact details site.json still holds as the
// examples it ships with ("default.email", "a.whatsappNumber", …): an
// address at a reserved example domain (RFC 2606), or a number in the
// North American 555-01xx range kept for fiction. A visitor who writes to
// one reaches no one, so the server warns at start and the back office
// shows the owner what to set.
func (c Config) ExampleContacts() []string {
	out := []string{}
	for _, name := range slices.Sorted(maps.Keys(c.Variants)) {
		v := c.Variants[name]
		if exampleEmail(v.Email) {
			out = append(out, name+".email")
		}
		if exampleNumber(v.WhatsAppNumber) {
			out = append(out, name+".whatsappNumber")
		}
		if exampleNumber(v.Phone) {
			out = append(out, name+".phone")
		}
	}
	return out
}

func exampleEmail(address string) bool {
	_, domain, ok := strings.Cut(strings.ToLower(address), "@")
	if !ok {
		return false
	}
	for _, reserved := range []string{"example.com", "example.net", "example.org", "example"} {
		if domain == reserved || strings.HasSuffix(domain, "."+reserved) {
			return true
		}
	}
	return false
}

func exampleNumber(number string) bool {
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, number)
	return strings.HasPrefix(digits, "155501")
}

package web

import (
	"slices"
	"testing"
)

func TestExampleContacts(t *testing.T) {
	c := Config{Variants: map[string]Variant{
		"default": {Email: "hello@example.com", WhatsAppNumber: "15550100100", Phone: "+1 555 0100 100"},
		"a":       {Email: "sales@agency.sa", WhatsAppNumber: "966501234567", Phone: "+1 (555) 010-0200"},
		"b":       {Email: "team@mail.example", WhatsAppNumber: "15551234567", Phone: ""},
	}}
	want := []string{"a.phone", "b.email", "default.email", "default.whatsappNumber", "default.phone"}
	if got := c.ExampleContacts(); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	real := Config{Variants: map[string]Variant{"default": {Email: "hello@nuqta.studio", WhatsAppNumber: "971501234567", Phone: "+971 4 123 4567"}}}
	if got := real.ExampleContacts(); len(got) != 0 {
		t.Errorf("real details reported as examples: %v", got)
	}
	if got := Site().ExampleContacts(); len(got) == 0 {
		t.Error("the shipped site.json holds the examples, and none was found")
	}
}

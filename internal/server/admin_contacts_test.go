package server

import (
	"encoding/json"
	"fmt"
	"testing"
)

// setContacts saves, through the studio's API as the user of cookie, the
// contacts of variant.
func (pf *publishFixture) setContacts(t *testing.T, cookie, variant, email, phone, whatsapp string) string {
	t.Helper()
	studio := pf.call(t, "GET", "/api/admin/content", cookie, "", 200)
	pointer := "/contacts/" + variant
	value := map[string]any{"variant": variant, "email": email, "phone": phone, "whatsapp": whatsapp}
	body, _ := json.Marshal(map[string]any{"value": value, "base": studio["revisions"].(map[string]any)[pointer]})
	pf.call(t, "PUT", "/api/admin/content"+pointer, cookie, string(body), 200)
	return pointer
}

// TestPublishRefusesExampleContacts: a draft may keep an example address
// or a 555-01xx number, a publish may not put one live (every such field
// named, by item); once the agency's own are published, the back office's
// warning names only the variant still showing the examples.
func TestPublishRefusesExampleContacts(t *testing.T) {
	pf := newPublishFixture(t)
	examples := func() string {
		return fmt.Sprint(pf.call(t, "GET", "/api/admin/me", pf.owner, "", 200)["setup"].(map[string]any)["exampleContacts"])
	}
	if got := examples(); got != "[default.email default.phone default.whatsapp a.email a.phone a.whatsapp]" {
		t.Fatalf("before a publish, the warning names %v, want every example the build ships", got)
	}

	pointer := pf.setContacts(t, pf.editor, "default", "sales@agency.test", "+966 11 234 5678", "+1 555 0123 456")
	got := pf.call(t, "POST", "/api/admin/content/publish", pf.editor, `{"items":["`+pointer+`"]}`, 422)
	want := map[string]any{"problems": map[string]any{"contacts.0.email": "example", "contacts.0.whatsapp": "example"},
		"incomplete": []any{map[string]any{"pointer": pointer, "by": "Lina", "missing": map[string]any{}, "examples": []any{"email", "whatsapp"}}}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("publishing example contacts: got %v, want %v", got, want)
	}

	pf.setContacts(t, pf.editor, "default", "hello@nuqta.studio", "+966 11 234 5678", "+966 50 123 4567")
	if last := pf.publishNow(t, pf.editor, "our contacts"); last["state"] != "done" {
		t.Fatalf("got %v, want the real contacts published", last)
	}
	if got := examples(); got != "[a.email a.phone a.whatsapp]" {
		t.Errorf("after the default site's contacts went live, the warning names %v, want /a/'s alone", got)
	}
}

package content

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/mail"
	"slices"
	"strconv"
	"strings"
	"sync"

	"agencysite/internal/validation"
	"agencysite/web"
)

// CodeExample is a contact that is a shipped example: an address at a
// domain reserved for examples or a number kept for fiction. A visitor
// who writes to it reaches no one, so a publish puts none live.
const CodeExample = "example"

// Contact is how visitors reach the agency on one site variant: the
// contacts family of the document, one item per variant of site.json.
type Contact struct {
	Variant  string `json:"variant"`
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	WhatsApp string `json:"whatsapp"`
}

// Contacts reads the contacts of a valid document, by variant.
func Contacts(doc []byte) (map[string]Contact, error) {
	lastContacts.Lock()
	defer lastContacts.Unlock()
	if lastContacts.doc == nil || !bytes.Equal(doc, lastContacts.doc) {
		var d struct {
			Contacts []Contact `json:"contacts"`
		}
		if err := json.Unmarshal(doc, &d); err != nil {
			return nil, fmt.Errorf("content: contacts: %w", err)
		}
		lastContacts.doc, lastContacts.byVariant = bytes.Clone(doc), make(map[string]Contact, len(d.Contacts))
		for _, c := range d.Contacts {
			lastContacts.byVariant[c.Variant] = c
		}
	}
	return maps.Clone(lastContacts.byVariant), nil
}

// lastContacts is the last document Contacts read and its contacts. Every
// lead and booking asks for the published contacts, almost always of the
// same document; comparing its bytes costs a hundredth of parsing them,
// which took half a booking's time.
var lastContacts struct {
	sync.Mutex
	doc       []byte
	byVariant map[string]Contact
}

// Published reads the contacts visitors see: those of the live
// generation's document, or the build's (Default) while none is live.
type Published struct {
	// Live returns the live generation's document, nil when none is
	// (publish.Store.LiveContent); nil: nothing is ever published.
	Live func(ctx context.Context) ([]byte, error)
}

// Contacts returns the published contacts by variant.
func (p Published) Contacts(ctx context.Context) (map[string]Contact, error) {
	doc := Default()
	if p.Live != nil {
		live, err := p.Live(ctx)
		if err != nil {
			return nil, err
		}
		if len(live) > 0 {
			doc = live
		}
	}
	return Contacts(doc)
}

// Contact returns the published contacts of variant, the default
// variant's for a variant the document does not name.
func (p Published) Contact(ctx context.Context, variant string) (Contact, error) {
	all, err := p.Contacts(ctx)
	if err != nil {
		return Contact{}, err
	}
	return ContactOf(all, variant), nil
}

// ContactOf returns the contacts of variant among all (as Contacts reads
// them), the default variant's for a variant all does not name.
func ContactOf(all map[string]Contact, variant string) Contact {
	if c, ok := all[variant]; ok {
		return c
	}
	return all[web.DefaultVariant]
}

// Examples names the published contacts that are still examples, as
// "default.email" or "a.whatsapp", for the back office's warning.
func (p Published) Examples(ctx context.Context) ([]string, error) {
	all, err := p.Contacts(ctx)
	if err != nil {
		return nil, err
	}
	out := []string{}
	for _, c := range sortedContacts(all) {
		for _, f := range c.exampleFields() {
			out = append(out, c.Variant+"."+f)
		}
	}
	return out, nil
}

// NewExampleContacts returns, by JSON path ("contacts.0.email"), the
// contacts of doc that are examples and that live does not already show:
// a publish puts no example live (CodeExample), while the examples the
// build ships stay until the agency replaces them.
func NewExampleContacts(doc, live []byte) (validation.Problems, error) {
	var d struct {
		Contacts []Contact `json:"contacts"`
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, fmt.Errorf("content: example contacts: %w", err)
	}
	shown, err := Contacts(live)
	if err != nil {
		return nil, err
	}
	problems := validation.Problems{}
	for i, c := range d.Contacts {
		was := shown[c.Variant]
		for _, f := range c.exampleFields() {
			if c.field(f) != was.field(f) {
				problems.Add("contacts."+strconv.Itoa(i)+"."+f, CodeExample)
			}
		}
	}
	return problems, nil
}

func (c Contact) field(name string) string {
	switch name {
	case "email":
		return c.Email
	case "phone":
		return c.Phone
	}
	return c.WhatsApp
}

// exampleFields names c's fields that hold an example.
func (c Contact) exampleFields() []string {
	out := []string{}
	if exampleEmail(c.Email) {
		out = append(out, "email")
	}
	if exampleNumber(c.Phone) {
		out = append(out, "phone")
	}
	if exampleNumber(c.WhatsApp) {
		out = append(out, "whatsapp")
	}
	return out
}

// sortedContacts lists the default site's contacts first, then the
// other variants' by name.
func sortedContacts(all map[string]Contact) []Contact {
	names := slices.SortedFunc(maps.Keys(all), func(a, b string) int {
		return cmp.Or(-cmp.Compare(boolInt(a == web.DefaultVariant), boolInt(b == web.DefaultVariant)), cmp.Compare(a, b))
	})
	out := make([]Contact, len(names))
	for i, name := range names {
		out[i] = all[name]
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// validEmail: one plain address (no name, no angle brackets) whose domain
// has a dot.
func validEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	_, domain, _ := strings.Cut(s, "@")
	return strings.Contains(domain, ".") && !strings.HasPrefix(domain, ".") && !strings.HasSuffix(domain, ".")
}

// exampleEmail: an address at a domain RFC 2606 reserves for examples
// (example.com, .net, .org) or under a reserved top-level domain (.example,
// .test, .invalid, .localhost).
func exampleEmail(address string) bool {
	_, domain, ok := strings.Cut(strings.ToLower(address), "@")
	if !ok {
		return false
	}
	for _, reserved := range []string{"example.com", "example.net", "example.org", "example", "test", "invalid", "localhost"} {
		if domain == reserved || strings.HasSuffix(domain, "."+reserved) {
			return true
		}
	}
	return false
}

// exampleNumber: a North American number in the 555-0100 to 555-0199
// range, kept for fiction.
func exampleNumber(number string) bool {
	return strings.HasPrefix(digitsOf(number), "155501")
}

func digitsOf(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

func digitCount(s string) int { return len(digitsOf(s)) }

// ExamplesByItem groups the example contacts among problems (CodeExample,
// by JSON path) by the pointer of their item in doc: {"/contacts/a":
// ["email", "whatsapp"]}.
func ExamplesByItem(doc []byte, problems validation.Problems) (map[string][]string, error) {
	var d map[string]any
	if err := decode(doc, &d); err != nil {
		return nil, err
	}
	out := map[string][]string{}
	for _, path := range slices.Sorted(maps.Keys(problems)) {
		if problems[path] != CodeExample {
			continue
		}
		if pointer, field := itemOfPath(d, strings.Split(path, ".")); pointer != "" {
			out[pointer] = append(out[pointer], field)
		}
	}
	return out, nil
}

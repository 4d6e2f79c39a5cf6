package leads

import (
	"context"
	"net/mail"
	"slices"
	"strings"
	"unicode/utf8"

	"agencysite/internal/validation"
)

// Valid returns every problem of the lead at once, field name (as the JSON
// request spells it) → problem code, by the rules of schema.json. Call
// Normalize first: Valid checks the trimmed values and wants the phone in
// E.164.
func (l Lead) Valid(ctx context.Context) validation.Problems {
	f := schema.Fields
	p := validation.Problems{}
	p.Add("name", textCode(l.Name, f["name"]))
	p.Add("email", emailCode(l.Email, f["email"]))
	p.Add("phone", phoneCode(l.Phone, f["phone"], reachedByPhone(l.ContactMethod)))
	p.Add("company", textCode(l.Company, f["company"]))
	p.Add("service", choiceCode(l.Service, f["service"]))
	p.Add("budget", choiceCode(l.Budget, f["budget"]))
	p.Add("contactMethod", choiceCode(l.ContactMethod, f["contactMethod"]))
	p.Add("meetingTime", textCode(l.MeetingTime, f["meetingTime"]))
	p.Add("message", textCode(l.Message, f["message"]))
	if !l.Consent && f["consent"].Required {
		p.Add("consent", CodeRequired)
	}
	p.Add("pagePath", pathCode(l.PagePath, f["pagePath"]))
	return p
}

// textCode checks a free-text field. Lengths count characters (runes), not
// bytes, so an Arabic name is held to the same limit as a Latin one.
// Text validation.CleanText refuses is invalid: control characters (a
// multi-line field keeps its line breaks and tabs), bidi overrides, and in
// one-line fields zero-width characters and RFC 2047 encoded words, which
// would reach the notification's Subject and Reply-To.
func textCode(s string, r *Rule) string {
	if s == "" {
		if r.Required {
			return CodeRequired
		}
		return ""
	}
	if !validation.CleanText(s, r.Multiline) {
		return CodeInvalid
	}
	n := utf8.RuneCountInString(s)
	switch {
	case n < r.Min:
		return CodeTooShort
	case r.Max > 0 && n > r.Max:
		return CodeTooLong
	}
	return ""
}

func choiceCode(s string, r *Rule) string {
	switch {
	case s == "" && r.Required:
		return CodeRequired
	case s == "":
		return ""
	case !slices.Contains(r.allowed, s):
		return CodeUnknown
	}
	return ""
}

// reachedByPhone tells whether a contact method needs the visitor's number.
func reachedByPhone(method string) bool {
	i := slices.IndexFunc(schema.ContactMethods, func(o Option) bool { return o.Value == method })
	return i >= 0 && schema.ContactMethods[i].Phone
}

// phoneCode checks the phone, which is required by the rule or by the
// chosen contact method (needed).
func phoneCode(s string, r *Rule, needed bool) string {
	if s == "" {
		if r.Required || needed {
			return CodeRequired
		}
		return ""
	}
	// Normalize has already turned any valid number into E.164, so a valid
	// phone here is one that formats to itself (and matches the pattern the
	// form checks as the visitor types).
	if e164, ok := normalizePhone(s); !ok || e164 != s || (r.re != nil && !r.re.MatchString(s)) {
		return CodeInvalid
	}
	return ""
}

// emailCode accepts a bare address that net/mail parses to itself, plus the
// sanity checks net/mail leaves out: a domain with a dot and sane labels,
// the RFC 5321 length limits, no display name or comment.
func emailCode(s string, r *Rule) string {
	if s == "" {
		if r.Required {
			return CodeRequired
		}
		return ""
	}
	if utf8.RuneCountInString(s) > r.Max {
		return CodeTooLong
	}
	if !validation.CleanText(s, validation.OneLine) || strings.ContainsAny(s, " <>()\""+r.Forbidden) {
		return CodeInvalid
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Name != "" || a.Address != s {
		return CodeInvalid
	}
	local, domain, ok := strings.Cut(s, "@")
	if !ok || local == "" || len(local) > 64 || strings.Contains(domain, "@") {
		return CodeInvalid
	}
	labels := strings.Split(domain, ".")
	if len(labels) < 2 {
		return CodeInvalid
	}
	for _, label := range labels {
		if label == "" || len(label) > 63 || strings.HasPrefix(label, "-") || strings.HasSuffix(label, "-") {
			return CodeInvalid
		}
	}
	if tld := labels[len(labels)-1]; strings.Trim(tld, "0123456789") == "" {
		return CodeInvalid // an IP address or a numeric TLD is not where a client reads mail
	}
	return ""
}

// pathCode accepts an absolute path on this site, not another origin
// ("//host") and not a URL.
func pathCode(s string, r *Rule) string {
	switch {
	case s == "":
		return ""
	case len(s) > r.Max:
		return CodeTooLong
	case !strings.HasPrefix(s, "/") || strings.HasPrefix(s, "//") || !validation.CleanText(s, validation.OneLine) || strings.ContainsAny(s, " \\"):
		return CodeInvalid
	}
	return ""
}

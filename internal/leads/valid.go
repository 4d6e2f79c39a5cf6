package leads

import (
	"context"
	"net/mail"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"agencysite/internal/validation"
)

// Valid returns every problem of the lead at once, field name (as the JSON
// request spells it) → problem code, or an empty map. Call Normalize first:
// Valid checks the trimmed values and wants the phone in E.164.
func (l Lead) Valid(ctx context.Context) validation.Problems {
	lim := options.Limits
	p := validation.Problems{}
	check := p.Add
	check("name", textCode(l.Name, true, lim.NameMin, lim.NameMax, false))
	check("email", emailCode(l.Email, lim.EmailMax))
	check("phone", phoneCode(l.Phone))
	check("company", textCode(l.Company, false, 0, lim.CompanyMax, false))
	check("service", choiceCode(l.Service, true, has(options.Services, l.Service)))
	check("budget", choiceCode(l.Budget, false, has(options.Budgets, l.Budget)))
	check("contactMethod", choiceCode(l.ContactMethod, true, has(options.ContactMethods, l.ContactMethod)))
	check("meetingTime", textCode(l.MeetingTime, false, 0, lim.MeetingTimeMax, false))
	check("message", textCode(l.Message, true, lim.MessageMin, lim.MessageMax, true))
	if !l.Consent {
		p["consent"] = CodeRequired
	}
	check("language", choiceCode(l.Language, true, slices.Contains(options.Languages, l.Language)))
	check("variant", choiceCode(l.Variant, true, slices.Contains(options.Variants, l.Variant)))
	check("pagePath", pathCode(l.PagePath, lim.PagePathMax))
	return p
}

// textCode checks a free-text field. Lengths count characters (runes), not
// bytes, so an Arabic name is held to the same limit as a Latin one.
// Control characters are refused: they have no place in a name, could
// forge mail headers, and PostgreSQL cannot store NUL at all; a multi-line
// field keeps its line breaks and tabs.
func textCode(s string, required bool, min, max int, multiline bool) string {
	if s == "" {
		if required {
			return CodeRequired
		}
		return ""
	}
	if !cleanText(s, multiline) {
		return CodeInvalid
	}
	n := utf8.RuneCountInString(s)
	switch {
	case n < min:
		return CodeTooShort
	case n > max:
		return CodeTooLong
	}
	return ""
}

func cleanText(s string, multiline bool) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if multiline && (r == '\n' || r == '\r' || r == '\t') {
			continue
		}
		if unicode.IsControl(r) || r == utf8.RuneError || r == '\u2028' || r == '\u2029' {
			return false
		}
	}
	return true
}

func choiceCode(s string, required, known bool) string {
	switch {
	case s == "" && required:
		return CodeRequired
	case s == "":
		return ""
	case !known:
		return CodeUnknown
	}
	return ""
}

func phoneCode(s string) string {
	if s == "" {
		return ""
	}
	// Normalize has already turned any valid number into E.164, so a valid
	// phone here is one that formats to itself.
	if e164, ok := normalizePhone(s); !ok || e164 != s {
		return CodeInvalid
	}
	return ""
}

// emailCode accepts a bare address that net/mail parses to itself, plus the
// sanity checks net/mail leaves out: a domain with a dot and sane labels,
// the RFC 5321 length limits, no display name or comment.
func emailCode(s string, max int) string {
	if s == "" {
		return CodeRequired
	}
	if utf8.RuneCountInString(s) > max {
		return CodeTooLong
	}
	if !cleanText(s, false) || strings.ContainsAny(s, " <>()\"") {
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
func pathCode(s string, max int) string {
	switch {
	case s == "":
		return ""
	case len(s) > max:
		return CodeTooLong
	case !strings.HasPrefix(s, "/") || strings.HasPrefix(s, "//") || !cleanText(s, false) || strings.ContainsAny(s, " \\"):
		return CodeInvalid
	}
	return ""
}

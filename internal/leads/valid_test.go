package leads

import (
	"context"
	"fmt"
	"maps"
	"strings"
	"testing"
	"time"
)

// validLead is a lead that passes Valid; tests change one thing at a time.
func validLead() Lead {
	return Lead{
		Name:          "Ada Lovelace",
		Email:         "ada@example.com",
		Phone:         "+44 20 7946 0958",
		Company:       "Analytical Engines Ltd",
		Service:       "custom-apps",
		Budget:        "15k-50k",
		ContactMethod: "video",
		MeetingTime:   "Tuesday afternoon",
		Message:       "We need an app for our members.",
		Consent:       true,
		PagePath:      "/en/contact",
	}
}

func TestValid(t *testing.T) {
	tests := []struct {
		name   string
		change func(l *Lead)
		want   map[string]string
	}{
		{"valid", func(l *Lead) {}, map[string]string{}},
		{"arabic name and right-to-left message", func(l *Lead) {
			l.Name, l.Message, l.PagePath = "محمد عبد الله", "نريد تطبيقًا لجمع التبرعات لبناء بئر.", "/ar/contact"
		}, map[string]string{}},
		{"french name", func(l *Lead) { l.Name, l.PagePath = "Hélène Lefèvre-Dubois", "/fr/contact" }, map[string]string{}},
		{"turkish name", func(l *Lead) { l.Name, l.PagePath = "Şükrü Çağlayan Öztürk", "/tr/contact" }, map[string]string{}},
		{"emoji in name and message", func(l *Lead) { l.Name, l.Message = "Zoë 🚀", "Need an app 📱🙂 soon!" }, map[string]string{}},
		{"two-letter arabic name counts runes not bytes", func(l *Lead) { l.Name = "لي" }, map[string]string{}},
		{"100-character arabic name", func(l *Lead) { l.Name = strings.Repeat("ع", 100) }, map[string]string{}},
		{"message with line breaks and tabs", func(l *Lead) { l.Message = "Line one\r\nLine two\n\tindented" }, map[string]string{}},
		{"optional fields empty", func(l *Lead) {
			l.Phone, l.Company, l.Budget, l.MeetingTime, l.PagePath, l.ContactMethod = "", "", "", "", "", "email"
		}, map[string]string{}},
		{"variant a", func(l *Lead) { l.PagePath = "/a/ar/contact" }, map[string]string{}},
		{"phone with 00 prefix", func(l *Lead) { l.Phone = "0090 532 123 45 67" }, map[string]string{}},
		{"phone with punctuation", func(l *Lead) { l.Phone = "+1 (202) 555-0143" }, map[string]string{}},
		{"everything empty", func(l *Lead) { *l = Lead{} }, map[string]string{
			"name": "required", "email": "required", "service": "required", "contactMethod": "required",
			"message": "required", "consent": "required"}},
		{"blank strings are empty", func(l *Lead) { l.Name, l.Message = "   ", "\n\t " }, map[string]string{
			"name": "required", "message": "required"}},
		{"name too short", func(l *Lead) { l.Name = "A" }, map[string]string{"name": "too_short"}},
		{"name one emoji too short", func(l *Lead) { l.Name = "🙂" }, map[string]string{"name": "too_short"}},
		{"name too long", func(l *Lead) { l.Name = strings.Repeat("é", 101) }, map[string]string{"name": "too_long"}},
		{"name with newline", func(l *Lead) { l.Name = "Ada\nBcc: x@example.com" }, map[string]string{"name": "invalid"}},
		{"name with NUL", func(l *Lead) { l.Name = "Ada\x00" }, map[string]string{"name": "invalid"}},
		{"name with invalid UTF-8", func(l *Lead) { l.Name = "Ada \xff" }, map[string]string{"name": "invalid"}},
		{"message too short", func(l *Lead) { l.Message = "Hi there" }, map[string]string{"message": "too_short"}},
		{"message of 10 arabic letters", func(l *Lead) { l.Message = strings.Repeat("ب", 10) }, map[string]string{}},
		{"message of 5000 characters", func(l *Lead) { l.Message = strings.Repeat("ş", 5000) }, map[string]string{}},
		{"message too long", func(l *Lead) { l.Message = strings.Repeat("x", 5001) }, map[string]string{"message": "too_long"}},
		{"message with control character", func(l *Lead) { l.Message = "Hello there\x07 bell" }, map[string]string{"message": "invalid"}},
		{"email without at", func(l *Lead) { l.Email = "ada.example.com" }, map[string]string{"email": "invalid"}},
		{"email without dot in domain", func(l *Lead) { l.Email = "ada@localhost" }, map[string]string{"email": "invalid"}},
		{"email with display name", func(l *Lead) { l.Email = "Ada <ada@example.com>" }, map[string]string{"email": "invalid"}},
		{"email with two ats", func(l *Lead) { l.Email = "ada@b@example.com" }, map[string]string{"email": "invalid"}},
		{"email with space", func(l *Lead) { l.Email = "ada lovelace@example.com" }, map[string]string{"email": "invalid"}},
		{"email with empty label", func(l *Lead) { l.Email = "ada@example..com" }, map[string]string{"email": "invalid"}},
		{"email with hyphen label", func(l *Lead) { l.Email = "ada@-example.com" }, map[string]string{"email": "invalid"}},
		{"email with mailto fields", func(l *Lead) { l.Email = "x?cc=attacker%40evil.example&body=Pay%20here@example.com" }, map[string]string{"email": "invalid"}},
		{"email with a percent", func(l *Lead) { l.Email = "ada%x@example.com" }, map[string]string{"email": "invalid"}},
		{"email at an IP", func(l *Lead) { l.Email = "ada@192.168.0.1" }, map[string]string{"email": "invalid"}},
		{"email with header injection", func(l *Lead) { l.Email = "ada@example.com\r\nBcc: x@example.com" }, map[string]string{"email": "invalid"}},
		{"email too long", func(l *Lead) { l.Email = strings.Repeat("a", 60) + "@" + strings.Repeat("b", 190) + ".com" }, map[string]string{"email": "too_long"}},
		{"email of 254 characters", func(l *Lead) {
			l.Email = strings.Repeat("a", 60) + "@" + strings.Repeat("b", 60) + "." + strings.Repeat("c", 60) + "." + strings.Repeat("d", 60) + ".com"
		}, map[string]string{}},
		{"email local part over 64", func(l *Lead) { l.Email = strings.Repeat("a", 65) + "@example.com" }, map[string]string{"email": "invalid"}},
		{"plus addressing", func(l *Lead) { l.Email = "ada+site@example.co.uk" }, map[string]string{}},
		{"phone without country code", func(l *Lead) { l.Phone = "0532 123 45 67" }, map[string]string{"phone": "invalid"}},
		{"phone too short", func(l *Lead) { l.Phone = "+90 12" }, map[string]string{"phone": "invalid"}},
		{"phone letters", func(l *Lead) { l.Phone = "call me maybe" }, map[string]string{"phone": "invalid"}},
		{"phone very long", func(l *Lead) { l.Phone = "+" + strings.Repeat("1", 100) }, map[string]string{"phone": "invalid"}},
		{"company too long", func(l *Lead) { l.Company = strings.Repeat("c", 201) }, map[string]string{"company": "too_long"}},
		{"unknown service", func(l *Lead) { l.Service = "blockchain" }, map[string]string{"service": "unknown"}},
		{"service other", func(l *Lead) { l.Service = "other" }, map[string]string{}},
		{"unknown budget", func(l *Lead) { l.Budget = "1M" }, map[string]string{"budget": "unknown"}},
		{"unknown contact method", func(l *Lead) { l.ContactMethod = "fax" }, map[string]string{"contactMethod": "unknown"}},
		{"no phone, by e-mail", func(l *Lead) { l.Phone, l.ContactMethod, l.MeetingTime = "", "email", "" }, map[string]string{}},
		{"no phone, by WhatsApp", func(l *Lead) { l.Phone, l.ContactMethod = "", "whatsapp" }, map[string]string{"phone": "required"}},
		{"no phone, by a call", func(l *Lead) { l.Phone, l.ContactMethod = "", "phone" }, map[string]string{"phone": "required"}},
		{"no phone, by video", func(l *Lead) { l.Phone = "" }, map[string]string{"phone": "required"}},
		{"meeting time too long", func(l *Lead) { l.MeetingTime = strings.Repeat("m", 201) }, map[string]string{"meetingTime": "too_long"}},
		{"consent false", func(l *Lead) { l.Consent = false }, map[string]string{"consent": "required"}},
		{"page path not absolute", func(l *Lead) { l.PagePath = "https://evil.example/" }, map[string]string{"pagePath": "invalid"}},
		{"page path of another origin", func(l *Lead) { l.PagePath = "//evil.example/" }, map[string]string{"pagePath": "invalid"}},
		{"page path too long", func(l *Lead) { l.PagePath = "/" + strings.Repeat("p", 512) }, map[string]string{"pagePath": "too_long"}},
		{"many problems at once", func(l *Lead) { l.Name, l.Email, l.Service, l.Consent = "", "nope", "x", false }, map[string]string{
			"name": "required", "email": "invalid", "service": "unknown", "consent": "required"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := validLead()
			tt.change(&l)
			l.Normalize()
			if got := l.Valid(context.Background()); !maps.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	tests := []struct {
		name      string
		phone     string
		wantPhone string
	}{
		{"spaces", "+90 532 123 45 67", "+905321234567"},
		{"double zero", "00 44 20 7946 0958", "+442079460958"},
		{"brackets and dashes", "+1 (202) 555-0143", "+12025550143"},
		{"arabic-indic digits", "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧", "+971501234567"},
		{"invalid stays as typed", "12345", "12345"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := Lead{Name: "  Ada ", Phone: tt.phone}
			l.Normalize()
			if l.Phone != tt.wantPhone {
				t.Errorf("got phone %v, want %v", l.Phone, tt.wantPhone)
			}
			if l.Name != "Ada" {
				t.Errorf("got name %q, want Ada", l.Name)
			}
		})
	}
}

// TestNormalizeReadsThePagePath: the language and variant of a lead are
// those of the page it was sent from, whatever the caller set.
func TestNormalizeReadsThePagePath(t *testing.T) {
	tests := []struct {
		name, path, wantLang, wantVariant string
	}{
		{"no page", "", "en", "default"},
		{"an Arabic page", " /ar/contact ", "ar", "default"},
		{"the variant", "/a/tr/contact", "tr", "a"},
		{"a page without a language", "/a/nope", "en", "a"},
		{"an unknown language", "/de/contact", "en", "default"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := Lead{PagePath: tt.path, Language: "fr", Variant: "z"}
			l.Normalize()
			if l.Language != tt.wantLang || l.Variant != tt.wantVariant {
				t.Errorf("got %v %v, want %v %v", l.Language, l.Variant, tt.wantLang, tt.wantVariant)
			}
		})
	}
}

func TestScreen(t *testing.T) {
	tests := []struct {
		name       string
		honeypot   string
		fill       time.Duration
		wantSpam   bool
		wantReason string
	}{
		{"person", "", 45 * time.Second, false, ""},
		{"exactly the minimum", "", 3 * time.Second, false, ""},
		{"too fast", "", 2999 * time.Millisecond, true, SpamTooFast},
		{"no fill time", "", 0, true, SpamTooFast},
		{"negative fill time", "", -time.Second, true, SpamTooFast},
		{"honeypot", "https://spam.example", time.Minute, true, SpamHoneypot},
		{"honeypot wins over speed", "x", 0, true, SpamHoneypot},
		{"blank honeypot is empty", "  ", time.Minute, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spam, reason := Screen(tt.honeypot, tt.fill)
			if spam != tt.wantSpam || reason != tt.wantReason {
				t.Errorf("got %v %q, want %v %q", spam, reason, tt.wantSpam, tt.wantReason)
			}
		})
	}
}

func TestDisplayPhone(t *testing.T) {
	for in, want := range map[string]string{
		"+966501112233": "+966 50 111 2233",
		"+442079460958": "+44 20 7946 0958",
		"+905321234567": "+90 532 123 45 67",
		"":              "",
		"not a number":  "not a number",
	} {
		if got := DisplayPhone(in); got != want {
			t.Errorf("DisplayPhone(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPhonesParsedOnceGiveTheSameAnswer: a number asked again is answered
// from what its first parse found, valid or not, and the numbers kept stay
// bounded.
func TestPhonesParsedOnceGiveTheSameAnswer(t *testing.T) {
	for range 2 {
		if got, ok := normalizePhone("00966 50 111 2233"); !ok || got != "+966501112233" {
			t.Errorf("got %q, %v; want +966501112233", got, ok)
		}
		if got, ok := normalizePhone("+1 555"); ok || got != "" {
			t.Errorf("an invalid number: got %q, %v", got, ok)
		}
	}
	parsedPhones.Lock()
	for i := len(parsedPhones.m); i < parsedPhonesMax; i++ { // full, without parsing thousands
		parsedPhones.m[fmt.Sprint("kept ", i)] = parsedPhone{}
	}
	parsedPhones.Unlock()
	normalizePhone("+44 20 7946 0958")
	parsedPhones.Lock()
	kept := len(parsedPhones.m)
	parsedPhones.Unlock()
	if kept > parsedPhonesMax {
		t.Errorf("%d numbers kept, want at most %d", kept, parsedPhonesMax)
	}
}

package leads

import (
	"strings"
	"testing"
	"time"

	"agencysite/web"
)

func TestNotificationListsEveryFieldEscaped(t *testing.T) {
	l := validLead()
	l.Name = `Ali <script>alert("x")</script> علي`
	l.Message = "Line 1 & <b>bold</b>\nسطر ثانٍ"
	l.Normalize()
	l.ID, l.CreatedAt = "0123456789abcdef0123456789abcdef", time.Date(2026, 3, 1, 10, 5, 0, 0, time.UTC)
	m, err := notification(l, "team@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if m.To != "team@example.com" || !strings.Contains(m.ReplyTo, "ada@example.com") {
		t.Errorf("got to %v reply-to %v, want team@example.com and the visitor", m.To, m.ReplyTo)
	}
	for _, want := range []string{l.Name, l.Email, "+442079460958", "wa.me/442079460958", l.Company, "Custom apps (custom-apps)",
		"$15,000 to $50,000", "Video meeting", l.MeetingTime, l.Message, "en", "default", "/en/contact",
		"2026-03-01 10:05 UTC", l.ID} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text part lacks %q:\n%s", want, m.Text)
		}
	}
	for _, want := range []string{"&lt;script&gt;", "&lt;b&gt;bold&lt;/b&gt;", `dir="auto"`, `href="tel:&#43;442079460958"`,
		`href="https://wa.me/442079460958"`, "mailto:ada@example.com", "علي"} {
		if !strings.Contains(m.HTML, want) {
			t.Errorf("html part lacks %q:\n%s", want, m.HTML)
		}
	}
	if strings.Contains(m.HTML, "<script>") || strings.Contains(m.HTML, "<b>bold") {
		t.Errorf("html part holds unescaped visitor input:\n%s", m.HTML)
	}
}

func TestConfirmationInVisitorsLanguage(t *testing.T) {
	tests := []struct {
		name, lang, subject, dir, service string
	}{
		{"english", "en", "We have received your consultation request", "ltr", "Custom apps"},
		{"arabic", "ar", "تلقّينا طلب الاستشارة الخاص بك", "rtl", "تطبيقات حسب الطلب"},
		{"french", "fr", "Nous avons bien reçu votre demande de consultation", "ltr", "Applications sur mesure"},
		{"turkish", "tr", "Danışmanlık talebinizi aldık", "ltr", "Size özel uygulamalar"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := validLead()
			l.Language, l.Name, l.Message = tt.lang, "Spammy McSpam", "Visit cheap-pills.example now!!"
			l.CreatedAt = time.Date(2026, 3, 1, 10, 5, 0, 0, time.UTC)
			m, err := confirmation(l, "hello@example.com")
			if err != nil {
				t.Fatal(err)
			}
			if m.Subject != tt.subject || m.Lang != tt.lang || m.To != l.Email || m.ReplyTo != "hello@example.com" {
				t.Errorf("got subject %q lang %v to %v reply-to %v", m.Subject, m.Lang, m.To, m.ReplyTo)
			}
			if !strings.Contains(m.HTML, `dir="`+tt.dir+`"`) || !strings.Contains(m.HTML, `lang="`+tt.lang+`"`) {
				t.Errorf("html part lacks dir %v and lang %v:\n%s", tt.dir, tt.lang, m.HTML)
			}
			for _, part := range []string{m.Text, m.HTML} {
				if !strings.Contains(part, tt.service) {
					t.Errorf("lacks the service label %q:\n%s", tt.service, part)
				}
				if strings.Contains(part, "Spammy") || strings.Contains(part, "cheap-pills") {
					t.Errorf("quotes what the visitor typed:\n%s", part)
				}
			}
			if !m.Expires.Equal(l.CreatedAt.Add(confirmationTTL)) {
				t.Errorf("got expiry %v, want %v", m.Expires, l.CreatedAt.Add(confirmationTTL))
			}
		})
	}
}

func TestEveryLanguageHasOptionLabelsAndTexts(t *testing.T) {
	for _, lang := range web.Site().Languages {
		if _, ok := confirmationTexts[lang]; !ok {
			t.Errorf("no confirmation text for %v", lang)
		}
		for _, list := range [][]Option{schema.Services, schema.Budgets, schema.ContactMethods} {
			for _, o := range list {
				if o.Label[lang] == "" {
					t.Errorf("option %v has no %v label", o.Value, lang)
				}
			}
		}
	}
}

func TestSchemaHoldsTheSiteServicesAndLimits(t *testing.T) {
	want := []string{"construction-real-estate", "non-profit", "well-mosque", "ecommerce", "religious", "custom-apps",
		"organisation-management", "store-publishing", "other"}
	s := LeadSchema()
	if len(s.Services) != len(want) {
		t.Fatalf("got %d services, want %d", len(s.Services), len(want))
	}
	for i, o := range s.Services {
		if o.Value != want[i] {
			t.Errorf("service %d: got %v, want %v", i, o.Value, want[i])
		}
	}
	f := s.Fields
	if f["name"].Min != 2 || f["name"].Max != 100 || f["message"].Min != 10 || f["message"].Max != 5000 ||
		f["email"].Max != 254 || s.BodyMaxBytes != 32<<10 || MinFillTime() != 3*time.Second {
		t.Errorf("got fields %+v, want the limits of issue 6", f)
	}
}

package leads

import (
	"fmt"
	htmltemplate "html/template"
	netmail "net/mail"
	"strings"
	"time"

	"agencysite/internal/mail"
	"agencysite/web"
)

// Kinds of mail a lead causes.
const (
	MailNotification = "lead-notification" // to the agency
	MailConfirmation = "lead-confirmation" // to the visitor
)

// confirmationTTL is how long a visitor's confirmation is worth sending: one
// that arrives days late, after the agency has answered, only confuses.
// Agency notifications never expire.
const confirmationTTL = 72 * time.Hour

type row struct {
	Label, Value string
	Href         htmltemplate.URL // a link we built from validated data
}

// notification is the e-mail to the agency: every field, in English (the
// team's working language), with reply-to set to the visitor so answering
// the mail answers them.
func notification(l Lead, to string) (mail.Message, error) {
	dash := func(s string) string {
		if s == "" {
			return "—"
		}
		return s
	}
	rows := []row{
		{Label: "Name", Value: l.Name},
		{Label: "E-mail", Value: l.Email, Href: htmltemplate.URL("mailto:" + l.Email)},
		{Label: "Phone", Value: dash(l.Phone)},
		{Label: "Company", Value: dash(l.Company)},
		{Label: "Service", Value: fmt.Sprintf("%s (%s)", label(schema.Services, l.Service, "en"), l.Service)},
		{Label: "Budget", Value: dash(label(schema.Budgets, l.Budget, "en"))},
		{Label: "Contact by", Value: label(schema.ContactMethods, l.ContactMethod, "en")},
		{Label: "Meeting time", Value: dash(l.MeetingTime)},
		{Label: "Language", Value: l.Language},
		{Label: "Site", Value: l.Variant},
		{Label: "Page", Value: dash(l.PagePath)},
		{Label: "Received", Value: l.CreatedAt.UTC().Format("2006-01-02 15:04 MST")},
		{Label: "Consent", Value: "Privacy policy accepted"},
		{Label: "Lead id", Value: l.ID},
	}
	if l.Phone != "" {
		// E.164 is "+" and digits only, so these links cannot carry anything else.
		rows[2].Href = htmltemplate.URL("tel:" + l.Phone)
		rows = append(rows[:3], append([]row{{Label: "WhatsApp", Value: "wa.me/" + l.Phone[1:],
			Href: htmltemplate.URL("https://wa.me/" + l.Phone[1:])}}, rows[3:]...)...)
	}
	subject := fmt.Sprintf("New consultation request: %s (%s)", l.Name, label(schema.Services, l.Service, "en"))

	var text strings.Builder
	text.WriteString("New consultation request from the website.\n\n")
	for _, r := range rows {
		fmt.Fprintf(&text, "%-13s %s\n", r.Label+":", r.Value)
	}
	fmt.Fprintf(&text, "\nMessage:\n%s\n\n-- \nReply to this e-mail to answer %s directly.\n", l.Message, l.Name)

	var html strings.Builder
	if err := notificationHTML.Execute(&html, map[string]any{"Subject": subject, "Rows": rows, "Lead": l}); err != nil {
		return mail.Message{}, fmt.Errorf("leads: notification: %w", err)
	}
	return mail.Message{
		Kind:    MailNotification,
		Ref:     l.ID,
		To:      to,
		ReplyTo: (&netmail.Address{Name: l.Name, Address: l.Email}).String(),
		Lang:    "en",
		Subject: subject,
		Text:    text.String(),
		HTML:    html.String(),
		Created: l.CreatedAt,
	}, nil
}

// confirmation is the e-mail to the visitor in their language, saying what
// happens next; replies go to the agency.
func confirmation(l Lead, replyTo string) (mail.Message, error) {
	t, ok := confirmationTexts[l.Language]
	if !ok {
		t = confirmationTexts[web.Site().DefaultLanguage]
	}
	service := label(schema.Services, l.Service, l.Language)
	method := label(schema.ContactMethods, l.ContactMethod, l.Language)

	var text strings.Builder
	fmt.Fprintf(&text, "%s\n\n%s\n\n%s\n", t.Greeting, t.Intro, t.NextTitle)
	for i, s := range t.Steps {
		fmt.Fprintf(&text, "%d. %s\n", i+1, s)
	}
	fmt.Fprintf(&text, "\n%s%s %s\n%s%s %s\n\n%s\n\n%s\n%s\n\n-- \n%s\n",
		t.ServiceLabel, t.Colon, service, t.MethodLabel, t.Colon, method, t.Reply, t.Closing, t.Signature, t.Footer)

	var html strings.Builder
	if err := confirmationHTML.Execute(&html, map[string]any{"T": t, "Lang": l.Language, "Service": service, "Method": method}); err != nil {
		return mail.Message{}, fmt.Errorf("leads: confirmation: %w", err)
	}
	return mail.Message{
		Kind:    MailConfirmation,
		Ref:     l.ID,
		To:      l.Email,
		ReplyTo: replyTo,
		Lang:    l.Language,
		Subject: t.Subject,
		Text:    text.String(),
		HTML:    html.String(),
		Created: l.CreatedAt,
		Expires: l.CreatedAt.Add(confirmationTTL),
	}, nil
}

// The HTML parts are plain and inline-styled, as mail clients want them.
// html/template escapes every value; dir="auto" lets each value that the
// visitor typed take its own direction, so an Arabic name does not scramble
// an English table, and the confirmation sets the page direction itself.
const bodyStyle = `font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;line-height:1.5;font-size:15px`

var notificationHTML = htmltemplate.Must(htmltemplate.New("notification").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Subject}}</title></head>
<body style="` + bodyStyle + `">
<h1 style="font-size:18px">New consultation request</h1>
<table cellpadding="6" style="border-collapse:collapse">
{{- range .Rows}}
<tr><th align="left" valign="top" style="color:#4b5563;font-weight:600;white-space:nowrap">{{.Label}}</th><td dir="auto">{{if .Href}}<a href="{{.Href}}">{{.Value}}</a>{{else}}{{.Value}}{{end}}</td></tr>
{{- end}}
</table>
<h2 style="font-size:16px">Message</h2>
<div dir="auto" style="white-space:pre-wrap;border-inline-start:3px solid #7c3aed;padding-inline-start:12px">{{.Lead.Message}}</div>
<p style="color:#4b5563;font-size:13px">Reply to this e-mail to answer <bdi>{{.Lead.Name}}</bdi> directly.</p>
</body></html>
`))

var confirmationHTML = htmltemplate.Must(htmltemplate.New("confirmation").Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.T.Dir}}"><head><meta charset="utf-8"><title>{{.T.Subject}}</title></head>
<body dir="{{.T.Dir}}" style="` + bodyStyle + `;text-align:start">
<p>{{.T.Greeting}}</p>
<p>{{.T.Intro}}</p>
<p><strong>{{.T.NextTitle}}</strong></p>
<ol>{{range .T.Steps}}<li>{{.}}</li>{{end}}</ol>
<p>{{.T.ServiceLabel}}{{.T.Colon}} <strong>{{.Service}}</strong><br>{{.T.MethodLabel}}{{.T.Colon}} <strong>{{.Method}}</strong></p>
<p>{{.T.Reply}}</p>
<p>{{.T.Closing}}<br>{{.T.Signature}}</p>
<p style="color:#6b7280;font-size:12px">{{.T.Footer}}</p>
</body></html>
`))

package reports

import (
	"fmt"
	htmltemplate "html/template"
	"net/url"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
)

// section is a titled list of a report: its lines, or what to say when
// there is none.
type section struct {
	Title string
	Lines []string
	Empty string
}

// report is a report's content in one language, written out as text and
// as HTML.
type report struct {
	Lang, Dir      string
	Subject, Intro string
	Headline       []string
	Sections       []section
	Dashboard      string
	DashboardURL   string
	Footer         string
	AccountURL     string
}

// reportMail is w as the mail to u, in u's language, with days of loc.
func (s *Store) reportMail(u auth.User, w Week, ref string, created time.Time) (mail.Message, error) {
	t := wordsIn(u.Language)
	from, to := w.From.Format(time.DateOnly), w.To.AddDate(0, 0, -1).Format(time.DateOnly)
	r := report{Lang: t.lang, Dir: direction(t.lang),
		Subject: t.say("subject", "brand", s.opts.Brand, "from", t.ltr(from), "to", t.ltr(to)),
		Intro:   t.say("intro", "brand", s.opts.Brand, "from", t.ltr(from), "to", t.ltr(to), "zone", t.ltr(w.From.Location().String())),
		Headline: []string{
			t.say("line", "label", t.say("visitsLabel"), "count", t.count("visits", w.Visits), "change", t.change(w.Visits, w.PrevVisits)),
			t.say("line", "label", t.say("leadsLabel"), "count", t.count("leads", w.Leads), "change", t.change(w.Leads, w.PrevLeads)),
		},
		Dashboard:    t.say("dashboard"),
		DashboardURL: s.opts.BaseURL + "/admin/analytics?" + url.Values{"range": {"custom"}, "from": {from}, "to": {to}}.Encode(),
		Footer:       t.say("footer"),
		AccountURL:   s.opts.BaseURL + "/admin/account",
	}
	pages := section{Title: t.say("pages"), Empty: t.say("none")}
	for _, p := range w.Pages {
		pages.Lines = append(pages.Lines, t.say("item", "key", t.ltr(p.Key), "value", t.count("visits", p.Visitors)))
	}
	sources := section{Title: t.say("sources"), Empty: t.say("none")}
	for _, p := range w.Sources {
		key := t.ltr(p.Key)
		if p.Key == "" {
			key = t.say("direct")
		}
		sources.Lines = append(sources.Lines, t.say("item", "key", key, "value", t.count("visits", p.Visitors)))
	}
	campaigns := section{Title: t.say("campaigns"), Empty: t.say("none")}
	for _, c := range w.Campaigns {
		campaigns.Lines = append(campaigns.Lines, t.say("item", "key", t.ltr(strings.Join([]string{c.Source, c.Medium, c.Campaign}, " / ")),
			"value", t.count("visits", c.Visitors)+t.say("comma")+t.count("leads", c.Leads)))
	}
	waiting := section{Empty: t.say("noneWaiting")}
	if w.Waiting > 0 {
		hours := int64(s.opts.Site.Waiting() / time.Hour)
		waiting.Title = t.count("waiting", int64(w.Waiting)) + " " + t.count("threshold", hours)
		for _, l := range w.Waiters {
			waiting.Lines = append(waiting.Lines, t.isolated(l.Name)+" — "+leads.ServiceName(l.Service, t.lang)+" — "+
				t.ltr(l.CreatedAt.In(w.From.Location()).Format("2006-01-02 15:04")))
		}
	}
	r.Sections = []section{pages, sources, campaigns, waiting}
	var html strings.Builder
	if err := reportHTML.Execute(&html, r); err != nil {
		return mail.Message{}, fmt.Errorf("reports: mail: %w", err)
	}
	return mail.Message{Kind: ReportKind, Ref: ref, To: u.Email, Lang: t.lang, Subject: r.Subject,
		Text: r.text(), HTML: html.String(), Created: created}, nil
}

func direction(lang string) string {
	if lang == "ar" {
		return "rtl"
	}
	return "ltr"
}

// text is the plain-text part.
func (r report) text() string {
	var b strings.Builder
	b.WriteString(r.Intro + "\n\n")
	for _, l := range r.Headline {
		b.WriteString(l + "\n")
	}
	for _, s := range r.Sections {
		b.WriteString("\n")
		if s.Title != "" {
			b.WriteString(s.Title + "\n")
		}
		if len(s.Lines) == 0 {
			b.WriteString("  " + s.Empty + "\n")
		}
		for _, l := range s.Lines {
			b.WriteString("  " + l + "\n")
		}
	}
	b.WriteString("\n" + r.Dashboard + "\n" + r.DashboardURL + "\n\n-- \n" + r.Footer + "\n" + r.AccountURL + "\n")
	return b.String()
}

// reportHTML is the HTML part: tables and inline styles that every common
// mail client shows, no image, nothing loaded from elsewhere
// (docs/decisions/0385). Paths, dates and names are isolated in the
// strings themselves (words.ltr, words.isolated), in the text part too.
var reportHTML = htmltemplate.Must(htmltemplate.New("report").Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.Dir}}"><head><meta charset="utf-8"><title>{{.Subject}}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f9;font-family:Arial,Helvetica,sans-serif;color:#14172b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px" dir="{{.Dir}}" align="{{if eq .Dir "rtl"}}right{{else}}left{{end}}">
<p style="margin:0 0 16px">{{.Intro}}</p>
{{range .Headline}}<p style="margin:0 0 8px;font-size:18px"><strong>{{.}}</strong></p>
{{end}}{{range .Sections}}{{if .Title}}<h2 style="margin:24px 0 8px;font-size:16px">{{.Title}}</h2>{{else}}<div style="height:16px"></div>{{end}}
{{if .Lines}}<ul style="margin:0;padding-inline-start:20px">{{range .Lines}}<li>{{.}}</li>{{end}}</ul>
{{else}}<p style="margin:0;color:#4b5067">{{.Empty}}</p>{{end}}
{{end}}<p style="margin:24px 0 0">{{.Dashboard}} <a href="{{.DashboardURL}}" style="color:#5b3fd9">{{.DashboardURL}}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#4b5067">{{.Footer}} <a href="{{.AccountURL}}" style="color:#5b3fd9">{{.AccountURL}}</a></p>
</td></tr></table></body></html>`))

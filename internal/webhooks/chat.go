package webhooks

import (
	"strings"

	"agencysite/internal/leads"
)

// alert is a chat message before it takes Slack's or Teams' form: a title,
// a few labelled facts and a link, in the site's default language.
type alert struct {
	title string
	facts [][2]string
	link  string
	open  string
}

// alert words m for a chat: who, what service and budget, in which
// language and from which source; e-mail and phone only when the owner
// chose so (personal).
func (s *Store) alert(m message, link string) alert {
	w := wordsIn(s.opts.Language)
	l := m.h.Lead
	r := l.Readable(s.opts.Language)
	a := alert{link: link, open: w["open"]}
	switch {
	case m.test:
		a.title = w.fill("test", "{brand}", s.opts.Brand)
		return a
	case m.h.Name == leads.EventStatusChanged:
		a.title = w.fill("statusChanged", "{name}", l.Name, "{from}", leads.StatusName(m.h.From, s.opts.Language), "{to}", r.Status)
	default:
		a.title = w.fill("created", "{name}", l.Name)
	}
	add := func(key, value string) {
		if value != "" {
			a.facts = append(a.facts, [2]string{w[key], value})
		}
	}
	add("service", r.Service)
	add("budget", r.Budget)
	add("language", r.Language)
	add("source", r.Source)
	add("campaign", r.Campaign)
	if m.personal {
		add("email", l.Email)
		add("phone", leads.DisplayPhone(l.Phone))
	}
	return a
}

// slackEscape makes visitors' text plain in Slack's mrkdwn: no links,
// mentions (<!channel>) or entities of their making.
var slackEscape = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

// slackMessage is a for a Slack incoming webhook: one text, the title in
// bold, the facts on one line, the link last.
func slackMessage(a alert) map[string]string {
	var b strings.Builder
	b.WriteString("*" + slackEscape.Replace(a.title) + "*")
	for i, f := range a.facts {
		sep := " · "
		if i == 0 {
			sep = "\n"
		}
		b.WriteString(sep + slackEscape.Replace(f[0]) + ": " + slackEscape.Replace(f[1]))
	}
	b.WriteString("\n<" + a.link + "|" + slackEscape.Replace(a.open) + ">")
	return map[string]string{"text": b.String()}
}

// teamsMessage is a for a Microsoft Teams incoming webhook (a Workflows
// "post to a channel when a webhook request is received"): an Adaptive
// Card with the title, the facts and a button, right to left for Arabic.
func teamsMessage(a alert, rtl bool) map[string]any {
	facts := make([]map[string]string, len(a.facts))
	for i, f := range a.facts {
		facts[i] = map[string]string{"title": f[0], "value": f[1]}
	}
	body := []any{map[string]any{"type": "TextBlock", "text": a.title, "weight": "Bolder", "size": "Medium", "wrap": true}}
	if len(facts) > 0 {
		body = append(body, map[string]any{"type": "FactSet", "facts": facts})
	}
	card := map[string]any{
		"$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
		"type":    "AdaptiveCard",
		"version": "1.4",
		"body":    body,
		"actions": []any{map[string]string{"type": "Action.OpenUrl", "title": a.open, "url": a.link}},
	}
	if rtl {
		card["rtl"] = true
	}
	return map[string]any{"type": "message", "attachments": []any{map[string]any{
		"contentType": "application/vnd.microsoft.card.adaptive", "content": card}}}
}

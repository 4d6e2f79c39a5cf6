package leads

import (
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"agencysite/internal/wordfile"
)

// Readable is a lead's coded fields as a person reads them in one
// language, for what is read outside the back office (a chat alert).
type Readable struct {
	Service, Budget, ContactMethod, Language, Source, Campaign, Status string
}

// Readable returns l's coded fields in lang (English for a language the
// back office does not speak): schema.json's labels, the language's own
// CLDR name, the source as the export says it ("Direct" for a visit with
// neither a campaign source nor a referrer; "" without a visit).
func (l Lead) Readable(lang string) Readable {
	lang = exportLanguages.Lang(lang)
	words := exportLanguages[lang]
	r := Readable{Service: label(schema.Services, l.Service, lang), Budget: budgetLabel(l.Budget, lang),
		ContactMethod: label(schema.ContactMethods, l.ContactMethod, lang), Status: StatusName(l.Status, lang)}
	if l.Language != "" {
		r.Language = display.Tags(language.Make(lang)).Name(language.Make(l.Language))
	}
	if v := l.Visit; v != nil {
		r.Source, r.Campaign = v.UTMSource, v.UTMCampaign
		if r.Source == "" {
			r.Source = v.ReferrerHost
		}
		if r.Source == "" {
			r.Source = words.Direct
		}
	}
	return r
}

// ServiceName is a service as the consultation form names it in lang.
func ServiceName(service, lang string) string { return label(schema.Services, service, lang) }

// StatusName is a workflow status as the back office names it in lang.
func StatusName(status, lang string) string {
	return wordfile.Word(exportLanguages.In(lang).Statuses, status)
}

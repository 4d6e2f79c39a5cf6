package leads

import (
	_ "embed"
	"fmt"
	"io"
	"iter"
	"strings"
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"agencysite/internal/wordfile"
)

//go:embed export_words.json
var exportWordsJSON []byte

// exportWords are the words of one language's export (export_words.json).
type exportWords struct {
	Columns     map[string]string `json:"columns"`
	Statuses    map[string]string `json:"statuses"`
	Variants    map[string]string `json:"variants"`
	SpamReasons map[string]string `json:"spamReasons"`
	Yes         string            `json:"yes"`
	No          string            `json:"no"`
	Direct      string            `json:"direct"`
}

// exportColumns are the columns of WriteCSVFor, in order: a reader's order
// (when, who, what they want, where from, where it stands), the id last.
var exportColumns = []string{"received", "name", "email", "phone", "company", "service", "budget",
	"contactMethod", "meetingTime", "message", "consent", "language", "variant", "page", "source",
	"campaign", "status", "assignee", "firstContacted", "lostReason", "spam", "spamReason", "id"}

var exportLanguages = wordfile.MustParse[exportWords]("leads: export_words.json", exportWordsJSON)

// SiteName is the name of a site variant of site.json in lang, as the back
// office says it ("Main site"), or the key for one it does not name.
func SiteName(lang, variant string) string {
	return wordfile.Word(exportLanguages.In(lang).Variants, variant)
}

// exportTime is how the export writes a time: the site's zone, to the
// minute, in a form every spreadsheet reads as a date.
const exportTime = "2006-01-02 15:04"

// WriteCSVFor writes leads as WriteCSV does (byte-order mark, every field
// quoted, visitors' text defused) for a person to read in a spreadsheet:
// headers and values (status, service, language, site, source…) in lang,
// times in zone, which the time columns' headers name. An unknown lang
// writes English. WriteCSV stays the codes-and-UTC format of `site leads
// export`, for scripts.
func WriteCSVFor(w io.Writer, leads iter.Seq2[Lead, error], lang string, zone *time.Location) error {
	lang = exportLanguages.Lang(lang)
	words := exportLanguages[lang]
	names := display.Tags(language.Make(lang))
	header := make([]string, len(exportColumns))
	for i, c := range exportColumns {
		header[i] = strings.ReplaceAll(words.Columns[c], "{zone}", zone.String())
	}
	if _, err := io.WriteString(w, "\uFEFF"); err != nil {
		return fmt.Errorf("leads: csv: %w", err)
	}
	if err := writeQuoted(w, header); err != nil {
		return fmt.Errorf("leads: csv: %w", err)
	}
	yesNo := func(b bool) string {
		if b {
			return words.Yes
		}
		return words.No
	}
	for l, err := range leads {
		if err != nil {
			return err
		}
		source, campaign := "", ""
		if v := l.Visit; v != nil {
			source, campaign = v.UTMSource, v.UTMCampaign
			if source == "" {
				source = v.ReferrerHost
			}
			if source == "" {
				source = words.Direct
			}
		}
		langName := ""
		if l.Language != "" {
			langName = names.Name(language.Make(l.Language))
		}
		spamReason := ""
		if l.Spam {
			spamReason = wordfile.Word(words.SpamReasons, l.SpamReason)
		}
		record := []string{l.CreatedAt.In(zone).Format(exportTime), inert(l.Name), inert(l.Email), l.Phone,
			inert(l.Company), label(schema.Services, l.Service, lang), budgetLabel(l.Budget, lang),
			label(schema.ContactMethods, l.ContactMethod, lang), inert(l.MeetingTime), inert(l.Message),
			yesNo(l.Consent), langName, wordfile.Word(words.Variants, l.Variant), inert(l.PagePath), inert(source),
			inert(campaign), wordfile.Word(words.Statuses, l.Status), inert(l.AssigneeName), exportTimeOf(l.FirstContactedAt, zone),
			inert(l.LostReason), yesNo(l.Spam), spamReason, l.ID}
		if err := writeQuoted(w, record); err != nil {
			return fmt.Errorf("leads: csv: %w", err)
		}
	}
	return nil
}

func budgetLabel(budget, lang string) string {
	if budget == "" {
		return ""
	}
	return label(schema.Budgets, budget, lang)
}

func exportTimeOf(t time.Time, zone *time.Location) string {
	if t.IsZero() {
		return ""
	}
	return t.In(zone).Format(exportTime)
}

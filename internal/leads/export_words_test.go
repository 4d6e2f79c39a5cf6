package leads

import (
	"bytes"
	"encoding/csv"
	"slices"
	"testing"
	"time"

	"agencysite/internal/analytics"
	"agencysite/web"
)

// readExport reads WriteCSVFor's output into its header and each row as a
// map from header to cell.
func readExport(t *testing.T, lang string, zone *time.Location, ls ...Lead) ([]string, []map[string]string) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteCSVFor(&buf, seq(ls...), lang, zone); err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(buf.Bytes(), []byte("\uFEFF")))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]string
	for _, r := range records[1:] {
		row := map[string]string{}
		for i, h := range records[0] {
			row[h] = r[i]
		}
		rows = append(rows, row)
	}
	return records[0], rows
}

func TestWriteCSVForSpeaksTheReadersLanguage(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		t.Fatal(err)
	}
	l := exportLead()
	l.Visit = &analytics.Visit{ReferrerHost: "google.com", UTMCampaign: "spring"}
	tests := []struct {
		name, lang string
		header     []string
		want       map[string]string
	}{
		{name: "English", lang: "en",
			header: []string{"Received (Europe/Paris)", "Name", "E-mail"},
			want: map[string]string{"Received (Europe/Paris)": "2026-03-01 11:05", "Status": "Lost", "Service": "Custom apps",
				"Language": "Arabic", "Site": "Main site", "Preferred contact": "Video meeting", "Source": "google.com",
				"Campaign": "spring", "Privacy consent": "Yes", "Spam": "No", "First contacted (Europe/Paris)": "2026-03-01 13:00",
				"Company": "'=HYPERLINK(\"http://evil.example\",\"x\")", "Request id": l.ID}},
		{name: "French", lang: "fr",
			header: []string{"Reçue le (Europe/Paris)", "Nom", "E-mail"},
			want: map[string]string{"Reçue le (Europe/Paris)": "2026-03-01 11:05", "Statut": "Perdue", "Langue": "arabe",
				"Site": "Site principal", "Politique de confidentialité acceptée": "Oui", "Spam": "Non"}},
		{name: "unknown language writes English", lang: "xx",
			header: []string{"Received (Europe/Paris)"}, want: map[string]string{"Status": "Lost"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			header, rows := readExport(t, tt.lang, paris, l)
			if len(header) != len(exportColumns) || !slices.Equal(header[:len(tt.header)], tt.header) {
				t.Errorf("got header %q, want %d columns starting %q", header, len(exportColumns), tt.header)
			}
			for k, want := range tt.want {
				if got := rows[0][k]; got != want {
					t.Errorf("%s: got %q, want %q", k, got, want)
				}
			}
		})
	}
}

func TestWriteCSVForSpamAndDirect(t *testing.T) {
	l := exportLead()
	l.Spam, l.SpamReason = true, SpamTooFast
	l.Visit = &analytics.Visit{}
	_, rows := readExport(t, "tr", time.UTC, l)
	want := map[string]string{"Spam": "Evet", "Spam sayılma nedeni": "Bir insanın gönderemeyeceği kadar hızlı gönderilmiş",
		"Kaynak": "Doğrudan", "Durum": "Kaybedildi", "Alınma zamanı (UTC)": "2026-03-01 10:05"}
	for k, w := range want {
		if got := rows[0][k]; got != w {
			t.Errorf("%s: got %q, want %q", k, got, w)
		}
	}
}

// TestExportWordsComplete: every language of the site has every column,
// status, site and spam reason.
func TestExportWordsComplete(t *testing.T) {
	for _, lang := range web.Site().Languages {
		w, ok := exportLanguages[lang]
		if !ok {
			t.Errorf("export_words.json lacks %s", lang)
			continue
		}
		for _, c := range exportColumns {
			if w.Columns[c] == "" {
				t.Errorf("%s: no header for column %s", lang, c)
			}
		}
		for _, st := range Statuses {
			if w.Statuses[st] == "" {
				t.Errorf("%s: no word for status %s", lang, st)
			}
		}
		for v := range web.Site().Variants {
			if w.Variants[v] == "" {
				t.Errorf("%s: no name for site %s", lang, v)
			}
		}
		for _, r := range []string{SpamHoneypot, SpamTooFast, SpamManual} {
			if w.SpamReasons[r] == "" {
				t.Errorf("%s: no words for spam reason %s", lang, r)
			}
		}
		if w.Yes == "" || w.No == "" || w.Direct == "" {
			t.Errorf("%s: yes, no or direct missing", lang)
		}
	}
}

package leads

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"iter"
	"strings"
	"testing"
	"time"
)

func seq(ls ...Lead) iter.Seq2[Lead, error] {
	return func(yield func(Lead, error) bool) {
		for _, l := range ls {
			if !yield(l, nil) {
				return
			}
		}
	}
}

func exportLead() Lead {
	l := validLead()
	l.Normalize()
	l.ID, l.CreatedAt = "00112233445566778899aabbccddeeff", time.Date(2026, 3, 1, 10, 5, 7, 0, time.UTC)
	l.Name, l.Language = "عبد الرحمن \"أبو علي\"", "ar"
	l.Company = "=HYPERLINK(\"http://evil.example\",\"x\")"
	l.Message = "سطر أول، مع فاصلة\nSecond line, with a comma"
	return l
}

func TestWriteCSV(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteCSV(&buf, seq(exportLead())); err != nil {
		t.Fatal(err)
	}
	out := buf.Bytes()
	if !bytes.HasPrefix(out, []byte{0xEF, 0xBB, 0xBF}) {
		t.Fatalf("got start %q, want the UTF-8 byte-order mark", out[:min(3, len(out))])
	}
	if !bytes.Contains(out, []byte("\r\n")) {
		t.Error("got no CRLF line ends, want RFC 4180's")
	}
	records, err := csv.NewReader(bytes.NewReader(out[3:])).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(records) != 2 {
		t.Fatalf("got %d records, want header and one lead", len(records))
	}
	got := map[string]string{}
	for i, h := range records[0] {
		got[h] = records[1][i]
	}
	want := map[string]string{
		"id": "00112233445566778899aabbccddeeff", "created_at": "2026-03-01T10:05:07Z",
		"name": "عبد الرحمن \"أبو علي\"", "email": "ada@example.com", "phone": "+442079460958",
		"company": "'=HYPERLINK(\"http://evil.example\",\"x\")", "service": "custom-apps", "budget": "15k-50k",
		"contact_method": "video", "meeting_time": "Tuesday afternoon",
		"message": "سطر أول، مع فاصلة\nSecond line, with a comma", "consent": "true", "language": "ar",
		"variant": "default", "page_path": "/en/contact", "spam": "false", "spam_reason": "",
	}
	if len(got) != len(want) {
		t.Errorf("got columns %v, want %d columns", records[0], len(want))
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("column %s: got %q, want %q", k, got[k], w)
		}
	}
}

func TestWriteCSVStopsOnError(t *testing.T) {
	boom := errors.New("boom")
	failing := func(yield func(Lead, error) bool) { yield(Lead{}, boom) }
	if err := WriteCSV(&bytes.Buffer{}, failing); !errors.Is(err, boom) {
		t.Errorf("got %v, want the iterator's error", err)
	}
}

func TestInert(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain", "Hello", "Hello"},
		{"formula", "=1+1", "'=1+1"},
		{"plus", "+cmd", "'+cmd"},
		{"minus", "-2", "'-2"},
		{"at", "@SUM(A1)", "'@SUM(A1)"},
		{"empty", "", ""},
		{"arabic", "مرحبا", "مرحبا"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := inert(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestWriteTable(t *testing.T) {
	spam := exportLead()
	spam.Spam, spam.SpamReason = true, SpamHoneypot
	long := exportLead()
	long.Message = strings.Repeat("long message ", 20)
	var buf bytes.Buffer
	if err := WriteTable(&buf, seq(exportLead(), spam, long)); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 5 {
		t.Fatalf("got %d lines, want header, 3 leads and a count:\n%s", len(lines), buf.String())
	}
	for _, want := range []string{"RECEIVED", "عبد الرحمن", "2026-03-01 10:05", "honeypot", "…", "3 lead(s)"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, buf.String())
		}
	}
	if !strings.Contains(lines[1], "فاصلة Second line") {
		t.Errorf("a lead's two-line message is not joined on its line:\n%s", buf.String())
	}
}

// TestCSVHasNoFormulaCellInAnyLocale opens the export as spreadsheets do
// with each list separator in use (",", ";" in French and Turkish locales,
// tab) and finds no cell that starts like a formula.
func TestCSVHasNoFormulaCellInAnyLocale(t *testing.T) {
	l := exportLead()
	l.Company = "ACME;=HYPERLINK(A1);"
	l.MeetingTime = "today,=1+1,"
	l.Message = "Please call.\t=cmd|' /C calc'!A0\tThanks"
	var buf bytes.Buffer
	if err := WriteCSV(&buf, seq(l)); err != nil {
		t.Fatal(err)
	}
	for _, sep := range []rune{',', ';', '\t'} {
		t.Run(fmt.Sprintf("separator %q", sep), func(t *testing.T) {
			for _, cell := range spreadsheetCells(strings.TrimPrefix(buf.String(), "\uFEFF"), sep) {
				number := strings.Trim(cell, "+0123456789") == "" // the E.164 phone: a number, not a formula
				if cell != "" && strings.ContainsRune("=+-@", rune(cell[0])) && !number {
					t.Errorf("got formula cell %q, want none", cell)
				}
			}
		})
	}
}

// spreadsheetCells splits CSV text into cells the way a spreadsheet's
// import does: on sep and line breaks outside double quotes, a quoted
// cell's quotes removed.
func spreadsheetCells(text string, sep rune) []string {
	var cells []string
	var cell strings.Builder
	quoted := false
	for _, r := range text {
		switch {
		case r == '"':
			quoted = !quoted
		case !quoted && (r == sep || r == '\n' || r == '\r'):
			cells = append(cells, cell.String())
			cell.Reset()
		default:
			cell.WriteRune(r)
		}
	}
	return append(cells, cell.String())
}

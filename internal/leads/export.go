package leads

import (
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
	"unicode/utf8"

	"agencysite/internal/terminal"
)

// csvHeader names the columns of WriteCSV, in order.
var csvHeader = []string{"id", "created_at", "name", "email", "phone", "company", "service", "budget",
	"contact_method", "meeting_time", "message", "consent", "language", "variant", "page_path",
	"spam", "spam_reason", "status", "assignee", "first_contacted_at", "lost_reason"}

// WriteCSV writes leads as CSV (RFC 4180, CRLF line ends) with a header
// row. It starts with a UTF-8 byte-order mark because spreadsheet programs
// read a CSV without one in the system's legacy code page and garble
// Arabic, French and Turkish. Every field is quoted: a spreadsheet whose
// list separator is ";" (French and Turkish locales) or a tab would
// otherwise split an unquoted "ACME;=HYPERLINK(…)" into a formula cell,
// since RFC 4180 only quotes fields holding commas, quotes or line breaks.
// Text a visitor typed that starts like a formula also gets a leading
// apostrophe, so that opening the export cannot run it.
func WriteCSV(w io.Writer, leads iter.Seq2[Lead, error]) error {
	if _, err := io.WriteString(w, "\uFEFF"); err != nil {
		return fmt.Errorf("leads: csv: %w", err)
	}
	if err := writeQuoted(w, csvHeader); err != nil {
		return fmt.Errorf("leads: csv: %w", err)
	}
	for l, err := range leads {
		if err != nil {
			return err
		}
		record := []string{l.ID, l.CreatedAt.UTC().Format("2006-01-02T15:04:05Z"), inert(l.Name), inert(l.Email),
			l.Phone, inert(l.Company), l.Service, l.Budget, l.ContactMethod, inert(l.MeetingTime), inert(l.Message),
			strconv.FormatBool(l.Consent), l.Language, l.Variant, inert(l.PagePath),
			strconv.FormatBool(l.Spam), l.SpamReason, l.Status, inert(l.AssigneeName), csvTime(l.FirstContactedAt), inert(l.LostReason)}
		if err := writeQuoted(w, record); err != nil {
			return fmt.Errorf("leads: csv: %w", err)
		}
	}
	return nil
}

// writeQuoted writes one CSV record with every field in double quotes and
// line breaks inside fields as CRLF, as encoding/csv's UseCRLF does.
func writeQuoted(w io.Writer, record []string) error {
	var b strings.Builder
	for i, field := range record {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(csvField.Replace(field))
		b.WriteByte('"')
	}
	b.WriteString("\r\n")
	_, err := io.WriteString(w, b.String())
	return err
}

var csvField = strings.NewReplacer(`"`, `""`, "\r\n", "\r\n", "\r", "\r\n", "\n", "\r\n")

func csvTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02T15:04:05Z")
}

// inert defuses spreadsheet formula injection (OWASP's advice): a cell that
// starts with = + - @ or a tab or carriage return is prefixed with '. The
// phone column needs none: E.164 is "+" and digits, which a spreadsheet
// reads as a number, not as a formula.
func inert(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// WriteTable writes leads as an aligned, human-readable table for a
// terminal: one line each, the message shortened to its start, every text
// escaped with terminal.Printable so that no stored text drives the
// operator's terminal.
func WriteTable(w io.Writer, leads iter.Seq2[Lead, error]) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "RECEIVED (UTC)\tNAME\tE-MAIL\tPHONE\tSERVICE\tCONTACT\tLANG\tSITE\tSPAM\tMESSAGE\tID")
	count := 0
	for l, err := range leads {
		if err != nil {
			return err
		}
		spam := ""
		if l.Spam {
			spam = l.SpamReason
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n",
			l.CreatedAt.UTC().Format("2006-01-02 15:04"), cell(l.Name, 30), cell(l.Email, 40), cell(l.Phone, 16),
			cell(l.Service, 30), cell(l.ContactMethod, 20), cell(l.Language, 5), cell(l.Variant, 10), cell(spam, 10),
			cell(l.Message, 40), cell(l.ID, 32))
		count++
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("leads: table: %w", err)
	}
	_, err := fmt.Fprintf(w, "%d lead(s)\n", count)
	return err
}

// cell makes s fit one table cell: one line, at most max characters.
func cell(s string, max int) string {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "-"
	}
	if utf8.RuneCountInString(s) > max {
		s = string([]rune(s)[:max-1]) + "…"
	}
	return terminal.Printable(s)
}

// WriteRowsCSV writes a table (the dashboard's breakdowns) as WriteCSV
// writes leads: byte-order mark, every field quoted, every cell defused.
func WriteRowsCSV(w io.Writer, header []string, rows [][]string) error {
	if _, err := io.WriteString(w, "\uFEFF"); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	if err := writeQuoted(w, header); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	for _, r := range rows {
		cells := make([]string, len(r))
		for i, c := range r {
			cells[i] = inert(c)
		}
		if err := writeQuoted(w, cells); err != nil {
			return fmt.Errorf("csv: %w", err)
		}
	}
	return nil
}

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
	"agencysite/internal/terminal"
)

const analyticsUsage = `Usage:
  site analytics report [--days N] [--limit N] [--json] [--database URL]
        the figures of the last N days (default 30, today included, UTC):
        visitors and page views per day, top pages, languages, variants,
        devices, browsers, referrers, events, buttons, scroll depth and the
        contact funnel; --json prints them as one JSON object

  site analytics seed --events N --days D [--force] [--seed S] [--database URL]
        a development tool: fills the database with about N events of
        synthetic traffic over the D days ending now, with their roll-ups,
        for trying the dashboard and benchmarking it; refuses a database
        that holds real events unless --force

Visitors are counted per day: the visitor id changes every day.
`

// runAnalytics is "site analytics …": the aggregated figures of the
// first-party analytics, read straight from the database without writing.
func runAnalytics(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	sub, err := newSubcommand("analytics", analyticsUsage, []string{"report", "seed"}, args, getenv, stderr)
	if err != nil {
		return err
	}
	if sub.name == "seed" {
		return runAnalyticsSeed(ctx, sub, args, stdout, stderr)
	}
	days := sub.fs.Int("days", 30, "how many days, ending today (UTC)")
	limit := sub.fs.Int("limit", 10, "rows of each top list")
	asJSON := sub.fs.Bool("json", false, "print one JSON object")
	if err := sub.parse(args); err != nil {
		return err
	}
	if *days < 1 || *days > 3660 {
		return fmt.Errorf("analytics report: --days %d: want 1 to 3660", *days)
	}
	if *limit < 1 {
		return fmt.Errorf("analytics report: --limit %d: want at least 1", *limit)
	}

	db, err := database.Open(ctx, *sub.database)
	if err != nil {
		return err
	}
	defer db.Close()
	catalogue, err := analytics.LoadCatalogue()
	if err != nil {
		return err
	}
	summary, err := analytics.NewReader(db, catalogue).Summary(ctx, lastDays(db.Now(), *days), *limit)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(stdout)
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		err = enc.Encode(summary)
	} else {
		err = writeSummary(out, summary)
	}
	if err != nil {
		return fmt.Errorf("analytics report: %w", err)
	}
	if err := out.Flush(); err != nil {
		return fmt.Errorf("analytics report: %w", err)
	}
	return nil
}

// lastDays is the range of the n days ending on now's UTC day.
func lastDays(now time.Time, n int) analytics.Range {
	return analytics.Range{From: now.UTC().AddDate(0, 0, 1-n), To: now.UTC()}
}

// writeSummary prints the summary as aligned tables, one per question.
// Text from visitors (paths, referrers, button names) is escaped with
// terminal.Printable: it must not drive the operator's terminal.
func writeSummary(w io.Writer, s analytics.Summary) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	p := terminal.Printable
	section := func(title, header string) {
		fmt.Fprintf(tw, "\n%s\n%s\n", title, header)
	}
	fmt.Fprintf(tw, "Analytics %s to %s (UTC)\n", s.From, s.To)
	section("Per day", "day\tvisitors\tpage views")
	for _, d := range s.Days {
		fmt.Fprintf(tw, "%s\t%d\t%d\n", d.Day, d.Visitors, d.PageViews)
	}
	for _, top := range []struct {
		title, header string
		rows          []analytics.Count
	}{
		{"Top pages", "page\tviews", s.Pages},
		{"Languages", "lang\tviews", s.Languages},
		{"Variants", "variant\tviews", s.Variants},
		{"Devices", "device\tviews", s.Devices},
		{"Browsers", "browser\tviews", s.Browsers},
		{"Referrers", "host\tviews", s.Referrers},
		{"Events", "event\tcount", s.Events},
	} {
		section(top.title, top.header)
		for _, c := range top.rows {
			fmt.Fprintf(tw, "%s\t%d\n", p(c.Value), c.Count)
		}
	}
	section("Buttons", "event\tbutton_name\tclicks")
	for _, b := range s.Buttons {
		fmt.Fprintf(tw, "%s\t%s\t%d\n", p(b.Event), p(b.Button), b.Count)
	}
	section("Scroll depth", "page\tpercent\tcount")
	for _, d := range s.ScrollDepth {
		fmt.Fprintf(tw, "%s\t%d%%\t%d\n", p(d.Path), d.Percent, d.Count)
	}
	section("Contact funnel (visitor-days)", "viewed a page\tthen contacted\trate")
	rate := "-"
	if s.Funnel.Visitors > 0 {
		rate = fmt.Sprintf("%.1f%%", 100*float64(s.Funnel.Contacted)/float64(s.Funnel.Visitors))
	}
	fmt.Fprintf(tw, "%d\t%d\t%s\n", s.Funnel.Visitors, s.Funnel.Contacted, rate)
	return tw.Flush()
}

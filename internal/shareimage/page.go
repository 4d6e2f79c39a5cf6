package shareimage

import (
	"fmt"
	"html"
	"regexp"
	"runtime"
	"strings"
	"sync"
)

var (
	titleElement = regexp.MustCompile(`<title>([^<]*)</title>`)
	htmlDir      = regexp.MustCompile(`<html[^>]*\sdir="(rtl|ltr)"`)
)

// FromHTML reads what a prerendered page's preview shows: its
// "{page} | {brand}" title and the direction of its <html>.
func FromHTML(page []byte) (Page, error) {
	m := titleElement.FindSubmatch(page)
	if m == nil {
		return Page{}, fmt.Errorf("shareimage: the page has no <title>")
	}
	title := html.UnescapeString(string(m[1]))
	// The brand is after the last " | ": a page's name may hold one
	// (issue 35, D12).
	i := strings.LastIndex(title, " | ")
	if i < 0 {
		return Page{}, fmt.Errorf("shareimage: the title %q is not \"{page} | {brand}\"", title)
	}
	name, brand := title[:i], title[i+len(" | "):]
	if strings.TrimSpace(name) == "" || strings.TrimSpace(brand) == "" {
		return Page{}, fmt.Errorf("shareimage: the title %q is not \"{page} | {brand}\"", title)
	}
	d := htmlDir.FindSubmatch(page)
	return Page{Title: name, Brand: brand, RTL: d != nil && string(d[1]) == "rtl"}, nil
}

// DrawAll draws the previews of pages (by any name) on every core, and
// returns them by the same names; the first error ends it.
func DrawAll(pages map[string]Page) (map[string][]byte, error) {
	type job struct {
		name string
		page Page
	}
	jobs := make(chan job)
	var (
		mu       sync.Mutex
		firstErr error
		wg       sync.WaitGroup
	)
	out := make(map[string][]byte, len(pages))
	for range min(runtime.GOMAXPROCS(0), max(len(pages), 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				png, err := Draw(j.page)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("%s: %w", j.name, err)
				}
				out[j.name] = png
				mu.Unlock()
			}
		}()
	}
	for name, p := range pages {
		mu.Lock()
		failed := firstErr != nil
		mu.Unlock()
		if failed {
			break
		}
		jobs <- job{name, p}
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	return out, nil
}

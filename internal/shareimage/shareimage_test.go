package shareimage

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"strings"
	"testing"

	"github.com/tdewolff/canvas"
	"github.com/tdewolff/canvas/text"
)

func draw(t *testing.T, p Page) ([]byte, image.Image) {
	t.Helper()
	b, err := Draw(p)
	if err != nil {
		t.Fatalf("Draw(%+v): %v", p, err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("Draw(%+v) is not a PNG: %v", p, err)
	}
	return b, img
}

func TestDrawSizeAndBudget(t *testing.T) {
	long := strings.Repeat("Mobile and web apps that grow your business ", 4)
	tests := []struct {
		name string
		page Page
	}{
		{"en", Page{Title: "Mobile and web apps that grow your business", Brand: "Nuqta Studio"}},
		{"tr letters Inter has", Page{Title: "Hakkımızda: Ğ ğ İ Ş ş", Brand: "Nuqta Studio"}},
		{"ar", Page{Title: "تطبيقات جوال وويب تنمّي أعمالك", Brand: "استوديو نقطة", RTL: true}},
		{"longer than three lines is cut", Page{Title: long, Brand: "Nuqta Studio"}},
		{"long ar", Page{Title: strings.Repeat("تطبيقات جوال وويب تنمّي أعمالك ", 5), Brand: "استوديو نقطة", RTL: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, img := draw(t, tt.page)
			if got := img.Bounds().Size(); got != (image.Point{Width, Height}) {
				t.Errorf("size %v, want %dx%d", got, Width, Height)
			}
			if len(b) > MaxBytes {
				t.Errorf("%d bytes, over the budget of %d", len(b), MaxBytes)
			}
		})
	}
}

func TestDrawChangesWithTheTitleOnly(t *testing.T) {
	p := Page{Title: "Projects", Brand: "Nuqta Studio"}
	a, _ := draw(t, p)
	again, _ := draw(t, p)
	if !bytes.Equal(a, again) {
		t.Error("the same page drew two different images: previews must be reproducible (their blobs are shared by hash)")
	}
	p.Title = "Our projects"
	changed, _ := draw(t, p)
	if bytes.Equal(a, changed) {
		t.Error("a changed title drew the same image")
	}
}

func TestDrawRefusesAnEmptyTitle(t *testing.T) {
	if _, err := Draw(Page{Title: " ", Brand: "Nuqta Studio"}); err == nil {
		t.Error("no error for an empty title")
	}
}

// TestArabicIsJoinedAndRightToLeft shapes a word as Draw does: its
// letters must take their joined forms (other glyphs than the letters
// alone) and come out right to left (the first glyph set from the left is
// the word's last letter).
func TestArabicIsJoinedAndRightToLeft(t *testing.T) {
	f, err := getFonts()
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Put(f)
	face := f.arabic.Face(50*pxToPt, canvas.White, canvas.FontBold)
	word := "نقطة" // nūn, qāf, ṭāʾ, tāʾ marbūṭa
	line := canvas.NewTextLine(face, word, canvas.Right)
	var spans []canvas.TextSpan
	line.WalkSpans(func(_, _ float64, s canvas.TextSpan) { spans = append(spans, s) })
	if len(spans) != 1 {
		t.Fatalf("%d spans, want 1", len(spans))
	}
	s := spans[0]
	if s.Direction != text.RightToLeft {
		t.Errorf("direction %v, want right to left", s.Direction)
	}
	if len(s.Glyphs) != 4 {
		t.Fatalf("%d glyphs, want 4", len(s.Glyphs))
	}
	if first, last := s.Glyphs[0].Text, s.Glyphs[3].Text; first != 'ة' || last != 'ن' {
		t.Errorf("glyphs from the left are %q … %q, want 'ة' … 'ن'", first, last)
	}
	for _, g := range s.Glyphs {
		alone := face.Glyphs(string(g.Text))[0].ID
		if g.ID == alone && g.Text != 'ة' { // tāʾ marbūṭa joins only to the right: its final form differs too
			t.Errorf("%q has the glyph of the letter alone (%d): not joined", g.Text, g.ID)
		}
	}
	if g := s.Glyphs[0]; g.ID == face.Glyphs("ة")[0].ID {
		t.Errorf("the final tāʾ marbūṭa has its isolated glyph (%d): not joined", g.ID)
	}
}

// TestArabicPreviewIsSetFromTheRight compares the Arabic preview with the
// reference drawing in testdata (looked at by eye when it was made), and
// checks that the title's ink ends at the right margin.
func TestArabicPreviewIsSetFromTheRight(t *testing.T) {
	p := Page{Title: "تطبيقات جوال وويب تنمّي أعمالك", Brand: "استوديو نقطة", RTL: true}
	b, img := draw(t, p)
	if os.Getenv("SHAREIMAGE_UPDATE") != "" {
		os.WriteFile("testdata/ar-home.png", b, 0o644)
	}
	ref, err := os.ReadFile("testdata/ar-home.png")
	if err != nil {
		t.Fatal(err)
	}
	want, err := png.Decode(bytes.NewReader(ref))
	if err != nil {
		t.Fatal(err)
	}
	if d := meanDifference(img, want); d > 1 {
		t.Errorf("mean difference %.2f from testdata/ar-home.png (per channel, 0-255)", d)
	}
	left, right := inkColumns(img, 200, 420)
	if right < Width-margin-8 || right > Width-margin+2 {
		t.Errorf("the title's ink ends at x=%d, want the right margin %d", right, Width-margin)
	}
	if left < margin {
		t.Errorf("the title's ink starts at x=%d, left of the margin", left)
	}
}

// inkColumns gives the leftmost and rightmost columns holding white text
// between rows y0 and y1.
func inkColumns(img image.Image, y0, y1 int) (left, right int) {
	left, right = Width, -1
	for y := y0; y < y1; y++ {
		for x := 0; x < Width; x++ {
			if r, g, b, _ := img.At(x, y).RGBA(); r>>8 > 200 && g>>8 > 200 && b>>8 > 200 {
				left, right = min(left, x), max(right, x)
			}
		}
	}
	return left, right
}

func meanDifference(a, b image.Image) float64 {
	var sum float64
	for y := 0; y < Height; y++ {
		for x := 0; x < Width; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			for _, d := range [][2]uint32{{r1, r2}, {g1, g2}, {b1, b2}} {
				sum += float64(max(d[0], d[1])-min(d[0], d[1])) / 257
			}
		}
	}
	return sum / (Width * Height * 3)
}

func TestFromHTML(t *testing.T) {
	tests := []struct {
		name, html string
		want       Page
		fails      bool
	}{
		{"ltr", `<html lang="en" dir="ltr"><head><title>Projects &amp; more | Nuqta Studio</title>`, Page{Title: "Projects & more", Brand: "Nuqta Studio"}, false},
		{"rtl", `<html lang="ar" dir="rtl"><head><title>مشاريعنا | استوديو نقطة</title>`, Page{Title: "مشاريعنا", Brand: "استوديو نقطة", RTL: true}, false},
		{"no brand", `<html dir="ltr"><title>Projects</title>`, Page{}, true},
		// Issue 35, D12: the first " | " took the rest of the name for the brand.
		{"a bar in the name", `<html dir="ltr"><title>Apps | Web | Nuqta Studio</title>`, Page{Title: "Apps | Web", Brand: "Nuqta Studio"}, false},
		{"short", `<html dir="ltr"><title>a</title>`, Page{}, true},
		{"no title", `<html dir="ltr"><head></head>`, Page{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := FromHTML([]byte(tt.html))
			if (err != nil) != tt.fails || got != tt.want {
				t.Errorf("got %+v, %v; want %+v, error %v", got, err, tt.want, tt.fails)
			}
		})
	}
}

func TestDrawAll(t *testing.T) {
	pages := map[string]Page{
		"/og/en/home.png": {Title: "Home", Brand: "Nuqta Studio"},
		"/og/ar/home.png": {Title: "الرئيسية", Brand: "استوديو نقطة", RTL: true},
		"/og/fr/home.png": {Title: "Accueil", Brand: "Nuqta Studio"},
	}
	got, err := DrawAll(pages)
	if err != nil {
		t.Fatal(err)
	}
	for name, p := range pages {
		want, _ := draw(t, p)
		if !bytes.Equal(got[name], want) {
			t.Errorf("%s differs from Draw's", name)
		}
	}
	pages["/og/tr/home.png"] = Page{Brand: "Nuqta Studio"}
	if _, err := DrawAll(pages); err == nil || !strings.Contains(err.Error(), "/og/tr/home.png") {
		t.Errorf("got %v, want the error naming the page without a title", err)
	}
}

// TestOddTitlesAreDrawnCleanly (issue 35, D12): emoji and symbols the fonts
// lack are left out instead of drawn as boxes, Arabic presentation forms
// are drawn as the letters they stand for, a title of emoji alone still
// draws, and a word longer than a line is broken to fit.
func TestOddTitlesAreDrawnCleanly(t *testing.T) {
	f, err := getFonts()
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Put(f)
	for _, tt := range []struct {
		family   *canvas.FontFamily
		in, want string
	}{
		{f.latin, "Apps 🚀 that grow 🎉", "Apps that grow"},
		{f.latin, "ﬁne apps", "fine apps"},
		{f.arabic, "ﻣﺸﺎﺭﻳﻌﻨﺎ", "مشاريعنا"},
		{f.arabic, "تطبيقات 📱 جوال", "تطبيقات جوال"},
		{f.latin, "🚀🚀", ""},
	} {
		if got := drawable(tt.family.Face(12, canvas.White, canvas.FontBold).Font, tt.in); got != tt.want {
			t.Errorf("drawable(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, p := range []Page{{Title: "🚀🚀", Brand: "Nuqta Studio"}, {Title: strings.Repeat("x", 80), Brand: "Nuqta Studio"}} {
		draw(t, p)
	}
	width := func(s string) float64 { return float64(len(s)) }
	for _, line := range wrapLines("an "+strings.Repeat("x", 25)+" end", 10, width) {
		if len(line) > 10 {
			t.Errorf("line %q is wider than 10", line)
		}
	}
}

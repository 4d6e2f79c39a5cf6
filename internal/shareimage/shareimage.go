// Package shareimage draws the share preview of a page (og:image,
// twitter:image): its title and the brand on the site's navy and accent
// colours, a 1200 × 630 PNG. It is pure Go (github.com/tdewolff/canvas,
// which shapes text with go-text's HarfBuzz port and orders it with
// fribidi), so a publish draws the previews of the pages it renders and a
// changed title gets a new image (docs/decisions/0230).
package shareimage

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"image/color"
	"image/png"
	"strings"
	"sync"
	"unicode"

	"github.com/tdewolff/canvas"
	"github.com/tdewolff/canvas/renderers/rasterizer"
	"golang.org/x/text/unicode/norm"
)

// The image's size in pixels, and the most it may weigh.
const (
	Width    = 1200
	Height   = 630
	MaxBytes = 150 * 1024
)

const (
	margin    = 88
	textWidth = Width - 2*margin
)

// Bold TrueType files of the site's two families, under the SIL Open Font
// License (fonts/OFL-*.txt): Inter for Latin scripts (Turkish included),
// Cairo for Arabic.
var (
	//go:embed fonts/Inter-Bold.ttf
	interTTF []byte
	//go:embed fonts/Cairo-Bold.ttf
	cairoTTF []byte
)

var (
	navy, brandColor             = canvas.Hex("#0b1026"), canvas.Hex("#e6e8f5")
	violet, cyan                 = canvas.Hex("#7c3aed"), canvas.Hex("#06b6d4")
	titleSizes                   = []float64{76, 66, 58, 50} // px, the largest that fits in three lines wins
	errNoTitle                   = errors.New("shareimage: empty title")
	pxToPt                       = 72 / 25.4 // the canvas is in millimetres, one a pixel; font sizes are in points
	lineHeightLTR, lineHeightRTL = 1.2, 1.45 // Arabic needs room for its marks above and below
)

// fonts are the two families loaded. The shaper behind a family keeps
// caches that are not safe for concurrent use, so each drawing takes
// its own from the pool.
type fonts struct{ latin, arabic *canvas.FontFamily }

var pool sync.Pool

func getFonts() (*fonts, error) {
	if f, ok := pool.Get().(*fonts); ok {
		return f, nil
	}
	f := &fonts{latin: canvas.NewFontFamily("Inter"), arabic: canvas.NewFontFamily("Cairo")}
	if err := f.latin.LoadFont(interTTF, 0, canvas.FontBold); err != nil {
		return nil, fmt.Errorf("shareimage: load Inter: %w", err)
	}
	if err := f.arabic.LoadFont(cairoTTF, 0, canvas.FontBold); err != nil {
		return nil, fmt.Errorf("shareimage: load Cairo: %w", err)
	}
	return f, nil
}

// Page is what a preview shows.
type Page struct {
	Title string // the page's name, without the brand
	Brand string
	RTL   bool // the page's language is written right to left
}

// Draw returns the PNG preview of p.
func Draw(p Page) ([]byte, error) {
	if strings.TrimSpace(p.Title) == "" {
		return nil, errNoTitle
	}
	f, err := getFonts()
	if err != nil {
		return nil, err
	}
	defer pool.Put(f)
	family, lineHeight := f.latin, lineHeightLTR
	if p.RTL {
		family, lineHeight = f.arabic, lineHeightRTL
	}
	face := func(px float64, c color.RGBA) *canvas.FontFace {
		return family.Face(px*pxToPt, c, canvas.FontBold)
	}

	c := canvas.New(Width, Height)
	ctx := canvas.NewContext(c)
	// y is measured from the top, as in the SVG this drawing was first
	// made as; the canvas counts from the bottom.
	up := func(y float64) float64 { return Height - y }
	side := func(x float64) float64 { // mirrored for right-to-left pages
		if p.RTL {
			return Width - x
		}
		return x
	}

	ctx.SetFillColor(navy)
	ctx.DrawPath(0, 0, canvas.Rectangle(Width, Height))
	ctx.SetFillColor(alpha(violet, .28))
	ctx.DrawPath(side(Width-80), up(40), canvas.Circle(300))
	ctx.SetFillColor(alpha(violet, .22))
	ctx.DrawPath(side(Width-80), up(40), canvas.Circle(190))
	ctx.SetFillColor(alpha(cyan, .16))
	ctx.DrawPath(side(60), up(Height+40), canvas.Circle(240))

	// The mark: a rounded square in the accent gradient with a dot.
	markX := float64(margin)
	if p.RTL {
		markX = Width - margin - 56
	}
	ctx.SetFillGradient(accent(markX, 72, markX+56, 128))
	ctx.DrawPath(markX, up(128), canvas.RoundedRectangle(56, 56, 16))
	ctx.SetFillColor(canvas.White)
	ctx.DrawPath(markX+28, up(100), canvas.Circle(9))

	align := canvas.Left
	if p.RTL {
		align = canvas.Right
	}
	font := face(34, brandColor).Font
	brand := drawable(font, p.Brand)
	ctx.DrawText(side(margin+76), up(112), canvas.NewTextLine(face(34, brandColor), brand, align))

	title := drawable(font, p.Title)
	if title == "" {
		title = brand // a title of emoji alone: the card still names the site
	}
	size, lines := layoutTitle(title, func(s string, px float64) float64 { return face(px, canvas.White).TextWidth(s) })
	step := float64(int(size*lineHeight + .5))
	top := 330 - float64(len(lines)-1)*step/2
	for i, line := range lines {
		y := float64(int(top + float64(i)*step + .5))
		ctx.DrawText(side(margin), up(y), canvas.NewTextLine(face(size, canvas.White), line, align))
	}

	ctx.SetFillGradient(accent(margin, Height-72, margin+textWidth, Height-64))
	ctx.DrawPath(margin, up(Height-64), canvas.RoundedRectangle(textWidth, 8, 4))

	// Blending on the sRGB values, as browsers and SVG renderers do.
	img := rasterizer.Draw(c, canvas.DPMM(1), canvas.LinearColorSpace{})
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("shareimage: encode: %w", err)
	}
	if buf.Len() > MaxBytes {
		return nil, fmt.Errorf("shareimage: %q: %d bytes, over %d", p.Title, buf.Len(), MaxBytes)
	}
	return buf.Bytes(), nil
}

// accent is the brand's violet-to-cyan gradient from (x0, y0) to (x1, y1),
// in pixels from the image's top-left corner: the rasterizer reads a
// gradient's points in the image's own coordinates, not the canvas's.
func accent(x0, y0, x1, y1 float64) *canvas.LinearGradient {
	g := canvas.NewLinearGradient(canvas.Point{X: x0, Y: y0}, canvas.Point{X: x1, Y: y1})
	g.Add(0, violet)
	g.Add(1, cyan)
	return g
}

// alpha is c at opacity a (canvas colours are premultiplied).
func alpha(c color.RGBA, a float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(float64(v)*a + .5) }
	return color.RGBA{R: m(c.R), G: m(c.G), B: m(c.B), A: m(255)}
}

// layoutTitle picks the largest size at which the title fits in three
// lines of the text width, measured by width (in pixels at a size).
func layoutTitle(title string, width func(s string, px float64) float64) (float64, []string) {
	for _, px := range titleSizes {
		lines := wrapLines(title, textWidth, func(s string) float64 { return width(s, px) })
		if len(lines) <= 3 {
			return px, lines
		}
	}
	px := titleSizes[len(titleSizes)-1]
	return px, wrapLines(title, textWidth, func(s string) float64 { return width(s, px) })[:3]
}

// drawable is s as the font can draw it (issue 35, D12): compatibility
// forms (Arabic presentation forms, ligatures, full-width letters) as the
// letters they stand for, which the shaper joins again, and what the font
// has no glyph for (emoji, symbols) left out rather than drawn as boxes.
func drawable(font *canvas.Font, s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return ' '
		}
		if r == '\u200c' || r == '\u200d' || unicode.Is(unicode.Mn, r) || font.GlyphIndex(r) != 0 {
			return r // joiners and marks: the shaper places them
		}
		return -1
	}, norm.NFKC.String(s))
	return strings.Join(strings.Fields(s), " ")
}

// wrapLines breaks text into lines no wider than maxWidth, word by word; a
// word wider than a line is broken where it reaches the edge.
func wrapLines(text string, maxWidth float64, width func(string) float64) []string {
	var lines []string
	line := ""
	var words []string
	for _, word := range strings.Fields(text) {
		words = append(words, breakWord(word, maxWidth, width)...)
	}
	for _, word := range words {
		candidate := word
		if line != "" {
			candidate = line + " " + word
		}
		if line != "" && width(candidate) > maxWidth {
			lines = append(lines, line)
			line = word
		} else {
			line = candidate
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// breakWord splits a word wider than maxWidth into pieces that fit, letter
// by letter (an 80-letter word ran off the card); a word that fits is
// returned whole.
func breakWord(word string, maxWidth float64, width func(string) float64) []string {
	if width(word) <= maxWidth {
		return []string{word}
	}
	var pieces []string
	piece := ""
	for _, r := range word {
		if piece != "" && width(piece+string(r)) > maxWidth {
			pieces = append(pieces, piece)
			piece = ""
		}
		piece += string(r)
	}
	return append(pieces, piece)
}

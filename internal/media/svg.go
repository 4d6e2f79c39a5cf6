package media

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// SVG is taken for logos and icons only, and through a strict allowlist:
// elements and attributes that draw are kept, names from editors
// (Inkscape, Illustrator) and anything unknown are dropped, and what could
// run code or fetch something is refused with its reason, so the team
// knows the file was not taken as it is. The result is written anew from
// the parsed tokens, never copied through, and is also always served with
// Content-Security-Policy: sandbox, in case a browser finds a way this
// list did not think of.

const svgNS = "http://www.w3.org/2000/svg"

// svgRefused are elements whose presence refuses the file.
var svgRefused = set("script", "foreignObject", "iframe", "embed", "object", "handler", "listener",
	"animate", "animateMotion", "animateTransform", "animateColor", "set", "image", "feImage", "discard")

// svgUnwrapped are dropped while their children are kept.
var svgUnwrapped = set("a", "switch")

var svgElements = set("svg", "g", "defs", "symbol", "use", "path", "rect", "circle", "ellipse", "line",
	"polyline", "polygon", "text", "tspan", "textPath", "title", "desc", "linearGradient", "radialGradient",
	"stop", "clipPath", "mask", "pattern", "marker", "style", "filter", "feGaussianBlur", "feOffset",
	"feBlend", "feColorMatrix", "feComposite", "feFlood", "feMerge", "feMergeNode", "feMorphology",
	"feDropShadow")

var svgAttributes = set("id", "class", "style", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry",
	"fx", "fy", "width", "height", "d", "points", "viewBox", "preserveAspectRatio", "transform",
	"fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
	"stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "color",
	"clip-path", "clip-rule", "mask", "filter", "offset", "stop-color", "stop-opacity", "gradientUnits",
	"gradientTransform", "spreadMethod", "patternUnits", "patternContentUnits", "patternTransform",
	"clipPathUnits", "maskUnits", "maskContentUnits", "markerWidth", "markerHeight", "refX", "refY",
	"orient", "markerUnits", "marker-start", "marker-mid", "marker-end", "font-family", "font-size",
	"font-weight", "font-style", "text-anchor", "dominant-baseline", "letter-spacing", "dx", "dy",
	"display", "visibility", "href", "version", "stdDeviation", "in", "in2", "result", "mode", "operator",
	"values", "type", "flood-color", "flood-opacity", "radius", "k1", "k2", "k3", "k4", "xml:space",
	"vector-effect", "shape-rendering", "paint-order", "filterUnits", "primitiveUnits", "lang", "role",
	"aria-label", "aria-hidden", "focusable", "direction", "writing-mode")

const (
	svgMaxDepth    = 64
	svgMaxElements = 50_000
)

var (
	// cssDanger finds what could fetch or run something in a style: any
	// url() that is not a reference inside the file, imports, old IE
	// expressions and bindings.
	cssDanger = regexp.MustCompile(`(?i)url\s*\(\s*['"]?\s*[^#'"\s)]|@import|expression\s*\(|-moz-binding|behavior\s*:`)
	scriptURL = regexp.MustCompile(`(?i)(javascript|vbscript|data)\s*:`)
)

// SanitizeSVG returns the document rewritten through the allowlist, and the
// size it is drawn at, or a *RefusedError saying what was refused.
func SanitizeSVG(data []byte) (clean []byte, width, height int, err error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	dec.Entity = nil // only the five predefined entities; no DOCTYPE is accepted anyway
	var out bytes.Buffer
	var stack []string // what each open element became: its name, "" if dropped, "-" if unwrapped
	skip := 0          // depth inside a dropped element
	elements := 0
	// A style's whole text is checked at its end: comments, CDATA and
	// processing instructions cut it into pieces that the output joins
	// (u<!---->rl( is served as url(), issue 35).
	inStyle := false
	var style bytes.Buffer
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, 0, 0, refuse("svg_invalid", "The SVG is not well-formed XML.")
		}
		switch t := tok.(type) {
		case xml.Directive:
			return nil, 0, 0, refuse("svg_doctype", "SVG files with a DOCTYPE or entities are not accepted.")
		case xml.StartElement:
			if inStyle { // only text: an element in it would be unwrapped, its text joined to the style's
				return nil, 0, 0, refuse("svg_style_markup", "SVG files whose styles hold anything but text are not accepted.")
			}
			elements++
			if len(stack) >= svgMaxDepth || elements > svgMaxElements {
				return nil, 0, 0, refuse("svg_too_complex", "The SVG is nested too deeply or has too many elements.")
			}
			name := t.Name.Local
			if len(stack) == 0 {
				if name != "svg" || (t.Name.Space != "" && t.Name.Space != svgNS) {
					return nil, 0, 0, refuse("unsupported_type", "Only JPEG, PNG, WebP, AVIF and SVG files are accepted.")
				}
				if width, height, err = svgSize(t); err != nil {
					return nil, 0, 0, err
				}
			}
			if t.Name.Space == svgNS || t.Name.Space == "" {
				if svgRefused[name] {
					return nil, 0, 0, refuse("svg_script", "SVG files with <%s> are not accepted: scripts, embedded or remote content and animation could run in a visitor's browser.", name)
				}
			}
			for _, a := range t.Attr {
				if err := checkSVGAttr(a); err != nil {
					return nil, 0, 0, err
				}
			}
			known := (t.Name.Space == svgNS || t.Name.Space == "") && svgElements[name]
			switch {
			case skip > 0 || !known && !svgUnwrapped[name]:
				skip++
				stack = append(stack, "")
			case svgUnwrapped[name]:
				stack = append(stack, "-")
			default:
				writeSVGStart(&out, t, len(stack) == 0)
				stack = append(stack, name)
				inStyle = name == "style"
				style.Reset()
			}
		case xml.EndElement:
			if len(stack) == 0 {
				return nil, 0, 0, refuse("svg_invalid", "The SVG is not well-formed XML.")
			}
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if top == "style" {
				inStyle = false
				if cssDanger.Match(style.Bytes()) {
					return nil, 0, 0, refuse("svg_external", "SVG files whose styles load anything from elsewhere are not accepted.")
				}
			}
			switch top {
			case "":
				skip--
			case "-":
			default:
				out.WriteString("</" + top + ">")
			}
		case xml.CharData:
			if skip > 0 || len(stack) == 0 {
				continue
			}
			if inStyle {
				if bytes.ContainsRune(t, '\\') {
					return nil, 0, 0, refuseCSSEscape()
				}
				style.Write(t)
			}
			xml.EscapeText(&out, t)
		}
	}
	if out.Len() == 0 {
		return nil, 0, 0, refuse("svg_invalid", "The SVG is not well-formed XML.")
	}
	return out.Bytes(), width, height, nil
}

// checkSVGAttr refuses an attribute that could run or fetch something,
// wherever it is: event handlers, links out of the file, script URLs.
// refuseCSSEscape refuses a backslash where CSS reads the text (a style,
// a presentation attribute): an escape such as u\72l( spells url( past
// cssDanger (issue 35, D9), and drawn art has no need of one.
func refuseCSSEscape() error {
	return refuse("svg_css_escape", "SVG files whose styles use CSS escapes (a backslash) are not accepted.")
}

func checkSVGAttr(a xml.Attr) error {
	name, value := strings.ToLower(a.Name.Local), a.Value
	compact := strings.Map(func(r rune) rune {
		if r <= ' ' {
			return -1
		}
		return r
	}, value)
	switch {
	case strings.HasPrefix(name, "on"):
		return refuse("svg_script", "SVG files with event attributes (%s) are not accepted.", a.Name.Local)
	case name == "href" || name == "src":
		if !strings.HasPrefix(compact, "#") {
			return refuse("svg_external", "SVG files that link to anything outside themselves are not accepted.")
		}
	case scriptURL.MatchString(compact):
		return refuse("svg_script", "SVG files with script URLs are not accepted.")
	case strings.ContainsRune(value, '\\') && name != "aria-label":
		return refuseCSSEscape()
	case cssDanger.MatchString(value):
		return refuse("svg_external", "SVG files whose styles load anything from elsewhere are not accepted.")
	}
	return nil
}

func writeSVGStart(out *bytes.Buffer, t xml.StartElement, root bool) {
	out.WriteString("<" + t.Name.Local)
	if root {
		out.WriteString(` xmlns="` + svgNS + `"`)
	}
	for _, a := range t.Attr {
		name := a.Name.Local
		switch {
		case (a.Name.Space == "xml" || a.Name.Space == "http://www.w3.org/XML/1998/namespace") && name == "space":
			name = "xml:space"
		case a.Name.Space != "" && name != "href": // xlink:href becomes href; other prefixes are editors'
			continue
		}
		if !svgAttributes[name] {
			continue
		}
		out.WriteString(" " + name + `="`)
		xml.EscapeText(out, []byte(a.Value))
		out.WriteString(`"`)
	}
	out.WriteString(">")
}

// svgSize is the size the root draws at: width and height when they are
// plain numbers (or pixels), else the viewBox's.
func svgSize(root xml.StartElement) (int, int, error) {
	var w, h float64
	var box []string
	for _, a := range root.Attr {
		switch a.Name.Local {
		case "width":
			w = svgLength(a.Value)
		case "height":
			h = svgLength(a.Value)
		case "viewBox":
			box = strings.FieldsFunc(a.Value, func(r rune) bool { return r == ' ' || r == ',' })
		}
	}
	if (w <= 0 || h <= 0) && len(box) == 4 {
		w, _ = strconv.ParseFloat(box[2], 64)
		h, _ = strconv.ParseFloat(box[3], 64)
	}
	if w < 1 || h < 1 || w > float64(maxSide) || h > float64(maxSide) {
		return 0, 0, refuse("svg_size", "The SVG needs a viewBox, or a width and height in pixels.")
	}
	return int(w + 0.5), int(h + 0.5), nil
}

func svgLength(s string) float64 {
	f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "px"), 64)
	if err != nil {
		return 0
	}
	return f
}

// looksLikeSVG reports whether the document's first element is <svg>.
func looksLikeSVG(b []byte) bool {
	dec := xml.NewDecoder(bytes.NewReader(b))
	for range 16 {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		if t, ok := tok.(xml.StartElement); ok {
			return t.Name.Local == "svg"
		}
	}
	return false
}

func set(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

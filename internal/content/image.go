package content

import (
	"agencysite/internal/media"
	"agencysite/web"
)

// CodeDecorativeAlt: a picture marked decorative has alt text, which a
// screen reader would then never read; one of the two is a mistake.
const CodeDecorativeAlt = "decorative_with_alt"

// CodeNoSuchPicture: a site path that names no picture the site ships.
const CodeNoSuchPicture = "no_such_picture"

// image checks a picture: a site path (the drawn art the build ships) or
// an uploaded picture of the library, {"media": id, "alt": {…}} with its
// alt text in every language, or {"media": id, "decorative": true} for one
// a screen reader should skip. The same asset can say different things in
// two places, so the alt text lives here, on the use, not on the asset.
func (c *checker) image(n *Node, v any, path string) {
	switch t := v.(type) {
	case string:
		if code := c.scalar(&Node{Type: "path"}, t); code != "" {
			c.problems.Add(path, code)
		} else if !web.HasPicture(t) {
			c.problems.Add(path, CodeNoSuchPicture)
		}
	case map[string]any:
		switch id, isString := t["media"].(string); {
		case t["media"] == nil:
			c.problems.Add(join(path, "media"), CodeRequired)
		case !isString:
			c.problems.Add(join(path, "media"), CodeType)
		case !media.ValidID(id):
			c.problems.Add(join(path, "media"), CodeInvalid)
		}
		decorative := false
		if d, present := t["decorative"]; present {
			b, ok := d.(bool)
			if !ok {
				c.problems.Add(join(path, "decorative"), CodeType)
			}
			decorative = b
		}
		alt, hasAlt := t["alt"]
		switch {
		case decorative && hasAlt:
			c.problems.Add(join(path, "alt"), CodeDecorativeAlt)
		case !decorative && !hasAlt:
			c.problems.Add(join(path, "alt"), CodeRequired)
		case hasAlt:
			c.text(&Node{Type: "text", Max: n.Max}, alt, join(path, "alt"))
		}
		for name := range t {
			if name != "media" && name != "alt" && name != "decorative" {
				c.problems.Add(join(path, name), CodeUnknown)
			}
		}
	default:
		c.problems.Add(path, CodeType)
	}
}

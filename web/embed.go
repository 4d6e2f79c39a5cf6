// Package web holds the built front end (build/client, made by `npm run
// build`) and the site configuration shared with it (app/config/site.json).
package web

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"
	"sync"
)

//go:embed all:build/client
var build embed.FS

//go:embed app/config/site.json
var siteJSON []byte

// pictures are the site's own pictures (public/images, copied into the
// build as they are): the content may name them by path.
//
//go:embed public/images
var pictures embed.FS

//go:embed app/config/limits.json
var limitsJSON []byte

// LimitsConfig are the limits the server enforces and the back office
// states (app/config/limits.json, which TypeScript reads too). Lengths
// are in characters.
type LimitsConfig struct {
	UploadMaxMB          int `json:"uploadMaxMB"`
	PictureMaxMegapixels int `json:"pictureMaxMegapixels"`
	HeroMaxMegapixels    int `json:"heroMaxMegapixels"`
	PictureMaxSide       int `json:"pictureMaxSide"`
	PublishSummaryMax    int `json:"publishSummaryMax"`
	LostReasonMax        int `json:"lostReasonMax"`  // why a lead was lost
	NoteMax              int `json:"noteMax"`        // a note on a lead
	PasskeyNameMax       int `json:"passkeyNameMax"` // the name a passkey is given
	UserNameMax          int `json:"userNameMax"`    // a team member's name
}

// Limits is the embedded limits.json, parsed once; a field it lacks (zero)
// is a build mistake, and panics.
var Limits = sync.OnceValue(func() LimitsConfig {
	var l LimitsConfig
	if err := json.Unmarshal(limitsJSON, &l); err != nil {
		panic(fmt.Sprintf("web: app/config/limits.json: %v", err))
	}
	for _, n := range []int{l.UploadMaxMB, l.PictureMaxMegapixels, l.HeroMaxMegapixels, l.PictureMaxSide,
		l.PublishSummaryMax, l.LostReasonMax, l.NoteMax, l.PasskeyNameMax, l.UserNameMax} {
		if n <= 0 {
			panic(fmt.Sprintf("web: app/config/limits.json: a limit is missing: %+v", l))
		}
	}
	return l
})

// HasPicture reports whether path ("/images/projects/1-app.svg") names a
// picture the site ships, so content cannot name one that is not there.
func HasPicture(path string) bool {
	name, ok := strings.CutPrefix(path, "/")
	if !ok || !fs.ValidPath(name) {
		return false
	}
	info, err := fs.Stat(pictures, "public/"+name)
	return err == nil && !info.IsDir()
}

// Client is the built site: prerendered pages and hashed assets.
func Client() fs.FS {
	sub, err := fs.Sub(build, "build/client")
	if err != nil {
		panic(err) // the directive above guarantees the directory
	}
	return sub
}

// Config is the part of the site configuration the server needs.
type Config struct {
	Brand string `json:"brand"`
	// Languages are the site's languages in the order site.json lists them
	// (an object there, keyed by language, so TypeScript types its keys).
	Languages       Keys               `json:"languages"`
	DefaultLanguage string             `json:"defaultLanguage"`
	Pages           Keys               `json:"pages"` // an object too, for the same reason
	Variants        map[string]Variant `json:"variants"`
}

// Variant is one variant of the site: the default site, or the one under
// /a/ (its contacts are content: internal/content's contacts family).
type Variant struct {
	Prefix string `json:"prefix"`
}

// DefaultVariant is the site at "/", the variant whose prefix is empty.
const DefaultVariant = "default"

// Site is the embedded site configuration, parsed once. The file is part of
// the binary, so a parse error is a build mistake the tests catch: Site
// panics on it.
var Site = sync.OnceValue(func() Config {
	c, err := SiteConfig()
	if err != nil {
		panic(err)
	}
	return c
})

// Keys is the list of a JSON object's keys, in order: site.json keys its
// languages and pages by name, which TypeScript types as literal unions.
type Keys []string

// UnmarshalJSON reads the keys of {"en": {…}, "ar": {…}} in order.
func (l *Keys) UnmarshalJSON(b []byte) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return fmt.Errorf("site.json: want an object keyed by name")
	}
	*l = nil
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return fmt.Errorf("site.json: %w", err)
		}
		*l = append(*l, t.(string)) // an object's keys are strings
		var settings json.RawMessage
		if err := dec.Decode(&settings); err != nil {
			return fmt.Errorf("site.json: %w", err)
		}
	}
	return nil
}

// SiteConfig parses the embedded site configuration.
func SiteConfig() (Config, error) {
	var c Config
	if err := json.Unmarshal(siteJSON, &c); err != nil {
		return c, fmt.Errorf("web: site.json: %w", err)
	}
	return c, nil
}

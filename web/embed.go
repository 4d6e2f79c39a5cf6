// Package web holds the built front end (build/client, made by `npm run
// build`) and the site configuration shared with it (app/config/site.json).
package web

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
)

//go:embed all:build/client
var build embed.FS

//go:embed app/config/site.json
var siteJSON []byte

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
	Brand           string             `json:"brand"`
	Languages       []string           `json:"languages"`
	DefaultLanguage string             `json:"defaultLanguage"`
	Pages           []string           `json:"pages"`
	ProjectIDs      []int              `json:"projectIds"`
	Variants        map[string]Variant `json:"variants"`
}

// Variant is one contact variant: the default site, or the one under /a/.
type Variant struct {
	Prefix         string `json:"prefix"`
	WhatsAppNumber string `json:"whatsappNumber"`
	Email          string `json:"email"`
	Phone          string `json:"phone"`
}

// SiteConfig parses the embedded site configuration.
func SiteConfig() (Config, error) {
	var c Config
	if err := json.Unmarshal(siteJSON, &c); err != nil {
		return c, fmt.Errorf("web: site.json: %w", err)
	}
	return c, nil
}

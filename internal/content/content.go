// Package content is what a visitor reads, as data: one JSON document
// holding every content family (projects, the FAQ, testimonials…) in every
// language of site.json. schema.json is the one home of its rules, read here
// by Validate and later by the studio's forms; default.json is today's
// content, embedded in the binary and imported by the route loaders at build
// time (web/app/content/site-content.ts). The Store keeps the working
// document, the one an editor imports and a publish renders.
package content

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sync"
)

//go:embed default.json
var defaultJSON []byte

//go:embed schema.json
var schemaJSON []byte

// Default is the embedded default document, as it is in the repository.
func Default() []byte { return defaultJSON }

// Schema is the embedded schema.json, for a client that builds forms from it.
func Schema() []byte { return schemaJSON }

// schema is schema.json parsed once; a parse error is a build mistake the
// tests catch, so it panics.
var schema = sync.OnceValue(func() *Node {
	var s struct {
		Root Node `json:"root"`
	}
	if err := json.Unmarshal(schemaJSON, &s); err != nil {
		panic(fmt.Errorf("content: schema.json: %w", err))
	}
	return &s.Root
})

// plurals is schema.json's plurals: the plural categories of each language
// (Intl.PluralRules' names), the forms a plural text holds.
var plurals = sync.OnceValue(func() map[string][]string {
	var s struct {
		Plurals map[string][]string `json:"plurals"`
	}
	if err := json.Unmarshal(schemaJSON, &s); err != nil {
		panic(fmt.Errorf("content: schema.json: %w", err))
	}
	return s.Plurals
})

// ProjectIDs lists the projects' ids of a valid document, in its order: the
// pages a project gets (/…/project/{id}) follow them.
func ProjectIDs(doc []byte) ([]int, error) {
	var d struct {
		Projects []struct {
			ID int `json:"id"`
		} `json:"projects"`
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, fmt.Errorf("content: project ids: %w", err)
	}
	ids := make([]int, len(d.Projects))
	for i, p := range d.Projects {
		ids[i] = p.ID
	}
	return ids, nil
}

package web

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sync"
)

//go:embed app/config/filters.json
var filtersJSON []byte

// FiltersConfig are values of the back office's filters that the server
// reads and the back office sends (app/config/filters.json, which
// TypeScript reads too).
type FiltersConfig struct {
	// DirectSource is the source filter of visits, and of the leads they
	// made, with neither a referrer nor a utm_source.
	DirectSource string `json:"directSource"`
}

// Filters is the embedded filters.json, parsed once; a value it lacks is a
// build mistake, and panics.
var Filters = sync.OnceValue(func() FiltersConfig {
	var f FiltersConfig
	if err := json.Unmarshal(filtersJSON, &f); err != nil {
		panic(fmt.Sprintf("web: app/config/filters.json: %v", err))
	}
	if f.DirectSource == "" {
		panic("web: app/config/filters.json: no directSource")
	}
	return f
})

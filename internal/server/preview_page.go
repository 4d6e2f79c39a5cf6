package server

import "regexp"

var scriptElement = regexp.MustCompile(`(?is)<script\b[^>]*>.*?</script\s*>`)

// withoutScripts removes a page's script elements for its preview: the
// preview's policy runs none (its router would route by the preview's own
// URL), and a script left in would only be refused, one console error per
// script in the studio that frames it. The prerendered HTML shows the
// page without them.
func withoutScripts(html []byte) []byte {
	return scriptElement.ReplaceAll(html, nil)
}

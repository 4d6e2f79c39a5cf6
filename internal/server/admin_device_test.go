package server

import (
	"net/http/httptest"
	"testing"
)

func TestDeviceNamesTheBrowserAndItsSystem(t *testing.T) {
	for _, c := range []struct{ agent, want string }{
		{"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome on Linux"},
		{"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on Linux"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari on iOS"},
		{"", "Browser"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("User-Agent", c.agent)
		if got := device(r); got != c.want {
			t.Errorf("device(%q) = %q, want %q", c.agent, got, c.want)
		}
	}
}

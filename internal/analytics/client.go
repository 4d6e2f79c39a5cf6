package analytics

import (
	"net/url"
	"strings"

	"github.com/mileusna/useragent"
)

// Client is what the server knows about the sender of a batch. The address
// and the User-Agent only feed the visitor hash and the device and browser
// classes; neither is ever stored.
type Client struct {
	IP        string
	UserAgent string
}

// Device classes stored per event.
const (
	DeviceMobile  = "mobile"
	DeviceTablet  = "tablet"
	DeviceDesktop = "desktop"
	DeviceOther   = "other"
)

// browserFamilies keeps the browser column to a short, known list: the
// parser falls back to the raw agent string for names it does not know,
// and a raw agent would both blow up the dashboard and fingerprint people.
var browserFamilies = map[string]string{
	useragent.Chrome:           "Chrome",
	useragent.Firefox:          "Firefox",
	useragent.Safari:           "Safari",
	useragent.Edge:             "Edge",
	useragent.Opera:            "Opera",
	useragent.OperaMini:        "Opera",
	useragent.OperaTouch:       "Opera",
	useragent.SamsungBrowser:   "Samsung Internet",
	useragent.Vivaldi:          "Vivaldi",
	useragent.InternetExplorer: "Internet Explorer",
	useragent.FacebookApp:      "Facebook",
	useragent.InstagramApp:     "Instagram",
	useragent.TiktokApp:        "TikTok",
	"Android browser":          "Android browser",
	"Miui Browser":             "Miui Browser",
	"Huawei Browser":           "Huawei Browser",
	"YaBrowser":                "Yandex Browser",
	"UCBrowser":                "UC Browser",
	"DuckDuckGo":               "DuckDuckGo",
	"Brave":                    "Brave",
}

// agent is the part of a User-Agent the product keeps.
type agent struct {
	device, browser string
	bot             bool
}

// parseAgent classifies a User-Agent with github.com/mileusna/useragent
// (see docs/decisions). Besides the parser's own bot verdict (named
// crawlers, headless Chrome, agents that carry a URL), anything that does
// not present itself as a browser is a bot: every browser able to run the
// tracker starts its agent with "Mozilla/5.0", while scripts and HTTP
// libraries (curl, python-requests, Go-http-client) do not.
func parseAgent(s string) agent {
	if !strings.HasPrefix(s, "Mozilla/") {
		return agent{bot: true}
	}
	ua := useragent.Parse(s)
	a := agent{bot: ua.Bot, device: DeviceOther, browser: "Other"}
	switch {
	case ua.Tablet:
		a.device = DeviceTablet
	case ua.Mobile:
		a.device = DeviceMobile
	case ua.Desktop:
		a.device = DeviceDesktop
	}
	if family, ok := browserFamilies[ua.Name]; ok {
		a.browser = family
	}
	return a
}

// referrerHost keeps only the host of an http(s) referrer, and nothing for
// a referrer on the site itself (internal navigation is not a source).
func referrerHost(ref, siteHost string) string {
	if ref == "" {
		return ""
	}
	u, err := url.Parse(ref)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	if host == "" || host == siteHost {
		return ""
	}
	return host
}

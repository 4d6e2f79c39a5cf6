package analytics

import "testing"

// User-Agents of real browsers and bots, as they appear in access logs.
const (
	uaChromeWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
	uaSafariIPhone  = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
	uaSafariIPad    = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
	uaFirefoxLinux  = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"
	uaSamsung       = "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36"
	uaEdgeMac       = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0"
	uaGooglebot     = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
	uaGooglebotJS   = "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
	uaBingbot       = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"
	uaAhrefs        = "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)"
	uaHeadless      = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36"
	uaFacebook      = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"
	uaCurl          = "curl/8.5.0"
	uaPython        = "python-requests/2.32.3"
	uaGo            = "Go-http-client/1.1"
)

func TestParseAgent(t *testing.T) {
	tests := []struct {
		name string
		ua   string
		want agent
	}{
		{"chrome on windows", uaChromeWindows, agent{device: DeviceDesktop, browser: "Chrome"}},
		{"safari on iphone", uaSafariIPhone, agent{device: DeviceMobile, browser: "Safari"}},
		{"safari on ipad", uaSafariIPad, agent{device: DeviceTablet, browser: "Safari"}},
		{"firefox on linux", uaFirefoxLinux, agent{device: DeviceDesktop, browser: "Firefox"}},
		{"samsung internet", uaSamsung, agent{device: DeviceMobile, browser: "Samsung Internet"}},
		{"edge on mac", uaEdgeMac, agent{device: DeviceDesktop, browser: "Edge"}},
		{"googlebot", uaGooglebot, agent{bot: true}},
		{"googlebot rendering", uaGooglebotJS, agent{bot: true}},
		{"bingbot", uaBingbot, agent{bot: true}},
		{"ahrefs", uaAhrefs, agent{bot: true}},
		{"headless chrome", uaHeadless, agent{bot: true}},
		{"facebook preview", uaFacebook, agent{bot: true}},
		{"curl", uaCurl, agent{bot: true}},
		{"python", uaPython, agent{bot: true}},
		{"go", uaGo, agent{bot: true}},
		{"empty", "", agent{bot: true}},
		{"unknown mozilla", "Mozilla/5.0 (Unknown) Thing/1.0", agent{device: DeviceOther, browser: "Other"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := parseAgent(tt.ua)
			if got.bot != tt.want.bot || (!got.bot && got != tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestReferrerHost(t *testing.T) {
	tests := []struct {
		name, ref, want string
	}{
		{"empty", "", ""},
		{"search engine", "https://www.google.com/search?q=agency", "www.google.com"},
		{"keeps host only", "http://Example.ORG:8080/a/b?c#d", "example.org"},
		{"same site", "https://agency.example/en/home", ""},
		{"app scheme", "android-app://com.google.android.gm/", ""},
		{"not a url", "::::", ""},
		{"no host", "https:///path", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := referrerHost(tt.ref, "agency.example"); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

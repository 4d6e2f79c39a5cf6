package throttle

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// AddressKey is what every rate limit counts a client by: an IPv4 address,
// or the /64 of an IPv6 address, since one IPv6 client is routinely given a
// whole /64 and can pick a new address in it for every request. An
// IPv4-mapped IPv6 address ("::ffff:192.0.2.7") counts as its IPv4 address.
// A key passes through unchanged, so applying it twice is harmless.
func AddressKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.Unmap()
	if addr.Is4() {
		return addr.String()
	}
	prefix, _ := addr.Prefix(64)
	return prefix.String()
}

// ClientIP is the address of the visitor: the connection's peer, or, when
// the server runs behind a proxy it trusts, the last address that proxy
// appended to X-Forwarded-For.
func ClientIP(r *http.Request, trustProxy bool) string {
	if trustProxy {
		if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
			parts := strings.Split(fwd, ",")
			if ip := strings.TrimSpace(parts[len(parts)-1]); net.ParseIP(ip) != nil {
				return ip
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// ClientKey is AddressKey of ClientIP: the one key of a request's client
// for the leads, events and sign-in limits.
func ClientKey(r *http.Request, trustProxy bool) string {
	return AddressKey(ClientIP(r, trustProxy))
}

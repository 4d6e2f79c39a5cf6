package webhooks

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"syscall"
	"time"
)

// ErrRefusedAddress: the request would reach an address that is not on
// the public internet (the server's own network, loopback, link-local, an
// IPv4-mapped IPv6 address…).
var ErrRefusedAddress = errors.New("webhooks: refused: not a public address")

// ErrRedirectRefused: the receiver redirected to another host (or scheme),
// or too many times.
var ErrRedirectRefused = errors.New("webhooks: refused: redirect")

// notPublic are the ranges no webhook may reach: IANA's special-purpose
// registries (RFC 6890 and its updates) less the globally reachable ones.
// Loopback is refused too unless the client allows it (IsLoopback).
var notPublic = prefixes(
	"0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
	"192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15",
	"198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
	"::/128", "::1/128", "::ffff:0:0/96", "64:ff9b::/96", "64:ff9b:1::/48", "100::/64", "2001::/23",
	"2001:db8::/32", "2002::/16", "fc00::/7", "fe80::/10", "fec0::/10", "ff00::/8",
)

func prefixes(list ...string) []netip.Prefix {
	out := make([]netip.Prefix, len(list))
	for i, p := range list {
		out[i] = netip.MustParsePrefix(p)
	}
	return out
}

// ClientOptions configure NewClient.
type ClientOptions struct {
	// AllowLoopback lets requests reach 127.0.0.0/8 and ::1: development
	// and tests only (-webhooks-allow-loopback).
	AllowLoopback bool
	// Timeout bounds a whole request, redirects included (default 10 s).
	Timeout time.Duration
	// ResponseMax is the most of a response body read (default 64 KiB).
	ResponseMax int64
	// Lookup resolves a host name that is not an address (default: the
	// system's resolver); tests make a name resolve where they want.
	Lookup func(ctx context.Context, host string) ([]netip.Addr, error)
}

// NewClient returns the client every webhook goes out through: it
// resolves the host itself and dials only public addresses, the check
// made by the dialer's Control hook on the very address it connects to
// (so a name that resolves to a private address, or rebinds between a
// check and the dial, is refused too, on every redirect as on the first
// request); it follows no proxy from the environment, at most three
// redirects and only to the same scheme and host, gives up after
// Timeout, and reads no more than ResponseMax of a body.
func NewClient(o ClientOptions) *http.Client {
	if o.Timeout == 0 {
		o.Timeout = 10 * time.Second
	}
	if o.ResponseMax == 0 {
		o.ResponseMax = 64 << 10
	}
	if o.Lookup == nil {
		o.Lookup = func(ctx context.Context, host string) ([]netip.Addr, error) {
			addrs, err := net.DefaultResolver.LookupNetIP(ctx, "ip", host)
			for i, a := range addrs {
				addrs[i] = a.Unmap() // the resolver writes IPv4 answers mapped
			}
			return addrs, err
		}
	}
	dialer := &net.Dialer{Timeout: 5 * time.Second, Control: func(_, address string, _ syscall.RawConn) error {
		ap, err := netip.ParseAddrPort(address)
		if err != nil {
			return fmt.Errorf("%w: %s", ErrRefusedAddress, address)
		}
		return CheckAddr(ap.Addr(), o.AllowLoopback)
	}}
	transport := &http.Transport{
		Proxy: nil, // a proxy would be dialled instead of the receiver, unchecked
		DialContext: func(ctx context.Context, network, address string) (net.Conn, error) {
			return dial(ctx, dialer, o.Lookup, network, address)
		},
		ForceAttemptHTTP2:     true,
		TLSHandshakeTimeout:   5 * time.Second,
		ResponseHeaderTimeout: o.Timeout,
		MaxIdleConnsPerHost:   2,
		IdleConnTimeout:       30 * time.Second,
	}
	return &http.Client{
		Timeout:   o.Timeout,
		Transport: capped{transport, o.ResponseMax},
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			first := via[0].URL
			if len(via) > 3 || req.URL.Scheme != first.Scheme || req.URL.Host != first.Host {
				return fmt.Errorf("%w to %s://%s", ErrRedirectRefused, req.URL.Scheme, req.URL.Host)
			}
			return nil
		},
	}
}

// dial resolves address's host with lookup and connects to its addresses
// in turn; the dialer's Control hook refuses each that is not public.
func dial(ctx context.Context, d *net.Dialer, lookup func(context.Context, string) ([]netip.Addr, error),
	network, address string) (net.Conn, error) {
	host, portText, err := net.SplitHostPort(address)
	if err != nil {
		return nil, err
	}
	port, err := strconv.ParseUint(portText, 10, 16)
	if err != nil {
		return nil, fmt.Errorf("webhooks: port %q: %w", portText, err)
	}
	var addrs []netip.Addr
	if a, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{a} // a URL's own address: as it is written
	} else if addrs, err = lookup(ctx, host); err != nil {
		return nil, err
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("webhooks: %s has no address", host)
	}
	var errs []error
	for _, a := range addrs {
		if a.Is4In6() { // the dialer would see it as the IPv4 address it maps
			errs = append(errs, fmt.Errorf("%w: %s", ErrRefusedAddress, a))
			continue
		}
		conn, err := d.DialContext(ctx, network, netip.AddrPortFrom(a, uint16(port)).String())
		if err == nil {
			return conn, nil
		}
		errs = append(errs, err)
	}
	return nil, errors.Join(errs...)
}

// CheckAddr returns an error wrapping ErrRefusedAddress unless a is a
// public address (or loopback, when allowLoopback). An IPv4-mapped IPv6
// address is refused whatever it maps: no public receiver needs one.
func CheckAddr(a netip.Addr, allowLoopback bool) error {
	if allowLoopback && a.IsLoopback() {
		return nil
	}
	for _, p := range notPublic {
		if p.Contains(a) {
			return fmt.Errorf("%w: %s", ErrRefusedAddress, a)
		}
	}
	return nil
}

// capped reads no more than max bytes of a response's body.
type capped struct {
	next http.RoundTripper
	max  int64
}

func (c capped) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := c.next.RoundTrip(r)
	if err != nil {
		return nil, err
	}
	resp.Body = struct {
		io.Reader
		io.Closer
	}{io.LimitReader(resp.Body, c.max), resp.Body}
	return resp, nil
}

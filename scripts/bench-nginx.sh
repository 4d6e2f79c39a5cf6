#!/usr/bin/env bash
# Page serving against nginx (issue 23): bin/site and nginx (gzip_static)
# serve /en/home's same gzip bytes with the same response headers and an
# access log line per request; wrk (50 connections) runs short interleaved
# rounds against each and the script prints each round's requests/s, p99
# and CPU time per request (the figure a shared machine disturbs least),
# then the medians and the ratios. Prints, asserts nothing.
# Target: the binary >= 0.9x nginx's requests/s, p99 within 1.5x.
#
# It stops when nginx's answer is not the binary's (status, body, header
# names): a comparison of other bytes measures nothing.
#
#   scripts/bench-nginx.sh                 # 5 rounds of 5 s each
#   ROUNDS=3 SECONDS_PER_ROUND=3 scripts/bench-nginx.sh
#   PROFILE=cpu.pprof scripts/bench-nginx.sh   # and the binary's CPU profile
#   go tool pprof -top bin/site cpu.pprof
#   BASELINE=/tmp/site-main scripts/bench-nginx.sh   # another build in the same rounds
#
# BASELINE is a binary built from another commit (say main's: git worktree
# add /tmp/main main, then go build there with this tree's web/build
# copied in); it serves from its own database beside bin/site, and each
# round measures it too: a change judged against its baseline in one run,
# on a machine whose speed drifts between runs.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${ROUNDS:-5}
secs=${SECONDS_PER_ROUND:-5}
site=127.0.0.1:${PORT:-18092}
ngx=127.0.0.1:${NGINX_PORT:-18093}
base=127.0.0.1:${BASELINE_PORT:-18094}
page=/en/home

source scripts/bench-server.sh
ngx_pid=
base_pid=
trap 'for p in $ngx_pid $base_pid; do kill "$p" 2>/dev/null || true; done; cleanup' EXIT

if [[ ${#site_args[@]} -eq 0 ]]; then # its test binary needs the real build
	echo "== BenchmarkServePageOverTCP ($page gzip through the binary's listener, server and log: the whole process's allocations per request)"
	go test -run='^$' -bench=ServePageOverTCP -benchmem -benchtime="${BENCHTIME:-2s}" ./cmd/site/ | grep -E '^Benchmark|FAIL'
fi
if [[ -n ${PROFILE:-} ]]; then
	site_args+=(-cpu-profile "$(realpath -m "$PROFILE")")
fi
bin/site -addr "$site" -base-url "http://$site" -database "$tmp/site.db" "${site_args[@]}" >"$tmp/site.log" 2>&1 &
pid=$!
for _ in $(seq 50); do curl -sf "http://$site/healthz" >/dev/null && break; sleep 0.2; done
if [[ -n ${BASELINE:-} ]]; then
	"$BASELINE" -addr "$base" -base-url "http://$site" -database "$tmp/baseline.db" "${site_args[@]}" >"$tmp/baseline.log" 2>&1 &
	base_pid=$!
	for _ in $(seq 50); do curl -sf "http://$base/healthz" >/dev/null && break; sleep 0.2; done
	if ! cmp -s <(curl -sf -H 'Accept-Encoding: gzip' "http://$site$page") <(curl -sf -H 'Accept-Encoding: gzip' "http://$base$page"); then
		echo "the baseline's answer is not bin/site's: build it with the same web/build" >&2
		exit 1
	fi
fi

# nginx serves the binary's own gzip bytes, with its headers. Its workers
# run as nobody: mktemp's directory (mode 700) would make every answer a
# 403 of 146 bytes.
chmod 755 "$tmp"
mkdir -p "$tmp/root$page" "$tmp/nginx"
curl -sf -H 'Accept-Encoding: gzip' -D "$tmp/headers" -o "$tmp/root$page/index.html.gz" "http://$site$page"
curl -sf -o "$tmp/root$page/index.html" "http://$site$page"
{
	grep -iE '^(cache-control|content-security-policy|cross-origin-opener-policy|cross-origin-resource-policy|etag|permissions-policy|referrer-policy|x-content-type-options|x-frame-options):' "$tmp/headers" |
		tr -d '\r' | while IFS= read -r line; do
		name=${line%%:*}
		value=${line#*: }
		printf '\t\t\tadd_header %s "%s" always;\n' "$name" "${value//\"/\\\"}"
	done
} >"$tmp/nginx/headers.conf"
cat >"$tmp/nginx/nginx.conf" <<CONF
worker_processes auto;
pid $tmp/nginx/nginx.pid;
error_log $tmp/nginx/error.log;
events { worker_connections 1024; }
http {
	access_log $tmp/nginx/access.log;
	client_body_temp_path $tmp/nginx; proxy_temp_path $tmp/nginx; fastcgi_temp_path $tmp/nginx;
	uwsgi_temp_path $tmp/nginx; scgi_temp_path $tmp/nginx;
	types { text/html html; }
	default_type text/html;
	charset utf-8;
	etag off;
	server_tokens off;
	server {
		listen $ngx;
		root $tmp/root;
		gzip_static on;
		gzip_vary on;
		location / {
			index index.html;
$(cat "$tmp/nginx/headers.conf")
		}
	}
}
CONF
nginx -c "$tmp/nginx/nginx.conf" -g 'daemon off;' &
ngx_pid=$!
for _ in $(seq 50); do curl -sf "http://$ngx$page/" >/dev/null && break; sleep 0.1; done
if ! cmp -s <(curl -sf -H 'Accept-Encoding: gzip' "http://$site$page") <(curl -sf -H 'Accept-Encoding: gzip' "http://$ngx$page/"); then
	echo "the two servers' answers differ (nginx: $(tail -1 "$tmp/nginx/error.log"))" >&2
	exit 1
fi
# The same header names, but for the few each server adds of its own
# (nginx: Server, Last-Modified, Connection; both: Date).
header_names() { curl -sf -o /dev/null -D - -H 'Accept-Encoding: gzip' "$1" | tr -d '\r' | sed -n 's/^\([A-Za-z-]*\):.*/\L\1/p' | grep -vxE 'date|server|last-modified|connection' | sort; }
if ! diff <(header_names "http://$site$page") <(header_names "http://$ngx$page/") >&2; then
	echo "the two servers' header names differ (< site, > nginx)" >&2
	exit 1
fi

# CPU time (user + system, in clock ticks) of the given processes: per
# request it holds better than requests/s on a machine others are using.
ticks() {
	local t=0 f
	for p in "$@"; do
		read -r -a f <"/proc/$p/stat"
		t=$((t + f[13] + f[14]))
	done
	echo "$t"
}
hz=$(getconf CLK_TCK)

round() { # url pid… → "requests/s p99-ms cpu-µs-per-request"
	local url=$1 t0 out
	shift
	t0=$(ticks "$@")
	out=$(wrk -t2 -c50 -d"${secs}s" --latency -H 'Accept-Encoding: gzip, deflate' "$url")
	awk -v dt=$(($(ticks "$@") - t0)) -v hz="$hz" '/requests in/ { n = $1 } /Requests\/sec/ { rps = $2 } /^ +99%/ { v = $2; if (v ~ /us$/) ms = v / 1000; else if (v ~ /ms$/) ms = v + 0; else ms = v * 1000 } END { printf "%.0f %.2f %.1f\n", rps, ms, dt * 1e6 / hz / n }' <<<"$out"
}

ngx_workers=$(pgrep -P "$ngx_pid" | tr '\n' ' ')
echo "== page serving: bin/site vs nginx gzip_static, $page gzip, wrk 50 connections, $rounds interleaved rounds of ${secs}s"
: >"$tmp/rounds"
for i in $(seq "$rounds"); do
	s=$(round "http://$site$page" "$pid")
	# shellcheck disable=SC2086 # one argument per worker
	n=$(round "http://$ngx$page/" $ngx_workers)
	b=
	if [[ -n $base_pid ]]; then b=$(round "http://$base$page" "$base_pid"); fi
	echo "round $i (load $(cut -d' ' -f1 /proc/loadavg)): site $s | nginx $n${b:+ | baseline $b} (requests/s p99-ms cpu-µs/request)"
	echo "$s $n $b" >>"$tmp/rounds"
done
awk -v n="$rounds" '
	{ sr[NR] = $1; sp[NR] = $2; sc[NR] = $3; nr[NR] = $4; np[NR] = $5; nc[NR] = $6; br[NR] = $7; bp[NR] = $8; bc[NR] = $9 }
	function median(a,   i, j, t, b) { for (i = 1; i <= n; i++) b[i] = a[i]
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (b[j] < b[i]) { t = b[i]; b[i] = b[j]; b[j] = t }
		return b[int((n + 1) / 2)] }
	END {
		s = median(sr); n2 = median(nr); p = median(sp); q = median(np); c = median(sc); d = median(nc)
		printf "median: site %.0f requests/s, p99 %.2f ms, %.1f cpu-µs/request; nginx %.0f requests/s, p99 %.2f ms, %.1f cpu-µs/request\n", s, p, c, n2, q, d
		printf "site/nginx: %.2fx requests/s, p99 %.2fx, nginx/site cpu per request %.2fx\n", s / n2, p / q, d / c
		if (br[1] != "") {
			s = median(br); p = median(bp); c = median(bc)
			printf "baseline: %.0f requests/s, p99 %.2f ms, %.1f cpu-µs/request; baseline/nginx: %.2fx requests/s, p99 %.2fx, nginx/baseline cpu per request %.2fx\n", s, p, c, s / n2, p / q, d / c
		}
	}' "$tmp/rounds"
echo "log lines: site $(grep -c '"msg":"request"' "$tmp/site.log" || true), nginx $(wc -l <"$tmp/nginx/access.log")${base_pid:+, baseline $(grep -c '"msg":"request"' "$tmp/baseline.log" || true)}"

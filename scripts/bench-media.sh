#!/usr/bin/env bash
# Media benchmarks (issue 22): a 12-megapixel JPEG through the whole
# processing of a hero picture, with each step's time and the peak memory;
# then the binary serving one processed file against nginx serving the same
# bytes from disk, with wrk, in the same run. Reported, not asserted.
#
#   scripts/bench-media.sh
#   ROUNDS=3 DURATION=3s CONNECTIONS=32 scripts/bench-media.sh   # interleaved rounds, medians
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${DURATION:-5s}
connections=${CONNECTIONS:-32}
rounds=${ROUNDS:-5}
addr=127.0.0.1:${PORT:-18091}
nginx_port=${NGINX_PORT:-18092}

source scripts/bench-server.sh

if [[ -z ${SKIP_PIPELINE:-} ]]; then
echo "== BenchmarkPipeline12MP (decode, 160/240/320/480/800/1200/1600/2400 × AVIF (≤ 1600), WebP, JPEG, placeholder)"
go test -v -run='^$' -bench=Pipeline12MP -benchtime=1x ./internal/media/ | grep -vE '^(goos|goarch|pkg|cpu):|^=== RUN'
fi

# Neither logs each request: nginx with access_log off, the site at -log-level warn.
echo "== serving one file: bin/site on $addr against nginx on 127.0.0.1:$nginx_port, wrk -c $connections, $rounds interleaved rounds of $duration"
command -v nginx >/dev/null && command -v wrk >/dev/null || { echo "nginx and wrk are needed for this part"; exit 1; }
/usr/bin/convert -size 1600x1000 plasma:fractal -seed 7 "$tmp/photo.jpg" 2>/dev/null ||
	/usr/bin/convert -size 1600x1000 gradient:navy-orange "$tmp/photo.jpg"
bin/site media import "$tmp/photo.jpg" --database "$tmp/site.db" >"$tmp/import.out"
id=$(awk '/^imported/ {print $2}' "$tmp/import.out")
file="$id-800.webp"
bin/site -addr "$addr" -base-url "http://$addr" -database "$tmp/site.db" -log-level warn "${site_args[@]}" >"$tmp/site.out" 2>"$tmp/site.log" &
pid=$!
mkdir -p "$tmp/www"
for _ in $(seq 50); do curl -fso "$tmp/www/$file" "http://$addr/media/$file" && break; sleep 0.2; done
echo "file: $file, $(stat -c %s "$tmp/www/$file") bytes"

cat >"$tmp/nginx.conf" <<CONF
worker_processes auto;
pid $tmp/nginx.pid;
error_log $tmp/nginx-error.log;
events { worker_connections 1024; }
http {
	access_log off;
	sendfile on;
	types { image/webp webp; }
	client_body_temp_path $tmp/nginx-body;
	proxy_temp_path $tmp/nginx-proxy;
	fastcgi_temp_path $tmp/nginx-fastcgi;
	uwsgi_temp_path $tmp/nginx-uwsgi;
	scgi_temp_path $tmp/nginx-scgi;
	server {
		listen 127.0.0.1:$nginx_port;
		root $tmp/www;
		etag on;
		add_header Cache-Control "public, max-age=31536000, immutable";
	}
}
CONF
chmod o+rx "$tmp" "$tmp/www" && chmod o+r "$tmp/www/$file" # nginx's workers may run as nobody
nginx -c "$tmp/nginx.conf" -p "$tmp"
sleep 0.5
curl -fso "$tmp/from-nginx" "http://127.0.0.1:$nginx_port/$file" && cmp -s "$tmp/from-nginx" "$tmp/www/$file" ||
	{ echo "nginx does not serve the file"; exit 1; }
trap 'nginx -c "$tmp/nginx.conf" -p "$tmp" -s stop 2>/dev/null || true; cleanup' EXIT

rps() { wrk -t 2 -c "$connections" -d "$duration" "$1" >"$tmp/wrk.out"; awk '/Requests\/sec/ {print $2}' "$tmp/wrk.out"; }
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# Interleaved rounds, the order alternating: one long round each would
# give whichever ran second a warmer or busier machine.
site_all=() nginx_all=() ratios=()
for round in $(seq "$rounds"); do
	if ((round % 2)); then
		nginx_all+=("$(rps "http://127.0.0.1:$nginx_port/$file")")
		site_all+=("$(rps "http://$addr/media/$file")")
	else
		site_all+=("$(rps "http://$addr/media/$file")")
		nginx_all+=("$(rps "http://127.0.0.1:$nginx_port/$file")")
	fi
	ratios+=("$(awk -v s="${site_all[-1]}" -v n="${nginx_all[-1]}" 'BEGIN { printf "%.3f", s / n }')")
	printf 'round %d: site %.0f req/s, nginx %.0f req/s, %.2f×\n' "$round" "${site_all[-1]}" "${nginx_all[-1]}" "${ratios[-1]}"
done
site_rps=$(median "${site_all[@]}") nginx_rps=$(median "${nginx_all[@]}")
awk -v s="$site_rps" -v n="$nginx_rps" -v r="$rounds" -v m="$(median "${ratios[@]}")" 'BEGIN {
	printf "medians of %d rounds: site %.0f req/s, nginx %.0f req/s (%.2f×); median of the rounds'"'"' ratios %.2f× nginx (target ≥ 0.8×)\n", r, s, n, s / n, m }'
echo "server: peak RSS $(awk '/VmHWM/ {print $2, $3}' "/proc/$pid/status")"

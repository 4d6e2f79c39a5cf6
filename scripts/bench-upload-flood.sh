#!/usr/bin/env bash
# The upload flood of issue 35 (D5), repeated: one member sends twenty
# 6300 × 6300 PNGs of 40 KB at once while a visitor's browser asks for the
# home page ten times a second. Printed, not asserted:
#   - the twenty as ordinary pictures: refused (over 24 megapixels), and how
#     long the refusals took;
#   - the twenty as heroes (accepted up to 40 megapixels): the public page's
#     latency (median, p99, max) while they are processed one at a time,
#     and how long the processing took (target: p99 under 50 ms).
#
#   scripts/bench-upload-flood.sh
#   UPLOADS=10 MAX_WAIT=420 scripts/bench-upload-flood.sh   # fewer, and a bound on the wait for processing
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PORT:-18196}
addr=127.0.0.1:$port
password="bench passphrase that is long enough"
uploads=${UPLOADS:-20}

source scripts/bench-server.sh
export DATABASE_URL=$tmp/site.db BASE_URL=http://$addr
bin/site migrate >/dev/null
printf '%s\n' "$password" | bin/site users create --email owner@example.com --name Owner --role owner >/dev/null
bin/site -addr "$addr" -log-level warn "${site_args[@]}" >"$tmp/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do curl -fsS "http://$addr/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
api=(-sS -H 'Sec-Fetch-Site: same-origin' -b "$tmp/jar" -c "$tmp/jar")
curl "${api[@]}" -fo /dev/null -H 'Content-Type: application/json' \
	-d "{\"email\":\"owner@example.com\",\"password\":\"$password\"}" "http://$addr/api/auth/sign-in"

/usr/bin/convert -size 6300x6300 xc:white -fill '#2a1a5e' -draw 'circle 3150,3150 3150,900' "$tmp/big.png"
echo "picture: 6300 × 6300, $(stat -c %s "$tmp/big.png") bytes"

# Each upload a distinct file (one pixel differs), made once for both floods.
for i in $(seq "$uploads"); do
	/usr/bin/convert "$tmp/big.png" -fill '#000001' -draw "point $i,1" "$tmp/big-$i.png"
done

# flood HERO: the uploads at once (reading the cookie jar, never writing
# it: ten curls writing one jar lose the session); prints their statuses.
flood() {
	for i in $(seq "$uploads"); do
		curl -sS -H 'Sec-Fetch-Site: same-origin' -b "$tmp/jar" -o /dev/null -w '%{http_code}\n' -H 'Content-Type: image/png' \
			--data-binary "@$tmp/big-$i.png" "http://$addr/api/admin/media?name=big-$i.png&hero=$1" &
	done | sort | uniq -c | awk '{printf "  %s × %s\n", $1, $2}' # sort reads until the last upload ends
}

# visitor SECONDS: the home page ten times a second; one latency a line.
visitor() {
	local end=$((SECONDS + $1))
	while ((SECONDS < end)); do
		curl -fsS -o /dev/null -w '%{time_total}\n' "http://$addr/en/home"
		sleep 0.1
	done
}

summary() {
	sort -n "$1" | awk '{ v[NR] = $1 } END {
		printf "  %d requests: median %.1f ms, p99 %.1f ms, max %.1f ms\n", NR, v[int((NR + 1) / 2)] * 1000, v[int(NR * 0.99 + 0.5)] * 1000, v[NR] * 1000 }'
}

echo "== the home page, quiet (20 s)"
visitor 20 >"$tmp/quiet.txt"
summary "$tmp/quiet.txt"

echo "== $uploads ordinary pictures at once"
start=$(date +%s.%N)
flood 0
awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "  answered in %.1f s\n", b - a }'

echo "== $uploads heroes at once, the home page asked ten times a second until they are processed"
visitor 900 >"$tmp/flood.txt" &
visitor_pid=$!
start=$(date +%s.%N)
flood 1
for _ in $(seq 1 $((2 * ${MAX_WAIT:-900}))); do
	curl "${api[@]}" -f "http://$addr/api/admin/media" >"$tmp/media.json"
	grep -q '"status":"pending"' "$tmp/media.json" || break
	sleep 0.5
done
echo "  processed: $(grep -o '"status":"ready"' "$tmp/media.json" | wc -l) of $uploads"
kill "$visitor_pid" 2>/dev/null || true
wait "$visitor_pid" 2>/dev/null || true
awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "  %.0f s after the first upload\n", b - a }'
summary "$tmp/flood.txt"
echo "server: peak RSS $(awk '/VmHWM/ {print $2, $3}' "/proc/$pid/status")"

#!/usr/bin/env bash
# Publishing figures (issue 20, docs/decisions/0225), printed, not asserted:
#   - every page rendered (the first publish) and one changed testimonial,
#     each until the running server serves the new HTML;
#   - the peak memory of `site publish` (VmHWM), and the server's RSS before,
#     after and between publishes;
#   - page serving p99 while idle and during a full publish (short wrk rounds);
#   - the same testimonial through `npm run build` (the Jamstack path), in a
#     copy of the repository (SKIP_NPM_BUILD=1 leaves it out);
#   - with BENCH_POSTGRES_URL (an empty database it may fill), two instances
#     on PostgreSQL: time from the publish's end until the second serves it.
#
#   scripts/bench-publish.sh
#   PORT=4202 BENCH_POSTGRES_URL=postgres://…/h_e1_a?sslmode=disable scripts/bench-publish.sh
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PORT:-18190}
addr=127.0.0.1:$port
wrk_time=${WRK_TIME:-5s}

source scripts/bench-server.sh
if [[ ${#site_args[@]} -gt 0 ]]; then
	echo "bench-publish: the front end is not built (make build): nothing to publish"
	exit 0
fi
db=$tmp/site.db
export DATABASE_URL=$db BASE_URL=http://$addr

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f s", b - a }'; }
rss() { awk '/^VmRSS/ { printf "%d MB", $2 / 1024 }' "/proc/$1/status"; }

# serve_until URL TEXT: wait (up to 120 s) until URL's body holds TEXT.
serve_until() {
	for _ in $(seq 1 1200); do
		if curl -fsS "$1" 2>/dev/null | grep -qF "$2"; then return 0; fi
		sleep 0.1
	done
	echo "bench-publish: $1 never served \"$2\"" >&2
	return 1
}

# publish_peak ARGS...: runs `site publish`, prints its output and its peak RSS.
publish_peak() {
	/usr/bin/time -f "  site publish: peak RSS %M KB, %e s wall, %U s user" bin/site publish "$@" 2>&1 | sed 's/^/  /'
}

# edited_content FROM TO FILE: the exported document with one text replaced.
edited_content() {
	bin/site content export | FROM="$1" TO="$2" python3 -c '
import os, sys
doc = sys.stdin.read()
assert doc.count(os.environ["FROM"]) == 1, "the text is not once in the document"
sys.stdout.write(doc.replace(os.environ["FROM"], os.environ["TO"]))' >"$3"
}

bin/site migrate >/dev/null 2>&1 || true
bin/site -addr "$addr" >"$tmp/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do curl -fsS "http://$addr/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
echo "== server up, RSS $(rss $pid)"

echo "== page serving while idle: wrk $wrk_time, 2 threads, 16 connections, /en/home"
wrk -t2 -c16 -d"$wrk_time" --latency "http://$addr/en/home" | grep -E '^ +(50|99)%|Requests/sec'

faq=$(python3 -c 'import json; print(json.load(open("internal/content/default.json"))["faq"][0]["question"]["en"])')
newfaq="$faq (edited $(date +%s))"
edited_content "$faq" "$newfaq" "$tmp/faq.json"
bin/site content import "$tmp/faq.json" >/dev/null
echo "== every page (the first publish: nothing to reuse; an FAQ question edited), with wrk on /en/home during it"
start=$(now)
publish_peak --summary "first" >"$tmp/first.out" &
publisher=$!
sleep 1
wrk -t2 -c16 -d"$wrk_time" --latency "http://$addr/en/home" | grep -E '^ +(50|99)%|Requests/sec' | sed 's/^/  during: /'
wait $publisher
cat "$tmp/first.out"
serve_until "http://$addr/en/faq" "$newfaq"
echo "  live after $(since "$start") (publish started → new HTML served); server RSS $(rss $pid)"

text=$(python3 -c 'import json; print(json.load(open("internal/content/default.json"))["testimonials"][0]["text"]["en"])')
new="$text (edited $(date +%s))"
edited_content "$text" "$new" "$tmp/edited.json"
bin/site content import "$tmp/edited.json" >/dev/null
echo "== one changed testimonial (English text): publish, until /en/home serves it"
start=$(now)
publish_peak --summary "one testimonial"
serve_until "http://$addr/en/home" "$new"
echo "  live after $(since "$start") (publish started → new HTML served); server RSS $(rss $pid)"
sleep 3
echo "  server RSS 3 s later: $(rss $pid)"

if [[ -n ${BENCH_POSTGRES_URL:-} ]]; then
	echo "== two instances on PostgreSQL"
	pg1=127.0.0.1:$((port + 1)) pg2=127.0.0.1:$((port + 2))
	DATABASE_URL=$BENCH_POSTGRES_URL bin/site migrate >/dev/null 2>&1 || true
	DATABASE_URL=$BENCH_POSTGRES_URL BASE_URL=http://$addr bin/site -addr "$pg1" >"$tmp/pg1.log" 2>&1 &
	pid1=$!
	DATABASE_URL=$BENCH_POSTGRES_URL BASE_URL=http://$addr bin/site -addr "$pg2" >"$tmp/pg2.log" 2>&1 &
	pid2=$!
	for _ in $(seq 1 300); do curl -fsS "http://$pg2/readyz" >/dev/null 2>&1 && curl -fsS "http://$pg1/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
	DATABASE_URL=$BENCH_POSTGRES_URL bin/site content import "$tmp/edited.json" >/dev/null
	DATABASE_URL=$BENCH_POSTGRES_URL publish_peak --summary "pg: every page"
	pgnew="$text (pg $(date +%s))"
	DATABASE_URL=$BENCH_POSTGRES_URL edited_content "$text" "$pgnew" "$tmp/pg.json"
	DATABASE_URL=$BENCH_POSTGRES_URL bin/site content import "$tmp/pg.json" >/dev/null
	start=$(now)
	DATABASE_URL=$BENCH_POSTGRES_URL publish_peak --summary "pg: one testimonial"
	switched=$(now)
	serve_until "http://$pg1/en/home" "$pgnew"
	echo "  instance 1 serves it $(since "$switched") after the publish ended ($(since "$start") after it started)"
	serve_until "http://$pg2/en/home" "$pgnew"
	echo "  instance 2 serves it $(since "$switched") after the publish ended ($(since "$start") after it started)"
	kill -TERM "$pid1" "$pid2"
	wait "$pid1" "$pid2" || true
fi

if [[ -z ${SKIP_NPM_BUILD:-} ]]; then
	echo "== the same testimonial through npm run build (a copy of the repository)"
	repo=$tmp/repo
	mkdir -p "$repo"
	git archive HEAD | tar -x -C "$repo"
	ln -s "$PWD/web/node_modules" "$repo/web/node_modules"
	REPO=$repo TEXT=$text NEW=$new python3 -c '
import os
p = os.environ["REPO"] + "/internal/content/default.json"
s = open(p).read()
open(p, "w").write(s.replace(os.environ["TEXT"], os.environ["NEW"], 1))'
	start=$(now)
	(cd "$repo/web" && npm run build >"$tmp/npm-build.log" 2>&1) || { echo "  npm run build failed:"; tail -5 "$tmp/npm-build.log"; }
	echo "  npm run build: $(since "$start") (then a binary build and a deploy, not counted)"
fi

#!/usr/bin/env bash
# The studio's figures (issue 24), printed, not asserted: what the team
# waits for, through the same HTTP API the studio's screens call.
#   - the first publish of a fresh site after one edit;
#   - one Arabic testimonial text changed (PUT …/content/testimonials/…),
#     Publish pressed (POST …/content/publish), until /ar/home serves the new
#     text: five runs and their median (target ≤ 5 s);
#   - every page: an edit in the site-wide announcement bar, published;
#   - a new project (issue 34: target ≤ 10 s), added and published;
#   - the preview of a draft /ar/home, cold (the engine starts) and warm
#     (target ≤ 1.5 s).
#
#   scripts/bench-studio.sh
#   PORT=4202 scripts/bench-studio.sh
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PORT:-18195}
addr=127.0.0.1:$port
password="bench passphrase that is long enough"

source scripts/bench-server.sh
if [[ ${#site_args[@]} -gt 0 ]]; then
	echo "bench-studio: the front end is not built (make build): nothing to publish"
	exit 0
fi
export DATABASE_URL=$tmp/site.db BASE_URL=http://$addr

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

bin/site migrate >/dev/null
printf '%s\n' "$password" | bin/site users create --email owner@example.com --name Owner --role owner >/dev/null
bin/site -addr "$addr" >"$tmp/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do curl -fsS "http://$addr/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
api=(-fsS -H 'Content-Type: application/json' -H 'Sec-Fetch-Site: same-origin' -b "$tmp/jar" -c "$tmp/jar")
curl "${api[@]}" -o /dev/null -d "{\"email\":\"owner@example.com\",\"password\":\"$password\"}" "http://$addr/api/auth/sign-in"

# edit FAMILY PATH LANG SUFFIX: appends SUFFIX to the text at PATH (dotted,
# inside a list family's first item or an object family) in LANG, saved as
# a draft as the studio's form does (PUT with the item's revision); prints
# the new text.
edit() {
	curl "${api[@]}" "http://$addr/api/admin/content" >"$tmp/studio.json"
	python3 - "$tmp/studio.json" "$@" >"$tmp/edit" <<-'EOF'
		import json, sys
		studio, family, path, lang, suffix = json.load(open(sys.argv[1])), *sys.argv[2:]
		value = studio["working"][family]
		if isinstance(value, list):
		    key = studio["schema"]["root"]["fields"][family].get("key")
		    item = value[0]
		    pointer = f"/{family}/{item[key] if key else 0}"
		else:
		    item, pointer = value, f"/{family}"
		text = item
		for step in path.split("."):
		    text = text[int(step) if step.isdigit() else step]
		text[lang] += suffix
		print(pointer)
		print(json.dumps({"value": item, "base": studio["revisions"][pointer]}, ensure_ascii=False))
		print(text[lang])
	EOF
	sed -n 2p "$tmp/edit" >"$tmp/body.json"
	curl "${api[@]}" -o /dev/null -X PUT --data-binary "@$tmp/body.json" "http://$addr/api/admin/content$(sed -n 1p "$tmp/edit")"
	sed -n 3p "$tmp/edit"
}

# publish_until PAGE TEXT: presses Publish with every pending change
# ticked (the owner's own, as the dialog ticks them), waits until PAGE
# serves TEXT (up to 5 minutes) and prints the seconds since the press.
publish_until() {
	local start items
	items=$(curl "${api[@]}" "http://$addr/api/admin/content/pending" |
		python3 -c 'import json, sys; print(json.dumps([c["pointer"] for c in json.load(sys.stdin)["items"] if c["publishable"]]))')
	start=$(now)
	curl "${api[@]}" -o /dev/null -d "{\"summary\":\"bench\",\"items\":$items}" "http://$addr/api/admin/content/publish"
	for _ in $(seq 1 3000); do
		if curl -fs "http://$addr$1" | grep -qF "$2"; then
			since "$start"
			return
		fi
		sleep 0.1
	done
	echo "bench-studio: $1 never served the edit" >&2
	return 1
}

# publish_ended: waits until no publish runs (the pages of a publish may be
# served before its job has recorded its end).
publish_ended() {
	for _ in $(seq 1 3000); do
		curl "${api[@]}" "http://$addr/api/admin/content/publish" | grep -q '"running":null' && return
		sleep 0.1
	done
}

echo "== the first publish of a fresh site, one Arabic testimonial edited"
text=$(edit testimonials text ar " (أول تعديل)")
echo "  /ar/home serves it $(publish_until /ar/home "$text") s after Publish"
publish_ended

echo "== one Arabic testimonial text, Publish until /ar/home serves it (5 runs)"
runs=()
for i in 1 2 3 4 5; do
	text=$(edit testimonials text ar " ($i)")
	runs+=("$(publish_until /ar/home "$text")")
	publish_ended
done
median=$(printf '%s\n' "${runs[@]}" | sort -n | sed -n 3p)
echo "  runs ${runs[*]} s; median $median s (target ≤ 5 s)"

echo "== every page: a service's name in every page's footer, edited in English"
text=$(edit services names.5.name en " (everywhere)")
echo "  /en/contact serves it $(publish_until /en/contact "$text") s after Publish"
publish_ended

echo "== a new project: the last one copied as project 10, Publish until /en/project/10 serves it (target ≤ 10 s)"
curl "${api[@]}" "http://$addr/api/admin/content" >"$tmp/studio.json"
python3 - "$tmp/studio.json" >"$tmp/project.json" <<-'EOF'
	import json, sys
	project = json.load(open(sys.argv[1]))["working"]["projects"][-1]
	project["id"] = 10
	for lang in project["title"]:
	    project["title"][lang] = "Project ten in " + lang
	print(json.dumps({"value": project}, ensure_ascii=False))
EOF
curl "${api[@]}" -o /dev/null --data-binary "@$tmp/project.json" "http://$addr/api/admin/content/projects"
echo "  /en/project/10 serves it $(publish_until /en/project/10 "Project ten in en") s after Publish"
publish_ended

echo "== preview of a draft /ar/home (target ≤ 1.5 s)"
edit testimonials text ar " (draft)" >/dev/null
for run in cold warm warm warm; do
	curl "${api[@]}" -o /dev/null -w "  $run: %{http_code} in %{time_total} s\n" "http://$addr/api/admin/content/preview?path=/ar/home"
done

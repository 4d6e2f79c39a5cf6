#!/usr/bin/env bash
# Issue 35's attacks on the studio and the media library, repeated against
# the binary as a member would send them (the upload flood, D5, is
# scripts/bench-upload-flood.sh). Each attack is one line: what was sent,
# what came back, and "ok" or "DEFECT: …"; the script exits 1 when any
# defect shows.
#   - D2: 200 previews at once on a cold engine: only 200, or 503 with
#     Retry-After; no dropped connection, no ERROR line in the server's log;
#     the engine still answers afterwards;
#   - D3: item keys that are not slugs (slashes, dots, spaces, markup,
#     bidirectional controls, capitals, non-ASCII letters, too long, the
#     API's own routes, not strings) refused with 422, as is changing a key;
#   - D4: project ids that are numbers spelt otherwise than as an integer
#     (3.0, 3e0, 30e-1, 1e3, …) refused with 422, also by `site content
#     import`; pointers spelt so name nothing (404) and change nothing;
#   - the working document the same after all of them; a slug and an
#     integer accepted, and their items then edited and deleted by pointer;
#   - D8: picture paths that leave /images/ (//host, ///host, /..//host, ".."
#     and "." segments, backslashes, escapes, other prefixes) refused with
#     422 in every picture field, as are media ids that are not ids;
#   - D9: SVGs whose styles hide url(), @import or expression() behind CSS
#     escapes refused (svg_css_escape), and those that split url( across XML
#     comments, CDATA sections or unwrapped elements refused too; nothing
#     of them stored.
#
# About a minute and a quarter, the build included.
#
#   scripts/attack-studio.sh
#   PORT=18300 PREVIEWS=50 scripts/attack-studio.sh   # another port, a smaller flood
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PORT:-18197}
addr=127.0.0.1:$port
password="attack passphrase that is long enough"
previews=${PREVIEWS:-200}

source scripts/bench-server.sh
if [[ ${#site_args[@]} -gt 0 ]]; then
	echo "attack-studio: the front end is not built (make build): previews need its pages" >&2
	exit 2
fi
export DATABASE_URL=$tmp/site.db BASE_URL=http://$addr
bin/site migrate >/dev/null
printf '%s\n' "$password" | bin/site users create --email member@example.com --name Member --role member >/dev/null
bin/site -addr "$addr" >"$tmp/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do curl -fsS "http://$addr/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
curl -fsS -o /dev/null -H 'Sec-Fetch-Site: same-origin' -c "$tmp/jar" -H 'Content-Type: application/json' \
	-d "{\"email\":\"member@example.com\",\"password\":\"$password\"}" "http://$addr/api/auth/sign-in"
# Every request after the sign-in only reads the cookie jar.
api=(-sS -H 'Sec-Fetch-Site: same-origin' -b "$tmp/jar" --max-time 30)

defects=0
# report TAG SENT ANSWER VERDICT: one attack's line; VERDICT "" is ok.
report() {
	local verdict=ok
	if [[ -n $4 ]]; then
		verdict="DEFECT: $4"
		defects=$((defects + 1))
	fi
	printf '%-3s %s → %s  %s\n' "$1" "$2" "$3" "$verdict"
}

# send METHOD PATH [BODY-FILE] [CONTENT-TYPE]: the status, the answer in
# $tmp/answer. A DELETE, which has no body, says JSON too (docs/admin-api.md).
send() {
	local args=("${api[@]}" -X "$1" -o "$tmp/answer" -w '%{http_code}')
	if [[ -n ${3:-} ]]; then
		args+=(-H "Content-Type: ${4:-application/json}" --data-binary "@$3")
	elif [[ $1 != GET ]]; then
		args+=(-H 'Content-Type: application/json')
	fi
	rm -f "$tmp/answer"
	touch "$tmp/answer"
	curl "${args[@]}" "http://$addr$2" || true
}

# answer: the last answer on one line, cut at 150 bytes.
answer() {
	local a
	a=$(head -c 150 "$tmp/answer" | iconv -c -f UTF-8 -t UTF-8 | tr '\n\t' '  ' | sed 's/ *$//')
	[[ $(stat -c %s "$tmp/answer") -gt 150 ]] && a+=…
	printf '%s' "$a"
}

# shown VALUE: a value as JSON, ASCII only (controls and bidirectional
# characters escaped), a long one cut.
shown() {
	if ((${#1} > 48)); then
		printf '%s…" (%d characters)' "$(jq -n -a --arg v "${1:0:12}" '$v' | sed 's/"$//')" "${#1}"
	else
		jq -n -a --arg v "$1" '$v'
	fi
}

# attack TAG WANT PATTERN SENT METHOD PATH [BODY-FILE]: one request whose
# answer must have a status among WANT ("422 404") and a body matching the
# extended regexp PATTERN.
attack() {
	local status
	status=$(send "$5" "$6" "${7:-}")
	if [[ " $2 " == *" $status "* ]] && grep -qE -- "$3" "$tmp/answer"; then
		report "$1" "$4" "$status $(answer)" ""
	else
		report "$1" "$4" "$status $(answer)" "want $2 matching /$3/"
	fi
}

studio() { curl "${api[@]}" -f "http://$addr/api/admin/content" >"$tmp/studio.json"; }
errors() { grep -c '"level":"ERROR"' "$tmp/server.log" || true; }

echo "== D2: $previews previews of /en/home at once from a member, the engine cold"
start=$(date +%s.%N)
seq "$previews" | xargs -P "$previews" -I{} curl -sS -H 'Sec-Fetch-Site: same-origin' -b "$tmp/jar" --max-time 90 -o /dev/null \
	-w '%{http_code} retry-after=%header{retry-after} exit=%{exitcode}\n' \
	"http://$addr/api/admin/content/preview?path=/en/home" >"$tmp/flood.txt" 2>"$tmp/flood.err" || true
took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
ok200=$(grep -c '^200 ' "$tmp/flood.txt" || true)
busy=$(grep -cE '^503 retry-after=[0-9]+ ' "$tmp/flood.txt" || true)
dropped=$(grep -c '^000 ' "$tmp/flood.txt" || true)
other=$(($(wc -l <"$tmp/flood.txt") - ok200 - busy - dropped))
answered="$ok200 × 200, $busy × 503 with Retry-After ($(grep -oE '^503 retry-after=[0-9]+' "$tmp/flood.txt" | sort -u | sed 's/^503 retry-after=//' | paste -sd, -) s), $dropped dropped, $other other; $(errors) ERROR lines; in $took s"
problem=
((ok200 + busy == previews)) || problem="$dropped dropped, $other other: $(grep -vE '^(200|503 retry-after=[0-9]+) ' "$tmp/flood.txt" | sort | uniq -c | head -3 | paste -sd ';' -) $(head -c 200 "$tmp/flood.err")"
((ok200 > 0)) || problem+=" no preview drawn"
(($(errors) == 0)) || problem+=" log: $(grep -m1 '"level":"ERROR"' "$tmp/server.log" | head -c 300)"
report D2 "$previews × GET /api/admin/content/preview?path=/en/home" "$answered" "$problem"
status=$(send GET "/api/admin/content/preview?path=/ar/home")
problem=
[[ $status == 200 ]] && grep -q '<html' "$tmp/answer" || problem="want 200 and a page"
report D2 "GET /api/admin/content/preview?path=/ar/home after the flood" "$status, $(stat -c %s "$tmp/answer") bytes of HTML" "$problem"

echo "== D3: item keys that are not slugs, and key changes"
studio
jq -S .working "$tmp/studio.json" >"$tmp/before.json"
mkdir -p "$tmp/body"
keys=(
	"a/b" ".." "." "</script><script>x//" $'sara\u202e' $'\u202egnp.exe' $'\u2067sara\u2069' "Sara" "KHALID" "sara ahmed" " sara" $'sara\n'
	$'sara\t' "-sara" "sara-" "sara--2" "sara_2" "sara.json" "a%2Fb" "sara?x=1" "sara#x" "سارة" "café" "ｓａｒａ" $'sara\u200b'
	"order" "new" "$(printf 'a%.0s' {1..41})" "$(printf 'a%.0s' {1..5000})" ""
)
n=0
for family in testimonials clientLogos; do
	for key in "${keys[@]}"; do
		n=$((n + 1))
		jq -c --arg f "$family" --arg k "$key" '{value: (.working[$f][0] | .id = $k)}' "$tmp/studio.json" >"$tmp/body/$n.json"
		attack D3 422 "\"$family\\.[0-9]+\\.id\":\"(invalid_key|required)\"" "POST /api/admin/content/$family id $(shown "$key")" POST "/api/admin/content/$family" "$tmp/body/$n.json"
	done
	for raw in 7 true null '["sara"]' '{"en":"sara"}'; do
		n=$((n + 1))
		jq -c --arg f "$family" '{value: (.working[$f][0] | .id = "@ID@")}' "$tmp/studio.json" | sed "s/\"@ID@\"/$raw/" >"$tmp/body/$n.json"
		attack D3 422 "\"$family\\.[0-9]+\\.id\":\"(invalid_type|required)\"" "POST /api/admin/content/$family id $raw" POST "/api/admin/content/$family" "$tmp/body/$n.json"
	done
done
for key in "a/b" ".." "order" $'khalid\u202e' "Khalid"; do
	n=$((n + 1))
	jq -c --arg k "$key" '{value: (.working.testimonials[0] | .id = $k), base: .revisions["/testimonials/khalid"]}' "$tmp/studio.json" >"$tmp/body/$n.json"
	attack D3 422 '"testimonials\.0\.id":"key_changed"' "PUT /api/admin/content/testimonials/khalid id $(shown "$key")" PUT /api/admin/content/testimonials/khalid "$tmp/body/$n.json"
done

echo "== D4: project ids that are not integers as written"
for raw in 3.0 3e0 30e-1 1e3 1E3 -0.0 0.0 10.0 1.0e1 3.5 1e400 1e-400 '"10"' 0 -1 10000; do
	n=$((n + 1))
	jq -c '{value: (.working.projects[-1] | .id = "@ID@")}' "$tmp/studio.json" | sed "s/\"@ID@\"/$raw/" >"$tmp/body/$n.json"
	attack D4 422 '"projects\.[0-9]+\.id":"(invalid_type|out_of_range)"' "POST /api/admin/content/projects id $raw" POST /api/admin/content/projects "$tmp/body/$n.json"
done
# A string that spells an existing id: refused as a duplicate or as a string.
n=$((n + 1))
jq -c '{value: (.working.projects[-1] | .id = "3")}' "$tmp/studio.json" >"$tmp/body/$n.json"
attack D4 "409 422" '"(duplicate_key|projects\.[0-9]+\.id":"invalid_type)"' 'POST /api/admin/content/projects id "3"' POST /api/admin/content/projects "$tmp/body/$n.json"
for raw in 010 0x3 +3 .5 NaN; do
	n=$((n + 1))
	jq -c '{value: (.working.projects[-1] | .id = "@ID@")}' "$tmp/studio.json" | sed "s/\"@ID@\"/$raw/" >"$tmp/body/$n.json"
	attack D4 400 '' "POST /api/admin/content/projects id $raw (not JSON)" POST /api/admin/content/projects "$tmp/body/$n.json"
done
for raw in 3.0 3e0 1e3; do
	n=$((n + 1))
	jq -c '{value: (.working.projects[] | select(.id == 3) | .id = "@ID@"), base: .revisions["/projects/3"]}' "$tmp/studio.json" | sed "s/\"@ID@\"/$raw/" >"$tmp/body/$n.json"
	attack D4 422 '"projects\.2\.id":"(invalid_type|key_changed)"' "PUT /api/admin/content/projects/3 id $raw" PUT /api/admin/content/projects/3 "$tmp/body/$n.json"
done
n=$((n + 1))
jq -c '{value: (.working.projects[] | select(.id == 3) | .title.en = "Changed through another spelling"), base: .revisions["/projects/3"]}' "$tmp/studio.json" >"$tmp/body/$n.json"
base3=$(jq -r '.revisions["/projects/3"]' "$tmp/studio.json")
for pointer in 3.0 03 3e0 +3 %203 3%00; do
	attack D4 "404 400" '' "PUT /api/admin/content/projects/$pointer (project 3, title changed)" PUT "/api/admin/content/projects/$pointer" "$tmp/body/$n.json"
done
for pointer in 3.0 03 3e0; do
	attack D4 404 '' "DELETE /api/admin/content/projects/$pointer?base=<project 3's revision>" DELETE "/api/admin/content/projects/$pointer?base=$base3"
done
# `site content import`: the working document with one key or id changed.
imports=(
	'.testimonials[0].id = "a/b"|testimonials.0.id'
	'.testimonials[0].id = "sara ahmed"|testimonials.0.id'
	'.projects[2].id = 3.0|projects.2.id'
	'.projects[2].id = 1e3|projects.2.id'
	'.projects[2].id = 30e-1|projects.2.id'
)
for spec in "${imports[@]}"; do
	IFS='|' read -r change at <<<"$spec"
	# jq reads 3.0 as 3: the number is written in by sed, as typed.
	raw=${change#*= }
	jq "${change% = *} = \"@V@\"" "$tmp/before.json" | sed "s/\"@V@\"/${raw//\//\\/}/" >"$tmp/import.json"
	if bin/site content import "$tmp/import.json" >"$tmp/import.out" 2>&1; then
		report D4 "site content import (the working document with $change)" "exit 0: $(head -c 150 "$tmp/import.out" | tr '\n' ' ')" "imported"
	else
		code=$?
		if grep -qF "$at" "$tmp/import.out"; then
			report D4 "site content import (the working document with $change)" "exit $code: $(grep -m1 -F "$at" "$tmp/import.out" | head -c 150)" ""
		else
			report D4 "site content import (the working document with $change)" "exit $code: $(head -c 150 "$tmp/import.out" | tr '\n' ' ')" "refused, but not for $at"
		fi
	fi
done

echo "== D8: picture paths that leave /images/, in every picture field"
studio
slide=$(jq -r '.working.heroSlides[0].id' "$tmp/studio.json")
# fields: pointer, the field inside the item (a jq path), the problem's path.
# The four of type image (a path or a media id) first, then the two paths.
fields=(
	"/projects/1|.study.screens[0].src|projects.0.study.screens.0.src"
	"/clientLogos/sanad|.logo|clientLogos.0.logo"
	"/testimonials/khalid|.photo|testimonials.0.photo"
	"/heroSlides/$slide|.background|heroSlides.0.background"
	"/projects/1|.images.background|projects.0.images.background"
	"/projects/1|.images.app|projects.0.images.app"
)
# paths FIELDS VALUE-JSON SUFFIX: the value in each field, one PUT each; one
# line for them all (the problem wanted: the field's path SUFFIX, invalid).
paths() {
	local results=() failed=() spec pointer field at status code
	for spec in "${fields[@]:0:$1}"; do
		IFS='|' read -r pointer field at <<<"$spec"
		n=$((n + 1))
		jq -c --arg p "$pointer" --argjson v "$2" \
			"{value: (.working as \$w | \$p | split(\"/\") as [\$_, \$f, \$k] | \$w[\$f][] | select((.id | tostring) == \$k) | $field = \$v), base: .revisions[\$p]}" \
			"$tmp/studio.json" >"$tmp/body/$n.json"
		status=$(send PUT "/api/admin/content$pointer" "$tmp/body/$n.json")
		code=$(jq -r --arg at "$at$3" '.problems[$at] // "-"' "$tmp/answer" 2>/dev/null || echo -)
		results+=("$status $code")
		if [[ $status != 422 || ! $code =~ ^(invalid|invalid_characters)$ ]]; then
			failed+=("$pointer $field: $status $(answer)")
		fi
	done
	local summary
	summary="$(printf '%s\n' "${results[@]}" | sort | uniq -c | awk '{ printf "%s%s × %s %s", sep, $1, $2, $3; sep = ", " }') (the problem at the field$3)"
	report D8 "PUT $(jq -c -a -n --argjson v "$2" '$v') in $1 fields" "$summary" "$(printf '%s; ' "${failed[@]}" | sed 's/; $//')"
}
for value in "//evil.example/x.svg" "///evil.example/x.svg" "/..//evil.example/x.svg" "/images/..//evil.example/x.svg" \
	"/images/../admin/x.svg" "/images/../../etc/passwd" "/images/./x.svg" "/images//evil.example/x.svg" "/images/.." \
	"/images/projects/1-background.svg/.." '/\evil.example/x.svg' '\\evil.example\x.svg' "/images/%2e%2e/x.svg" \
	"/images/%2F%2Fevil.example/x.svg" "/images/x.svg?u=//evil.example" "/images/x.svg#/../.." "https://evil.example/x.svg" \
	"javascript:alert(1)" "data:image/svg+xml,<svg/>" "/api/admin/users" "/images" "/images/" " /images/x.svg" \
	$'/images/x.svg\n' $'/images/\u202egvs.x' "/images/．．/x.svg"; do
	paths 6 "$(jq -n --arg v "$value" '$v')" ""
done
for id in "//evil.example/x.svg" "../../x" "0123456789ABCDEF0123456789ABCDEF" "0123456789abcdef0123456789abcdef/.." ""; do
	paths 4 "$(jq -c -n --arg v "$id" '{media: $v, decorative: true}')" ".media"
done
studio
if jq -S .working "$tmp/studio.json" | cmp -s - "$tmp/before.json"; then
	report "" "the working document after the D3, D4 and D8 attacks" "the same as before them" ""
else
	report "" "the working document after the D3, D4 and D8 attacks" "changed: $(jq -S .working "$tmp/studio.json" | diff "$tmp/before.json" - | head -c 300 | tr '\n' ' ')" "the document changed"
fi

echo "== the controls: a slug and an integer taken, then edited and deleted at their pointers"
# control FAMILY KEY-JSON: the family's last item copied with the key KEY.
control() {
	n=$((n + 1))
	jq -c --arg f "$1" --argjson k "$2" '{value: (.working[$f][-1] | .id = $k)}' "$tmp/studio.json" >"$tmp/body/$n.json"
	local key pointer added edited deleted rev
	key=$(jq -r -n --argjson k "$2" '$k')
	pointer=/$1/$key
	added=$(send POST "/api/admin/content/$1" "$tmp/body/$n.json")
	rev=$(jq -r '.revision // empty' "$tmp/answer" 2>/dev/null || true)
	jq -c --arg r "$rev" '.base = $r' "$tmp/body/$n.json" >"$tmp/body/$n-put.json"
	edited=$(send PUT "/api/admin/content$pointer" "$tmp/body/$n-put.json")
	rev=$(jq -r '.revision // empty' "$tmp/answer" 2>/dev/null || true)
	deleted=$(send DELETE "/api/admin/content$pointer?base=$rev")
	report "" "POST /api/admin/content/$1 id $2, PUT and DELETE $pointer" "$added, $edited, $deleted" \
		"$([[ $added == 201 && $edited == 200 && $deleted == 204 ]] || echo "want 201, 200, 204")"
}
control testimonials '"sara-2"'
control clientLogos "\"$(printf 'a%.0s' {1..40})\""
control projects 10
studio
if jq -S .working "$tmp/studio.json" | cmp -s - "$tmp/before.json"; then
	report "" "the working document after the controls" "the same as before the attacks" ""
else
	report "" "the working document after the controls" "changed: $(jq -S .working "$tmp/studio.json" | diff "$tmp/before.json" - | head -c 300 | tr '\n' ' ')" "the document changed"
fi

echo "== D9: SVG styles that hide url(), @import or expression()"
# upload CODE WHAT SVG: uploads SVG, which must be refused with CODE (a
# regexp) and leave no asset behind; an SVG taken is shown as it is served.
upload() {
	local file=$tmp/svg-$n.svg id status problem=
	n=$((n + 1))
	printf '%s' "$3" >"$file"
	id=$(sha256sum "$file" | cut -c1-32)
	status=$(send POST "/api/admin/media?name=attack-$n.svg" "$file" image/svg+xml)
	local answered
	answered="$status $(answer)"
	if [[ $status != 422 ]] || ! grep -qE "\"code\":\"($1)\"" "$tmp/answer"; then
		problem="want 422 $1"
		local url
		url=$(jq -r '.files[0].url // empty' "$tmp/answer" 2>/dev/null || true)
		if [[ -n $url ]]; then
			problem+="; served at $url as: $(curl -sS "http://$addr$url" | grep -oE '<style>.{0,80}' | head -1)"
		fi
	fi
	if [[ $(send GET "/api/admin/media/$id") != 404 ]]; then
		problem+="${problem:+; }GET /api/admin/media/$id is not 404: stored"
	fi
	report D9 "POST /api/admin/media ($2: $(printf '%s' "$3" | sed 's/^<svg[^>]*>//; s#<rect width="10" height="10"/></svg>$##' | head -c 110))" "$answered" "$problem"
}
svg='<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
end='<rect width="10" height="10"/></svg>'
escape=svg_css_escape
upload $escape "the issue's: url( as u\\72l(" "$svg"'<style>rect{fill:u\72l(https://evil.example/x.png)}</style>'"$end"
upload $escape "in a style attribute" "$svg"'<rect width="10" height="10" style="fill:u\72l(https://evil.example/x.png)"/></svg>'
upload $escape "in a fill attribute" "$svg"'<rect width="10" height="10" fill="\75rl(https://evil.example/x.png)"/></svg>'
upload $escape "in a mask attribute" "$svg"'<rect width="10" height="10" mask="u\72l(https://evil.example/m.svg#m)"/></svg>'
upload $escape "in a filter attribute" "$svg"'<rect width="10" height="10" filter="u\72l(https://evil.example/f.svg#f)"/></svg>'
upload $escape "@import as @\\69mport" "$svg"'<style>@\69mport "https://evil.example/x.css";</style>'"$end"
upload $escape "expression( as e\\78pression(" "$svg"'<style>rect{width:e\78pression(alert(1))}</style>'"$end"
upload $escape "six hex digits" "$svg"'<style>rect{fill:u\000072l(https://evil.example/x.png)}</style>'"$end"
upload $escape "a letter escaped" "$svg"'<style>rect{fill:u\rl(https://evil.example/x.png)}</style>'"$end"
upload $escape "capitals" "$svg"'<style>rect{fill:U\52L(https://evil.example/x.png)}</style>'"$end"
upload $escape "inside CDATA" "$svg"'<style><![CDATA[rect{fill:u\72l(https://evil.example/x.png)}]]></style>'"$end"
upload $escape "the backslash as &#92;" "$svg"'<style>rect{fill:u&#92;72l(https://evil.example/x.png)}</style>'"$end"
upload $escape "the backslash as &#x5c; in an attribute" "$svg"'<rect width="10" height="10" style="fill:u&#x5c;72l(https://evil.example/x.png)"/></svg>'
upload $escape "after an XML comment" "$svg"'<style>rect{fill:u<!-- -->\72l(https://evil.example/x.png)}</style>'"$end"
any='svg_[a-z_]+'
upload "$any" "inside an <a> in the style" "$svg"'<style><a>rect{fill:u\72l(https://evil.example/x.png)}</a></style>'"$end"
upload "$any" "inside a <switch> in the style" "$svg"'<style><switch>rect{fill:u\72l(https://evil.example/x.png)}</switch></style>'"$end"
# No backslash: url( cut in two by what the sanitiser drops from its output.
upload "$any" "url( cut by an XML comment" "$svg"'<style>rect{fill:u<!---->rl(https://evil.example/x.png)}</style>'"$end"
upload "$any" "url( cut by a CDATA section" "$svg"'<style>rect{fill:u<![CDATA[rl(https://evil.example/x.png)]]>}</style>'"$end"
upload "$any" "url( cut by a processing instruction" "$svg"'<style>rect{fill:u<?x?>rl(https://evil.example/x.png)}</style>'"$end"
upload "$any" "url( cut by an empty <a/>" "$svg"'<style>rect{fill:u<a/>rl(https://evil.example/x.png)}</style>'"$end"
upload "$any" "url( inside an <a> in the style" "$svg"'<style><a>rect{fill:url(https://evil.example/x.png)}</a></style>'"$end"
upload "$any" "@import cut by an XML comment" "$svg"'<style>@imp<!---->ort "https://evil.example/x.css";</style>'"$end"
upload "$any" "expression( cut by an XML comment" "$svg"'<style>rect{width:expr<!---->ession(alert(1))}</style>'"$end"
# The control: a plain SVG with a style is taken, then deleted.
n=$((n + 1))
printf '%s' "$svg"'<style>rect{fill:#2a1a5e}</style>'"$end" >"$tmp/plain.svg"
status=$(send POST "/api/admin/media?name=plain.svg" "$tmp/plain.svg" image/svg+xml)
id=$(jq -r '.id // empty' "$tmp/answer" 2>/dev/null || true)
answered="$status $(answer)"
[[ $status == 201 && -n $id ]] && deleted=$(send DELETE "/api/admin/media/$id") || deleted=
report D9 "POST /api/admin/media (the control: <style>rect{fill:#2a1a5e}</style>), then DELETE" "$answered; DELETE $deleted" \
	"$([[ $status == 201 && $deleted == 204 ]] || echo "want 201 then 204")"
count=$(curl "${api[@]}" -f "http://$addr/api/admin/media" | jq '.assets | length')
report D9 "GET /api/admin/media after the uploads" "$count assets" "$( ((count == 0)) || echo "want none: $(curl "${api[@]}" "http://$addr/api/admin/media" | jq -c '[.assets[] | .name]')")"

echo "== the server's log over the whole run"
report "" "ERROR lines in the server's log" "$(errors)$( (($(errors) == 0)) || echo ": $(grep -m2 '"level":"ERROR"' "$tmp/server.log" | head -c 400)")" \
	"$( (($(errors) == 0)) || echo "errors logged")"

if ((defects > 0)); then
	echo "attack-studio: $defects defects"
	exit 1
fi
echo "attack-studio: no defect"

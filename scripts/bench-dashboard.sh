#!/usr/bin/env bash
# Dashboard benchmark (issue 12): seeds a fresh database with
# `site analytics seed`, serves it with bin/site on loopback, signs in an
# owner and times the dashboard's full load (GET /api/admin/analytics: every
# widget, the last 30 days, compared with the 30 before) through HTTP: one
# warm-up, then RUNS timed requests; prints the median and the slowest,
# unfiltered, with one filter of each kind and with two combined (issue 23).
# Targets: < 300 ms at 1,000,000 events, < 1 s at 5,000,000, on 2 cores.
#
#   scripts/bench-dashboard.sh                       # 1 M and 5 M, SQLite and PostgreSQL
#   SIZES=1000000 BACKENDS=sqlite scripts/bench-dashboard.sh
#   BENCH_POSTGRES_URL=postgres://… (default: the local test server)
#   BENCH_DATABASE=/path/5m.db scripts/bench-dashboard.sh   # an already seeded
#       database (SQLite path or postgres:// URL), measured as it is: seeding
#       5 M events takes about 25 minutes on SQLite here, 6 on PostgreSQL
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=${SIZES:-"1000000 5000000"}
backends=${BACKENDS:-"sqlite postgres"}
days=${DAYS:-90}
runs=${RUNS:-5}
addr=127.0.0.1:${PORT:-18091}
pg=${BENCH_POSTGRES_URL:-postgres://postgres:postgres@127.0.0.1:5432/postgres?sslmode=disable}
password="bench passphrase that is long enough"

source scripts/bench-server.sh

# database_for prints a fresh, empty database URL for a backend and size.
database_for() {
	local backend=$1 size=$2
	if [[ $backend == sqlite ]]; then
		echo "$tmp/bench-$size.db"
		return
	fi
	local name="bench_dashboard_$size"
	psql "$pg" -qc "DROP DATABASE IF EXISTS $name" -c "CREATE DATABASE $name" >/dev/null
	echo "${pg/\/postgres\?//$name?}"
}

drop_database() {
	local backend=$1 size=$2
	if [[ $backend == postgres ]]; then
		psql "$pg" -qc "DROP DATABASE IF EXISTS bench_dashboard_$size" >/dev/null
	else
		rm -f "$tmp/bench-$size.db"*
	fi
}

if [[ -n ${BENCH_DATABASE:-} ]]; then
	backends=given sizes=seeded
fi
for backend in $backends; do
	for size in $sizes; do
		if [[ $backend == given ]]; then
			db=$BENCH_DATABASE label=${BENCH_DATABASE%%\?*} && label=${label/\/\/*@/\/\/} # no password in the output
			echo "== dashboard, $label as it is"
		else
			db=$(database_for "$backend" "$size") label=$backend
			echo "== dashboard, $backend, $size events over $days days"
			bin/site analytics seed --events "$size" --days "$days" --database "$db" 2>/dev/null
		fi
		# An already seeded database may have the bench user from a run before.
		printf '%s\n' "$password" | bin/site users create --email bench@example.com --name Bench --role owner --database "$db" >/dev/null 2>&1 || [[ $backend == given ]]
		bin/site -addr "$addr" -base-url "http://$addr" -database "$db" "${site_args[@]}" >"$tmp/site.out" 2>"$tmp/site.log" &
		pid=$!
		for _ in $(seq 50); do curl -sf "http://$addr/healthz" >/dev/null && break; sleep 0.2; done
		curl -sf -c "$tmp/jar" -H 'Content-Type: application/json' \
			-d "{\"email\":\"bench@example.com\",\"password\":\"$password\"}" "http://$addr/api/auth/sign-in" >/dev/null
		for filter in "" "page=/ar/home" "page=/en/home" "lang=ar" "variant=a" "device=mobile" "source=www.google.com" \
			"source=direct" "campaign=brand" "lang=ar&device=mobile" "page=/ar/home&source=direct"; do
			url="http://$addr/api/admin/analytics?$filter"
			curl -sf -b "$tmp/jar" -o "$tmp/dashboard.json" "$url"
			times=()
			for _ in $(seq "$runs"); do
				times+=("$(curl -sf -b "$tmp/jar" -o /dev/null -w '%{time_total}' "$url")")
			done
			visitors=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["totals"]["current"]["visitors"])' "$tmp/dashboard.json" 2>/dev/null || echo '?')
			printf '%s\n' "${times[@]}" | sort -n | awk -v n="$runs" -v b="$label" -v s="$size events" -v f="${filter:-no filter}" -v v="$visitors" '
				{ t[NR] = $1 * 1000 }
				END { printf "dashboard full load (%s, %s, 30 days + comparison, %s): median %.0f ms, slowest %.0f ms over %d runs; %s visitors\n", b, s, f, t[int((n + 1) / 2)], t[n], n, v }'
		done
		kill -TERM "$pid"
		wait "$pid" || true
		pid=
		[[ $backend == given ]] || drop_database "$backend" "$size"
	done
done

#!/usr/bin/env bash
# Soak test (make soak; not part of make test): the real binary under 60 s
# of mixed load with a kill -9 halfway, checked for lost leads, lost events
# and mail sent other than once. First one instance on SQLite, then two
# instances on one PostgreSQL database (skipped, said so, when no
# PostgreSQL answers). Loopback only, ports 4470-4479.
#
#   scripts/soak.sh                  # both modes, 60 s each
#   DURATION=20s MODES=sqlite scripts/soak.sh
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${DURATION:-60s}
modes=${MODES:-sqlite postgres}
pg=${POSTGRES_URL:-postgres://postgres:postgres@127.0.0.1:5432/postgres?sslmode=disable}

make --no-print-directory bin/site
go build -o bin/loadgen ./cmd/loadgen

status=0
for mode in $modes; do
	echo "== soak: $mode, $duration"
	if [[ $mode == postgres ]] && ! pg_isready -q -d "$pg" 2>/dev/null; then
		echo "PostgreSQL does not answer at $pg: postgres mode not run"
		status=1
		continue
	fi
	bin/loadgen soak -mode "$mode" -duration "$duration" -postgres "$pg" -bin bin/site || status=1
done
exit $status

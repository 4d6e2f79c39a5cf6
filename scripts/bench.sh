#!/usr/bin/env bash
# Analytics ingest benchmarks: first the in-process Go benchmark of handler
# plus store (BenchmarkIngest), then a load test of the real binary on
# loopback: builds
# bin/site and bin/loadgen, serves a temporary database on 127.0.0.1, offers
# RATE events/s for DURATION, prints events/s, latency percentiles, errors
# and the server's peak memory, checks every accepted event was stored, and
# stops the server. Target (DESIGN.md): >= 10,000 events/s, p99 < 20 ms,
# zero errors, on 2 cores.
#
# The load is what browsers send: one or two events per request (BATCH=2),
# from 2,000 loopback addresses (ADDRS), each well under the per-address limit.
#
#   scripts/bench.sh                      # 30 s at 10,000 events/s
#   DURATION=10s RATE=12000 scripts/bench.sh
#   BATCH=1 scripts/bench.sh              # single-event requests
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${DURATION:-30s}
rate=${RATE:-10000}
batch=${BATCH:-2}
addrs=${ADDRS:-2000}
addr=127.0.0.1:${PORT:-18090}

source scripts/bench-server.sh

echo "== BenchmarkServePage (a prerendered page, brotli, whole handler, in process)"
go test -run='^$' -bench=ServePage -benchtime=${BENCHTIME:-5s} ./internal/server/ | grep -E '^Benchmark|^ok|FAIL'

echo "== BenchmarkIngest (handler + store, SQLite, in process)"
go test -run='^$' -bench=Ingest -benchtime=${BENCHTIME:-5s} ./internal/server/ | grep -E '^Benchmark|^ok|FAIL'

echo "== load test: bin/site on $addr, $rate events/s offered in requests of $batch for $duration"
go build -o bin/loadgen ./cmd/loadgen

bin/site -addr "$addr" -base-url "http://$addr" -database "$tmp/site.db" "${site_args[@]}" \
	>"$tmp/site.out" 2>"$tmp/site.log" &
pid=$!

status=0
bin/loadgen -url "http://$addr" -duration "$duration" -rate "$rate" -batch "$batch" -addrs "$addrs" -db "$tmp/site.db" || status=$?

echo "server: peak RSS $(awk '/VmHWM/ {print $2, $3}' "/proc/$pid/status"), $(grep -c '"status":202' "$tmp/site.log" || true) requests logged with 202"
kill -TERM "$pid"
wait "$pid" || { echo "server exited with an error:"; tail -5 "$tmp/site.log"; status=1; }
pid=
exit "$status"

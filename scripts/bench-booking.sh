#!/usr/bin/env bash
# Booking benchmarks (issue 39), in process on SQLite files: the free slots
# of 60 days for five members (budget: 20 ms), and POST /api/booking with 50
# requests at once for different slots, the whole handler with the lead,
# the blocks and the mail jobs in each booking's durable writes, committed
# in groups (docs/decisions/0480; budget: p99 50 ms). The benchmark's
# process paces its collector as the binary does (GOGC 400 under a 512 MiB
# limit, docs/decisions/0475). Prints figures; asserts nothing.
#
#   scripts/bench-booking.sh
#   ROUNDS=20 scripts/bench-booking.sh     # rounds of 50 bookings (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== BenchmarkSlotsSixtyDaysFiveMembers (internal/booking)"
GOFLAGS=-tags=nodynamic go test -run='^$' -bench=SlotsSixtyDaysFiveMembers -benchtime=${BENCHTIME:-3s} ./internal/booking/ |
	grep -E '^Benchmark|free slots|^ok|FAIL'

echo "== BenchmarkBookingFiftyAtOnce (POST /api/booking, 50 at once, SQLite)"
GOGC=400 GOMEMLIMIT=512MiB GOFLAGS=-tags=nodynamic go test -run='^$' -bench=BookingFiftyAtOnce -benchtime="${ROUNDS:-10}x" ./internal/server/ |
	grep -E '^Benchmark|bookings,|^ok|FAIL'

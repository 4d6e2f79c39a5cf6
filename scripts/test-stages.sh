#!/usr/bin/env bash
# Runs the stages of `make test` one after the other and prints each stage's
# wall time at the end, so a slow addition shows the day it lands. Every
# stage runs even when an earlier one failed (one CI run then tells all it
# can); the exit status is non-zero when any stage failed.
#
#   scripts/test-stages.sh lint test-go fuzz …    (what `make test` runs)
set -uo pipefail

names=() seconds=() results=()
start_all=$SECONDS
failed=0
for stage in "$@"; do
  echo "=== make $stage"
  start=$SECONDS
  if make --no-print-directory "$stage"; then result=ok; else result=FAILED; failed=1; fi
  names+=("$stage") seconds+=($((SECONDS - start))) results+=("$result")
done

echo
echo "make test: wall time per stage"
printf '  %-18s %8s  %s\n' stage seconds result
for i in "${!names[@]}"; do
  printf '  %-18s %8d  %s\n' "${names[$i]}" "${seconds[$i]}" "${results[$i]}"
done
printf '  %-18s %8d\n' total $((SECONDS - start_all))
exit $failed

#!/usr/bin/env bash
# Runs the stages of `make test` and prints each stage's wall time at the
# end, so a slow addition shows the day it lands. Stages joined by "+" run
# side by side (their lines prefixed with the stage's name): a stage that
# mostly waits (the PostgreSQL pass waits on the database) fills the cores
# another leaves idle. Every stage runs even when an earlier one failed (one
# CI run then tells all it can); the exit status is non-zero when any stage
# failed.
#
#   scripts/test-stages.sh build lint+test-go-race+test-postgres …    (what `make test` runs)
set -uo pipefail

names=() seconds=() results=()
start_all=$SECONDS
failed=0
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# run_stage runs one make target; its status and wall time go to $dir.
run_stage() {
  local stage=$1 start=$SECONDS result=ok
  make --no-print-directory "$stage" || result=FAILED
  echo "$((SECONDS - start)) $result" > "$dir/$stage"
}

for group in "$@"; do
  IFS=+ read -ra stages <<< "$group"
  echo "=== make ${stages[*]}"
  start=$SECONDS
  if ((${#stages[@]} == 1)); then
    run_stage "${stages[0]}"
  else
    for stage in "${stages[@]}"; do
      run_stage "$stage" 2>&1 | sed -u "s/^/[$stage] /" &
    done
    wait
  fi
  for stage in "${stages[@]}"; do
    read -r took result < "$dir/$stage" || { took=0; result=FAILED; }
    [[ $result == ok ]] || failed=1
    names+=("$stage") seconds+=("$took") results+=("$result")
  done
  if ((${#stages[@]} > 1)); then
    names+=("  (side by side)") seconds+=($((SECONDS - start))) results+=("")
  fi
done

echo
echo "make test: wall time per stage"
printf '  %-18s %8s  %s\n' stage seconds result
for i in "${!names[@]}"; do
  printf '  %-18s %8d  %s\n' "${names[$i]}" "${seconds[$i]}" "${results[$i]}"
done
printf '  %-18s %8d\n' total $((SECONDS - start_all))
exit $failed

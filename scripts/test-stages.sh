#!/usr/bin/env bash
# Runs the stages of `make test` and prints each stage's wall time at the
# end, so a slow addition shows the day it lands, and how busy the cores
# were meanwhile (a group far below 100 % leaves room for more beside it). Stages joined by "+" run
# side by side (their lines prefixed with the stage's name): a stage that
# mostly waits (the PostgreSQL pass waits on the database) fills the cores
# another leaves idle. Every stage runs even when an earlier one failed (one
# CI run then tells all it can); the exit status is non-zero when any stage
# failed.
#
#   scripts/test-stages.sh build lint+test-go-race+test-postgres …    (what `make test` runs)
set -uo pipefail

names=() seconds=() results=() busy=()
start_all=$SECONDS
failed=0
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# cpu_ticks prints the ticks the machine's cores have been busy and all
# ticks, since boot (/proc/stat: idle and I/O wait are not busy).
cpu_ticks() { awk '/^cpu /{t = 0; for (i = 2; i <= NF; i++) t += $i; print t - $5 - $6, t}' /proc/stat; }

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
  read -r busy0 all0 < <(cpu_ticks)
  if ((${#stages[@]} == 1)); then
    run_stage "${stages[0]}"
  else
    for stage in "${stages[@]}"; do
      run_stage "$stage" 2>&1 | sed -u "s/^/[$stage] /" &
    done
    wait
  fi
  read -r busy1 all1 < <(cpu_ticks)
  cpu="$((100 * (busy1 - busy0) / (all1 - all0 > 0 ? all1 - all0 : 1))) %"
  for stage in "${stages[@]}"; do
    read -r took result < "$dir/$stage" || { took=0; result=FAILED; }
    [[ $result == ok ]] || failed=1
    names+=("$stage") seconds+=("$took") results+=("$result") busy+=("")
  done
  if ((${#stages[@]} > 1)); then
    names+=("  (side by side)") seconds+=($((SECONDS - start))) results+=("") busy+=("$cpu")
  else
    busy[-1]=$cpu
  fi
done

echo
echo "make test: wall time per stage, and the cores' use meanwhile"
printf '  %-18s %8s  %-6s  %s\n' stage seconds result cpu
for i in "${!names[@]}"; do
  printf '  %-18s %8d  %-6s  %s\n' "${names[$i]}" "${seconds[$i]}" "${results[$i]}" "${busy[$i]}"
done
printf '  %-18s %8d\n' total $((SECONDS - start_all))
exit $failed

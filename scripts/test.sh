#!/usr/bin/env bash
# `npm test`: type-check, unit tests, API tests, build, end-to-end journeys, in that order, stopping at the first
# failure; prints each phase's time at the end (failure or not). With TEST_TIMES_FILE set, also appends a line
# "phase seconds exit-code" per phase to that file (.ci/run prints them in its own summary).
set -uo pipefail
cd "$(dirname "$0")/.."

phases=(typecheck unit api build e2e)
scripts=(typecheck test:unit test:api build test:e2e)
lines=()
started=$SECONDS

fmt() { printf '%dmin%02ds' $(($1 / 60)) $(($1 % 60)); }
summary() {
  echo
  echo "npm test, durée des phases :"
  for line in "${lines[@]}"; do echo "  $line"; done
  echo "  total      $(fmt $((SECONDS - started)))"
}
trap summary EXIT

for i in "${!phases[@]}"; do
  t0=$SECONDS
  npm run "${scripts[$i]}"
  rc=$?
  d=$((SECONDS - t0))
  lines+=("$(printf '%-10s %s' "${phases[$i]}" "$(fmt "$d")")$( ((rc)) && echo "  ÉCHEC (code $rc)")")
  [[ -n "${TEST_TIMES_FILE:-}" ]] && echo "${phases[$i]} $d $rc" >>"$TEST_TIMES_FILE"
  ((rc)) && exit "$rc"
done
exit 0

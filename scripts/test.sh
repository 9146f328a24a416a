#!/usr/bin/env bash
# `npm test`: type-check, unit tests, API tests, build, end-to-end journeys, in that order, stopping at the first
# failure; prints each phase's time at the end (failure or not). With TEST_TIMES_FILE set, also appends a line
# "phase seconds exit-code" per phase to that file (.ci/run prints them in its own summary). With API_DATABASE_URL
# set (a PostgreSQL server, as .ci/run gives), the API tests run on it (DATABASE_URL) instead of the embedded PGlite;
# the journeys run on PGlite, the product's default, unless E2E_DATABASE_URL is set (.ci/run sets both).
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
  if [[ ${phases[$i]} == api && -n ${API_DATABASE_URL:-} ]]; then
    DATABASE_URL=$API_DATABASE_URL npm run "${scripts[$i]}"
  else
    npm run "${scripts[$i]}"
  fi
  rc=$?
  d=$((SECONDS - t0))
  lines+=("$(printf '%-10s %s' "${phases[$i]}" "$(fmt "$d")")$( ((rc)) && echo "  ÉCHEC (code $rc)")")
  [[ -n "${TEST_TIMES_FILE:-}" ]] && echo "${phases[$i]} $d $rc" >>"$TEST_TIMES_FILE"
  ((rc)) && exit "$rc"
done
exit 0

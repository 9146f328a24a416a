#!/usr/bin/env bash
# `npm test`: type-check, unit tests, API tests, build, end-to-end journeys, in that order, stopping at the first
# failure; prints each phase's time at the end (failure or not). With TEST_TIMES_FILE set, also appends a line
# "phase seconds exit-code" per phase to that file (.ci/run prints them in its own summary). With API_DATABASE_URL
# set (a PostgreSQL server, as .ci/run gives), the API tests run on it (DATABASE_URL) instead of the embedded PGlite;
# the journeys run on PGlite, the product's default, unless E2E_DATABASE_URL is set (.ci/run sets both). With
# E2E_DATABASE_URL, a last phase (e2e-ops) starts two instances together on an empty database of that server behind a
# round-robin proxy and runs the journeys of tests/e2e/ops through it (a file uploaded through one instance and
# downloaded through the other; a generation followed and its ZIP taken from the other); without a PostgreSQL server
# there is no second instance to run, and the phase says so. The API tests validate every answer against the served
# OpenAPI document (API_VALIDATE_RESPONSES=1 unless set otherwise).
set -uo pipefail
cd "$(dirname "$0")/.."

phases=(typecheck unit api build e2e e2e-ops)
scripts=(typecheck test:unit test:api build test:e2e test:e2e:ops)
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
  if [[ ${phases[$i]} == e2e-ops && -z ${E2E_DATABASE_URL:-} ]]; then
    echo "e2e-ops : sans E2E_DATABASE_URL (un serveur PostgreSQL), pas de seconde instance à lancer ; phase non jouée."
    lines+=("$(printf '%-10s %s' e2e-ops 'non jouée (sans E2E_DATABASE_URL)')")
    continue
  fi
  if [[ ${phases[$i]} == api ]]; then
    # Every answer the API tests receive is checked against the served OpenAPI document (tests/api/responseValidator.ts):
    # an undocumented status, field or media type fails the test that met it. API_VALIDATE_RESPONSES=0 turns it off.
    export API_VALIDATE_RESPONSES=${API_VALIDATE_RESPONSES:-1}
    if [[ -n ${API_DATABASE_URL:-} ]]; then
      DATABASE_URL=$API_DATABASE_URL npm run "${scripts[$i]}"
    else
      npm run "${scripts[$i]}"
    fi
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

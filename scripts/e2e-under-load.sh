#!/usr/bin/env bash
# The e2e suite on a slowed machine: CPU-bound loops beside it (one a core unless BUSY_LOOPS says otherwise),
# RUNS runs in a row (default 3), stopping at the first that fails. Extra arguments go to `playwright test`, e.g.
#   E2E_PORT=4400 scripts/e2e-under-load.sh --project=chromium
# Build first (`npm run build`). Only the loops this script started are stopped.
set -uo pipefail
cd "$(dirname "$0")/.."

loops=${BUSY_LOOPS:-$(nproc)}
runs=${RUNS:-3}
pids=()
stop() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done; }
trap stop EXIT
for _ in $(seq "$loops"); do
  (while :; do :; done) &
  pids+=($!)
done
echo "$loops busy loops: ${pids[*]}"

for run in $(seq "$runs"); do
  echo "run $run of $runs"
  start=$(date +%s)
  npx playwright test "$@"
  status=$?
  echo "run $run: exit $status after $(($(date +%s) - start)) s"
  [ "$status" -eq 0 ] || exit "$status"
done

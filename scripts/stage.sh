# Sourced by .ci/run and scripts/test.sh: `stage NAME COMMAND…` runs one step of a run, says how
# long it took and appends "NAME<TAB>seconds" to reports/stages.tsv, which the closing summary
# (scripts/ci-summary.mjs) prints: where a run's time went is read there, not guessed.
stage() {
  local name="$1" start status=0
  shift
  start=$(date +%s)
  echo "== $name"
  "$@" || status=$?
  mkdir -p reports
  printf '%s\t%s\n' "$name" "$(($(date +%s) - start))" >>reports/stages.tsv
  echo "== $name: $(($(date +%s) - start)) s$([ "$status" -eq 0 ] || echo ", failed (exit $status)")"
  return "$status"
}

# `background NAME COMMAND…`: the same stage beside what follows, its output kept in a file and
# printed whole once `wait_background` collects it (so two steps' lines never interleave).
# `wait_background` waits for every background stage and fails with the first failure's status.
background_pids=()
background_logs=()
background() {
  local log
  log="$(mktemp)"
  stage "$@" >"$log" 2>&1 &
  background_pids+=("$!")
  background_logs+=("$log")
}
wait_background() {
  local i status=0 one
  for i in "${!background_pids[@]}"; do
    one=0
    wait "${background_pids[$i]}" || one=$?
    cat "${background_logs[$i]}"
    rm -f "${background_logs[$i]}"
    [ "$status" -ne 0 ] || status=$one
  done
  background_pids=()
  background_logs=()
  return "$status"
}

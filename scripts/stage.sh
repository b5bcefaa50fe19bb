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

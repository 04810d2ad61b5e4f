#!/usr/bin/env bash
# Builds the conformance package and runs every vendored test in a process of its own, so that
# a trap in one test (a library indexing past an array) costs that test only. Prints one line per
# suite (tests run, passed, failed, crashed), then every test that did not pass. Exits 0 when the
# counts equal the ones docs/conformance.md publishes, 1 when they differ.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=()
if [ -n "${CONFORMANCE_SCRATCH:-}" ]; then scratch=(--scratch-path "$CONFORMANCE_SCRATCH"); fi
swift build --build-tests "${scratch[@]}" 2>&1 | grep -E "error|Compiling|Build" | tail -3
bin=$(swift build --show-bin-path "${scratch[@]}")/ConformancePackageTests.xctest
results=$(mktemp)
trap 'rm -f "$results"' EXIT
while read -r test; do
  [[ "$test" == *.*/* ]] || continue
  if output=$(timeout 60 "$bin" "$test" 2>&1); then
    echo "passed $test" >> "$results"
  elif grep -q "with [1-9][0-9]* failure" <<< "$output"; then
    echo "failed $test" >> "$results"
  else
    echo "crashed $test" >> "$results"
  fi
done < <("$bin" --list-tests)
summary=$(awk '{ split($2, parts, "."); suite = parts[1]; run[suite]++; count[suite, $1]++ }
  END { for (suite in run) printf "%s: %d run, %d passed, %d failed, %d crashed\n", suite,
    run[suite], count[suite, "passed"], count[suite, "failed"], count[suite, "crashed"] }' \
  "$results" | sort)
echo "$summary"
grep -v '^passed' "$results" | sort -k2 || true
published=$(awk '/^<!-- conformance-counts -->$/ { on = 1; next } on && /^<!--/ { on = 0 } on' \
  ../docs/conformance.md | grep -v '^```' || true)
if [ "$summary" != "$published" ]; then
  echo "docs/conformance.md publishes other counts than these runs give:" >&2
  diff <(echo "$published") <(echo "$summary") >&2 || true
  exit 1
fi

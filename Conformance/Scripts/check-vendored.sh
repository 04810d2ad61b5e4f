#!/usr/bin/env bash
# Checks that every vendored suite is its authors' files, unchanged but for the edits its
# PATCHES.md lists: undoing PATCHES.diff must give back, byte for byte, each file whose git blob
# id PROVENANCE.md records at the upstream commit; no other file may be there; and every file
# the diff touches must be named in PATCHES.md with its reason.
set -euo pipefail
cd "$(dirname "$0")/../Suites"
status=0
for suite in */; do
  suite=${suite%/}
  work=$(mktemp -d)
  cp -R "$suite/." "$work/"
  if [ -s "$suite/PATCHES.diff" ]; then
    if ! (cd "$work" && patch --quiet -R -p1 < PATCHES.diff); then
      echo "$suite: PATCHES.diff does not undo cleanly" >&2
      status=1
    fi
  fi
  # The recorded files: lines of "<blob id>  <path>" in PROVENANCE.md's files block.
  listed=$(awk '/^```files$/ { on = 1; next } on && /^```/ { on = 0 } on' "$suite/PROVENANCE.md")
  while read -r blob path; do
    [ -n "$blob" ] || continue
    if [ ! -f "$work/$path" ]; then
      echo "$suite: $path is listed in PROVENANCE.md but missing" >&2
      status=1
    elif [ "$(git hash-object "$work/$path")" != "$blob" ]; then
      echo "$suite: $path differs from upstream (blob $blob) by more than PATCHES.diff" >&2
      status=1
    fi
  done <<< "$listed"
  while read -r path; do
    path=${path#./}
    case "$path" in PROVENANCE.md | PATCHES.md | PATCHES.diff) continue ;; esac
    if ! grep -q "  $path\$" <<< "$listed"; then
      echo "$suite: $path is not listed in PROVENANCE.md" >&2
      status=1
    fi
  done < <(cd "$suite" && find . -type f | sort)
  if [ -s "$suite/PATCHES.diff" ]; then
    while read -r path; do
      if ! grep -qF "\`$path\`" "$suite/PATCHES.md"; then
        echo "$suite: PATCHES.diff edits $path but PATCHES.md gives no reason for it" >&2
        status=1
      fi
    done < <(grep '^+++ ' "$suite/PATCHES.diff" | sed 's|^+++ b/||; s|\t.*||')
  fi
  rm -rf "$work"
  [ "$status" -ne 0 ] || echo "$suite: $(grep -c . <<< "$listed") files checked against upstream, $(grep -c '^+++ ' "$suite/PATCHES.diff" 2>/dev/null || echo 0) with the edits PATCHES.md lists"
done
exit "$status"

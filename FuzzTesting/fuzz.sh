#!/bin/sh
# Builds the fuzz targets and runs one of them with its seed corpus and dictionary.
#
#   FuzzTesting/fuzz.sh TARGET [SECONDS] [extra libFuzzer flags…]
#   FuzzTesting/fuzz.sh tapeReader 3600
#
# TARGET is a FuzzTarget case (tapeReader, tapeJSONLines, ahap, hapticJSONLines, gestureScript,
# sceneConfiguration, getevent, csv, flutter, touchJSONLines). The working corpus grows in
# FuzzTesting/.corpus/TARGET (not committed); crashes land in FuzzTesting/.findings/. Set
# FUZZ_NO_BUILD=1 to skip the build, HAPTICTAPE=path/to/haptictape to convert the golden tapes
# to JSON Lines seeds (the tapeJSONLines target).
set -eu
target=$1
seconds=${2:-3600}
[ $# -ge 2 ] && shift 2 || shift $#
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
shared=$(dirname "$root")/shared/reference
case $target in
  tapeReader) name=FuzzTapeReader ;;
  tapeJSONLines) name=FuzzTapeJSONLines ;;
  ahap) name=FuzzAHAP ;;
  hapticJSONLines) name=FuzzHapticJSONLines ;;
  gestureScript) name=FuzzGestureScript ;;
  sceneConfiguration) name=FuzzSceneConfiguration ;;
  getevent) name=FuzzGetevent ;;
  csv) name=FuzzCSV ;;
  flutter) name=FuzzFlutter ;;
  touchJSONLines) name=FuzzTouchJSONLines ;;
  *) echo "unknown fuzz target $target" >&2; exit 2 ;;
esac

if [ -z "${FUZZ_NO_BUILD:-}" ]; then
  swift build -c release --package-path "$here" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product "$name"
fi
binary=$(swift build -c release --package-path "$here" --show-bin-path)/$name

corpus=$here/.corpus/$target
seeds=$here/.seeds/$target
mkdir -p "$corpus" "$seeds" "$here/.findings"
# Seeds: the repository's goldens and fixtures, the kept regression corpus, and the shared
# reference data when it is beside the checkout (some of it may not be redistributed, so it is
# copied here, never committed).
copy() { for file in "$@"; do [ -f "$file" ] && cp "$file" "$seeds/" || true; done; }
copy "$root/Tests/FuzzRegressionTests/Corpus/$target"/*
case $target in
  tapeReader)
    for file in "$root"/Recordings/*/*.htape; do cp "$file" "$seeds/$(basename "$(dirname "$file")")-$(basename "$file")"; done
    copy "$root"/Tests/TapeTests/Fixtures/format-1.0/*.htape "$shared"/fuzz-findings/*.htape ;;
  tapeJSONLines)
    if [ -n "${HAPTICTAPE:-}" ]; then
      for file in "$root"/Recordings/*/*.htape; do
        "$HAPTICTAPE" convert "$file" "$seeds/$(basename "$file" .htape).jsonl" >/dev/null
      done
    fi ;;
  ahap) copy "$root"/Tests/HapticsTests/Fixtures/*/*.ahap "$shared"/ahap-samples/*.ahap "$shared"/fuzz-findings/*.ahap ;;
  hapticJSONLines)
    if [ -n "${HAPTICTAPE:-}" ]; then
      for file in "$root"/Tests/HapticsTests/Fixtures/*/*.ahap; do
        "$HAPTICTAPE" ahap convert "$file" -o "$seeds/$(basename "$file" .ahap).jsonl" >/dev/null 2>&1 || true
      done
    fi ;;
  gestureScript) copy "$root"/Recordings/*/*.gesture $(find "$root/Examples" -name '*.gesture') ;;
  sceneConfiguration) copy "$root"/Recordings/*/*.config.json ;;
  getevent) copy "$root"/Tests/TouchImportTests/Fixtures/*.txt "$shared"/touch-logs/*getevent*.txt ;;
  csv) copy "$root"/Tests/TouchImportTests/Fixtures/*.csv "$shared"/touch-logs/*.csv ;;
  flutter) copy "$shared"/touch-logs/*flutter*.json ;;
  touchJSONLines) copy "$root"/Tests/TouchImportTests/Fixtures/*.jsonl ;;
esac

cd "$here/.findings"
# AddressSanitizer keeps 256 MB of freed memory in quarantine by default, which alone puts a
# long run past the 512 MB RSS limit (gestureScript: 550 MB after 3.6 M runs, while its inputs
# each need under 60 MB); 16 MB keeps use-after-free detection for recent frees and measures the
# readers' own memory. An ASAN_OPTIONS of your own wins.
export ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=16}"
exec "$binary" "$corpus" "$seeds" -dict="$here/Dictionaries/$target.dict" \
  -max_total_time="$seconds" -rss_limit_mb=512 -timeout=1 -max_len=65536 \
  -artifact_prefix="$here/.findings/$target-" -print_final_stats=1 "$@"

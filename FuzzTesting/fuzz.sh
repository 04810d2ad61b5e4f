#!/bin/sh
# Builds the fuzz targets and runs one of them with its seed corpus and dictionary.
#
#   FuzzTesting/fuzz.sh TARGET [SECONDS] [extra libFuzzer flags…]
#   FuzzTesting/fuzz.sh tapeReader 3600
#
# TARGET is a FuzzTarget case (tapeReader, tapeChunkPayload, tapeJSONLines, ahap,
# hapticJSONLines, gestureScript, sceneConfiguration, getevent, csv, flutter, touchJSONLines,
# studioMessages, gestureSession, uikitGestureSession: the last on the UIKit seed screens of
# Examples/UIKitSeeds, from the package in FuzzTesting/UIKitHost; port, the build-time port, from
# FuzzTesting/Port). The working corpus grows in
# FuzzTesting/.corpus/TARGET (not committed);
# crashes land in FuzzTesting/.findings/. Set FUZZ_NO_BUILD=1 to skip the build,
# FUZZ_SANITIZER=fuzzer to build without AddressSanitizer, HAPTICTAPE=path/to/haptictape to
# convert the golden tapes to JSON Lines seeds (the tapeJSONLines target).
set -eu
target=$1
seconds=${2:-3600}
[ $# -ge 2 ] && shift 2 || shift $#
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
shared=${HAPTICTAPE_REFERENCE_DATA:-$(dirname "$root")/shared/reference}
package=$here
case $target in
  tapeReader) name=FuzzTapeReader ;;
  tapeChunkPayload) name=FuzzTapeChunkPayload ;;
  tapeJSONLines) name=FuzzTapeJSONLines ;;
  ahap) name=FuzzAHAP ;;
  hapticJSONLines) name=FuzzHapticJSONLines ;;
  gestureScript) name=FuzzGestureScript ;;
  sceneConfiguration) name=FuzzSceneConfiguration ;;
  getevent) name=FuzzGetevent ;;
  csv) name=FuzzCSV ;;
  flutter) name=FuzzFlutter ;;
  touchJSONLines) name=FuzzTouchJSONLines ;;
  studioMessages) name=FuzzStudioMessages ;;
  gestureSession) name=FuzzGestureSession ;;
  uikitGestureSession) name=FuzzUIKitGestureSession package=$here/UIKitHost ;;
  port) name=FuzzPort package=$here/Port ;;
  *) echo "unknown fuzz target $target" >&2; exit 2 ;;
esac

# FUZZ_SANITIZER=fuzzer builds without AddressSanitizer into its own build directory: 2.5–3×
# the executions per second, for the long runs; the AddressSanitizer build then replays the
# corpus they grew (`-runs=0`, FuzzTesting/README.md "Runs").
sanitizer=${FUZZ_SANITIZER:-fuzzer,address}
case $sanitizer in
  fuzzer,address) scratch=$package/.build ;;
  fuzzer) scratch=$package/.build-fuzzer ;;
  *) echo "FUZZ_SANITIZER is fuzzer,address (the default) or fuzzer" >&2; exit 2 ;;
esac
# FUZZ_COVERAGE=edge leaves out comparison tracing (trace-cmp), which the fuzzer uses to guess
# the bytes a reader compares against. The gesture sessions decode any bytes, and their
# comparisons are the engines' own doubles: tracing them took 45 % of a gestureSession run.
coverage=
case ${FUZZ_COVERAGE:-full} in
  full) ;;
  edge) scratch=$scratch-edge coverage="-Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table" ;;
  *) echo "FUZZ_COVERAGE is full (the default) or edge" >&2; exit 2 ;;
esac
if [ -z "${FUZZ_NO_BUILD:-}" ]; then
  swift build -c release --package-path "$package" --scratch-path "$scratch" \
    -Xswiftc -sanitize="$sanitizer" $coverage -Xswiftc -parse-as-library --product "$name"
fi
binary=$(swift build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path)/$name

corpus=$here/.corpus/$target
seeds=$here/.seeds/$target
mkdir -p "$corpus" "$seeds" "$here/.findings"
# Seeds: the repository's goldens and fixtures, the kept regression corpus, and the shared
# reference data when it is beside the checkout (some of it may not be redistributed, so it is
# copied here, never committed).
copy() { for file in "$@"; do [ -f "$file" ] && cp "$file" "$seeds/" || true; done; }
copy "$root/Tests/FuzzRegressionTests/Corpus/$target"/*
case $target in
  port)
    # Its kept findings, and real Swift: the examples' app files, the port's own sources, the
    # surface's UIKit.
    copy "$here"/Corpus/port/*
    for file in "$root"/Examples/*/App/*/*.swift "$root"/Examples/*/App/*/*/*.swift \
      "$root"/Sources/Tools/UIKitPort/*.swift "$root"/Sources/Surface/UIKit/*.swift; do
      [ -f "$file" ] && cp "$file" "$seeds/$(echo "${file#$root/}" | tr / -)"
    done ;;
  tapeReader)
    for file in "$root"/Recordings/*/*.htape; do cp "$file" "$seeds/$(basename "$(dirname "$file")")-$(basename "$file")"; done
    copy "$root"/Tests/TapeTests/Fixtures/format-1.0/*.htape "$root"/Tests/Fixtures/fuzz-findings/*.htape ;;
  tapeChunkPayload)
    # Each golden's chunks, inflated: the 48-byte header ("HTCK", compressed size at byte 36,
    # little-endian) is followed by the raw-deflate payload.
    python3 - "$seeds" "$root"/Recordings/*/*.htape <<'PYTHON'
import os, struct, sys, zlib
for path in sys.argv[2:]:
    data = open(path, "rb").read()
    offset = data.find(b"HTCK")
    while offset >= 0 and offset + 48 <= len(data):
        (size,) = struct.unpack_from("<I", data, offset + 36)
        payload = data[offset + 48 : offset + 48 + size]
        name = "%s-%s-%d" % (os.path.basename(os.path.dirname(path)), os.path.basename(path), offset)
        try:
            open(os.path.join(sys.argv[1], name), "wb").write(zlib.decompress(payload, -15))
        except zlib.error:
            pass
        offset = data.find(b"HTCK", offset + 48 + size)
PYTHON
    ;;
  tapeJSONLines)
    if [ -n "${HAPTICTAPE:-}" ]; then
      for file in "$root"/Recordings/*/*.htape; do
        "$HAPTICTAPE" convert "$file" "$seeds/$(basename "$file" .htape).jsonl" >/dev/null
      done
    fi ;;
  ahap) copy "$root"/Tests/HapticsTests/Fixtures/*/*.ahap "$shared"/ahap-samples/*.ahap "$root"/Tests/Fixtures/fuzz-findings/*.ahap ;;
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
  # One short session per scene (the first byte picks the scene, or the UIKit screen), and the
  # corpus the runs grew, merged (FuzzTesting/Corpus/gestureSession, committed).
  gestureSession | uikitGestureSession)
    copy "$here"/Corpus/gestureSession/*
    for scene in 0 1 2 3 4; do
      printf "\\$(printf %o $scene)\\000\\000\\002\\020\\002\\007\\002\\020\\200\\006\\100\\004\\000\\007\\000\\010\\377\\377\\300\\000" \
        > "$seeds/scene-$scene"
    done ;;
esac
# A session reads at most a few hundred bytes (FuzzGestureSession.maximumSteps steps).
max_len=65536
dictionary=$here/Dictionaries/$target.dict
case $target in
  gestureSession) max_len=4096 ;;
  uikitGestureSession) max_len=4096 dictionary=$here/Dictionaries/gestureSession.dict ;;
esac

cd "$here/.findings"
# AddressSanitizer keeps 256 MB of freed memory in quarantine by default, which alone puts a
# long run past the 512 MB RSS limit (gestureScript: 550 MB after 3.6 M runs, while its inputs
# each need under 60 MB); 16 MB keeps use-after-free detection for recent frees and measures the
# readers' own memory. An ASAN_OPTIONS of your own wins.
export ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=16}"
# glibc hands freed memory back to the kernel as it goes and maps large blocks anew, and each
# gesture session allocates and frees two runs' outputs and a tape: 8 % of a gestureSession run
# was page faults. Keeping up to 256 MiB (ours) ran 1,500 kept inputs in 14.7 s instead of
# 17.3 s, with the peak RSS 2 MB higher. Your own MALLOC_* settings win.
export MALLOC_TOP_PAD_="${MALLOC_TOP_PAD_:-268435456}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-536870912}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-268435456}"
# Swift's runtime backtracer would take a trap's SIGILL before libFuzzer, which then saves no
# crash input; leave the signal to libFuzzer.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
exec "$binary" "$corpus" "$seeds" -dict="$dictionary" \
  -max_total_time="$seconds" -rss_limit_mb=512 -timeout=1 -max_len="$max_len" \
  -artifact_prefix="$here/.findings/$target-" -print_final_stats=1 "$@"

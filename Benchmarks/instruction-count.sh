# Shared by profile-instructions and check-instructions (sourced, not run): builds
# haptictape-profile in release and counts a workload's instructions per repetition with callgrind.
# SCRATCH: the build folder (default: this package's .build). BUILT=1: haptictape-profile is
# already built there (CI builds it in the background while other checks run).

scratch=${SCRATCH:-.build}

# Builds haptictape-profile and leaves a copy without debug info in $binary: valgrind cannot read
# the DWARF 5 the compiler emits.
build_profile() {
  if [ "${BUILT:-}" != 1 ]; then
    swift build -c release --product haptictape-profile --scratch-path "$scratch" >/dev/null
  fi
  binary=$(mktemp)
  trap 'rm -f "$binary" "$binary".out' EXIT
  objcopy --strip-debug "$scratch/release/haptictape-profile" "$binary"
}

# Instructions per repetition: `per_repetition WORKLOAD SCENE N [--unchecked]` (SCENE may be
# empty). Callgrind counts only inside haptictape-profile's `measured`, the repetitions, not the
# reading of inputs before them. Hashing is seeded the same in every run, so a dictionary's probes
# do not change the count.
per_repetition() {
  local count
  count=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --collect-atstart=no \
    --toggle-collect='$s18haptictape_profile8measured*' --callgrind-out-file="$binary".out \
    "$binary" "$1" $2 "$3" ${4:-} 2>&1 | sed -n 's/.*Collected : //p')
  if [ -z "$count" ] || [ "$count" -eq 0 ]; then
    echo "callgrind counted nothing for $1 ${2:-all}: does haptictape-profile run it?" >&2
    return 2
  fi
  echo $(( count / $3 ))
}

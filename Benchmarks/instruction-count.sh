# Shared by profile-instructions and check-instructions (sourced, not run): builds
# haptictape-profile in release and counts a workload's instructions per repetition with callgrind.
# SCRATCH: the build folder (default: this package's .build).

scratch=${SCRATCH:-.build}

# Builds haptictape-profile and leaves a copy without debug info in $binary: valgrind cannot read
# the DWARF 5 the compiler emits.
build_profile() {
  swift build -c release --product haptictape-profile --scratch-path "$scratch" >/dev/null
  binary=$(mktemp)
  trap 'rm -f "$binary" "$binary".out' EXIT
  objcopy --strip-debug "$scratch/release/haptictape-profile" "$binary"
}

# Instructions callgrind counts for one run: `ir WORKLOAD SCENE REPETITIONS` (SCENE may be empty).
# Hashing is seeded the same in every run, so a dictionary's probes do not change the count.
ir() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$binary".out \
    "$binary" "$1" $2 "$3" 2>&1 | sed -n 's/.*Collected : //p'
}

# Instructions per repetition: the count of N repetitions less that of none (reading the inputs,
# building the registry), over N. `per_repetition WORKLOAD SCENE N`.
per_repetition() {
  local zero many
  zero=$(ir "$1" "$2" 0)
  many=$(ir "$1" "$2" "$3")
  if [ -z "$zero" ] || [ -z "$many" ]; then
    echo "callgrind counted nothing for $1 ${2:-all}: does haptictape-profile run it?" >&2
    return 2
  fi
  echo $(( (many - zero) / $3 ))
}

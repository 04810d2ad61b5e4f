// The package's own tests use the public testing helpers (gesture replay, seeded random).
@_exported import HapticTapeTesting
// And the seed scenes, which the package's tests replay.
@_exported import SeedScenes

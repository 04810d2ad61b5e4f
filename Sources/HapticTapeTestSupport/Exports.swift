// The package's own tests use the public testing helpers (gesture replay, seeded random).
@_exported import HapticTapeTesting

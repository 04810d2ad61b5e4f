import ArgumentParser

/// What `sweep` prints on standard output.
enum SweepOutputFormat: String, ExpressibleByArgument, CaseIterable {
  /// An aligned table, one row per grid point.
  case text
  /// The results as JSON (``HapticTape/SweepResult/json``).
  case json
  /// One CSV row per grid point.
  case csv
}

import ArgumentParser

/// `import --time-unit`: the unit of a CSV log's time column.
enum ImportTimeUnit: String, ExpressibleByArgument, CaseIterable {
  case s, ms, us, ns

  /// The power of ten of one unit in nanoseconds: seconds 9, milliseconds 6, microseconds 3.
  var exponent: Int {
    switch self {
    case .s: 9
    case .ms: 6
    case .us: 3
    case .ns: 0
    }
  }
}

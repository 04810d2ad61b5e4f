import JSONCore

/// Number spellings shared by the JSON and Kotlin writers.
enum ExportNumber {
  /// A millisecond time to 3 decimals (the tapes' microsecond grid) without trailing zeros:
  /// `9908.333`, `0`.
  static func milliseconds(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 9e15 else { return "0" }
    return JSONNumberFormat.trimmed((value * 1_000).rounded() / 1_000)
  }
}

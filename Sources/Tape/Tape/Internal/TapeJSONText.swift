import JSONCore

/// Strings and grid numbers as tape JSON Lines and tables write them.
enum TapeJSONText {
  /// `text` as a JSON string literal, control characters as lower-case `\u` escapes.
  static func quoted(_ text: String) -> String {
    JSONWriter.quoted(text, escaping: .lowercaseHex)
  }

  /// `value` rounded to steps of `1/units` and written as the shortest exact decimal
  /// (``JSONNumberFormat/decimal(steps:unitsPerWhole:)``); `null` when it is not finite or beyond
  /// ±2^53 steps (the reader then rejects the line).
  static func number(_ value: Double, units: Int64) -> String {
    guard let steps = try? TapeHeader.Grids.steps(value, unitsPerWhole: units, "") else {
      return "null"
    }
    return JSONNumberFormat.decimal(steps: steps, unitsPerWhole: units)
  }
}

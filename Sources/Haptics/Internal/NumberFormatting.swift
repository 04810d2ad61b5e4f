/// Locale-independent number formatting for AHAP and JSON Lines output (haptics.md §2.12: never
/// a decimal comma).
enum NumberFormatting {
  /// The shortest decimal that reads back to exactly `value`: `0.1`, `1.0`, `1e-05`.
  ///
  /// `-0.0` is written as `0.0`. The same double always gives the same text.
  static func shortest(_ value: Double) -> String {
    precondition(value.isFinite, "JSON cannot hold \(value)")
    return value == 0 ? "0.0" : value.description
  }

  /// `value` rounded to the nearest microsecond with exactly 6 decimals (`0.100000`), the JSON
  /// Lines form of `t`.
  static func sixDecimals(_ value: Double) -> String {
    fixed(value, decimals: 6)
  }

  /// `value` rounded half away from zero to `decimals` places (0…9), always with that many
  /// decimals and a point: `fixed(0.5, decimals: 3)` is `0.500`.
  static func fixed(_ value: Double, decimals: Int) -> String {
    precondition((0...9).contains(decimals), "decimals must be 0…9")
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    precondition(value.isFinite && abs(value) * Double(scale) < 9e18, "\(value) cannot be written")
    let scaled = Int64((value * Double(scale)).rounded())
    let magnitude = scaled.magnitude
    let sign = scaled < 0 ? "-" : ""
    let whole = sign + String(magnitude / UInt64(scale))
    guard decimals > 0 else { return whole }
    let fraction = String(magnitude % UInt64(scale))
    return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
}

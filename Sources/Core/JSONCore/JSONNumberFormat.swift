/// Locale-independent spellings of numbers for JSON output: the same value always gives the same
/// text, and never a decimal comma.
///
/// ```swift
/// JSONNumberFormat.shortest(0.1)                              // "0.1"
/// JSONNumberFormat.fixed(0.1, decimals: 6)                    // "0.100000"
/// JSONNumberFormat.decimal(steps: 2_123_335, unitsPerWhole: 10_000)  // "212.3335"
/// JSONNumberFormat.trimmed(2.0)                               // "2"
/// ```
package enum JSONNumberFormat {
  /// The shortest decimal that reads back to exactly `value`: `0.1`, `1.0`, `1e-05`.
  ///
  /// `-0.0` is written as `0.0`. The same double always gives the same text.
  ///
  /// - Precondition: `value` is finite.
  package static func shortest(_ value: Double) -> String {
    precondition(value.isFinite, "JSON cannot hold \(value)")
    return value == 0 ? "0.0" : value.description
  }

  /// The shortest round-tripping text of `value` without a trailing `.0`: `2`, `0.15`, `1e-05`,
  /// `-0`; what Foundation's JSON writers print for a floating-point number.
  ///
  /// - Precondition: `value` is finite.
  package static func trimmed<Value: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: Value
  ) -> String {
    precondition(value.isFinite, "JSON cannot hold \(value)")
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `value` rounded half away from zero to `decimals` places (0…9), always with that many
  /// decimals and a point: `fixed(0.5, decimals: 3)` is `0.500`.
  ///
  /// A value too large for that (`value` times 10^`decimals` at least 9e18 in magnitude) is
  /// written as ``shortest(_:)`` writes it (`1e+19`): still a number, and exact.
  ///
  /// - Precondition: `decimals` is in 0…9 (a constant of the caller's) and `value` is finite.
  package static func fixed(_ value: Double, decimals: Int) -> String {
    precondition((0...9).contains(decimals), "decimals must be 0…9")
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    // Times and durations read from files are bounded where they enter, but a huge one must
    // still not trap here.
    guard abs(value) * Double(scale) < 9e18 || !value.isFinite else { return shortest(value) }
    precondition(value.isFinite, "\(value) cannot be written")
    let scaled = Int64((value * Double(scale)).rounded())
    let magnitude = scaled.magnitude
    let sign = scaled < 0 ? "-" : ""
    let whole = sign + String(magnitude / UInt64(scale))
    guard decimals > 0 else { return whole }
    let fraction = String(magnitude % UInt64(scale))
    return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  /// `steps / unitsPerWhole` as the shortest exact decimal with at least one fraction digit
  /// (`401.0`, `0.31`) when `unitsPerWhole` is a power of ten; otherwise the shortest
  /// round-tripping double.
  ///
  /// - Parameters:
  ///   - steps: The value in steps of `1/unitsPerWhole`.
  ///   - unitsPerWhole: Steps per unit, at least 1.
  package static func decimal(steps: Int64, unitsPerWhole: Int64) -> String {
    guard let digits = powerOfTenExponent(unitsPerWhole) else {
      return "\(Double(steps) / Double(unitsPerWhole))"
    }
    let magnitude = steps.magnitude
    var fraction = magnitude % UInt64(unitsPerWhole)
    let whole = (steps < 0 ? "-" : "") + String(magnitude / UInt64(unitsPerWhole)) + "."
    guard fraction != 0 else { return whole + "0" }
    var width = digits
    while fraction % 10 == 0 {
      fraction /= 10
      width -= 1
    }
    let fractionDigits = String(fraction)
    return whole + String(repeating: "0", count: width - fractionDigits.count) + fractionDigits
  }

  /// The exponent *n* when `units` is 10^*n*, else `nil`.
  package static func powerOfTenExponent(_ units: Int64) -> Int? {
    var rest = units
    var digits = 0
    while rest > 1 {
      guard rest % 10 == 0 else { return nil }
      rest /= 10
      digits += 1
    }
    return rest == 1 ? digits : nil
  }
}

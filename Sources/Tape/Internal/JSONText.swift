/// Writes JSON text: escaped strings and exact grid numbers.
enum JSONText {
  /// `text` as a JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `value` rounded to steps of `1/units`, written as by ``number(_:units:)-(Int64,_)``;
  /// `null` when it is not finite or beyond ±2^53 steps (the reader then rejects the line).
  static func number(_ value: Double, units: Int64) -> String {
    guard let steps = try? TapeHeader.Grids.steps(value, unitsPerWhole: units, "") else {
      return "null"
    }
    return number(steps, units: units)
  }

  /// `value` without a trailing `.0` when it is whole (`393`, `2.5`).
  static func plain(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  /// The number of decimal digits of `units` when it is a power of ten, else `nil`.
  static func decimalDigits(_ units: Int64) -> Int? {
    var rest = units
    var digits = 0
    while rest > 1 {
      guard rest % 10 == 0 else { return nil }
      rest /= 10
      digits += 1
    }
    return digits
  }

  /// `steps / units` as the shortest exact decimal (`401.0`, `0.31`), or the shortest
  /// round-tripping double when `units` is not a power of ten.
  static func number(_ steps: Int64, units: Int64) -> String {
    guard let digits = decimalDigits(units) else { return "\(Double(steps) / Double(units))" }
    let magnitude = steps.magnitude
    let whole = magnitude / UInt64(units)
    var fraction = digits == 0 ? "" : String(magnitude % UInt64(units))
    if digits > 0 { fraction = String(repeating: "0", count: digits - fraction.count) + fraction }
    while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
    if fraction.isEmpty { fraction = "0" }
    return (steps < 0 ? "-" : "") + "\(whole).\(fraction)"
  }

  /// Parses decimal `text` to steps of `1/units`, exactly for plain decimals of up to 18 digits,
  /// through `Double` otherwise; `nil` for a non-finite result.
  static func steps(_ text: String, units: Int64) -> Double? {
    if let digits = decimalDigits(units), let exact = exactSteps(text, digits: digits) {
      return Double(exact)
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return (value * Double(units)).rounded()
  }

  /// `-?\d+(\.\d+)?` rounded half away from zero to `digits` decimals, as an integer.
  private static func exactSteps(_ text: String, digits: Int) -> Int64? {
    var utf8 = Substring(text).utf8[...]
    let negative = utf8.first == UInt8(ascii: "-")
    if negative { utf8 = utf8.dropFirst() }
    let parts = utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (48...57).contains($0) } })
    else { return nil }
    let wholeDigits = Array(parts[0])
    let fractionDigits = parts.count == 2 ? Array(parts[1]) : []
    let kept = fractionDigits.prefix(digits)
    let all = wholeDigits + kept + Array(repeating: UInt8(ascii: "0"), count: digits - kept.count)
    let significant = all.drop { $0 == UInt8(ascii: "0") }
    guard significant.count <= 18 else { return nil }
    var value: Int64 = 0
    for digit in significant { value = value * 10 + Int64(digit - 48) }
    if fractionDigits.count > digits, fractionDigits[digits] >= UInt8(ascii: "5") { value += 1 }
    return negative ? -value : value
  }
}

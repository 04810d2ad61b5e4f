/// A JSON number as it was written, so it can be converted exactly.
///
/// The parser keeps the text (`0.100`, `1e-5`, `-0`): a reader that stores numbers on a decimal
/// grid scales the text itself (``steps(per:)``), one that wants a `Double` or an integer asks
/// for it, and no precision is lost on the way.
///
/// ```swift
/// let number = JSONNumber("212.3335")
/// number.doubleValue                 // 212.3335
/// number.steps(per: 1000)            // 212334.0 (half away from zero, exactly)
/// number.integer(as: Int64.self)     // nil: not written as an integer
/// ```
package struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
  /// The number's text, valid JSON number grammar.
  package var text: String

  /// Wraps number text the parser has checked.
  ///
  /// - Parameter text: Text that follows the JSON number grammar (RFC 8259 §6).
  package init(_ text: String) {
    self.text = text
  }

  /// The text.
  package var description: String { text }

  /// The nearest `Double`, or `nil` when the number is beyond `Double`'s range.
  package var doubleValue: Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The number as `T` when it is written as an integer (`-12`, not `12.0` or `1.2e1`) that `T`
  /// holds, else `nil`.
  package func integer<T: FixedWidthInteger>(as type: T.Type) -> T? {
    T(text)
  }

  /// Whether the text has a fraction or an exponent (`2.0`, `1e3`), so it was not written as an
  /// integer.
  package var hasFractionOrExponent: Bool {
    text.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
  }

  /// The number in steps of `1/unitsPerWhole`, rounded half away from zero, as a `Double`; `nil`
  /// when it is beyond `Double`'s range.
  ///
  /// When `unitsPerWhole` is a power of ten and the text is a plain decimal (`-?d+(.d+)?`) of at
  /// most 18 significant digits at that scale, the rounding is exact, decided on the digits
  /// themselves; otherwise it goes through `Double`.
  ///
  /// - Parameter unitsPerWhole: Steps per unit, at least 1.
  package func steps(per unitsPerWhole: Int64) -> Double? {
    if let digits = JSONNumberFormat.powerOfTenExponent(unitsPerWhole),
      let exact = Self.exactSteps(text, decimals: digits)
    {
      return Double(exact)
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return (value * Double(unitsPerWhole)).rounded()
  }

  /// `-?d+(.d+)?` rounded half away from zero to `decimals` decimals, as an integer count of
  /// steps; `nil` for other text or more than 18 significant digits.
  private static func exactSteps(_ text: String, decimals: Int) -> Int64? {
    // source: ours — 18 decimal digits always fit in Int64 (9.2e18)
    let maximumSignificantDigits = 18
    var utf8 = text.utf8[...]
    let isNegative = utf8.first == UInt8(ascii: "-")
    if isNegative { utf8 = utf8.dropFirst() }
    var value: Int64 = 0
    var significantDigits = 0
    var wholeDigits = 0
    var fractionDigits: Int?  // nil in the whole part
    var roundsUp = false
    func append(_ digit: UInt8) -> Bool {
      if value == 0 && digit == 0 { return true }
      significantDigits += 1
      guard significantDigits <= maximumSignificantDigits else { return false }
      value = value * 10 + Int64(digit)
      return true
    }
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "."):
        guard fractionDigits == nil, wholeDigits > 0 else { return nil }
        fractionDigits = 0
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = byte - UInt8(ascii: "0")
        guard let fraction = fractionDigits else {
          wholeDigits += 1
          guard append(digit) else { return nil }
          continue
        }
        fractionDigits = fraction + 1
        if fraction < decimals {
          guard append(digit) else { return nil }
        } else if fraction == decimals {
          roundsUp = digit >= 5
        }
      default:
        return nil
      }
    }
    // A digit must end each part: `1.`, `.5` and `-` are not plain decimals.
    guard wholeDigits > 0, fractionDigits != 0 else { return nil }
    for _ in min(fractionDigits ?? 0, decimals)..<decimals {
      guard append(0) else { return nil }
    }
    if roundsUp { value += 1 }
    return isNegative ? -value : value
  }
}

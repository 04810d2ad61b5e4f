/// JSON number text read the way Foundation's `Decimal(string:)` reads it: a sign, at most 39
/// significant digits (what its 128-bit mantissa holds) and a power-of-ten exponent, trailing
/// zeros moved into the exponent.
///
/// Foundation's JSON readers fall back to `Decimal` for some numbers; this reproduces the digits
/// they keep, so values and spellings match without Foundation.
struct DecimalDigits {
  var isNegative: Bool
  /// Significant digits (0…9), no leading or trailing zeros; empty for zero.
  var digits: [UInt8]
  /// The value is `digits` × 10^`exponent`.
  var exponent: Int

  /// The largest mantissa `Decimal` holds, 2^128 − 1, as digits.
  // source: Foundation's `Decimal` stores its mantissa in eight 16-bit words
  private static let largestMantissa = Array("340282366920938463463374607431768211455".utf8).map {
    $0 - UInt8(ascii: "0")
  }

  /// Reads JSON number text; `nil` when the exponent is beyond `Decimal`'s −128…127.
  init?(_ text: String) {
    var utf8 = Substring(text).utf8[...]
    isNegative = utf8.first == UInt8(ascii: "-")
    if isNegative { utf8 = utf8.dropFirst() }
    digits = []
    exponent = 0
    var isFraction = false
    var textExponent = 0
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      utf8.formIndex(after: &index)
      switch byte {
      case UInt8(ascii: "."):
        isFraction = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        guard let value = Int(Substring(utf8[index...])) else { return nil }
        textExponent = value
        index = utf8.endIndex
      default:
        let digit = byte - UInt8(ascii: "0")
        if digits.isEmpty && digit == 0 {
          if isFraction { exponent -= 1 }
        } else if Self.fits(digits, appending: digit) {
          digits.append(digit)
          if isFraction { exponent -= 1 }
        } else if !isFraction {
          exponent += 1  // a whole-part digit beyond the mantissa still scales the value
        }
      }
    }
    while digits.last == 0 {
      digits.removeLast()
      exponent += 1
    }
    exponent += textExponent
    if digits.isEmpty { exponent = 0 }
    guard (-128...127).contains(exponent) else { return nil }
  }

  /// Whether `digits` followed by `digit` still fits the 128-bit mantissa.
  private static func fits(_ digits: [UInt8], appending digit: UInt8) -> Bool {
    if digits.count < largestMantissa.count - 1 { return true }
    guard digits.count == largestMantissa.count - 1 else { return false }
    return !largestMantissa.lexicographicallyPrecedes(digits + [digit])
  }

  /// The value as `Decimal`'s `description` writes it: plain notation, no exponent (`0.001`,
  /// `123456789012345680`), `0` for zero.
  var description: String {
    guard !digits.isEmpty else { return "0" }
    var text = isNegative ? "-" : ""
    let characters = digits.map { Character(Unicode.Scalar($0 + UInt8(ascii: "0"))) }
    if exponent >= 0 {
      text += String(characters) + String(repeating: "0", count: exponent)
    } else if -exponent < characters.count {
      let point = characters.count + exponent
      text += String(characters[..<point]) + "." + String(characters[point...])
    } else {
      text +=
        "0." + String(repeating: "0", count: -exponent - characters.count) + String(characters)
    }
    return text
  }

  /// The whole part as `T`, as Foundation converts a `Decimal` to an integer: `nil` when the
  /// mantissa exceeds `UInt64`, or the value does not fit `T`.
  func integer<T: FixedWidthInteger>(as type: T.Type) -> T? {
    var magnitude: UInt64 = 0
    for digit in digits {
      let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
      guard !overflow, !carry else { return nil }
      magnitude = sum
    }
    if exponent < 0 {
      for _ in 0 ..< -exponent { magnitude /= 10 }
    } else {
      for _ in 0..<exponent {
        let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
        guard !overflow else { return nil }
        magnitude = product
      }
    }
    if isNegative {
      guard T.isSigned, !digits.isEmpty, let value = T(exactly: magnitude) else { return nil }
      return 0 - value
    }
    return T(exactly: magnitude)
  }
}

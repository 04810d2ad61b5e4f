/// How Foundation's JSON APIs on Linux read and re-spell number text, reproduced without
/// Foundation, so configurations that tapes stored in their headers decode to the same values
/// and are written with the same bytes.
///
/// ```swift
/// FoundationJSONNumber.integer("1e2", as: Int.self)         // 100, as JSONDecoder reads it
/// FoundationJSONNumber.integer("2.5", as: Int.self)         // nil
/// FoundationJSONNumber.serializationText("-0.0")            // "-0", as JSONSerialization writes it
/// FoundationJSONNumber.serializationText("1.2345678901234568e+17")  // "123456789012345680"
/// ```
///
/// > Note: The only Foundation compatibility the package keeps. Configurations decode by these
/// > rules, and tape headers store their numbers in this spelling (keys are in UTF-8 order, as
/// > everywhere else); changing either would change which configuration text a tape accepts or
/// > the header bytes a recording writes.
package enum FoundationJSONNumber {
  /// 2^53: below it a `Double` holds every integer exactly.
  // source: IEEE 754 binary64, 52 stored significand bits
  private static let exactIntegerLimit = 0x1p53

  /// The integer `JSONDecoder` decodes from `text` as `T`, or `nil` where it throws.
  ///
  /// Integer text converts exactly; other text through `Double`, which must be a whole number
  /// `T` holds, and from 2^53 up through `Decimal`'s digits, whose fraction is dropped
  /// (swift-foundation's `JSONDecoderImpl.unwrapFixedWidthInteger`).
  ///
  /// - Parameters:
  ///   - text: JSON number text.
  ///   - type: The integer type.
  package static func integer<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> T? {
    if let exact = T(text) { return exact }
    guard let double = Double(text), let value = T(exactly: double) else { return nil }
    if double.magnitude < exactIntegerLimit { return value }
    return DecimalDigits(text)?.integer(as: T.self)
  }

  /// The floating-point number `JSONDecoder` decodes from `text` as `T`, or `nil` where it
  /// throws: beyond `T`'s range, or a nonzero number that `T` rounds to zero.
  ///
  /// - Parameters:
  ///   - text: JSON number text.
  ///   - type: The floating-point type.
  package static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ text: String, as type: T.Type
  ) -> T? {
    guard let value = T(text), value.isFinite else { return nil }
    if value == 0 {
      // A true zero has only zeros before its exponent.
      let mantissa = text.utf8.prefix { $0 | 0x20 != UInt8(ascii: "e") }
      guard !mantissa.contains(where: { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) })
      else { return nil }
    }
    return value
  }

  /// `text` as `JSONSerialization` writes the number it reads from it, or `nil` when it refuses
  /// to read it (a number beyond `Double`'s range).
  ///
  /// An integer that fits `Int64` or `UInt64` keeps its digits (`-0` becomes `0`); a number with
  /// more than 17 characters before its exponent, and an exponent within ±128, goes through
  /// `Decimal` (plain notation, trailing zeros dropped); any other goes through `Double`
  /// (shortest text without a trailing `.0`). Only a lower-case `e` counts as an exponent
  /// there, as in swift-corelibs-foundation's `NSNumber.fromJSONNumber`.
  package static func serializationText(_ text: String) -> String? {
    let utf8 = text.utf8
    let exponentStart = utf8.firstIndex(of: UInt8(ascii: "e"))
    let isInteger = exponentStart == nil && !utf8.contains(UInt8(ascii: "."))
    let isNegative = utf8.first == UInt8(ascii: "-")
    let leadingCount = utf8.distance(from: utf8.startIndex, to: exponentStart ?? utf8.endIndex)
    if isInteger {
      if isNegative, leadingCount <= 19, let value = Int64(text) { return String(value) }
      if !isNegative, leadingCount <= 20, let value = UInt64(text) { return String(value) }
    }
    let exponent = exponentStart.flatMap { Int(Substring(utf8[utf8.index(after: $0)...])) } ?? 0
    // source: swift-corelibs-foundation JSONSerialization — Decimal holds more digits than Double
    let decimalDigitThreshold = 17
    if leadingCount > decimalDigitThreshold, (-128...127).contains(exponent),
      let decimal = DecimalDigits(text)
    {
      return decimal.description
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return JSONNumberFormat.trimmed(value)
  }
}

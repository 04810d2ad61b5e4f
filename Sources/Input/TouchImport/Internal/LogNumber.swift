import TouchCore

/// Exact number reading for touch logs: decimal times to integer nanoseconds without going through
/// `Double` (kernel timestamps such as `21576.084956` keep every microsecond), and hexadecimal
/// `getevent` values as signed 32-bit integers.
package enum LogNumber {
  /// The largest time magnitude a log may give, 2⁶² ns (146 years), so that the difference of
  /// any two log times fits an `Int64` (ours).
  package static let limit: Int64 = 1 << 62

  /// Nanoseconds from a number of seconds (JSON), or nil beyond ``limit`` or not finite.
  package static func nanoseconds(seconds: Double) -> Timestamp? {
    let value = (seconds * 1e9).rounded()
    guard value.isFinite, abs(value) < Double(limit) else { return nil }
    return Timestamp(nanoseconds: Int64(value))
  }

  /// Nanoseconds from a whole number of microseconds (Flutter), or nil beyond ``limit``.
  package static func nanoseconds(microseconds: Int64) -> Timestamp? {
    let (value, overflow) = microseconds.multipliedReportingOverflow(by: 1_000)
    guard !overflow, abs(value) < limit else { return nil }
    return Timestamp(nanoseconds: value)
  }

  /// The power of ten of one unit in nanoseconds: seconds 9, milliseconds 6, microseconds 3.
  static func nanoseconds(decimal text: Substring, unitExponent: Int) -> Timestamp? {
    var bytes = text.utf8[...]
    var isNegative = false
    if bytes.first == UInt8(ascii: "-") {
      isNegative = true
      bytes = bytes.dropFirst()
    } else if bytes.first == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    var mantissa: Int64 = 0
    var fractionDigits = 0
    var seenPoint = false
    var digits = 0
    var roundUp = false
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        guard !seenPoint else { return nil }
        seenPoint = true
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      digits += 1
      let digit = Int64(byte - UInt8(ascii: "0"))
      if seenPoint {
        if fractionDigits >= unitExponent {
          // The first digit past a nanosecond rounds; later ones are below it.
          if fractionDigits == unitExponent, digit >= 5 { roundUp = true }
          fractionDigits += 1
          continue
        }
        fractionDigits += 1
      }
      let (scaled, overflow1) = mantissa.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = scaled.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else { return nil }
      mantissa = sum
    }
    guard digits > 0 else { return nil }
    let kept = min(fractionDigits, unitExponent)
    var value = mantissa
    for _ in 0..<(unitExponent - kept) {
      let (scaled, overflow) = value.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      value = scaled
    }
    if roundUp { value += 1 }
    guard value < limit else { return nil }
    return Timestamp(nanoseconds: isNegative ? -value : value)
  }

  /// A `getevent` value: up to eight hexadecimal digits, read as a signed 32-bit integer
  /// (`ffffffff` is −1, the released tracking id).
  static func getevent(hex text: Substring) -> Int64? {
    guard !text.isEmpty, text.utf8.count <= 8, let raw = UInt32(text, radix: 16) else { return nil }
    return Int64(Int32(bitPattern: raw))
  }

  /// A decimal double that must be finite.
  static func finite(_ text: Substring) -> Double? { decimal(text) }

  /// A number written in decimal, `[+-]digits[.digits][e[+-]digits]`, that is finite; nil for
  /// anything else, including the hexadecimal (`0x10`, `0x1p4`), `inf`, `infinity` and `nan`
  /// spellings `Double(String)` also accepts, and for a value too large for a `Double`.
  package static func decimal(_ text: Substring) -> Double? {
    var bytes = text.utf8
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    let whole = bytes.prefix(while: isDigit)
    bytes = bytes.dropFirst(whole.count)
    var fraction = bytes[bytes.startIndex..<bytes.startIndex]
    if bytes.first == UInt8(ascii: ".") {
      fraction = bytes.dropFirst().prefix(while: isDigit)
      bytes = bytes.dropFirst(1 + fraction.count)
    }
    guard !whole.isEmpty || !fraction.isEmpty else { return nil }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
        bytes = bytes.dropFirst()
      }
      let exponent = bytes.prefix(while: isDigit)
      guard !exponent.isEmpty else { return nil }
      bytes = bytes.dropFirst(exponent.count)
    }
    guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// ``decimal(_:)-(Substring)`` of a whole string.
  package static func decimal(_ text: String) -> Double? { decimal(text[...]) }
}

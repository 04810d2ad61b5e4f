// MARK: - Strings

extension JSONParser {
  /// Reads the string whose opening quote is at `offset`.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let contentStart = offset + 1
    var index = contentStart
    var bits: UInt8 = 0
    // Most strings have no escape: one pass to the closing quote, then one decode.
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        offset = index + 1
        if bits & 0x80 != 0 { continuationBytes += continuationBytes(in: contentStart..<index) }
        return String(decoding: bytes[contentStart..<index], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      bits |= byte
      index += 1
    }
    stringStart = contentStart
    defer { stringStart = nil }
    let text = try parseEscapedString(from: contentStart, at: index)
    continuationBytes += continuationBytes(in: contentStart..<offset)
    return text
  }

  /// Reads the rest of a string from `index`, where an escape, a control character or the end
  /// stopped the fast scan.
  private mutating func parseEscapedString(from contentStart: Int, at start: Int)
    throws(JSONSyntaxError) -> String
  {
    var index = start
    var utf8: [UInt8] = []
    utf8.reserveCapacity(index - contentStart + 16)
    utf8.append(contentsOf: bytes[contentStart..<index])
    while index < end {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        offset = index + 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        guard index < end else { throw failure(.unterminatedEscape, at: index) }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          let scalar = try parseUnicodeEscape(at: &index)
          utf8.append(contentsOf: String(scalar).utf8)
        default:
          throw failure(.unknownEscape, at: index - 1)
        }
      case 0..<0x20:
        throw failure(.controlCharacterInString, at: index)
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw failure(.unterminatedString, at: end)
  }

  /// Reads the four hex digits at `index` (after `\u`), and the low half of a surrogate pair
  /// after them.
  private mutating func parseUnicodeEscape(at index: inout Int) throws(JSONSyntaxError)
    -> Unicode.Scalar
  {
    let high = try parseHex4(at: &index)
    switch high {
    case 0xD800..<0xDC00:
      guard end - index >= 2, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { return try replacement(for: .loneSurrogate, at: index) }
      index += 2
      let low = try parseHex4(at: &index)
      guard (0xDC00..<0xE000).contains(low) else {
        return try replacement(for: .invalidSurrogatePair, at: index)
      }
      return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    case 0xDC00..<0xE000:
      return try replacement(for: .loneSurrogate, at: index)
    default:
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    }
  }

  /// U+FFFD for a broken surrogate when ``JSONParsingOptions/replacesLoneSurrogates``, else the
  /// error.
  private mutating func replacement(for reason: JSONSyntaxError.Reason, at index: Int)
    throws(JSONSyntaxError) -> Unicode.Scalar
  {
    guard options.replacesLoneSurrogates else { throw failure(reason, at: index) }
    return "\u{FFFD}"
  }

  private mutating func parseHex4(at index: inout Int) throws(JSONSyntaxError) -> UInt32 {
    let digitsStart = index
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < end, let digit = Self.hexValue(bytes[index]) else {
        let start = position(at: digitsStart)
        throw failure(.invalidUnicodeEscape, at: index, tokenStart: start)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}

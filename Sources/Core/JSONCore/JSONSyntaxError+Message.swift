// MARK: - Standard wording

extension JSONSyntaxError {
  /// The standard message: `expected a value but found ','`, `unterminated string`.
  package var message: String {
    switch reason {
    case .unexpectedTextAfterValue: "unexpected \(foundText) after the end of the JSON value"
    case .expectedValue: "expected a value but found \(foundText)"
    case .tooDeep(let maximumDepth): "nesting deeper than \(maximumDepth) levels"
    case .expectedKey: "expected a quoted key but found \(foundText)"
    case .expectedColon(let key): "expected ':' after the key \"\(key)\" but found \(foundText)"
    case .expectedCommaOrClose(.array): "expected ',' or ']' in an array but found \(foundText)"
    case .expectedCommaOrClose(.object): "expected ',' or '}' in an object but found \(foundText)"
    case .invalidLiteral(let word): "expected '\(word)' but found \(foundText)"
    case .expectedDigit(.integer): "expected a digit in a number"
    case .expectedDigit(.fraction): "expected a digit after the decimal point"
    case .expectedDigit(.exponent): "expected a digit in the exponent"
    case .numberOutOfRange(let text): "number \(text) is too large"
    case .nonFiniteNumber(let word): "\(word) is not a JSON number"
    case .unterminatedString: "unterminated string"
    case .controlCharacterInString:
      "control character 0x\(String(found ?? 0, radix: 16)) inside a string; escape it"
    case .unterminatedEscape: "unterminated escape"
    case .unknownEscape: "unknown escape '\\\(Character(Unicode.Scalar(found ?? 0)))'"
    case .invalidUnicodeEscape: "expected 4 hex digits after \\u"
    case .loneSurrogate: "a \\u escape of half a UTF-16 surrogate pair"
    case .invalidSurrogatePair: "a high-surrogate \\u escape not followed by a low surrogate"
    }
  }

  /// ``found`` for messages: `'x'` for a visible ASCII character, `byte 0x20` for any other
  /// byte, `end of file` at the end.
  package var foundText: String {
    guard let found else { return "end of file" }
    // source: ours — 0x21…0x7E are the visible ASCII characters
    if found >= 0x21 && found < 0x7F { return "'\(Character(Unicode.Scalar(found)))'" }
    return "byte 0x\(String(found, radix: 16, uppercase: true))"
  }
}

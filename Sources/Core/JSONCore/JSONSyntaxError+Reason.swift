// MARK: - Reasons

extension JSONSyntaxError {
  /// What makes a text not JSON.
  package enum Reason: Hashable, Sendable {
    /// Something other than whitespace follows the value.
    case unexpectedTextAfterValue
    /// A value should start here.
    case expectedValue
    /// An array or object opens when ``JSONParsingOptions/maximumDepth`` are already open.
    case tooDeep(maximumDepth: Int)
    /// An object member should start here with a quoted key.
    case expectedKey
    /// A `:` should follow the key.
    case expectedColon(afterKey: String)
    /// A `,` or the container's closing bracket should come here.
    case expectedCommaOrClose(Container)
    /// A literal (`true`, `false`, `null`) is misspelled; ``JSONSyntaxError/tokenStart`` is its
    /// first letter.
    case invalidLiteral(String)
    /// A number lacks a digit in the given part; ``JSONSyntaxError/tokenStart`` is the number's
    /// first character.
    case expectedDigit(NumberPart)
    /// A number is beyond `Double`'s range (``JSONParsingOptions/refusesNumbersBeyondDouble``).
    case numberOutOfRange(String)
    /// `NaN` or `Infinity` stands where a value should
    /// (``JSONParsingOptions/recognizesNonFiniteWords``).
    case nonFiniteNumber(String)
    /// The text ends inside a string.
    case unterminatedString
    /// A control character (below U+0020) stands unescaped in a string.
    case controlCharacterInString
    /// The text ends after a backslash.
    case unterminatedEscape
    /// A backslash is followed by a character that does not start an escape.
    case unknownEscape
    /// A `\u` is not followed by four hex digits; ``JSONSyntaxError/tokenStart`` is where they
    /// should start.
    case invalidUnicodeEscape
    /// A `\u` escape gives half of a UTF-16 surrogate pair without the other.
    case loneSurrogate
    /// A high-surrogate `\u` escape is followed by a `\u` escape that is not a low surrogate.
    case invalidSurrogatePair
  }

  /// The two kinds of container.
  package enum Container: Hashable, Sendable {
    case array
    case object
  }

  /// The parts of a number that must hold a digit.
  package enum NumberPart: Hashable, Sendable {
    /// After the optional minus sign.
    case integer
    /// After the decimal point.
    case fraction
    /// After `e` or `E` and the optional sign.
    case exponent
  }
}

/// What a ``JSONParser`` accepts beyond strict RFC 8259 JSON, and how deep it lets values nest.
///
/// Each reader of JSON in the package picks what its inputs need: AHAP files from real tools
/// carry trailing commas, touch logs from C and JavaScript recorders carry `NaN`, and every
/// reader bounds the nesting so no input can exhaust the stack.
///
/// ```swift
/// var options = JSONParsingOptions(maximumDepth: 256)
/// options.acceptsTrailingCommas = true
/// let bytes = Array(#"{"t": 0.25, "id": 1,}"#.utf8)
/// let document = try JSONParser.parse(bytes, options: options)
/// ```
package struct JSONParsingOptions: Sendable {
  /// The most arrays and objects that may be open at once; opening one more is
  /// ``JSONSyntaxError/Reason/tooDeep(maximumDepth:)``, reported at its bracket.
  package var maximumDepth: Int
  /// Whether a value of any kind, not only an array or object, is refused inside
  /// ``maximumDepth`` open containers, at its first character.
  package var limitsEveryValueToDepth = false
  /// Whether `[1, 2,]` and `{"a": 1,}` are read; where they were is in
  /// ``JSONDocument/trailingCommas``.
  package var acceptsTrailingCommas = false
  /// Whether a UTF-8 byte-order mark before the value is skipped; the columns of its line then
  /// count from after it.
  package var skipsByteOrderMark = false
  /// Whether a number's integer part may start with zeros (`007`), which RFC 8259 forbids; the
  /// number's text keeps them.
  package var acceptsLeadingZeros = false
  /// Whether a number beyond `Double`'s range (`1e999`) is
  /// ``JSONSyntaxError/Reason/numberOutOfRange(_:)``, reported where it starts.
  package var refusesNumbersBeyondDouble = false
  /// Whether `NaN`, `Infinity` and `-Infinity` in place of a value are
  /// ``JSONSyntaxError/Reason/nonFiniteNumber(_:)`` (reported at the word) rather than an
  /// unexpected character.
  package var recognizesNonFiniteWords = false
  /// Whether a `\u` escape of a lone or mismatched UTF-16 surrogate reads as U+FFFD, as lenient
  /// readers do; otherwise it is ``JSONSyntaxError/Reason/loneSurrogate`` or
  /// ``JSONSyntaxError/Reason/invalidSurrogatePair``.
  package var replacesLoneSurrogates = false

  /// Strict JSON nested at most `maximumDepth` deep.
  ///
  /// - Parameter maximumDepth: The most arrays and objects open at once, at least 1.
  package init(maximumDepth: Int) {
    precondition(maximumDepth >= 1, "a JSON parser must allow at least one level")
    self.maximumDepth = maximumDepth
  }
}

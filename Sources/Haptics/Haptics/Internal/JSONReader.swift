import JSONCore

/// Reads the JSON of AHAP files and haptic JSON Lines: the package parser with the tolerances
/// real AHAP files need (trailing commas, recorded; a byte-order mark; lone surrogates as
/// U+FFFD, docs/haptics-constants.md#file-format) and its errors as ``HapticError``s naming the
/// line:column.
enum JSONReader {
  /// The options: nesting bounded by ``HapticLimits/maximumJSONDepth`` and numbers within
  /// `Double`'s range, as AHAP's are.
  static let options: JSONParsingOptions = {
    var options = JSONParsingOptions(maximumDepth: HapticLimits.maximumJSONDepth)
    options.acceptsTrailingCommas = true
    options.skipsByteOrderMark = true
    options.refusesNumbersBeyondDouble = true
    options.replacesLoneSurrogates = true
    return options
  }()

  /// Parses one JSON value that fills `range` of `bytes` (all of them when `nil`).
  ///
  /// - Throws: ``HapticError/Code/malformedJSON`` naming the line:column of the first problem.
  static func parse(_ bytes: [UInt8], in range: Range<Int>? = nil) throws(HapticError)
    -> JSONDocument
  {
    do {
      return try JSONParser.parse(bytes, in: range, options: options)
    } catch {
      throw HapticError(.malformedJSON, message(for: error), position: position(of: error))
    }
  }

  private static func message(for error: JSONSyntaxError) -> String {
    guard case .tooDeep = error.reason else { return error.message }
    return error.message + " (HapticLimits.maximumJSONDepth)"
  }

  /// Where the message points: a number's first character for its errors, the character after
  /// an unknown escape, otherwise the problem itself.
  private static func position(of error: JSONSyntaxError) -> TextPosition {
    switch error.reason {
    case .expectedDigit, .numberOutOfRange:
      return TextPosition(error.tokenStart)
    case .unknownEscape:
      var position = error.position
      position.byteOffset += 1
      if let found = error.found, found & 0xC0 != 0x80 { position.column += 1 }
      return TextPosition(position)
    default:
      return TextPosition(error.position)
    }
  }
}

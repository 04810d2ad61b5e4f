/// Text from a log or a command line made safe to print in a message: every character a
/// terminal would act on instead of showing is written as a Swift escape, so a crafted log cannot
/// send escape sequences (colour, cursor moves, a window title) through an error message.
package enum PrintableText {
  /// `text` with control characters (C0, DEL, C1, ESC among them), format characters (such as
  /// the bidirectional overrides U+202E), line and paragraph separators, private-use, surrogate
  /// and unassigned code points written as `\u{1B}`; a newline too unless `keepingNewlines`.
  ///
  /// - Parameters:
  ///   - text: the text to quote.
  ///   - keepingNewlines: whether a `\n` stays a line break (for multi-line messages).
  /// - Returns: text with only printable characters, spaces and (when kept) newlines.
  package static func escaped(_ text: some StringProtocol, keepingNewlines: Bool = false) -> String
  {
    // Fast path: most messages are plain ASCII.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || (keepingNewlines && $0 == 0x0A) }) {
      return String(text)
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isPrintable(scalar) || (keepingNewlines && scalar == "\n") {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
      .unassigned:
      false
    default: true
    }
  }
}

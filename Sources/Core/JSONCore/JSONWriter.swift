/// Writes ``JSONValue``s as compact one-line JSON, or pretty-printed with 2-space indentation.
///
/// Members are written in the order given and numbers as their text, so the same value always
/// gives the same bytes.
///
/// ```swift
/// let value = JSONValue.object([("a", .array([.number("1"), .null]))])
/// JSONWriter.compact(value)  // {"a":[1,null]}
/// JSONWriter.pretty(value)   // {\n  "a" : [\n    1,\n    null\n  ]\n}\n
/// ```
package enum JSONWriter {
  /// The value on one line, with no spaces: the JSON Lines form.
  ///
  /// - Parameters:
  ///   - value: The value to write.
  ///   - escaping: How to escape control characters in strings.
  package static func compact(
    _ value: JSONValue, escaping: JSONStringEscaping = .uppercaseHex
  ) -> String {
    var output = ""
    write(value, into: &output, indent: nil, escaping: escaping)
    return output
  }

  /// The value over several lines, 2-space indented, `"key" : value` as Apple's AHAP files write
  /// it, with a final newline.
  ///
  /// - Parameters:
  ///   - value: The value to write.
  ///   - escaping: How to escape control characters in strings.
  package static func pretty(
    _ value: JSONValue, escaping: JSONStringEscaping = .uppercaseHex
  ) -> String {
    var output = ""
    write(value, into: &output, indent: 0, escaping: escaping)
    output += "\n"
    return output
  }

  /// `text` as a JSON string literal, quotes included.
  ///
  /// - Parameters:
  ///   - text: The string.
  ///   - escaping: How to escape control characters.
  package static func quoted(_ text: String, escaping: JSONStringEscaping) -> String {
    var output = ""
    appendQuoted(text, to: &output, escaping: escaping)
    return output
  }

  /// Appends `text` as a JSON string literal, quotes included, to `output`.
  ///
  /// - Parameters:
  ///   - text: The string.
  ///   - output: The text to append to.
  ///   - escaping: How to escape control characters.
  package static func appendQuoted(
    _ text: String, to output: inout String, escaping: JSONStringEscaping
  ) {
    output += "\""
    // Most strings need no escape: append them whole.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
      output += text
      output += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}" where escaping.writesBackspaceAndFormFeedShort: output += "\\b"
      case "\u{0C}" where escaping.writesBackspaceAndFormFeedShort: output += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16, uppercase: escaping.usesUppercaseHex)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  private static func write(
    _ value: JSONValue, into output: inout String, indent: Int?, escaping: JSONStringEscaping
  ) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): appendQuoted(text, to: &output, escaping: escaping)
    case .array(let elements):
      writeContainer(elements, open: "[", close: "]", into: &output, indent: indent) {
        write($0, into: &$1, indent: $2, escaping: escaping)
      }
    case .object(let members):
      writeContainer(members, open: "{", close: "}", into: &output, indent: indent) {
        appendQuoted($0.key, to: &$1, escaping: escaping)
        $1 += $2 == nil ? ":" : " : "
        write($0.value, into: &$1, indent: $2, escaping: escaping)
      }
    }
  }

  private static func writeContainer<Element>(
    _ elements: [Element], open: String, close: String, into output: inout String, indent: Int?,
    element: (Element, inout String, Int?) -> Void
  ) {
    output += open
    guard !elements.isEmpty else {
      output += close
      return
    }
    let inner = indent.map { $0 + 2 }
    for (index, item) in elements.enumerated() {
      if index > 0 { output += "," }
      if let inner { output += "\n" + String(repeating: " ", count: inner) }
      element(item, &output, inner)
    }
    if let indent { output += "\n" + String(repeating: " ", count: indent) }
    output += close
  }
}

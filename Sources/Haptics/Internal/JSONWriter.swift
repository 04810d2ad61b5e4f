/// Writes ``JSONValue``s as compact one-line JSON or pretty-printed with 2-space indentation.
///
/// Numbers use ``NumberFormatting/shortest(_:)``: locale-independent and exact on re-read.
enum JSONWriter {
  /// The value on one line, with no spaces: the JSON Lines form.
  static func compact(_ value: JSONValue) -> String {
    var output = ""
    write(value, into: &output, indent: nil)
    return output
  }

  /// The value over several lines, 2-space indented, `"key" : value` as Apple's AHAP files write
  /// it, with a final newline.
  static func pretty(_ value: JSONValue) -> String {
    var output = ""
    write(value, into: &output, indent: 0)
    output += "\n"
    return output
  }

  private static func write(_ value: JSONValue, into output: inout String, indent: Int?) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += NumberFormatting.shortest(number)
    case .formattedNumber(let text): output += text
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      writeContainer(elements, open: "[", close: "]", into: &output, indent: indent) {
        write($0, into: &$1, indent: $2)
      }
    case .object(let members):
      writeContainer(members, open: "{", close: "}", into: &output, indent: indent) {
        writeString($0.0, into: &$1)
        $1 += $2 == nil ? ":" : " : "
        write($0.1, into: &$1, indent: $2)
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

  private static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

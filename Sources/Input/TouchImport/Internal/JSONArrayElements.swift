/// The elements of a top-level JSON array, found by scanning brackets and strings without
/// building their trees, so that an importer can parse and drop one element at a time: a large
/// recording then costs the memory of one packet, not of the whole document's tree.
///
/// The scan only finds where each element starts and ends; the element itself is parsed (and
/// checked) by ``TouchJSON``. Anything the scan does not expect (a text that is not an array,
/// a missing comma, an unclosed array) makes it give up, and the caller parses the whole text,
/// which reports the problem at its line and column.
struct JSONArrayElements {
  /// One element: its text, and the 1-based line and byte column where it starts.
  struct Element {
    var text: Substring
    var line: Int
    var column: Int
  }

  private let text: Substring

  init(_ text: Substring) {
    self.text = text
  }

  /// Calls `body` with each element in order.
  ///
  /// - Returns: false, having stopped, when the text is not a well-formed array at the level
  ///   the scan sees; true when every element was passed to `body`.
  /// - Throws: what `body` throws.
  func forEach<E: Error>(_ body: (Element) throws(E) -> Void) throws(E) -> Bool {
    let bytes = text.utf8
    var index = bytes.startIndex
    var line = 1
    var lineStart = index
    func skipSpace() {
      while index < bytes.endIndex {
        switch bytes[index] {
        case UInt8(ascii: "\n"):
          line += 1
          lineStart = bytes.index(after: index)
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          break
        default:
          return
        }
        index = bytes.index(after: index)
      }
    }
    skipSpace()
    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") else { return false }
    index = bytes.index(after: index)
    while true {
      skipSpace()
      guard index < bytes.endIndex else { return false }
      if bytes[index] == UInt8(ascii: "]") { break }
      let (start, startLine) = (index, line)
      let startColumn = bytes.distance(from: lineStart, to: start) + 1
      guard let end = scanValue(from: &index, line: &line, lineStart: &lineStart) else {
        return false
      }
      try body(Element(text: text[start..<end], line: startLine, column: startColumn))
      skipSpace()
      guard index < bytes.endIndex else { return false }
      if bytes[index] == UInt8(ascii: ",") {
        index = bytes.index(after: index)
      } else if bytes[index] != UInt8(ascii: "]") {
        return false
      }
    }
    index = bytes.index(after: index)
    skipSpace()
    return index == bytes.endIndex
  }

  /// Moves `index` past one value (object, array, string or scalar) and returns its end, or nil
  /// when the text ends inside it or its brackets do not match.
  private func scanValue(
    from index: inout Substring.UTF8View.Index, line: inout Int,
    lineStart: inout Substring.UTF8View.Index
  ) -> Substring.UTF8View.Index? {
    let bytes = text.utf8
    var closers: [UInt8] = []
    var isInString = false
    var isEscaped = false
    repeat {
      guard index < bytes.endIndex else { return nil }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = bytes.index(after: index)
      }
      if isInString {
        if isEscaped {
          isEscaped = false
        } else if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""): isInString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          // Deeper than the parser allows: let the whole parse report it where it is.
          guard closers.count < TouchLog.maximumJSONDepth else { return nil }
          closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          guard closers.popLast() == byte else { return nil }
        case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"),
          UInt8(ascii: "\n"):
          // The end of a scalar at the top level.
          if closers.isEmpty { return index }
        default: break
        }
      }
      index = bytes.index(after: index)
    } while isInString || !closers.isEmpty || isScalarContinuing(at: index)
    return index
  }

  /// Whether the scalar being scanned at the top level goes on at `index`.
  private func isScalarContinuing(at index: Substring.UTF8View.Index) -> Bool {
    let bytes = text.utf8
    guard index < bytes.endIndex else { return false }
    switch bytes[index] {
    case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\t"),
      UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "{"), UInt8(ascii: "["),
      UInt8(ascii: "\""), UInt8(ascii: "}"):
      return false
    default: return true
    }
  }
}

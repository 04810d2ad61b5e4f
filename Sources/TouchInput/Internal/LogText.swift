/// The lines of a log's text, for every importer.
package enum LogText {
  /// The lines of `text` without their `\n` or `\r\n` ends, and how many lines the file has (a
  /// final line end does not start another line; an empty text has none).
  package static func lines(_ text: String) -> (lines: [Substring], count: Int) {
    // Split on bytes: "\r\n" is one Character, and breaking a large log into graphemes is slow.
    var lines: [Substring] = []
    let bytes = text.utf8
    var start = bytes.startIndex
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "\n") {
        lines.append(line(text[start..<index]))
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if start < bytes.endIndex { lines.append(line(text[start...])) }
    return (lines, lines.count)
  }

  private static func line(_ text: Substring) -> Substring {
    text.utf8.last == UInt8(ascii: "\r") ? text[..<text.utf8.index(before: text.endIndex)] : text
  }
}
